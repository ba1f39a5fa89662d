import type { Db } from '../../db/client.ts';
import { holdNumber } from './sms-inbox.repository.ts';

/** What others may ask of the SMS inbox: a customer's number for a marketplace (the demo seed gives one a number). */
export interface SmsInboxService {
  /**
   * The customer's number for the marketplace, taken from the pool on first use, as the inbox page does; null when the
   * pool is empty. The marketplace is one the configuration names.
   */
  numberFor(db: Db, customerId: number, marketplace: string, now: Date): Promise<{ number: string } | null>;
}

declare module '../../http/module.ts' {
  interface Services {
    smsInbox: SmsInboxService;
  }
}

export function createSmsInboxService(): SmsInboxService {
  return { numberFor: holdNumber };
}
