import type { PriceTag } from '@yolla/contract';
import type { Db } from '../../db/client.ts';
import { servicePriceTag } from './content.repository.ts';

/** What other modules may ask of the content: a service's price tag (buy-for-me charges the fee its page shows). */
export interface ContentService {
  servicePrice(db: Db, serviceId: string): Promise<PriceTag | null>;
}

declare module '../../http/module.ts' {
  interface Services {
    content: ContentService;
  }
}

export function createContentService(): ContentService {
  return { servicePrice: servicePriceTag };
}
