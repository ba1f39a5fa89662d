import { PHOTO_RENDITION_SIZE } from '@yolla/contract';
import sharp from 'sharp';
import { fileErrors } from './files.errors.ts';

/**
 * Larger images are refused before decoding (a small file can claim huge dimensions: a decompression bomb). Room for
 * the 50 and 64 megapixel photos some cameras take.
 */
const MAX_INPUT_PIXELS = 70_000_000;

export interface Rendition {
  contentType: 'image/webp';
  content: Buffer;
  width: number;
  height: number;
}

/**
 * A photo as a phone shows it: upright (EXIF orientation applied), at most PHOTO_RENDITION_SIZE pixels on the longer
 * side (never enlarged), WebP, without the original's metadata. An image that cannot be decoded is refused
 * (`file.unreadable`) before anything is stored.
 */
export async function phoneRendition(bytes: Uint8Array): Promise<Rendition> {
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .autoOrient()
      .resize(PHOTO_RENDITION_SIZE, PHOTO_RENDITION_SIZE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    return { contentType: 'image/webp', content: data, width: info.width, height: info.height };
  } catch {
    // Truncated, corrupt or oversized images: the sender's file, not our failure.
    throw fileErrors.unreadable();
  }
}
