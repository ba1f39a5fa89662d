import type { Country, Origin, WarehouseField, WarehouseHours } from '@yolla/contract';
import type { Locale } from '@yolla/i18n';
import { and, asc, eq, exists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { tariffs } from '../tariffs/tariffs.table.ts';
import { warehouses } from './warehouses.table.ts';

const CITY = {
  az: warehouses.cityAz,
  en: warehouses.cityEn,
  ru: warehouses.cityRu,
  uz: warehouses.cityUz,
  ka: warehouses.cityKa,
} as const;

export interface LineView {
  field: WarehouseField;
  value: string;
}

export interface HintView {
  shop: string;
  name: string;
  field: WarehouseField;
  text: string;
}

/** A warehouse with its address lines and shop hints (hints in the locale, in shop order, then line order). */
export interface WarehouseView {
  origin: Origin;
  city: string;
  timeZone: string;
  hours: WarehouseHours;
  lines: LineView[];
  hints: HintView[];
}

/**
 * The warehouses whose tariffs serve a destination country, in the page's order, each with its lines and hints
 * gathered in the same query: one round trip for the page (the embedded database pays per statement).
 */
function servingQuery(locale: Locale) {
  // Written out with aliases: Drizzle leaves single-table columns unqualified, which a correlated subquery cannot use.
  const lines = sql<LineView[]>`coalesce((
    select json_agg(json_build_object('field', l.field, 'value', l.value) order by l.position)
    from warehouse_address_lines l where l.origin = warehouses.origin), '[]'::json)`;
  const text = sql.raw(`h.text_${locale}`);
  const hints = sql<HintView[]>`coalesce((
    select json_agg(json_build_object('shop', h.shop, 'name', h.shop_name, 'field', h.field, 'text', ${text})
      order by h.shop_position, h.shop, l.position)
    from warehouse_shop_hints h join warehouse_address_lines l on l.origin = h.origin and l.field = h.field
    where h.origin = warehouses.origin), '[]'::json)`;
  return preparedQuery((db) =>
    db
      .select({
        origin: warehouses.origin,
        city: CITY[locale],
        timeZone: warehouses.timeZone,
        hours: warehouses.hours,
        lines: lines.as('lines'),
        hints: hints.as('hints'),
      })
      .from(warehouses)
      .where(
        exists(
          db
            .select({ one: sql`1` })
            .from(tariffs)
            .where(and(eq(tariffs.origin, warehouses.origin), eq(tariffs.destination, sql.placeholder('country')))),
        ),
      )
      .orderBy(asc(warehouses.position))
      .prepare(`warehouses_serving_${locale}`),
  );
}

const SERVING: Record<Locale, ReturnType<typeof servingQuery>> = {
  az: servingQuery('az'),
  en: servingQuery('en'),
  ru: servingQuery('ru'),
  uz: servingQuery('uz'),
  ka: servingQuery('ka'),
};

/** The warehouses serving the country, each with its address lines and its shops' hints in the locale. */
export async function readWarehouses(db: Db, country: Country, locale: Locale): Promise<WarehouseView[]> {
  return SERVING[locale](db).execute({ country });
}
