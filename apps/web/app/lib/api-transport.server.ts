import { Agent as HttpAgent, request as httpRequest, type ClientRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';

/**
 * How the web's API client reaches the API: one HTTP exchange over Node's keep-alive agents, or, in the one-origin
 * server where the API runs in this very process, the same request handed to the API's router without a socket
 * (`InProcessApi`). Not `fetch`: on a page that makes five calls, undici's fetch (its Request, Headers and Response
 * objects, web streams, and an `AbortSignal.timeout` with `AbortSignal.any` per call) cost about three times the CPU
 * of the exchange itself (decision 0021). The API answers small JSON bodies uncompressed, so nothing here decodes.
 */
export interface ApiExchange {
  method: string;
  headers: Record<string, string>;
  /** A JSON or form-encoded text, or a multipart body (file uploads), encoded here with its boundary. */
  body?: string | FormData;
  /** The whole exchange, connection included, must end within this; else it is abandoned and throws. */
  timeoutMs: number;
  /** The caller's own abort (a navigation the browser gave up). */
  signal?: AbortSignal;
  /** The API of this very process, when there is one: the exchange goes to it in memory, not over a socket. */
  inProcess?: InProcessApi;
}

/**
 * The API of the one-origin server, in this very process: a request given to its router as the network would give
 * it (method, path and query, headers, body; Fastify's `inject`), so every hook and rule of the API runs as for a
 * request from outside, and the answer's status, headers and text come back. Saves both ends of a loopback HTTP
 * exchange: the client's request and parser, the server's parser, and the socket writes (decision 0021, eighth round).
 */
export type InProcessApi = (request: {
  method: string;
  /** Path and query, e.g. `/api/v1/client/me?x=1`. */
  url: string;
  headers: Record<string, string>;
  payload?: Buffer;
}) => Promise<{ statusCode: number; payload: string; rawPayload?: Buffer; headers: Record<string, unknown> }>;

export interface ApiAnswer {
  status: number;
  text: string;
  cacheControl: string | null;
  /** The body's bytes as sent (a file download) and the answer's headers, for a caller that passes them on. */
  bytes?: Buffer;
  headers?: Record<string, string>;
}

/** An answer's single-valued headers, lower-cased (a file download passes them on). */
function plainHeaders(headers: Record<string, unknown>): Record<string, string> {
  const plain: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (typeof value === 'string') plain[name.toLowerCase()] = value;
    else if (typeof value === 'number') plain[name.toLowerCase()] = String(value);
  }
  return plain;
}

/**
 * Kept-alive connections, at most 16 per API host: a page's calls wait for a free one rather than open more (in the
 * one-origin server the API runs in this very process, so more connections add sockets, not parallelism). First in, first out:
 * every connection stays in use, so none idles out and has to be opened again in a burst (decision 0021).
 */
const AGENT_OPTIONS = { keepAlive: true, maxSockets: 16, scheduling: 'fifo' } as const;
const httpAgent = new HttpAgent(AGENT_OPTIONS);
const httpsAgent = new HttpsAgent(AGENT_OPTIONS);

/** Methods a reused connection that the API closed under the request may send again: they change nothing. */
const REPEATABLE = new Set(['GET', 'HEAD', 'OPTIONS']);

class ApiTimeoutError extends Error {
  override name = 'ApiTimeoutError';
}

async function encodedBody(body: ApiExchange['body']): Promise<{ bytes: Buffer | null; type: string | null }> {
  if (body === undefined) return { bytes: null, type: null };
  if (typeof body === 'string') return { bytes: Buffer.from(body), type: null };
  // The platform writes the multipart envelope and its boundary, as fetch would.
  const encoded = new Response(body);
  return { bytes: Buffer.from(await encoded.arrayBuffer()), type: encoded.headers.get('content-type') };
}

