import type { FastifyRequest } from 'fastify';
import { ApiError } from './api-error.ts';
import { fieldError } from './validate.ts';

const MIB = 1024 * 1024;

/** The one file of a multipart upload, with what the client claimed about it (checked later against its bytes). */
export interface UploadedFile {
  bytes: Buffer;
  declaredName: string;
  declaredType: string;
  field: string;
}

function isFileTooLarge(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE';
}

/** What an upload is refused with; an endpoint whose codes shipped before this reader gives its own. */
export interface UploadRefusals {
  /** Not a multipart body at all. */
  notMultipart(): ApiError;
  /** No file in the field, or another field's. */
  missing(): ApiError;
  /** A file of no bytes. */
  empty(): ApiError;
  /** Names the limit in megabytes (one decimal) on the field. */
  tooLarge(maxBytes: number): ApiError;
  /** A body that breaks off or is malformed. */
  malformed(): ApiError;
}

/** The file store's refusals (`file.*`), on the field. */
export function fileRefusals(field: string): UploadRefusals {
  return {
    notMultipart: () => new ApiError('common.unsupported_media_type'),
    missing: () => fieldError(field, 'validation.required'),
    empty: () => new ApiError('file.empty', { fields: { [field]: [{ key: 'validation.required' }] } }),
    tooLarge: (maxBytes) =>
      new ApiError('file.too_large', {
        fields: { [field]: [{ key: 'validation.file_too_large', params: { max: megabytes(maxBytes) } }] },
      }),
    malformed: () => new ApiError('common.bad_request'),
  };
}

/** A limit in megabytes with one decimal, as a field's message names it. */
export function megabytes(bytes: number): number {
  return Math.round((bytes / MIB) * 10) / 10;
}

/**
 * Reads the one file in the multipart field `field` into memory, up to `maxBytes`: a larger file is refused as too
 * large (nothing of it kept), no file or an empty one as missing, a body that is not multipart 415, a malformed one
 * 400 — with `refusals`' codes. Its type is not decided here: the file store (or the picture encoder) tells it from
 * the bytes.
 */
export async function readUploadedFile(
  request: FastifyRequest,
  field: string,
  maxBytes: number,
  refusals: UploadRefusals = fileRefusals(field),
): Promise<UploadedFile> {
  if (!request.isMultipart()) throw refusals.notMultipart();
  try {
    const part = await request.file({ limits: { fileSize: maxBytes, files: 1 }, throwFileSizeLimit: true });
    if (!part || part.fieldname !== field) {
      part?.file.resume();
      throw refusals.missing();
    }
    const bytes = await part.toBuffer();
    if (bytes.length === 0) throw refusals.empty();
    return { bytes, declaredName: part.filename, declaredType: part.mimetype, field };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (isFileTooLarge(error)) throw refusals.tooLarge(maxBytes);
    throw refusals.malformed();
  }
}
