import { PICTURE_FIELD, removePictureEndpoint, uploadPictureEndpoint } from '@yolla/contract';
import type { RequestState } from '../../lib/context.ts';
import { apiFailure, type FormFailure } from '../../lib/form.server.ts';

/**
 * The picture form (`intent=picture`, multipart): the file goes to the API as it came. The API tells the type from
 * the bytes (PNG, JPEG, WebP), refuses what is too large or unreadable with a message on the field, and re-encodes
 * and resizes it; the header shows the new picture from /me on the next page.
 */
export async function uploadPicture(form: FormData, state: RequestState): Promise<FormFailure | null> {
  const file = form.get(PICTURE_FIELD);
  const multipart = new FormData();
  if (file instanceof File && file.size > 0) multipart.set(PICTURE_FIELD, file, file.name || 'picture');
  try {
    await state.api.call(uploadPictureEndpoint, { multipart }, { toast: 'success' });
    return null;
  } catch (error) {
    return apiFailure(error, {});
  }
}

/** `intent=remove-picture`: the initials show again. */
export async function removePicture(state: RequestState): Promise<FormFailure | null> {
  try {
    await state.api.call(removePictureEndpoint, {}, { toast: 'success' });
    return null;
  } catch (error) {
    return apiFailure(error, {});
  }
}
