import { PICTURE_SIZE, PICTURE_UPLOAD_TYPES } from '@yolla/contract';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { pictureErrors } from './pictures.errors.ts';

/**
 * Larger images are refused before decoding (a small file can claim huge dimensions: a decompression bomb). Room
 * for the 50 and 64 megapixel photos some phones take.
 */
const MAX_INPUT_PIXELS = 70_000_000;

export interface EncodedPicture {
  contentType: 'image/webp';
  content: Buffer;
  width: number;
  height: number;
}

/**
 * The picture as it will be served: the type is told from the bytes (PNG, JPEG or WebP; the file's name and
 * declared type are ignored), then it is decoded, turned upright, cropped to a centred square, scaled to
 * PICTURE_SIZE and encoded as WebP. Nothing of the original file survives: no EXIF (location), no ICC, no XMP.
 */
export async function encodePicture(bytes: Buffer): Promise<EncodedPicture> {
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !(PICTURE_UPLOAD_TYPES as readonly string[]).includes(type.mime)) throw pictureErrors.unsupportedType();
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .autoOrient()
      .resize(PICTURE_SIZE, PICTURE_SIZE, { fit: 'cover', position: 'centre' })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { contentType: 'image/webp', content: data, width: info.width, height: info.height };
  } catch {
    // Truncated, corrupt or oversized images: the customer's file, not our failure.
    throw pictureErrors.unreadable();
  }
}
