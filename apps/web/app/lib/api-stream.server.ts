import { request as httpRequest, type ClientRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { apiBase } from './api.server.ts';

const refusal = (status: number) => new Response(null, { status, headers: { 'cache-control': 'no-store' } });

/** Who asks and where: the signed-in session's call to the API. */
export interface ApiStreamCaller {
  apiUrl: string;
  segment: string;
  /** The session's `Bearer …`: the browser never holds it. */
  authorization: string;
  clientIp: string;
  locale: string;
  /** The browser's going away ends the request to the API too. */
  signal: AbortSignal;
  /** The process's in-process mark, when the API is this very process (`ServerContext.inProcessMark`). */
  mark?: Record<string, string>;
}

export interface ApiStreamRequest {
  /** Under the API's base, with its query: `/wallet/statement.csv?currency=USD`. */
  path: string;
  accept: string;
  /** More request headers (`last-event-id`). */
  headers?: Record<string, string>;
  /** How long the API may take to start answering. */
  startTimeoutMs: number;
  /** The browser's headers, from the API's answer. */
  responseHeaders: (answer: IncomingMessage) => HeadersInit;
  /**
   * The API breaking off mid-way: `close` ends the browser's stream (an event stream, which the browser reopens),
   * `error` fails it (a file, which must not look complete).
   */
  brokenOff: 'close' | 'error';
}

/**
 * A streamed answer of the API passed on to the browser chunk by chunk (the SMS inbox's events, the wallet's
 * statement): opened with the session's token, over HTTP even in the one-origin server (Fastify's in-process `inject`
 * answers whole bodies only). A refusal of the API (401, 404, 422) is answered with its status and no body; no answer
 * at all is 503.
 */
export function openApiStream(caller: ApiStreamCaller, request: ApiStreamRequest): Promise<Response> {
  const url = new URL(`${apiBase(caller.apiUrl, caller.segment)}${request.path}`);
  const headers: Record<string, string> = {
    accept: request.accept,
    authorization: caller.authorization,
    'accept-language': caller.locale,
    'x-forwarded-for': caller.clientIp,
    ...caller.mark,
    ...request.headers,
  };
  return new Promise((resolve) => {
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const upstream: ClientRequest = send(url, { method: 'GET', headers, agent: false });
    const timer = setTimeout(() => upstream.destroy(new Error('the API did not start')), request.startTimeoutMs);
    const stop = () => void upstream.destroy();
    caller.signal.addEventListener('abort', stop, { once: true });
    upstream.on('error', () => {
      clearTimeout(timer);
      resolve(refusal(503));
    });
    upstream.on('response', (answer: IncomingMessage) => {
      clearTimeout(timer);
      if (answer.statusCode !== 200) {
        answer.resume();
        caller.signal.removeEventListener('abort', stop);
        return resolve(refusal(answer.statusCode ?? 502));
      }
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          answer.on('data', (chunk: Buffer) => controller.enqueue(new Uint8Array(chunk)));
          answer.on('end', () => controller.close());
          answer.on('error', (error) => controller.error(error));
          answer.on('aborted', () =>
            request.brokenOff === 'close' ? controller.close() : controller.error(new Error('the API broke off')),
          );
        },
        cancel: stop,
      });
      const headers = new Headers(request.responseHeaders(answer));
      // Marks the answer as one to pass on as it comes: the request handler pipes it, and so does a proxy.
      headers.set('x-accel-buffering', 'no');
      resolve(new Response(body, { status: 200, headers }));
    });
    upstream.end();
  });
}
