import type { FileDownloadBody } from '@yolla/contract';
import { extname } from 'node:path';
import type { FastifyReply } from 'fastify';

/** A file to answer with: its bytes or a stream of them, the type its bytes are, its size and a name to save it as. */
export interface FileDownload {
  body: FileDownloadBody;
  contentType: string;
  size: number;
  downloadName: string;
}

/**
 * Headers that keep a customer's file from ever acting as a page of our origin: it is saved, never shown inline
 * (`attachment`); the browser takes the type as given (`nosniff`); were it opened anyway, it runs in a sandbox
 * without scripts, plugins or any fetch (`sandbox; default-src 'none'`); and no cache keeps it.
 */
export const FILE_DOWNLOAD_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "sandbox; default-src 'none'",
  'cache-control': 'private, no-store',
  'cross-origin-resource-policy': 'same-origin',
} as const;

/** RFC 6266 / 8187: a plain ASCII `filename` for old clients, the exact name in `filename*`. */
export function attachmentDisposition(name: string): string {
  const ascii = name.replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^[._]+/, '') || 'download';
  const exact = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${exact}`;
}

/**
 * Answers a route with a customer's file as a download: the sniffed type, its length, `attachment` and the headers
 * above. `baseName` replaces the file's own name, its extension kept (`invoice-YL10001` → `invoice-YL10001.pdf`).
 * The handler returns what this returns:
 *
 * ```ts
 * const file = await files.open(customer.id, fileId);
 * if (!file) throw commonErrors.notFound(); // missing and another customer's alike: 404, never 403
 * return sendFileDownload(reply, file, { baseName: `invoice-${parcel.trackingNumber}` });
 * ```
 */
export function sendFileDownload(
  reply: FastifyReply,
  file: FileDownload,
  options: { baseName?: string } = {},
): FileDownloadBody {
  const name = options.baseName ? `${options.baseName}${extname(file.downloadName)}` : file.downloadName;
  reply
    .headers(FILE_DOWNLOAD_HEADERS)
    .header('content-type', file.contentType)
    .header('content-length', String(file.size))
    .header('content-disposition', attachmentDisposition(name));
  return file.body;
}
