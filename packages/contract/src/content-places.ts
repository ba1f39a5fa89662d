import { z } from 'zod/mini';
import { endpoint } from './endpoint.ts';
import { apiMessageSchema } from './errors.ts';
import { countrySchema } from './country-schemas.ts';
import { CONTACT_TOPICS, PICKUP_POINT_TYPES } from './content-kinds.ts';
import { CONTENT_CACHE_NOTE, slugSchema, translationFields } from './content.ts';
import { line, multiline } from './text-fields.ts';

// ── Offices, pickup points, contact ─────────────────────────────────────────────────────────────────────────────
const weekdaySchema = z.array(z.tuple([z.string(), z.string()]));
export const weeklyHoursSchema = z.object({
  mon: weekdaySchema,
  tue: weekdaySchema,
  wed: weekdaySchema,
  thu: weekdaySchema,
  fri: weekdaySchema,
  sat: weekdaySchema,
  sun: weekdaySchema,
});

const placeFields = {
  country: countrySchema,
  city: z.object({ code: z.string(), name: z.string() }),
  time_zone: z.string(),
  hours: weeklyHoursSchema,
  lat: z.number(),
  lng: z.number(),
  name: z.string(),
  address: z.string(),
  ...translationFields,
};

export const officeSchema = z.object({
  id: slugSchema,
  phones: z.array(z.string()),
  email: z.string(),
  ...placeFields,
});
export type Office = z.infer<typeof officeSchema>;

export const officesEndpoint = endpoint({
  method: 'GET',
  path: '/content/offices',
  access: 'public',
  response: z.object({ data: z.array(officeSchema) }),
  errors: [],
  tags: ['content'],
  summary: 'Our offices with opening hours and phones (public)',
  description: CONTENT_CACHE_NOTE,
});

export const pickupPointTypeSchema = z.enum(PICKUP_POINT_TYPES);
export const pickupPointIdSchema = z.string().check(z.regex(/^(AZ|UZ|GE)-[A-Z0-9-]{2,40}-\d{3}$/));
export const pickupPointSchema = z.object({
  /** Stable: a parcel's delivery choice refers to it. */
  id: pickupPointIdSchema,
  type: pickupPointTypeSchema,
  phone: z.nullable(z.string()),
  how_to_find: z.nullable(z.string()),
  ...placeFields,
});
export type PickupPoint = z.infer<typeof pickupPointSchema>;

export const pickupPointsEndpoint = endpoint({
  method: 'GET',
  path: '/pickup-points',
  access: 'public',
  query: z.object({ country: z._default(countrySchema, 'AZ') }),
  response: z.object({ data: z.array(pickupPointSchema) }),
  errors: [],
  tags: ['content'],
  summary: "A country's pickup points: branches, partner points and lockers (public)",
  description: `Opening hours are HH:MM intervals per weekday in the point's own time zone. ${CONTENT_CACHE_NOTE}`,
});

/** Phone or e-mail: whichever the visitor wants an answer on (a phone in any usual writing, 7–15 digits). */
const PHONE = /^\+?[\d\s()-]{7,20}$/;
const replyToSchema = z.pipe(
  line(1, 120),
  z.string().check(
    z.refine((value) => z.regexes.email.test(value) || (PHONE.test(value) && /^(\D*\d){7,15}\D*$/.test(value)), {
      error: 'validation.reply_to',
    }),
  ),
);

export const contactMessageSchema = z.object({
  name: line(2, 80),
  reply_to: replyToSchema,
  topic: z.enum(CONTACT_TOPICS),
  text: multiline(10, 3000),
});
export type ContactMessage = z.output<typeof contactMessageSchema>;

export const contactMessageEndpoint = endpoint({
  method: 'POST',
  path: '/contact-messages',
  access: 'public',
  limit: 'contact',
  body: contactMessageSchema,
  response: apiMessageSchema,
  errors: [],
  tags: ['content'],
  summary: 'A message to customer support from the contact page (public, rate-limited per address)',
});

// ── Revision ────────────────────────────────────────────────────────────────────────────────────────────────────
export const contentRevisionEndpoint = endpoint({
  method: 'GET',
  path: '/content/revision',
  access: 'public',
  response: z.object({ revision: z.string() }),
  errors: [],
  tags: ['content'],
  summary: 'A value that changes whenever public content or the price list changes (page caches key on it)',
});
