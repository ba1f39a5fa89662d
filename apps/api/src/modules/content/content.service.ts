import type { Country, CustomsRule } from '@yolla/contract';
import type { Db } from '../../db/client.ts';
import { customsRule, pickupPointActive } from './content.repository.ts';

/**
 * What other modules may ask of the content: whether a pickup point takes parcels (a declaration's delivery names one),
 * and the customs rules (the meter).
 */
export interface ContentService {
  /** Whether the pickup point exists and is active. */
  pickupPointActive(db: Db, id: string): Promise<boolean>;
  /**
   * The country's duty-free limit in force on `day` (`YYYY-MM-DD`, the country's calendar) and what crossing it costs:
   * the latest rule that took effect by then, or null before the first.
   */
  customsRule(db: Db, country: Country, day: string): Promise<CustomsRule | null>;
}

declare module '../../http/module.ts' {
  interface Services {
    content: ContentService;
  }
}

export function createContentService(): ContentService {
  return { pickupPointActive, customsRule };
}
