/**
 * The SMS inbox's plain facts, without zod, so that the browser can import them (`@yolla/contract/sms-codes`) without
 * the contract's schemas (decision 0018). Decision 0036.
 */

/** Online marketplaces whose SMS codes the cabinet has a page and words for (`/cabinet/{marketplace}-sms`). */
export const MARKETPLACES = ['trendyol'] as const;
export type Marketplace = (typeof MARKETPLACES)[number];

export const isMarketplace = (value: string): value is Marketplace =>
  (MARKETPLACES as readonly string[]).includes(value);

/** How many messages an inbox answers at most, newest first. */
export const SMS_MESSAGES_SHOWN = 50;

/** Heartbeat of an event stream: a comment every this many seconds, so proxies keep the connection open. */
export const SMS_STREAM_HEARTBEAT_SECONDS = 15;

/** The event name a new message travels under in the stream (its `id:` is the message's id). */
export const SMS_STREAM_EVENT = 'sms';

/** The code in a message: the first run of 4 to 8 digits (marketplaces send 4–6), or null when there is none. */
export function smsCodeOf(text: string): string | null {
  return /(?<!\d)(\d{4,8})(?!\d)/.exec(text)?.[1] ?? null;
}

/** `+905321234567` → `+90 532 123 45 67`, the way Turkish numbers are written. */
export function formatTurkishNumber(number: string): string {
  const match = /^\+90(\d{3})(\d{3})(\d{2})(\d{2})$/.exec(number);
  return match ? `+90 ${match[1]} ${match[2]} ${match[3]} ${match[4]}` : number;
}
