import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../client.ts';
import { changedAny, excluded } from '../upsert.ts';
import {
  contentEntries,
  contentTranslations,
  pickupPointTranslations,
  pickupPoints,
  type ContentKind,
} from '../../../modules/content/content.table.ts';
import { CARRIAGE_ITEMS, CARRIAGE_RULES, CUSTOMS_LIMITS } from './carriage.ts';
import { FAQ } from './faq.ts';
import { PRIVACY_POLICY, TERMS } from './legal.ts';
import { NEWS } from './news.ts';
import { OFFICES, PICKUP_POINTS } from './places.ts';
import { LOCALES, carriageRows, documentRows, faqRows, newsRows, officeRows, serviceRows } from './rows.ts';
import { SERVICES } from './services.ts';

export const CONTENT_ROWS = [
  ...newsRows(NEWS),
  ...faqRows(FAQ),
  ...serviceRows(SERVICES),
  ...[CARRIAGE_RULES, PRIVACY_POLICY, TERMS].flatMap(documentRows),
  ...carriageRows(CARRIAGE_ITEMS, CUSTOMS_LIMITS),
  ...officeRows(OFFICES),
];

/**
 * The public site's content and pickup points (reference data, seeded in every mode like the price list). Only
 * what differs is written, so a start with unchanged seeds leaves the content revision — and every page cache —
 * alone; items no longer in the seeds are removed (pickup points are deactivated: parcels refer to them).
 */
export async function seedContent(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const entryColumns = [
      contentEntries.parentId,
      contentEntries.position,
      contentEntries.publishedOn,
      contentEntries.attributes,
    ];
    await tx
      .insert(contentEntries)
      .values(CONTENT_ROWS.map(({ translations: _translations, ...entry }) => entry))
      .onConflictDoUpdate({
        target: [contentEntries.kind, contentEntries.id],
        set: {
          parentId: excluded(contentEntries.parentId),
          position: excluded(contentEntries.position),
          publishedOn: excluded(contentEntries.publishedOn),
          attributes: excluded(contentEntries.attributes),
          updatedAt: sql`now()`,
        },
        setWhere: changedAny(entryColumns),
      });
    const translations = CONTENT_ROWS.flatMap((entry) =>
      LOCALES.flatMap((locale) => {
        const fields = entry.translations[locale];
        return fields ? [{ kind: entry.kind, id: entry.id, locale, fields }] : [];
      }),
    );
    await tx
      .insert(contentTranslations)
      .values(translations)
      .onConflictDoUpdate({
        target: [contentTranslations.kind, contentTranslations.id, contentTranslations.locale],
        set: { fields: excluded(contentTranslations.fields) },
        setWhere: changedAny([contentTranslations.fields]),
      });
    const kinds = [...new Set(CONTENT_ROWS.map((entry) => entry.kind))] as ContentKind[];
    for (const kind of kinds) {
      const ids = CONTENT_ROWS.filter((entry) => entry.kind === kind).map((entry) => entry.id);
      await tx.delete(contentEntries).where(and(eq(contentEntries.kind, kind), notInArray(contentEntries.id, ids)));
    }
    await seedPickupPoints(tx);
  });
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function seedPickupPoints(tx: Tx): Promise<void> {
  const columns = [
    pickupPoints.country,
    pickupPoints.city,
    pickupPoints.type,
    pickupPoints.phone,
    pickupPoints.timeZone,
    pickupPoints.hours,
    pickupPoints.lat,
    pickupPoints.lng,
    pickupPoints.position,
    pickupPoints.active,
  ];
  await tx
    .insert(pickupPoints)
    .values(
      PICKUP_POINTS.map(({ translations: _translations, ...point }, position) => ({
        ...point,
        position,
        active: true,
      })),
    )
    .onConflictDoUpdate({
      target: pickupPoints.id,
      set: {
        country: excluded(pickupPoints.country),
        city: excluded(pickupPoints.city),
        type: excluded(pickupPoints.type),
        phone: excluded(pickupPoints.phone),
        timeZone: excluded(pickupPoints.timeZone),
        hours: excluded(pickupPoints.hours),
        lat: excluded(pickupPoints.lat),
        lng: excluded(pickupPoints.lng),
        position: excluded(pickupPoints.position),
        active: excluded(pickupPoints.active),
      },
      setWhere: changedAny(columns),
    });
  await tx
    .update(pickupPoints)
    .set({ active: false })
    .where(
      and(
        eq(pickupPoints.active, true),
        notInArray(
          pickupPoints.id,
          PICKUP_POINTS.map((point) => point.id),
        ),
      ),
    );
  const translationColumns = [
    pickupPointTranslations.name,
    pickupPointTranslations.address,
    pickupPointTranslations.howToFind,
  ];
  await tx
    .insert(pickupPointTranslations)
    .values(
      PICKUP_POINTS.flatMap((point) =>
        LOCALES.flatMap((locale) => {
          const text = point.translations[locale];
          return text
            ? [{ pointId: point.id, locale, name: text.name, address: text.address, howToFind: text.howToFind ?? null }]
            : [];
        }),
      ),
    )
    .onConflictDoUpdate({
      target: [pickupPointTranslations.pointId, pickupPointTranslations.locale],
      set: {
        name: excluded(pickupPointTranslations.name),
        address: excluded(pickupPointTranslations.address),
        howToFind: excluded(pickupPointTranslations.howToFind),
      },
      setWhere: changedAny(translationColumns),
    });
}
