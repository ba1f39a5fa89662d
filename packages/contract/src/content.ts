import { z } from 'zod/mini';
import { endpoint } from './endpoint.ts';
import { countrySchema } from './country-schemas.ts';
import { originSchema } from './tariffs.ts';
import { SITE_DOCUMENTS } from './content-kinds.ts';

export const contentLocaleSchema = z.enum(['az', 'en', 'ru', 'uz', 'ka']);

/** Stable content ids: lower-case words joined by hyphens; used in URLs and anchors. */
export const slugSchema = z.string().check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/), z.maxLength(100));

/**
 * Which translation an item's texts are in: the asked language, or English with `fallback: true` when the item has
 * no translation in it yet (the web then marks the text with `lang="en"`).
 */
export const translationFields = { locale: contentLocaleSchema, fallback: z.boolean() };

/** Rich text without HTML: paragraphs and lists. */
export const blockSchema = z.union([
  z.object({ kind: z.literal('p'), text: z.string() }),
  z.object({ kind: z.enum(['ul', 'ol']), items: z.array(z.string()) }),
]);
export type Block = z.infer<typeof blockSchema>;

const dateSchema = z.iso.date();
export const CONTENT_CACHE_NOTE =
  'Public; shared caches may keep it for five minutes (Cache-Control), per Accept-Language (Vary).';

// ── News ────────────────────────────────────────────────────────────────────────────────────────────────────────
export const NEWS_PER_PAGE = 6;

export const newsSummarySchema = z.object({
  slug: slugSchema,
  published_on: dateSchema,
  title: z.string(),
  summary: z.string(),
  ...translationFields,
});
export const newsItemSchema = z.object({ ...newsSummarySchema.shape, body: z.array(blockSchema) });
export type NewsSummary = z.infer<typeof newsSummarySchema>;
export type NewsItem = z.infer<typeof newsItemSchema>;

export const newsQuerySchema = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000)), 1),
  per_page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(50)), NEWS_PER_PAGE),
});

export const paginationSchema = z.object({
  page: z.int(),
  per_page: z.int(),
  total: z.int(),
  pages: z.int(),
});
export type Pagination = z.infer<typeof paginationSchema>;

export const newsEndpoint = endpoint({
  method: 'GET',
  path: '/content/news',
  access: 'public',
  query: newsQuerySchema,
  response: z.object({ data: z.array(newsSummarySchema), meta: paginationSchema }),
  errors: [],
  tags: ['content'],
  summary: 'News, newest first, a page at a time (public)',
  description: `A page past the last one is an empty list; meta says how many there are. ${CONTENT_CACHE_NOTE}`,
});

export const newsItemEndpoint = endpoint({
  method: 'GET',
  path: '/content/news/:slug',
  access: 'public',
  params: z.object({ slug: slugSchema }),
  response: z.object({ data: newsItemSchema }),
  errors: ['content.not_found'],
  tags: ['content'],
  summary: 'One news item by its slug (public)',
  description: CONTENT_CACHE_NOTE,
});

// ── FAQ ─────────────────────────────────────────────────────────────────────────────────────────────────────────
export const faqGroupSchema = z.object({
  id: slugSchema,
  title: z.string(),
  ...translationFields,
  questions: z.array(
    z.object({ id: slugSchema, question: z.string(), answer: z.array(blockSchema), ...translationFields }),
  ),
});
export type FaqGroup = z.infer<typeof faqGroupSchema>;

export const faqEndpoint = endpoint({
  method: 'GET',
  path: '/content/faq',
  access: 'public',
  response: z.object({ data: z.array(faqGroupSchema) }),
  errors: [],
  tags: ['content'],
  summary: 'Questions and answers in groups, in their order (public)',
  description: `Question ids are stable anchors. ${CONTENT_CACHE_NOTE}`,
});

