import { ApiError } from '../../lib/api-error.ts';

const MIB = 1024 * 1024;

/** Refusals of a file, each with its message on the form field the file came in (`field`). */
export const fileErrors = {
  /** No bytes at all: what a form sends when no file was chosen. */
  empty: (field: string) => new ApiError('file.empty', { fields: { [field]: [{ key: 'validation.required' }] } }),
  /** Names the limit in megabytes (one decimal) on the field. */
  tooLarge: (field: string, maxBytes: number) =>
    new ApiError('file.too_large', {
      fields: {
        [field]: [{ key: 'validation.file_too_large', params: { max: Math.round((maxBytes / MIB) * 10) / 10 } }],
      },
    }),
  /** The bytes are none of the types this kind of file may be; names the types that are. */
  unsupportedType: (field: string, types: readonly string[]) =>
    new ApiError('file.unsupported_type', {
      fields: { [field]: [{ key: 'validation.file_types', params: { types: types.join(', ') } }] },
    }),
  /** The bytes are an accepted type, but the name or declared type says another: names what the bytes are. */
  typeMismatch: (field: string, actual: string) =>
    new ApiError('file.type_mismatch', {
      fields: { [field]: [{ key: 'validation.file_type_mismatch', params: { actual } }] },
    }),
  /** An image with a valid signature that cannot be decoded (truncated, corrupt, a decompression bomb). */
  unreadable: () => new ApiError('file.unreadable'),
};
