import { ORIGINS, type Country, type Tariff } from '@yolla/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { tariffTiers, tariffs } from './tariffs.table.ts';

/**
 * The price list to one destination: tariffs in the order of ORIGINS, each with its tiers by
 * ascending weight. A tariff without tiers cannot be priced, so it is not offered (inner join).
 */
export async function listTariffs(db: Db, destination: Country): Promise<Tariff[]> {
  const rows = await db
    .select({ tariff: tariffs, tier: tariffTiers })
    .from(tariffs)
    .innerJoin(tariffTiers, eq(tariffTiers.tariffId, tariffs.id))
    .where(eq(tariffs.destination, destination))
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
