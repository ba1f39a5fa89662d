import { ORIGINS, type Country, type Origin, type Tariff } from '@yolla/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { tariffTiers, tariffs } from './tariffs.table.ts';

/**
 * The price list to one destination: tariffs in the order of ORIGINS, each with its tiers by
 * ascending weight. A tariff without tiers cannot be priced, so it is not offered (inner join).
 */
export async function listTariffs(db: Db, destination: Country, origin?: Origin): Promise<Tariff[]> {
  const route = eq(tariffs.destination, destination);
  const rows = await db
    .select({ tariff: tariffs, tier: tariffTiers })
    .from(tariffs)
    .innerJoin(tariffTiers, eq(tariffTiers.tariffId, tariffs.id))
    .where(origin ? and(route, eq(tariffs.origin, origin)) : route)
    .orderBy(asc(tariffs.id), asc(tariffTiers.upToGrams));

  const byId = new Map<number, Tariff>();
  for (const { tariff, tier } of rows) {
    let entry = byId.get(tariff.id);
    if (!entry) {
      entry = {
        origin: tariff.origin,
        destination: tariff.destination,
        tiers: [],
        per_kg_above: { amount: tariff.perKgAboveAmount, currency: tariff.perKgAboveCurrency },
        volumetric_divisor: tariff.volumetricDivisor,
        volumetric_threshold_cm: tariff.volumetricThresholdCm,
        max_weight_grams: tariff.maxWeightGrams,
        max_side_cm: tariff.maxSideCm,
        delivery_days: { min: tariff.deliveryDaysMin, max: tariff.deliveryDaysMax },
      };
      byId.set(tariff.id, entry);
    }
    entry.tiers.push({
      up_to_grams: tier.upToGrams,
      price: { amount: tier.priceAmount, currency: tier.priceCurrency },
    });
  }
  return [...byId.values()].sort((a, b) => ORIGINS.indexOf(a.origin) - ORIGINS.indexOf(b.origin));
}

/** The tariff of one route, or null when the route is not served (or has no tiers to price with). */
export async function findTariff(db: Db, origin: Origin, destination: Country): Promise<Tariff | null> {
  const [tariff] = await listTariffs(db, destination, origin);
  return tariff ?? null;
}