// ── Services ────────────────────────────────────────────────────────────────────────────────────────────────────
const amountSchema = z.object({ amount: z.int(), currency: z.string() });
export const priceTagSchema = z.union([
  z.object({ kind: z.enum(['fixed', 'from', 'per_kg_from']), ...amountSchema.shape }),
  z.object({ kind: z.literal('percent'), percent: z.number(), minimum: z.optional(amountSchema) }),
  z.object({ kind: z.literal('free') }),
]);
export type PriceTag = z.infer<typeof priceTagSchema>;

export const serviceSchema = z.object({
  id: slugSchema,
  az_only: z.boolean(),
  price: priceTagSchema,
  name: z.string(),
  summary: z.string(),
  body: z.array(blockSchema),
  price_note: z.nullable(z.string()),
  ...translationFields,
});
export type Service = z.infer<typeof serviceSchema>;

export const servicesEndpoint = endpoint({
  method: 'GET',
  path: '/content/services',
  access: 'public',
  query: z.object({ country: z._default(countrySchema, 'AZ') }),
  response: z.object({ data: z.array(serviceSchema) }),
  errors: [],
  tags: ['content'],
  summary: 'What we offer and what each costs, for a country (public)',
  description: `Azerbaijan-only services are left out where the country's azServices switch is off. ${CONTENT_CACHE_NOTE}`,
});

// ── Documents, carriage items, customs limits ───────────────────────────────────────────────────────────────────
export const siteDocumentIdSchema = z.enum(SITE_DOCUMENTS);

export const siteDocumentSchema = z.object({
  id: siteDocumentIdSchema,
  updated_on: dateSchema,
  title: z.string(),
  intro: z.array(blockSchema),
  ...translationFields,
  sections: z.array(
    z.object({ id: slugSchema, heading: z.string(), blocks: z.array(blockSchema), ...translationFields }),
  ),
});
export type SiteDocument = z.infer<typeof siteDocumentSchema>;

export const siteDocumentEndpoint = endpoint({
  method: 'GET',
  path: '/content/documents/:id',
  access: 'public',
  params: z.object({ id: siteDocumentIdSchema }),
  response: z.object({ data: siteDocumentSchema }),
  errors: ['content.not_found'],
  tags: ['content'],
  summary: 'A long document (rules of carriage, privacy policy, terms) with its sections (public)',
  description: `Section ids are stable anchors. ${CONTENT_CACHE_NOTE}`,
});

export const carriageItemSchema = z.object({
  id: slugSchema,
  kind: z.enum(['prohibited', 'restricted']),
  /** The warehouses the rule applies to; empty means every one. */
  origins: z.array(originSchema),
  name: z.string(),
  note: z.nullable(z.string()),
  ...translationFields,
});
export const customsLimitSchema = z.object({
  country: countrySchema,
  /** The day the rule takes effect (`YYYY-MM-DD`); a change of the law is a new rule. */
  effective_from: z.string(),
  amount: z.int(),
  currency: z.string(),
  period: z.enum(['calendar_month', 'shipment']),
  /** What crossing the limit costs (the customs meter computes from it; decision 0034). */
  rule: z.object({
    charged: z.enum(['excess', 'whole']),
    duty_basis_points: z.int(),
    duty_minimum_per_kg: z.int(),
    vat_basis_points: z.int(),
  }),
  summary: z.string(),
  details: z.array(blockSchema),
  ...translationFields,
});
export type CarriageItem = z.infer<typeof carriageItemSchema>;
export type CustomsLimit = z.infer<typeof customsLimitSchema>;

export const carriageRulesEndpoint = endpoint({
  method: 'GET',
  path: '/content/carriage',
  access: 'public',
  query: z.object({ destination: z.optional(countrySchema) }),
  response: z.object({
    data: z.object({ items: z.array(carriageItemSchema), customs_limits: z.array(customsLimitSchema) }),
  }),
  errors: [],
  tags: ['content'],
  summary: 'Prohibited and restricted items per warehouse, and the customs limits of destination countries (public)',
  description:
    'Every customs rule, each with the day it takes effect (a change of the law is a new rule); with destination, ' +
    `only that country's. The rule in force on a day is the latest that took effect by then. ${CONTENT_CACHE_NOTE}`,
});
