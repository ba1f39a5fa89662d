import type { Country, CustomsRule, ParcelCurrency } from '@yolla/contract';
import { and, asc, desc, eq, gte, isNotNull, lt, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { contentEntries } from '../content/content.table.ts';
import { parcels } from '../parcels/parcels.table.ts';

/** The `customs_limit` content row's attributes, as the seed writes them (`db/seed/content/rows.ts`). */
interface LimitAttributes {
  effective_from: string;
  amount: number;
  currency: string;
  period: CustomsRule['period'];
  rule: Pick<CustomsRule, 'charged' | 'dutyBasisPoints' | 'dutyMinimumPerKg' | 'vatBasisPoints'>;
}

const effectiveFrom = sql<string>`${contentEntries.attributes} ->> 'effective_from'`;

const ruleQuery = preparedQuery((db) =>
  db
    .select({ attributes: contentEntries.attributes })
    .from(contentEntries)
    .where(
      and(
        eq(contentEntries.kind, 'customs_limit'),
        sql`${contentEntries.attributes} ->> 'country' = ${sql.placeholder('country')}`,
        lte(effectiveFrom, sql.placeholder('day')),
      ),
    )
    .orderBy(desc(effectiveFrom))
    .limit(1)
    .prepare('customs_meter_rule'),
);

/**
 * The country's duty-free limit in force on `day` (`YYYY-MM-DD`, the country's calendar) and what crossing it costs:
 * the latest of the content's rules that took effect by then (a change of the law is a new rule), or null before the
 * first.
 */
export async function customsRule(db: Db, country: Country, day: string): Promise<CustomsRule | null> {
  const [row] = await ruleQuery(db).execute({ country, day });
  if (!row) return null;
  const { amount, currency, period, rule, effective_from } = row.attributes as LimitAttributes;
  return { amount, currency, period, effectiveFrom: effective_from, ...rule };
}

/**
 * The declared values of the customer's parcels declared in [start, end), returned ones left out (they never
 * entered the country), oldest first.
 */
const declaredQuery = preparedQuery((db) =>
  db
    .select({ amount: parcels.declaredTotal, currency: parcels.declaredCurrency })
    .from(parcels)
    .where(
      and(
        eq(parcels.customerId, sql.placeholder('customerId')),
        isNotNull(parcels.declaredTotal),
        isNotNull(parcels.declaredCurrency),
        gte(parcels.declaredAt, sql.placeholder('start')),
        lt(parcels.declaredAt, sql.placeholder('end')),
        ne(parcels.state, 'returned'),
      ),
    )
    .orderBy(asc(parcels.declaredAt))
    .prepare('customs_meter_declared'),
);

export async function declaredBetween(
  db: Db,
  customerId: number,
  start: Date,
  end: Date,
): Promise<{ amount: number; currency: ParcelCurrency }[]> {
  const rows = await declaredQuery(db).execute({ customerId, start, end });
  return rows as { amount: number; currency: ParcelCurrency }[];
}
