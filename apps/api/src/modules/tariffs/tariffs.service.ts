import type { Country, CourierFees, Origin, Tariff } from '@yolla/contract';
import type { Db } from '../../db/client.ts';
import { readCourierFees, readServiceFee, type ServiceFee } from './tariffs.fees.ts';
import { findTariff } from './tariffs.repository.ts';

export type { ServiceFee } from './tariffs.fees.ts';

/**
 * What other modules may ask of the prices (decision 0025): a route's rules, for charging a parcel with
 * `quoteParcel`; the courier's fees, for `courierFee`; a service's fee (buy-for-me's). Each is read from the database
 * when asked, so a price the operations team changes there holds from the next request on. On `db`: the caller's
 * transaction, or the database.
 */
export interface TariffService {
  route(db: Db, origin: Origin, destination: Country): Promise<Tariff | null>;
  courierFees(db: Db): Promise<CourierFees>;
  serviceFee(db: Db, service: string): Promise<ServiceFee | null>;
}

declare module '../../http/module.ts' {
  interface Services {
    tariffs: TariffService;
  }
}

export function createTariffService(): TariffService {
  return { route: findTariff, courierFees: readCourierFees, serviceFee: readServiceFee };
}
