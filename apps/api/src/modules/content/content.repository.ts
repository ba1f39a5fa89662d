import type { Country, CustomsRule } from '@yolla/contract';
import type { Locale } from '@yolla/i18n';
import { and, asc, count, desc, eq, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { cities, CITY_NAME } from '../addresses/addresses.table.ts';
import {
  contactMessages,
  contentEntries,
  contentRevision,
  contentTranslations,
  pickupPointTranslations,
  pickupPoints,
  type ContentKind,
} from './content.table.ts';

/** A content item with its texts in the asked locale, or in English (`fallback`) when it has none there. */
export interface LocalizedEntry {
  id: string;
  parentId: string | null;
  publishedOn: string | null;
  attributes: unknown;
  fields: unknown;
  locale: Locale;
  fallback: boolean;
}

const asked = alias(contentTranslations, 'asked');
const english = alias(contentTranslations, 'english');

export async function localizedEntries(
  db: Db,
  kind: ContentKind,
  locale: Locale,
  options: { where?: SQL; orderBy?: SQL[]; limit?: number; offset?: number } = {},
): Promise<LocalizedEntry[]> {
  let query = db
    .select({
      id: contentEntries.id,
      parentId: contentEntries.parentId,
      publishedOn: contentEntries.publishedOn,
      attributes: contentEntries.attributes,
      asked: asked.fields,
      english: english.fields,
    })
    .from(contentEntries)
    .innerJoin(
      english,
      and(eq(english.kind, contentEntries.kind), eq(english.id, contentEntries.id), eq(english.locale, 'en')),
    )
    .leftJoin(
      asked,
      and(eq(asked.kind, contentEntries.kind), eq(asked.id, contentEntries.id), eq(asked.locale, locale)),
    )
    .where(and(eq(contentEntries.kind, kind), options.where))
    .orderBy(...(options.orderBy ?? [asc(contentEntries.position), asc(contentEntries.id)]))
    .$dynamic();
  if (options.limit !== undefined) query = query.limit(options.limit);
  if (options.offset !== undefined) query = query.offset(options.offset);
  const rows = await query;
  return rows.map((row) => ({
    id: row.id,
    parentId: row.parentId,
    publishedOn: row.publishedOn,
    attributes: row.attributes,
    fields: row.asked ?? row.english,
    locale: row.asked ? locale : 'en',
    fallback: row.asked === null && locale !== 'en',
  }));
}

export async function countEntries(db: Db, kind: ContentKind): Promise<number> {
  const [row] = await db.select({ total: count() }).from(contentEntries).where(eq(contentEntries.kind, kind));
  return row?.total ?? 0;
}

export const NEWEST_FIRST = [desc(contentEntries.publishedOn), asc(contentEntries.id)];
export const byId = (id: string) => eq(contentEntries.id, id);
/** Entries whose language-free attribute `name` is `value` (a customs rule's country). */
export const byAttribute = (name: string, value: string) => sql`${contentEntries.attributes} ->> ${name} = ${value}`;
export const byParent = (parentId: string) => eq(contentEntries.parentId, parentId);

/** City names by code in a locale (offices and pickup points show them). */
export async function cityNames(db: Db, locale: Locale): Promise<Map<string, string>> {
  const rows = await db.select({ code: cities.code, name: CITY_NAME[locale] }).from(cities);
  return new Map(rows.map((row) => [row.code, row.name]));
}

const askedPoint = alias(pickupPointTranslations, 'asked_point');
const englishPoint = alias(pickupPointTranslations, 'english_point');

/** A country's active pickup points in their order, with texts in the locale (or English) and the city's name. */
export async function listPickupPoints(db: Db, country: Country, locale: Locale) {
  const rows = await db
    .select({
      point: pickupPoints,
      cityName: CITY_NAME[locale],
      askedName: askedPoint.name,
      askedAddress: askedPoint.address,
      askedHowToFind: askedPoint.howToFind,
      english: { name: englishPoint.name, address: englishPoint.address, howToFind: englishPoint.howToFind },
    })
    .from(pickupPoints)
    .innerJoin(cities, eq(cities.code, pickupPoints.city))
    .innerJoin(englishPoint, and(eq(englishPoint.pointId, pickupPoints.id), eq(englishPoint.locale, 'en')))
    .leftJoin(askedPoint, and(eq(askedPoint.pointId, pickupPoints.id), eq(askedPoint.locale, locale)))
    .where(and(eq(pickupPoints.country, country), eq(pickupPoints.active, true)))
    .orderBy(asc(pickupPoints.position), asc(pickupPoints.id));
  return rows.map((row) => {
    const asked =
      row.askedName !== null && row.askedAddress !== null
        ? { name: row.askedName, address: row.askedAddress, howToFind: row.askedHowToFind }
        : null;
    const translated = asked !== null;
    return {
      point: row.point,
      cityName: row.cityName,
      text: asked ?? row.english,
      locale: translated ? locale : ('en' as Locale),
      fallback: !translated && locale !== 'en',
    };
  });
}

export async function currentRevision(db: Db): Promise<number> {
  const [row] = await db.select({ revision: contentRevision.revision }).from(contentRevision).limit(1);
  return row?.revision ?? 0;
}

export async function saveContactMessage(db: Db, message: typeof contactMessages.$inferInsert): Promise<void> {
  await db.insert(contactMessages).values(message);
}

export async function pickupPointActive(db: Db, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: pickupPoints.id })
    .from(pickupPoints)
    .where(and(eq(pickupPoints.id, id), eq(pickupPoints.active, true)));
  return row !== undefined;
}

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
    .prepare('content_customs_rule'),
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
