import { COUNTRIES, PICKUP_POINT_TYPES } from '@yolla/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

const list = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

export const CONTENT_KINDS = [
  'news',
  'faq_group',
  'faq_question',
  'service',
  'document',
  'document_section',
  'carriage_item',
  'customs_limit',
  'office',
] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];
export const CONTENT_LOCALES = ['az', 'en', 'ru', 'uz', 'ka'] as const;

/**
 * The public site's content, one row per item (a news item, an FAQ question, a document section…), with its
 * language-free attributes; `parent_id` ties a question to its group and a section to its document.
 */
export const contentEntries = pgTable(
  'content_entries',
  {
    kind: text('kind', { enum: CONTENT_KINDS }).notNull(),
    id: text('id').notNull(),
    parentId: text('parent_id'),
    position: integer('position').notNull().default(0),
    publishedOn: date('published_on'),
    attributes: jsonb('attributes').notNull().default({}),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'content_entries_pkey', columns: [table.kind, table.id] }),
    check('content_entries_kind_check', sql`${table.kind} in (${list(CONTENT_KINDS)})`),
    index('content_entries_news_idx').on(table.kind, table.publishedOn),
  ],
);

/** One translation per item and locale: the texts, as the item's kind shapes them. English is always there. */
export const contentTranslations = pgTable(
  'content_translations',
  {
    kind: text('kind', { enum: CONTENT_KINDS }).notNull(),
    id: text('id').notNull(),
    locale: text('locale', { enum: CONTENT_LOCALES }).notNull(),
    fields: jsonb('fields').notNull(),
  },
  (table) => [
    primaryKey({ name: 'content_translations_pkey', columns: [table.kind, table.id, table.locale] }),
    foreignKey({
      name: 'content_translations_entry_fkey',
      columns: [table.kind, table.id],
      foreignColumns: [contentEntries.kind, contentEntries.id],
    }).onDelete('cascade'),
    check('content_translations_locale_check', sql`${table.locale} in (${list(CONTENT_LOCALES)})`),
  ],
);

/** Pickup points and branches: a parcel's delivery choice refers to one by its stable id (`AZ-BAKU-001`). */
export const pickupPoints = pgTable(
  'pickup_points',
  {
    id: text('id').primaryKey(),
    country: text('country', { enum: COUNTRIES }).notNull(),
    city: text('city').notNull(),
    type: text('type', { enum: PICKUP_POINT_TYPES }).notNull(),
    phone: text('phone'),
    timeZone: text('time_zone').notNull(),
    hours: jsonb('hours').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    position: integer('position').notNull().default(0),
    /** A closed point stays (parcels refer to it) but is no longer listed or offered. */
    active: boolean('active').notNull().default(true),
  },
  (table) => [
    check('pickup_points_type_check', sql`${table.type} in (${list(PICKUP_POINT_TYPES)})`),
    check('pickup_points_country_check', sql`${table.country} in (${list(COUNTRIES)})`),
    index('pickup_points_country_idx').on(table.country),
  ],
);

export const pickupPointTranslations = pgTable(
  'pickup_point_translations',
  {
    pointId: text('point_id')
      .notNull()
      .references(() => pickupPoints.id, { onDelete: 'cascade' }),
    locale: text('locale', { enum: CONTENT_LOCALES }).notNull(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    howToFind: text('how_to_find'),
  },
  (table) => [
    primaryKey({ name: 'pickup_point_translations_pkey', columns: [table.pointId, table.locale] }),
    check('pickup_point_translations_locale_check', sql`${table.locale} in (${list(CONTENT_LOCALES)})`),
  ],
);

/**
 * One row: a number that triggers raise on every change to content, pickup points and the price list, so page
 * caches know when what they keep is stale (migration 0007).
 */
export const contentRevision = pgTable(
  'content_revision',
  {
    id: integer('id').primaryKey().default(1),
    revision: bigint('revision', { mode: 'number' }).notNull().default(1),
  },
  (table) => [check('content_revision_single_row', sql`${table.id} = 1`)],
);

/** Messages from the contact page, for customer support to answer. */
export const contactMessages = pgTable('contact_messages', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  replyTo: text('reply_to').notNull(),
  topic: text('topic').notNull(),
  text: text('text').notNull(),
  locale: text('locale').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
