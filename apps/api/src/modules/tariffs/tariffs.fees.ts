import { COURIER_ZONES, type CourierFees, type CourierZoneFee } from '@yolla/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { courierFees, serviceFees } from './tariffs.table.ts';

/** A service's fee: `basisPoints` of what it handles (500: 5 %), at least `minimum` (minor units of its currency). */
export interface ServiceFee {
  basisPoints: number;
  minimum: { amount: number; currency: string };
}

/** The courier's fee of every zone, as the database holds it now; a zone without a row is a data error. */
export async function readCourierFees(db: Db): Promise<CourierFees> {
  const rows = await db.select().from(courierFees);
  const byZone = new Map<string, CourierZoneFee>(
    rows.map((row) => [row.zone, { base: row.baseAmount, includedGrams: row.includedGrams, perKg: row.perKgAmount }]),
  );
  const entries = COURIER_ZONES.map((zone) => {
    const fee = byZone.get(zone);
    if (!fee) throw new Error(`no courier fee for the ${zone} zone`);
    return [zone, fee] as const;
  });
  return Object.fromEntries(entries) as Record<(typeof COURIER_ZONES)[number], CourierZoneFee>;
}

/** A service's fee, or null when it has none. */
export async function readServiceFee(db: Db, service: string): Promise<ServiceFee | null> {
  const [row] = await db.select().from(serviceFees).where(eq(serviceFees.service, service));
  if (!row) return null;
  return { basisPoints: row.basisPoints, minimum: { amount: row.minimumAmount, currency: row.minimumCurrency } };
}
