import type { PriceTag } from '@yolla/contract';
import type { Db } from '../../db/client.ts';
import { pickupPointActive, servicePriceTag } from './content.repository.ts';

/**
 * What other modules may ask of the content: a service's price tag (buy-for-me charges the fee its page shows), and
 * whether a pickup point takes parcels (a declaration's delivery names one).
 */
export interface ContentService {
  servicePrice(db: Db, serviceId: string): Promise<PriceTag | null>;
  /** Whether the pickup point exists and is active. */
  pickupPointActive(db: Db, id: string): Promise<boolean>;
}

declare module '../../http/module.ts' {
  interface Services {
    content: ContentService;
  }
}

export function createContentService(): ContentService {
  return { servicePrice: servicePriceTag, pickupPointActive };
}
