import { PICTURE_FIELD } from '@yolla/contract';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../lib/api-error.ts';
import { pictureErrors } from './pictures.errors.ts';

function isFileTooLarge(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE';
}

/**
 * The bytes of the one file in the multipart field `picture`, read into memory up to `maxBytes`: a larger file is
 * 413 `picture.too_large`, no file 400 `picture.missing`, a body that is not multipart 415, a malformed one 400.
 */
export async function readPictureUpload(request: FastifyRequest, maxBytes: number): Promise<Buffer> {
  if (!request.isMultipart()) throw pictureErrors.notMultipart();
  try {
    const part = await request.file({ limits: { fileSize: maxBytes, files: 1 }, throwFileSizeLimit: true });
    if (!part) throw pictureErrors.missing();
    if (part.fieldname !== PICTURE_FIELD) {
      part.file.resume();
      throw pictureErrors.missing();
    }
    const bytes = await part.toBuffer();
    if (bytes.length === 0) throw pictureErrors.missing();
    return bytes;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (isFileTooLarge(error)) throw pictureErrors.tooLarge(maxBytes);
    throw pictureErrors.malformed();
  }
}
