import { PICTURE_FIELD, removePictureEndpoint, uploadPictureEndpoint } from '@yolla/contract';
import { intent } from '../../lib/intents.server.ts';

/**
 * `intent=picture` (multipart): the file goes to the API as it came. The API tells the type from the bytes (PNG,
 * JPEG, WebP), refuses what is too large or unreadable with a message on the field, and re-encodes and resizes it;
 * the header shows the new picture from /me on the next page.
 */
export const pictureIntent = intent({
  run: async ({ form, state }) => {
    const file = form.get(PICTURE_FIELD);
    const multipart = new FormData();
    if (file instanceof File && file.size > 0) multipart.set(PICTURE_FIELD, file, file.name || 'picture');
    await state.api.call(uploadPictureEndpoint, { multipart }, { toast: 'success' });
  },
});

/** `intent=remove-picture`: the initials show again. */
export const removePictureIntent = intent({
  run: async ({ state }) => {
    await state.api.call(removePictureEndpoint, {}, { toast: 'success' });
  },
});
