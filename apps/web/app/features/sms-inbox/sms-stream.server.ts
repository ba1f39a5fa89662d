import { request as httpRequest, type ClientRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { apiBase } from '../../lib/api.server.ts';

/** How long the API may take to start the stream. */
const START_TIMEOUT_MS = 5000;

const EVENT_STREAM_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'private, no-store',
  'x-accel-buffering': 'no',
} as const;

const refusal = (status: number) => new Response(null, { status, headers: { 'cache-control': 'no-store' } });

export interface InboxStreamOptions {
  apiUrl: string;
  segment: string;
  marketplace: string;
  /** The session's `Bearer …`: the browser never holds it. */
  authorization: string;
  clientIp: string;
  locale: string;
  /** Where the browser is: its `Last-Event-ID` on a reconnection, else the newest message its page showed. */
  cursor: string | null;
  /** The browser's going away ends the stream from the API too. */
  signal: AbortSignal;
}

/**
 * The SMS inbox's event stream for the browser (decision 0036): the API's stream of the customer's number, opened
 * with the session's token and passed on as it comes. Over HTTP even in the one-origin server (`API_URL` is then
 * this very server): Fastify's in-process `inject` answers whole responses only. The API's refusal (401, 404) is
 * answered as such, without a body.
 */
export function openInboxStream(options: InboxStreamOptions): Promise<Response> {
  const url = new URL(`${apiBase(options.apiUrl, options.segment)}/sms-inbox/${options.marketplace}/events`);
  const headers: Record<string, string> = {
    accept: 'text/event-stream',
    authorization: options.authorization,
    'accept-language': options.locale,
    'x-forwarded-for': options.clientIp,
  };
  if (options.cursor) headers['last-event-id'] = options.cursor;
  return new Promise((resolve) => {
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const upstream: ClientRequest = send(url, { method: 'GET', headers, agent: false });
    const timer = setTimeout(() => upstream.destroy(new Error('the API did not start the stream')), START_TIMEOUT_MS);
    const stop = () => void upstream.destroy();
    options.signal.addEventListener('abort', stop, { once: true });
    upstream.on('error', () => {
      clearTimeout(timer);
      resolve(refusal(503));
    });
    upstream.on('response', (answer: IncomingMessage) => {
      clearTimeout(timer);
      if (answer.statusCode !== 200) {
        answer.resume();
        options.signal.removeEventListener('abort', stop);
        return resolve(refusal(answer.statusCode ?? 502));
      }
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          answer.on('data', (chunk: Buffer) => controller.enqueue(new Uint8Array(chunk)));
          answer.on('end', () => controller.close());
          answer.on('error', (error) => controller.error(error));
          answer.on('aborted', () => controller.close());
        },
        cancel: stop,
      });
      resolve(new Response(body, { status: 200, headers: EVENT_STREAM_HEADERS }));
    });
    upstream.end();
  });
}
