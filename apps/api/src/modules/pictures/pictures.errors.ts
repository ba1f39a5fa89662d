import { ApiError } from '../../lib/api-error.ts';

const MIB = 1024 * 1024;

export const pictureErrors = {
  missing: () => new ApiError(400, 'picture.missing', { fields: { picture: [{ key: 'validation.required' }] } }),
  /** Names the limit in megabytes (one decimal) on the field. */
  tooLarge: (maxBytes: number) =>
    new ApiError(413, 'picture.too_large', {
      fields: {
        picture: [{ key: 'validation.file_too_large', params: { max: Math.round((maxBytes / MIB) * 10) / 10 } }],
      },
    }),
  unsupportedType: () => new ApiError(415, 'picture.unsupported_type'),
  unreadable: () => new ApiError(400, 'picture.unreadable'),
  /** Not a multipart body at all, or one that breaks off or is malformed. */
  notMultipart: () => new ApiError(415, 'common.unsupported_media_type'),
  malformed: () => new ApiError(400, 'common.bad_request'),
};
