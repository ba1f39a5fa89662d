import { z } from 'zod/mini';
import { endpoint } from './endpoint.ts';

/** Formats a picture may be uploaded in, recognised from the file's bytes (never its name or declared type). */
export const PICTURE_UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
/** The multipart form field that carries the file. */
export const PICTURE_FIELD = 'picture';
/** Every picture is served as a square WebP of this many pixels a side. */
export const PICTURE_SIZE = 256;

/** Picture ids are random: 16 bytes in base64url. */
export const pictureIdSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{22}$/));

export const pictureResponseSchema = z.object({
  data: z.object({ picture: z.nullable(z.url()) }),
  message: z.optional(z.string()),
});

export const uploadPictureEndpoint = endpoint({
  method: 'PUT',
  path: '/me/picture',
  access: 'customer',
  limit: 'pictureUpload',
  response: pictureResponseSchema,
  errors: ['picture.missing', 'picture.too_large', 'picture.unsupported_type', 'picture.unreadable'],
  tags: ['settings'],
  summary: 'Upload a new profile picture (multipart/form-data, field "picture")',
  description:
    'PNG, JPEG or WebP, told from the file’s bytes; at most PICTURE_MAX_BYTES (413 picture.too_large beyond). ' +
    `The server re-encodes it as a ${PICTURE_SIZE}×${PICTURE_SIZE} WebP (cover crop, upright, no metadata) ` +
    'and answers with its new URL, which never changes; the previous picture is removed.',
});

export const removePictureEndpoint = endpoint({
  method: 'DELETE',
  path: '/me/picture',
  access: 'customer',
  limit: 'settings',
  response: pictureResponseSchema,
  errors: [],
  tags: ['settings'],
  summary: 'Remove the profile picture',
});

/** The picture itself (image/webp), public and cached for a year: every upload gets a new URL. */
export const pictureEndpoint = endpoint({
  method: 'GET',
  path: '/pictures/:id',
  access: 'public',
  params: z.object({ id: pictureIdSchema }),
  /** The WebP bytes (not JSON). */
  response: z.custom<Uint8Array>((value) => value instanceof Uint8Array),
  errors: ['common.not_found'],
  tags: ['settings'],
  summary: 'A profile picture (image/webp, immutable)',
});
