import { z } from 'zod/mini';

/**
 * Customer files kept in the file store (decision 0031): the invoice of a declaration and the warehouse's photos of
 * a parcel. The type of a file is told from its bytes; its name and declared type only count as claims, and a claim
 * the bytes contradict is refused.
 */
export const STORED_FILE_KINDS = ['invoice', 'photo'] as const;
export type StoredFileKind = (typeof STORED_FILE_KINDS)[number];

/** The types each kind may be, as the bytes tell them. */
export const STORED_FILE_TYPES = {
  invoice: ['application/pdf', 'image/jpeg', 'image/png'],
  photo: ['image/jpeg', 'image/png', 'image/webp'],
} as const satisfies Record<StoredFileKind, readonly string[]>;

export type StoredFileType = (typeof STORED_FILE_TYPES)[StoredFileKind][number];

const MIB = 1024 * 1024;

/** The largest invoice accepted: a scanned PDF of a few pages, or a phone's photo of a receipt. */
export const INVOICE_MAX_BYTES = 10 * MIB;
/** The largest warehouse photo accepted: a full-resolution JPEG from the warehouse's camera. */
export const PHOTO_MAX_BYTES = 20 * MIB;

export const STORED_FILE_MAX_BYTES = {
  invoice: INVOICE_MAX_BYTES,
  photo: PHOTO_MAX_BYTES,
} as const satisfies Record<StoredFileKind, number>;

/** Photos are also kept as a phone-sized WebP, this many pixels on the longer side at most. */
export const PHOTO_RENDITION_SIZE = 1280;

/** Stored file ids are random UUIDs (not sequential: decision 0031). */
export const storedFileIdSchema = z
  .string()
  .check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/));

/**
 * What a download route answers: the file's bytes or a stream of them (never JSON). The API sends it with
 * `Content-Disposition: attachment` and a sandboxing policy (`apps/api/src/lib/file-download.ts`).
 */
export type FileDownloadBody = Uint8Array | AsyncIterable<Uint8Array>;

/** The response schema of a download route. */
export const fileDownloadSchema = z.custom<FileDownloadBody>(
  (value) =>
    value instanceof Uint8Array || (typeof value === 'object' && value !== null && Symbol.asyncIterator in value),
);
