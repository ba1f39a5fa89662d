import { PICTURE_FIELD } from '@yolla/contract';
import type { FastifyRequest } from 'fastify';
import { readUploadedFile, type UploadRefusals } from '../../lib/uploaded-file.ts';
import { pictureErrors } from './pictures.errors.ts';

/** The picture endpoint's refusals, as they shipped (`picture.missing`, `picture.too_large`). */
const PICTURE_REFUSALS: UploadRefusals = {
  notMultipart: pictureErrors.notMultipart,
  missing: pictureErrors.missing,
  empty: pictureErrors.missing,
  tooLarge: pictureErrors.tooLarge,
  malformed: pictureErrors.malformed,
};

/**
 * The bytes of the one file in the multipart field `picture`, read into memory up to `maxBytes`: a larger file is
 * 413 `picture.too_large`, no file 400 `picture.missing`, a body that is not multipart 415, a malformed one 400.
 */
export async function readPictureUpload(request: FastifyRequest, maxBytes: number): Promise<Buffer> {
  return (await readUploadedFile(request, PICTURE_FIELD, maxBytes, PICTURE_REFUSALS)).bytes;
}
