import { ApiError } from '../../lib/api-error.ts';
import { megabytes } from '../../lib/uploaded-file.ts';

export const pictureErrors = {
  missing: () => new ApiError('picture.missing', { fields: { picture: [{ key: 'validation.required' }] } }),
  /** Names the limit in megabytes (one decimal) on the field. */
  tooLarge: (maxBytes: number) =>
    new ApiError('picture.too_large', {
      fields: {
        picture: [{ key: 'validation.file_too_large', params: { max: megabytes(maxBytes) } }],
      },
    }),
  unsupportedType: () => new ApiError('picture.unsupported_type'),
  unreadable: () => new ApiError('picture.unreadable'),
  /** Not a multipart body at all, or one that breaks off or is malformed. */
  notMultipart: () => new ApiError('common.unsupported_media_type'),
  malformed: () => new ApiError('common.bad_request'),
};
