import { STORED_FILE_MAX_BYTES, STORED_FILE_TYPES, type StoredFileKind, type StoredFileType } from '@yolla/contract';
import { fileTypeFromBuffer, supportedExtensions } from 'file-type';
import { fileErrors } from './files.errors.ts';

/** What each accepted type is called, and the names its files may have. */
const TYPES: Record<StoredFileType, { label: string; extensions: readonly string[] }> = {
  'application/pdf': { label: 'PDF', extensions: ['pdf'] },
  'image/jpeg': { label: 'JPEG', extensions: ['jpg', 'jpeg', 'jpe', 'jfif'] },
  'image/png': { label: 'PNG', extensions: ['png'] },
  'image/webp': { label: 'WebP', extensions: ['webp'] },
};

/** Extensions that name a type: every one `file-type` knows, and text formats it cannot tell from bytes. */
const TYPE_EXTENSIONS = new Set<string>([
  ...supportedExtensions,
  ...['txt', 'text', 'htm', 'html', 'xhtml', 'svg', 'svgz', 'csv', 'json', 'xml', 'js', 'mjs', 'md', 'jpe', 'jfif'],
]);

/** Declared types that claim nothing (a browser or client that did not know). */
const NO_CLAIM = new Set(['', 'application/octet-stream', 'binary/octet-stream', 'application/x-download']);

/** Other spellings of the accepted types that clients send. */
const ALIASES: Record<string, string> = {
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'image/x-png': 'image/png',
  'application/x-pdf': 'application/pdf',
  'application/acrobat': 'application/pdf',
};

export interface FileClaims {
  /** The file's name as the client gave it: only its extension is read, as a claim of its type. */
  declaredName?: string | undefined;
  /** The type the client declared (a multipart part's Content-Type). */
  declaredType?: string | undefined;
  /** The form field it came in, for the refusal's field message (default `file`). */
  field?: string | undefined;
}

export interface InspectedFile {
  contentType: StoredFileType;
  /** The usual extension of the type (`pdf`, `jpg`, `png`, `webp`), for download names. */
  extension: string;
}

/** The usual extension of a type this module serves (`pdf`, `jpg`, `png`, `webp`). */
export function extensionOf(contentType: string): string {
  return TYPES[contentType as StoredFileType]?.extensions[0] ?? 'bin';
}

const typeLabels = (kind: StoredFileKind) => STORED_FILE_TYPES[kind].map((type) => TYPES[type].label);

function claimedExtension(name: string | undefined): string | null {
  const match = /\.([A-Za-z0-9]{1,10})$/.exec(name?.trim() ?? '');
  const extension = match?.[1]?.toLowerCase();
  return extension && TYPE_EXTENSIONS.has(extension) ? extension : null;
}

function claimedType(type: string | undefined): string | null {
  const bare = (type ?? '').split(';')[0]!.trim().toLowerCase();
  if (NO_CLAIM.has(bare)) return null;
  return ALIASES[bare] ?? bare;
}

/**
 * What the file is, told from its bytes, or a refusal: empty, over the kind's limit, none of its accepted types, or an
 * accepted type that the file's name or declared type contradicts (a PNG named `.pdf`, a PDF sent as `image/png`).
 * Nothing is stored before this has answered.
 */
export async function inspectFile(
  kind: StoredFileKind,
  bytes: Uint8Array,
  claims: FileClaims = {},
): Promise<InspectedFile> {
  const field = claims.field ?? 'file';
  if (bytes.length === 0) throw fileErrors.empty(field);
  const maxBytes = STORED_FILE_MAX_BYTES[kind];
  if (bytes.length > maxBytes) throw fileErrors.tooLarge(field, maxBytes);
  const sniffed = await fileTypeFromBuffer(bytes);
  const accepted: readonly string[] = STORED_FILE_TYPES[kind];
  if (!sniffed || !accepted.includes(sniffed.mime)) throw fileErrors.unsupportedType(field, typeLabels(kind));
  const type = TYPES[sniffed.mime as StoredFileType];
  const extension = claimedExtension(claims.declaredName);
  const declared = claimedType(claims.declaredType);
  if ((extension && !type.extensions.includes(extension)) || (declared && declared !== sniffed.mime)) {
    throw fileErrors.typeMismatch(field, type.label);
  }
  return { contentType: sniffed.mime as StoredFileType, extension: extensionOf(sniffed.mime) };
}
