import { quoteParcel, type TariffQuote, type TariffQuoteQuery } from '@yolla/contract';
import type { Db } from '../../db/client.ts';
import { tariffErrors } from './tariffs.errors.ts';
import { findTariff } from './tariffs.repository.ts';

const SIDES = ['length_cm', 'width_cm', 'height_cm'] as const;

/** The calculator: prices one parcel on one route with the one pricing rule (contract `pricing.ts`). */
export async function quoteRoute(db: Db, query: TariffQuoteQuery): Promise<TariffQuote> {
  const tariff = await findTariff(db, query.origin, query.destination);
  if (!tariff) throw tariffErrors.routeNotServed();
  const { length_cm, width_cm, height_cm } = query;
  const size =
    length_cm !== undefined && width_cm !== undefined && height_cm !== undefined
      ? { length_cm, width_cm, height_cm }
      : null;
  const quote = quoteParcel(tariff, { weight_grams: query.weight_grams, size });
  if (!quote.ok) {
    if (quote.refusal === 'weight_over_limit') throw tariffErrors.weightOverLimit(quote.limit);
    const over = SIDES.filter((side) => (query[side] ?? 0) > quote.limit);
    throw tariffErrors.sideOverLimit(quote.limit, over);
  }
  return {
    origin: tariff.origin,
    destination: tariff.destination,
    actual_grams: quote.actual_grams,
    volumetric_grams: quote.volumetric_grams,
    volumetric_applies: quote.volumetric_applies,
    volumetric_threshold_cm: tariff.volumetric_threshold_cm,
    volumetric_divisor: tariff.volumetric_divisor,
    chargeable_grams: quote.chargeable_grams,
    billing: quote.billing,
    price: quote.price,
    delivery_days: tariff.delivery_days,
  };
}
