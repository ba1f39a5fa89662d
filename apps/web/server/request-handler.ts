import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { leaveInFlight } from '@yolla/api';
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from 'express';
import {
  createRequestHandler as createRouterHandler,
  type RouterContextProvider,
  type ServerBuild,
} from 'react-router';
import { isCrossSite } from '../app/lib/cross-site.ts';
import { codingFor, compressDynamic, worthCompressing } from './encoding.ts';
import { sendRefusal, type Refusal } from './plain-error.ts';
import { addAnswerHeaders } from './response-headers.ts';

export interface BodyLimits {
  /** Forms, JSON and text: the bytes a request body may have. */
  formBytes: number;
  /** multipart/form-data (file uploads). */
  uploadBytes: number;
}

export interface RequestHandlerOptions {
  build: () => Promise<ServerBuild>;
  mode: 'development' | 'production';
  limits: BodyLimits;
  /** Cookie names' prefix (the refusal page reads the locale cookie). */
  cookiePrefix: string;
  /** Whether a path (without `.data`) belongs to a route of the build with an action, i.e. one that takes posts. */
  takesPosts: (build: ServerBuild, pathname: string) => boolean;
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => Promise<RouterContextProvider>;
  /** Sees every rendered response before it is sent (the guest page cache keeps public pages). */
  offer?: (res: ExpressResponse, response: Response) => Promise<Response>;
}

export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
/** What the app's forms send. Other bodies (JSON, text, XML…) have no page that reads them: 415. */
const BODY_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data']);
/** Control characters, which a decoded path must not hold (`/%09/` decodes to `/\t/`, which URLs read as `//`). */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
const CONTROL = /[\u0000-\u001f\u007f]/;
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The request's URL on this site, or null when the request line or Host cannot make one: absolute-form and `*`
 * targets, a malformed Host, a path that does not decode or decodes to control characters.
 */
export function requestUrl(req: ExpressRequest): URL | null {
  const target = req.originalUrl;
  const host = req.headers.host ?? '';
  if (!target.startsWith('/') || target.startsWith('//') || !HOST.test(host)) return null;
  try {
    const url = new URL(`${req.protocol}://${host}${target}`);
    if (url.host.toLowerCase() !== host.toLowerCase()) return null;
    return CONTROL.test(decodeURIComponent(url.pathname)) ? null : url;
  } catch {
    return null;
  }
}

function mediaType(header: string | undefined): string | null {
  const type = header?.split(';')[0]?.trim().toLowerCase();
  return type ? type : null;
}

/** Reads the body up to `limit` bytes; null when it is longer (the rest is not read). */
async function readBody(req: IncomingMessage, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) return null;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) return null;
    chunks.push(chunk);
  }
  return new Uint8Array(Buffer.concat(chunks));
}

/** Whether a multipart body parses at all (a malformed one would fail in the page's action). */
async function parses(type: string, url: URL, headers: Headers, body: Uint8Array<ArrayBuffer>): Promise<boolean> {
  if (type !== 'multipart/form-data') return true;
  try {
    await new Request(url, { method: 'POST', headers, body }).formData();
    return true;
  } catch {
    return false;
  }
}

function headersOf(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(key, item);
    else if (value !== undefined) headers.set(key, value);
  }
  return headers;
}

/**
 * What is piped as it comes: an answer marked `X-Accel-Buffering: no` — every stream a resource route passes on from
 * the API (`lib/api-stream.server.ts`: event streams, the wallet's CSV statement, whose long history never sits in
 * memory). A new streaming route is piped without a line here.
 */
const piped = (response: Response) => response.headers.get('x-accel-buffering')?.toLowerCase() === 'no';

/**
 * Sends the router's response. Nothing else the app answers streams (entry.server renders a page whole; data
 * responses are complete when their loaders are), so the body is read whole and, when the browser takes it and it is
 * worth it, compressed in one call (encoding.ts). Only a stream passed on from the API is piped as it comes.
 */