function exchangeOnce(
  url: URL,
  init: ApiExchange,
  body: Buffer | null,
  headers: Record<string, string>,
): Promise<ApiAnswer & { reusedSocket: boolean }> {
  return new Promise((resolve, reject) => {
    const secure = url.protocol === 'https:';
    const send = secure ? httpsRequest : httpRequest;
    let req: ClientRequest | null = null;
    const timer = setTimeout(() => req?.destroy(new ApiTimeoutError('The API did not answer in time')), init.timeoutMs);
    const fail = (error: Error) => {
      clearTimeout(timer);
      reject(Object.assign(error, { reusedSocket: req?.reusedSocket === true }));
    };
    req = send(url, {
      method: init.method,
      headers,
      agent: secure ? httpsAgent : httpAgent,
      ...(init.signal ? { signal: init.signal } : {}),
    });
    req.on('error', fail);
    req.on('response', (response: IncomingMessage) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', fail);
      response.on('end', () => {
        clearTimeout(timer);
        const cacheControl = response.headers['cache-control'];
        const bytes = Buffer.concat(chunks);
        resolve({
          status: response.statusCode ?? 502,
          text: bytes.toString('utf8'),
          cacheControl: typeof cacheControl === 'string' ? cacheControl : null,
          bytes,
          headers: plainHeaders(response.headers),
          reusedSocket: req?.reusedSocket === true,
        });
      });
    });
    req.end(body ?? undefined);
  });
}

/**
 * Sends one request and reads the whole answer; a network failure, a timeout or the caller's abort throws. A
 * request that met a kept-alive connection the API had just closed (ECONNRESET on a reused socket, as when an
 * instance restarts) is sent once more on a new connection if its method changes nothing.
 */
export async function exchange(url: URL, init: ApiExchange): Promise<ApiAnswer> {
  const { bytes, type } = await encodedBody(init.body);
  const headers = { ...init.headers };
  if (type) headers['content-type'] = type;
  if (bytes) headers['content-length'] = String(bytes.length);
  if (init.inProcess) return exchangeInProcess(init.inProcess, url, init, bytes, headers);
  try {
    const { reusedSocket: _, ...answer } = await exchangeOnce(url, init, bytes, headers);
    return answer;
  } catch (error) {
    const closedUnder =
      error instanceof Error &&
      (error as Error & { reusedSocket?: boolean }).reusedSocket === true &&
      (error as NodeJS.ErrnoException).code === 'ECONNRESET';
    if (!closedUnder || !REPEATABLE.has(init.method) || init.signal?.aborted) throw error;
    const { reusedSocket: _, ...answer } = await exchangeOnce(url, init, bytes, headers);
    return answer;
  }
}

/** An exchange with the API of this process, under the same time limit and abort as one over the network. */
function exchangeInProcess(
  api: InProcessApi,
  url: URL,
  init: ApiExchange,
  payload: Buffer | null,
  headers: Record<string, string>,
): Promise<ApiAnswer> {
  return new Promise((resolve, reject) => {
    const { signal } = init;
    let settled = false;
    const settle = (error: unknown, answer?: ApiAnswer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      if (answer) resolve(answer);
      else reject(error instanceof Error ? error : new Error(String(error)));
    };
    const onAbort = () => settle(signal?.reason ?? new Error('The request was aborted'));
    const timer = setTimeout(() => settle(new ApiTimeoutError('The API did not answer in time')), init.timeoutMs);
    if (signal?.aborted) return onAbort();
    signal?.addEventListener('abort', onAbort, { once: true });
    api({ method: init.method, url: `${url.pathname}${url.search}`, headers, ...(payload ? { payload } : {}) }).then(
      (answer) => {
        const cacheControl = answer.headers['cache-control'];
        settle(null, {
          status: answer.statusCode,
          text: answer.payload,
          cacheControl: typeof cacheControl === 'string' ? cacheControl : null,
          bytes: answer.rawPayload ?? Buffer.from(answer.payload),
          headers: plainHeaders(answer.headers),
        });
      },
      (error: unknown) => settle(error),
    );
  });
}
