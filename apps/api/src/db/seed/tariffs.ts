import type { Country, Origin } from '@yolla/contract';
import type { Db } from '../client.ts';
import { tariffTiers, tariffs } from '../../modules/tariffs/tariffs.table.ts';

/** Every price below is in this currency, in minor units (cents). */
export const TARIFF_CURRENCY = 'USD';
/** Volumetric weight = L×W×H (cm) / divisor, the industry's usual 6000 for every route. */
export const VOLUMETRIC_DIVISOR = 6000;
/** Volumetric weight counts only for a parcel with a side longer than this (cm), on every route. */
export const VOLUMETRIC_THRESHOLD_CM = 60;
/** The longest side a warehouse accepts for air and road freight (cm), on every route. */
export const MAX_SIDE_CM = 150;

/**
 * The heaviest parcel each warehouse ships (grams of actual weight): 30 kg by road from Turkey and by air from
 * Europe and the USA; less from China (air cargo with battery and customs restrictions) and the Emirates.
 */
export const MAX_WEIGHT_GRAMS: Readonly<Record<Origin, number>> = {
  TR: 30_000,
  US: 30_000,
  CN: 20_000,
  GB: 30_000,
  DE: 30_000,
  AE: 25_000,
};

type Tier = readonly [upToGrams: number, cents: number];
type PriceRow = readonly [
  origin: Origin,
  destination: Country,
  tiers: readonly Tier[],
  perKgAboveCents: number,
  deliveryDays: readonly [min: number, max: number],
];

/**
 * The published price list (product configuration, not demo data): each route's first prices. Once a route is in
 * the database its prices are the operations team's, changed there; an edit here reaches only a route not there yet.
 * Source: to AZ from TR, US, CN and GB are the typical Baku tiers of late 2025 – 2026
 * (docs: architecture.md § 5). Assumptions for the rest: DE a little above GB, AE a little below
 * (shorter route); GE about 5% above AZ with the same transit times; UZ about 20% above AZ and
 * 2–4 days slower. Turkey is the fastest route everywhere (road/air via the Caucasus).
 */
// prettier-ignore
export const PRICE_LIST: readonly PriceRow[] = [
  // origin dest  tiers [up to grams, cents]    per kg above  delivery days
  ['TR', 'AZ', [[250, 250], [500, 400]],        650,          [3, 6]],
  ['US', 'AZ', [[500, 530]],                    896,          [7, 14]],
  ['CN', 'AZ', [[500, 720]],                    986,          [12, 20]],
  ['GB', 'AZ', [[500, 495]],                    795,          [7, 12]],
  ['DE', 'AZ', [[500, 520]],                    850,          [6, 10]],
  ['AE', 'AZ', [[500, 450]],                    750,          [4, 8]],

  ['TR', 'UZ', [[250, 300], [500, 480]],        780,          [5, 9]],
  ['US', 'UZ', [[500, 640]],                    1080,         [10, 18]],
  ['CN', 'UZ', [[500, 860]],                    1180,         [12, 20]],
  ['GB', 'UZ', [[500, 595]],                    955,          [9, 15]],
  ['DE', 'UZ', [[500, 625]],                    1020,         [8, 13]],
  ['AE', 'UZ', [[500, 540]],                    900,          [6, 10]],

  ['TR', 'GE', [[250, 260], [500, 420]],        680,          [3, 6]],
  ['US', 'GE', [[500, 555]],                    940,          [7, 14]],
  ['CN', 'GE', [[500, 755]],                    1035,         [12, 20]],
  ['GB', 'GE', [[500, 520]],                    835,          [7, 12]],
  ['DE', 'GE', [[500, 545]],                    895,          [6, 10]],
  ['AE', 'GE', [[500, 470]],                    790,          [4, 8]],
];

/**
 * Adds the published price list's routes the database has no tariff for yet (origin, destination), each with its
 * tiers. A route already there is left as it is: its prices, limits and tiers belong to the operations team, who
 * change them in the database (decision 0025, § Fees; `docs/operations.md` § Tariffs), so a start never undoes
 * them. Idempotent and safe to run concurrently: a route inserted by another host at the same time is skipped.
 */
export async function seedTariffs(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const added = await tx
      .insert(tariffs)
      .values(
        PRICE_LIST.map(([origin, destination, , perKgAbove, [min, max]]) => ({
          origin,
          destination,
          perKgAboveAmount: perKgAbove,
          perKgAboveCurrency: TARIFF_CURRENCY,
          volumetricDivisor: VOLUMETRIC_DIVISOR,
          volumetricThresholdCm: VOLUMETRIC_THRESHOLD_CM,
          maxWeightGrams: MAX_WEIGHT_GRAMS[origin],
          maxSideCm: MAX_SIDE_CM,
          deliveryDaysMin: min,
          deliveryDaysMax: max,
        })),
      )
      .onConflictDoNothing({ target: [tariffs.origin, tariffs.destination] })
      .returning({ id: tariffs.id, origin: tariffs.origin, destination: tariffs.destination });
    const idOf = new Map(added.map((row) => [`${row.origin}:${row.destination}`, row.id]));
    const tiers = PRICE_LIST.flatMap(([origin, destination, routeTiers]) => {
      const tariffId = idOf.get(`${origin}:${destination}`);
      if (tariffId === undefined) return [];
      return routeTiers.map(([upToGrams, cents]) => ({
        tariffId,
        upToGrams,
        priceAmount: cents,
        priceCurrency: TARIFF_CURRENCY,
      }));
    });
    if (tiers.length > 0) await tx.insert(tariffTiers).values(tiers);
  });
}