export async function send(req: IncomingMessage, res: ServerResponse, response: Response): Promise<void> {
  res.statusCode = response.status;
  if (response.statusText) res.statusMessage = response.statusText;
  addAnswerHeaders(res, response.headers);
  const type = response.headers.get('content-type');
  if (!response.body) {
    res.end();
    return;
  }
  if (!piped(response)) {
    const body = new Uint8Array(await response.arrayBuffer());
    const compressible = !response.headers.has('content-encoding') && worthCompressing(type, body.byteLength);
    const coding = compressible ? codingFor(req) : null;
    if (compressible && !/accept-encoding/i.test(response.headers.get('vary') ?? '')) {
      res.appendHeader('Vary', 'Accept-Encoding');
    }
    const sent = coding ? compressDynamic(body, coding) : body;
    if (coding) res.setHeader('Content-Encoding', coding);
    res.setHeader('Content-Length', sent.byteLength);
    res.end(sent);
    return;
  }
  // Started, the stream only holds its connection: it leaves the front door's count (decision 0036).
  res.flushHeaders();
  leaveInFlight(res);
  await new Promise<void>((resolve, reject) => {
    Readable.fromWeb(response.body as never)
      .on('error', reject)
      .pipe(res)
      .on('finish', resolve)
      .on('close', resolve);
  });
}

/**
 * The web's request handler (in place of @react-router/express's), the one place where every request — to every
 * route, including routes added later — is checked before page code sees it. It refuses: a request line or Host
 * that makes no URL (400); a method no page takes, or a form post to a route without an action (405); a state change (any method but GET and HEAD, document
 * or `.data`) that another site made the browser send (403); a body type no form sends (415); a body over the
 * limit (413, read no further); a malformed multipart body (400). Refusals are translated (plain-error.ts).
 */
export function createRequestHandler(options: RequestHandlerOptions) {
  let handle: ((request: Request, context: RouterContextProvider) => Promise<Response>) | null = null;
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    const refuse = (status: Refusal, headers?: Record<string, string>) =>
      sendRefusal(req, res, status, { cookiePrefix: options.cookiePrefix, ...(headers ? { headers } : {}) });
    try {
      const url = requestUrl(req);
      if (!url) return refuse(400);
      const method = req.method.toUpperCase();
      if (!(ALLOWED_METHODS as readonly string[]).includes(method))
        return refuse(405, { Allow: ALLOWED_METHODS.join(', ') });
      const headers = headersOf(req);
      let body: Uint8Array<ArrayBuffer> | undefined;
      if (method !== 'GET' && method !== 'HEAD') {
        if (isCrossSite(url, headers)) return refuse(403);
        const build = await options.build();
        if (!options.takesPosts(build, url.pathname.replace(/\.data$/, ''))) return refuse(405, { Allow: 'GET, HEAD' });
        const type = mediaType(req.headers['content-type']);
        const limit = type === 'multipart/form-data' ? options.limits.uploadBytes : options.limits.formBytes;
        const read = await readBody(req, limit);
        if (read === null) return refuse(413);
        if (type ? !BODY_TYPES.has(type) : read.length > 0) return refuse(415);
        // No body and no type (a bare form post): an empty form, so an action reading it finds no fields.
        if (!type) headers.set('content-type', 'application/x-www-form-urlencoded');
        else if (!(await parses(type, url, headers, read))) return refuse(400);
        body = read;
      }
      // A customer who goes away aborts the work done for them (loaders see request.signal).
      const controller = new AbortController();
      res.on('close', () => {
        if (!res.writableFinished) controller.abort();
      });
      const request = new Request(url, { method, headers, signal: controller.signal, ...(body ? { body } : {}) });
      handle ??= createRouterHandler(await options.build(), options.mode);
      const context = await options.getLoadContext(req, res);
      const response = await handle(request, context);
      await send(req, res, options.offer ? await options.offer(res, response) : response);
    } catch (error) {
      next(error);
    }
  };
}
