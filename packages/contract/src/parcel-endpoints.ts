import { z } from 'zod/mini';
import { endpoint } from './endpoint.ts';
import { fileDownloadSchema, storedFileIdSchema } from './files.ts';
import {
  parcelDetailSchema,
  parcelFileSchema,
  parcelListQuerySchema,
  parcelListSchema,
  parcelOverviewSchema,
} from './parcel-views.ts';
import { deliveryChoiceSchema, parcelChangeSchema, parcelDeclarationSchema, parcelEventSchema } from './parcels.ts';
import { publicTrackingSchema } from './parcel-tracking.ts';
import { idSchema, trackingInputSchema, trackingNumberSchema } from './route-params.ts';
import { line } from './text-fields.ts';

const detailResponse = z.object({ data: parcelDetailSchema, message: z.optional(z.string()) });

export const parcelsEndpoint = endpoint({
  method: 'GET',
  path: '/parcels',
  access: 'customer',
  query: parcelListQuerySchema,
  response: parcelListSchema,
  errors: [],
  tags: ['parcels'],
  summary: 'The customer’s parcels: filtered by status and origin, searched by tracking number or shop, sorted, paged',
  description:
    'A page past the last one is an empty list; `meta.counts` counts every parcel of the customer per status.',
});

export const parcelEndpoint = endpoint({
  method: 'GET',
  path: '/parcels/:id',
  access: 'customer',
  params: z.object({ id: idSchema }),
  response: detailResponse,
  errors: ['parcels.not_found'],
  tags: ['parcels'],
  summary: 'One parcel of the customer with its items, measures, cost, files and timeline',
});

export const parcelByTrackingEndpoint = endpoint({
  method: 'GET',
  path: '/parcels/tracking/:tracking_number',
  access: 'customer',
  params: z.object({ tracking_number: trackingNumberSchema }),
  response: detailResponse,
  errors: ['parcels.not_found'],
  tags: ['parcels'],
  summary: 'One parcel of the customer, named by its tracking number',
});

export const declareParcelEndpoint = endpoint({
  method: 'POST',
  path: '/parcels',
  access: 'customer',
  limit: 'parcels',
  body: parcelDeclarationSchema,
  response: detailResponse,
  errors: ['parcels.already_declared', 'parcels.number_taken', 'parcels.profile_incomplete'],
  tags: ['parcels'],
  summary: 'Declare a parcel by its tracking number',
  description:
    'A number the warehouse already received for this customer (an unknown arrival) is declared in place. A number ' +
    'this customer declared before is 409 parcels.already_declared; one on another account is 409 ' +
    'parcels.number_taken, which says nothing of whose.',
});

export const changeParcelEndpoint = endpoint({
  method: 'PUT',
  path: '/parcels/:id',
  access: 'customer',
  limit: 'parcels',
  params: z.object({ id: idSchema }),
  body: parcelChangeSchema,
  response: detailResponse,
  errors: ['parcels.not_found', 'parcels.locked'],
  tags: ['parcels'],
  summary: 'Change a declaration, until the parcel leaves the foreign warehouse',
});

export const changeDeliveryEndpoint = endpoint({
  method: 'PUT',
  path: '/parcels/:id/delivery',
  access: 'customer',
  limit: 'parcels',
  params: z.object({ id: idSchema }),
  body: deliveryChoiceSchema,
  response: detailResponse,
  errors: ['parcels.not_found', 'parcels.delivery_locked'],
  tags: ['parcels'],
  summary: 'Change how the parcel reaches the customer, until it is at the local warehouse',
});

/** Sizes as the warehouse measures them: centimetres with at most one decimal. */
const centimetres = z.number().check(z.gt(0), z.lte(500));

export const warehouseEventSchema = z.strictObject({
  /** The warehouse system's id of this event: the same id again is the same event, answered the same way. */
  event_id: z.string().check(z.regex(/^[A-Za-z0-9._:-]{8,80}$/)),
  type: parcelEventSchema,
  tracking_number: trackingNumberSchema,
  occurred_at: z.iso.datetime({ offset: true }),
  /** `received` of a number nobody declared: the suite code on the label attaches it to its customer. */
  suite_code: z.optional(z.string().check(z.regex(/^[A-Z]{2}\d{4,10}$/))),
  origin: z.optional(z.enum(['TR', 'US', 'CN', 'GB', 'DE', 'AE'])),
  /** `received`: what the warehouse measured. */
  weight_grams: z.optional(z.int().check(z.gte(1), z.lte(1_000_000))),
  size: z.optional(z.strictObject({ length_cm: centimetres, width_cm: centimetres, height_cm: centimetres })),
  /** `held`: customs' reason; `shipped`: the batch. */
  detail: z.optional(line(1, 300)),
});
export type WarehouseEvent = z.output<typeof warehouseEventSchema>;

