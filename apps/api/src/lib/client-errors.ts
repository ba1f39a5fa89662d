import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { ERROR_STATUS, type ErrorCode } from '@yolla/contract';
import { houseErrorBody } from './house-error.ts';

/** What can be read of a request the HTTP parser gave up on: its target and two headers, when they arrived. */
export interface BrokenRequest {
  target: string | null;
  acceptLanguage: string | null;
  accept: string | null;
}

/** The answer to a broken request: a status, its error code, and the body's type and text. */
export interface ClientErrorAnswer {
  contentType: string;
  body: string;
}

/** Renders the answer of a request the parser refused (the web's plain page); null leaves it to the API's JSON. */
export type ClientErrorPage = (request: BrokenRequest, status: number, code: ErrorCode) => ClientErrorAnswer | null;

const REQUEST_LINE = /^[A-Z]{3,10} (\S{1,8192}) HTTP\/1\.[01]\r?\n/;

function header(packet: string, name: string): string | null {
  return new RegExp(`\\r?\\n${name}:[ \\t]*([^\\r\\n]{0,500})`, 'i').exec(packet)?.[1] ?? null;
}

/** The request line and headers of what the parser received (for a header overflow, the chunk that overflowed). */
export function brokenRequest(rawPacket: unknown): BrokenRequest {
  const packet = Buffer.isBuffer(rawPacket)
    ? rawPacket.toString('latin1', 0, Math.min(rawPacket.length, 64 * 1024))
    : '';
  return {
    target: REQUEST_LINE.exec(packet)?.[1] ?? null,
    acceptLanguage: header(packet, 'accept-language'),
    accept: header(packet, 'accept'),
  };
}

function classify(code: string | undefined): ErrorCode {
  if (code === 'HPE_HEADER_OVERFLOW') return 'common.headers_too_large';
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 'common.request_timeout';
  return 'common.bad_request';
}

/**
 * Node's `clientError` (and Fastify's `clientErrorHandler`): a request the HTTP parser refused — headers over the
 * server's limit (16 KB: 431), a request that did not arrive in time (408), a malformed one (400) — answered as
 * every other refusal is: the API's `{ message, code }` in the asker's language, or the web's page when `page`
 * renders one (for requests it recognises as its own). The connection is closed.
 */
export function clientErrorHandler(page?: ClientErrorPage) {
  return (error: Error & { code?: string; rawPacket?: unknown }, socket: Duplex): void => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const request = brokenRequest(error.rawPacket);
    const code = classify(error.code);
    const status = ERROR_STATUS[code];
    const answer = page?.(request, status, code) ?? {
      contentType: 'application/json; charset=utf-8',
      body: houseErrorBody(code, request.acceptLanguage),
    };
    if (socket.writable) {
      socket.end(
        `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\nContent-Type: ${answer.contentType}\r\n` +
          `Content-Length: ${Buffer.byteLength(answer.body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n` +
          answer.body,
      );
      setTimeout(() => socket.destroy(), 1000).unref();
    } else {
      socket.destroy();
    }
  };
}
