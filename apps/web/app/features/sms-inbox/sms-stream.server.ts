import { openApiStream, type ApiStreamCaller } from '../../lib/api-stream.server.ts';

const EVENT_STREAM_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'private, no-store',
} as const;

export interface InboxStreamOptions extends ApiStreamCaller {
  marketplace: string;
  /** Where the browser is: its `Last-Event-ID` on a reconnection, else the newest message its page showed. */
  cursor: string | null;
}

/**
 * The SMS inbox's event stream for the browser (decision 0036): the API's stream of the customer's number, opened
 * with the session's token and passed on as it comes. Over HTTP even in the one-origin server (`API_URL` is then
 * this very server): Fastify's in-process `inject` answers whole responses only. The API's refusal (401, 404) is
 * answered as such, without a body.
 */
export function openInboxStream(options: InboxStreamOptions): Promise<Response> {
  return openApiStream(options, {
    path: `/sms-inbox/${options.marketplace}/events`,
    accept: 'text/event-stream',
    ...(options.cursor ? { headers: { 'last-event-id': options.cursor } } : {}),
    startTimeoutMs: 5000,
    // A stream the API breaks off ends; the browser's EventSource opens it again.
    brokenOff: 'close',
    responseHeaders: () => EVENT_STREAM_HEADERS,
  });
}