export const warehouseEventEndpoint = endpoint({
  method: 'POST',
  path: '/warehouse/events',
  access: 'machine',
  partners: ['warehouse'],
  limit: 'machine',
  body: warehouseEventSchema,
  response: z.object({
    data: z.object({ parcel_id: idSchema, state: parcelDetailSchema.shape.state, repeated: z.boolean() }),
  }),
  errors: [
    'parcels.unknown_parcel',
    'parcels.unknown_suite',
    'parcels.impossible_transition',
    'parcels.event_conflict',
    'parcels.not_carried',
  ],
  tags: ['machine'],
  summary: 'The warehouse system reports a parcel event (received, shipped, at customs, …)',
  description:
    'Idempotent by event_id: the same event again changes nothing and answers the same, with repeated: true. A ' +
    'move the lifecycle does not allow is 409 parcels.impossible_transition and changes nothing.',
});

/** The multipart form field an invoice is uploaded in. */
export const INVOICE_FIELD = 'invoice';

export const uploadInvoiceEndpoint = endpoint({
  method: 'POST',
  path: '/parcels/invoices',
  access: 'customer',
  limit: 'parcels',
  response: z.object({ data: parcelFileSchema }),
  errors: ['file.empty', 'file.too_large', 'file.unsupported_type', 'file.type_mismatch', 'file.unreadable'],
  tags: ['parcels'],
  summary: 'Upload an invoice (multipart/form-data, field "invoice"); a declaration then names it by its id',
  description:
    'PDF, JPEG or PNG, told from the file’s bytes; a name or declared type that the bytes contradict is refused ' +
    '(file.type_mismatch), as is a file over INVOICE_MAX_BYTES (413). A refused file stores nothing. Only its owner ' +
    'can ever name or download it.',
});

const fileParams = z.object({ id: idSchema });

export const parcelInvoiceEndpoint = endpoint({
  method: 'GET',
  path: '/parcels/:id/invoice',
  access: 'customer',
  params: fileParams,
  response: fileDownloadSchema,
  errors: ['parcels.not_found'],
  tags: ['parcels'],
  summary: 'The parcel’s invoice, as a download (attachment, sandboxed, never cached)',
});

export const parcelPhotoEndpoint = endpoint({
  method: 'GET',
  path: '/parcels/:id/photos/:file_id',
  access: 'customer',
  params: z.object({ id: idSchema, file_id: storedFileIdSchema }),
  query: z.object({ size: z._default(z.enum(['phone', 'full']), 'phone') }),
  response: fileDownloadSchema,
  errors: ['parcels.not_found'],
  tags: ['parcels'],
  summary: 'A warehouse photo of the parcel: the phone-sized WebP, or the original with size=full',
});

export const warehousePhotoEndpoint = endpoint({
  method: 'POST',
  path: '/warehouse/parcels/:tracking_number/photos',
  access: 'machine',
  partners: ['warehouse'],
  limit: 'machine',
  params: z.object({ tracking_number: trackingNumberSchema }),
  /** The photo's bytes (Content-Type image/jpeg, image/png or image/webp), signed like any body. */
  body: z.custom<Uint8Array>((value) => value instanceof Uint8Array),
  response: z.object({ data: z.object({ parcel_id: idSchema, photo_id: storedFileIdSchema }) }),
  errors: ['parcels.unknown_parcel', 'file.empty', 'file.unsupported_type', 'file.unreadable'],
  tags: ['machine'],
  summary: 'The warehouse adds a photo of a parcel it holds (the body is the image)',
  description:
    'The type is told from the bytes; the photo is kept with a phone-sized rendition and shown only to the parcel’s ' +
    'customer. A parcel whose customer is unknown or gone is parcels.unknown_parcel.',
});

export const parcelOverviewEndpoint = endpoint({
  method: 'GET',
  path: '/me/parcel-overview',
  access: 'customer',
  response: z.object({ data: parcelOverviewSchema }),
  errors: [],
  tags: ['parcels'],
  summary: 'The dashboard’s parcels: the count of every status and the latest parcels waiting for the customer',
});

/** Public tracking (decision 0033): the answer is `publicTrackingSchema`, which holds nothing personal. */
export const publicTrackingEndpoint = endpoint({
  method: 'GET',
  path: '/tracking/:tracking_number',
  access: 'public',
  limit: 'tracking',
  params: z.object({ tracking_number: trackingInputSchema }),
  response: z.strictObject({ data: publicTrackingSchema }),
  errors: ['tracking.not_found'],
  tags: ['tracking'],
  summary: 'Where a parcel is, by its tracking number: status, timeline, origin, destination city and dates',
  description:
    'Public, limited per address. The number is read as the tracking box reads it (spaces dropped, letters ' +
    'upper-cased). A number nobody has, and a parcel not shown publicly (an unknown arrival, not yet declared), ' +
    'are the same 404 tracking.not_found, byte for byte. Never cached by shared caches (Cache-Control: no-cache).',
});

export const trackingRevisionEndpoint = endpoint({
  method: 'GET',
  path: '/tracking-revision',
  access: 'public',
  response: z.object({ revision: z.string() }),
  errors: [],
  tags: ['tracking'],
  summary: 'A value that changes whenever any parcel moves (the page cache keys tracking pages on it)',
});
