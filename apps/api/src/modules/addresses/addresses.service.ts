import type { Country } from '@yolla/contract';
import type { Locale } from '@yolla/i18n';
import type { Db } from '../../db/client.ts';
import { cityIn, findAddress } from './addresses.repository.ts';
import type { AddressRow } from './addresses.table.ts';

/** What other modules may ask of the saved addresses and their cities (a courier order starts from one). */
export interface AddressService {
  /**
   * The customer's saved address (another's is null, like a missing one). `lock` holds it (shared) until the
   * transaction ends: a deletion, which locks it for update before asking whether it is in use, waits.
   */
  findOwn(db: Db, customerId: number, id: number, lock?: boolean): Promise<AddressRow | null>;
  /** The city of a code with its name in the language; null for an unknown code. */
  city(db: Db, code: string, locale: Locale): Promise<{ code: string; name: string; country: Country } | null>;
}

declare module '../../http/module.ts' {
  interface Services {
    addresses: AddressService;
  }
}

export function createSavedAddressService(): AddressService {
  return { findOwn: findAddress, city: cityIn };
}
