import type { Country, Origin, Tariff } from '@yolla/contract';
import type { Db } from '../../db/client.ts';
import { findTariff } from './tariffs.repository.ts';

/** What other modules may ask of the price list: a route's rules, for charging a parcel with `quoteParcel`. */
export interface TariffService {
  /** On `db`: the caller's transaction, or the database. */
  route(db: Db, origin: Origin, destination: Country): Promise<Tariff | null>;
}

declare module '../../http/module.ts' {
  interface Services {
    tariffs: TariffService;
  }
}

export function createTariffService(): TariffService {
  return { route: findTariff };
}
