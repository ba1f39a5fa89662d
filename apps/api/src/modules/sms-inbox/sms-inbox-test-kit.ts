import { randomInt } from 'node:crypto';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { Db } from '../../db/client.ts';
import type { TestApi } from '../../test/harness.ts';
import { developmentKey, signedCall } from '../../test/machine.ts';
import type { SignedIn } from '../../test/signed-in.ts';
import { smsNumbers } from './sms-inbox.table.ts';

/** A marketplace of the test's own, so that test files sharing one database never share a pool. */
export const freshMarketplace = () => `m${Date.now().toString(36)}${randomInt(1_000_000).toString(36)}`;

/** A Turkish number no other test uses (+90 5xx …). */
export const freshNumber = () => `+905${String(randomInt(1_000_000_000)).padStart(9, '0')}`;

/** Puts `count` fresh numbers in the marketplace's pool; answers them in pool order. */
export async function fillPool(db: Db, marketplace: string, count: number): Promise<string[]> {
  const numbers = Array.from({ length: count }, freshNumber);
  if (count > 0) await db.insert(smsNumbers).values(numbers.map((number) => ({ number, marketplace })));
  return numbers;
}

let sequence = 0;

/** The SMS gateway's delivery of a message, signed with its development key. */
export function deliver(
  api: TestApi,
  message: { to: string; text: string; message_id?: string; from?: string; received_at?: string },
  options: { timestamp?: number; partner?: 'sms-gateway' | 'warehouse' } = {},
) {
  sequence += 1;
  const body = {
    message_id: message.message_id ?? `gw-${Date.now()}-${sequence}-${randomInt(1_000_000)}`,
    to: message.to,
    from: message.from ?? 'TRENDYOL',
    text: message.text,
    received_at: message.received_at ?? new Date().toISOString(),
  };
  const key = developmentKey(options.partner ?? 'sms-gateway');
  return signedCall(api, key, 'POST', '/sms-gateway/messages', {
    body,
    ...(options.timestamp === undefined ? {} : { timestamp: options.timestamp }),
  });
}

export interface StreamEvent {
  id: string;
  event: string;
  data: string;
}

/** An event stream opened over HTTP, as a browser's EventSource would: its events as they come. */
export interface OpenStream {
  response: IncomingMessage;
  events: StreamEvent[];
  /** Resolves once `count` events in all have arrived; rejects after `timeoutMs`. */
  waitFor(count: number, timeoutMs?: number): Promise<StreamEvent[]>;
  ended: Promise<void>;
  close(): void;
}

export function openStream(
  origin: string,
  path: string,
  who: SignedIn,
  headers: Record<string, string> = {},
): Promise<OpenStream> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${origin}${path}`, {
      headers: { authorization: `Bearer ${who.accessToken}`, accept: 'text/event-stream', ...headers },
    });
    req.on('error', reject);
    req.on('response', (response) => {
      const events: StreamEvent[] = [];
      const waiters = new Set<() => void>();
      let buffer = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields = Object.fromEntries(
            block
              .split('\n')
              .filter((line) => line && !line.startsWith(':'))
              .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)]),
          );
          if (fields.data !== undefined)
            events.push({ id: fields.id ?? '', event: fields.event ?? '', data: fields.data });
        }
        for (const wake of waiters) wake();
      });
      const ended = new Promise<void>((done) => response.once('close', () => done()));
      resolve({
        response,
        events,
        ended,
        waitFor(count, timeoutMs = 2000) {
          return new Promise((done, fail) => {
            const check = () => {
              if (events.length < count) return;
              waiters.delete(check);
              clearTimeout(timer);
              done(events.slice(0, count));
            };
            const timer = setTimeout(() => {
              waiters.delete(check);
              fail(new Error(`${events.length} of ${count} events within ${timeoutMs} ms`));
            }, timeoutMs);
            waiters.add(check);
            check();
          });
        },
        close: () => req.destroy(),
      });
    });
    req.end();
  });
}
