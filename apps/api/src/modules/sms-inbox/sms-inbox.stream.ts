import type { ServerResponse } from 'node:http';
import { SMS_STREAM_EVENT, SMS_STREAM_HEARTBEAT_SECONDS, type SmsMessage } from '@yolla/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { leaveInFlight } from '../../lib/front-door.ts';
import type { PubSub } from '../../lib/pub-sub.ts';
import { channelOf, type SmsInboxService } from './sms-inbox.usecases.ts';

/** How long a client waits before reconnecting after the stream ended (a deploy, a dropped connection). */
const RETRY_MS = 1000;

const frame = (message: SmsMessage) =>
  `id: ${message.id}\nevent: ${SMS_STREAM_EVENT}\ndata: ${JSON.stringify(message)}\n\n`;

/** Where a stream starts: the `Last-Event-ID` a reconnecting browser sends, else the query's, else nothing before. */
export function cursorOf(request: FastifyRequest, query: string | undefined): number | null {
  const header = request.headers['last-event-id'];
  const given = typeof header === 'string' && /^\d{1,16}$/.test(header) ? header : query;
  return given === undefined ? null : Number(given);
}

/**
 * The event stream of a customer's number: first the messages after the cursor (what a reconnecting client
 * missed), then each new one as its notice arrives from any process (pub/sub), read from the database so nothing is
 * sent twice or lost between the replay and the notices. A comment every 15 s keeps proxies from closing it. Once
 * started it leaves the front door's count of requests in flight; a shutdown's drain ends it (the client reconnects
 * elsewhere with `Last-Event-ID`). Decision 0036.
 */
export async function openStream(
  reply: FastifyReply,
  options: { inbox: SmsInboxService; pubSub: PubSub; customerId: number; number: string | null; cursor: number | null },
): Promise<void> {
  const { inbox, pubSub, customerId, number } = options;
  // Without a cursor, the stream starts after the newest message there is when it was asked for.
  let last = options.cursor ?? (number === null ? 0 : await inbox.newestId(customerId, number));
  const raw: ServerResponse = reply.raw;
  reply.hijack();
  raw.setHeader('content-type', 'text/event-stream; charset=utf-8');
  raw.setHeader('cache-control', 'no-store');
  raw.setHeader('x-content-type-options', 'nosniff');
  // Proxies that buffer (nginx) pass each event on at once.
  raw.setHeader('x-accel-buffering', 'no');
  raw.writeHead(200);
  raw.write(`retry: ${RETRY_MS}\n\n`);
  leaveInFlight(raw);

  let open = true;
  let pending: Promise<void> = Promise.resolve();
  const sendNew = () => {
    pending = pending.then(async () => {
      if (!open || number === null) return;
      for (const message of await inbox.since(customerId, number, last)) {
        if (!open) return;
        raw.write(frame(message));
        last = Number(message.id);
      }
    });
    pending = pending.catch((error: unknown) => reply.log.warn({ err: error }, 'the SMS stream could not read'));
  };
  const heartbeat = setInterval(() => raw.write(': ping\n\n'), SMS_STREAM_HEARTBEAT_SECONDS * 1000);
  heartbeat.unref();
  let stop = () => {};
  raw.once('close', () => {
    open = false;
    stop();
    clearInterval(heartbeat);
  });
  // No number (the pool was empty): nothing will come, but the client keeps its connection instead of retrying.
  if (number === null) return;
  // Listening first (confirmed by Redis), then the replay: a message committed in between is read by one or the other.
  const unsubscribe = await pubSub.subscribe(channelOf(customerId), sendNew);
  if (!open) return unsubscribe();
  stop = unsubscribe;
  sendNew();
}
