import type { Country, CustomsRule, ParcelCurrency } from '@yolla/contract';
import { and, asc, eq, gte, isNotNull, lt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contentEntries } from '../content/content.table.ts';
import { parcels } from '../parcels/parcels.table.ts';

/** The `customs_limit` content row's attributes, as the seed writes them (`db/seed/content/rows.ts`). */
interface LimitAttributes {
  amount: number;
  currency: string;
  period: CustomsRule['period'];
  rule: Pick<CustomsRule, 'charged' | 'dutyBasisPoints' | 'dutyMinimumPerKg' | 'vatBasisPoints'>;
}

/** The country's duty-free limit and what crossing it costs: the content's one statement of it. */
export async function customsRule(db: Db, country: Country): Promise<CustomsRule | null> {
  const [row] = await db
    .select({ attributes: contentEntries.attributes })
    .from(contentEntries)
    .where(and(eq(contentEntries.kind, 'customs_limit'), eq(contentEntries.id, country)));
  if (!row) return null;
  const { amount, currency, period, rule } = row.attributes as LimitAttributes;
  return { amount, currency, period, ...rule };
}

/**
 * The declared values of the customer's parcels declared in [start, end), returned ones left out (they never
 * entered the country), oldest first.
 */
export function declaredBetween(
  db: Db,
  customerId: number,
  start: Date,
  end: Date,
): Promise<{ amount: number; currency: ParcelCurrency }[]> {
  return db
    .select({ amount: parcels.declaredTotal, currency: parcels.declaredCurrency })
    .from(parcels)
    .where(
      and(
        eq(parcels.customerId, customerId),
        isNotNull(parcels.declaredTotal),
        isNotNull(parcels.declaredCurrency),
        gte(parcels.declaredAt, start),
        lt(parcels.declaredAt, end),
        ne(parcels.state, 'returned'),
      ),
    )
    .orderBy(asc(parcels.declaredAt)) as Promise<{ amount: number; currency: ParcelCurrency }[]>;
}
