import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';

/**
 * `npm run warehouse -- buy-for-me <step> <order id> [options]`: the partner buyer's step of a buy-for-me order,
 * signed with the warehouse's key (decision 0038).
 *
 *   npm run warehouse -- buy-for-me purchased 12
 *   npm run warehouse -- buy-for-me price-changed 12 --item 31=45.50 --item 32=9.99 --local-delivery 5 --reason "New price"
 *   npm run warehouse -- buy-for-me arrived 12 --tracking 1Z999AA10123456784
 *   npm run warehouse -- buy-for-me cancelled 12 --reason "Out of stock"
 *
 * Prices are decimals in the order's currency; `--item` repeats (the item's id = its new unit price).
 * `--event-id` repeats an event on purpose, `--at` sets when it happened, `--url` the server.
 */
export interface BuyForMeCommand {
  body: Record<string, unknown>;
  url: string | undefined;
}

/** Where the buyer's steps go (under `/api/v1/machine`). */
export const BUY_FOR_ME_EVENTS_PATH = '/buy-for-me/events';

const STEPS = { purchased: 'purchased', 'price-changed': 'price_changed', arrived: 'arrived', cancelled: 'cancelled' };
type Step = keyof typeof STEPS;

export const BUY_FOR_ME_USAGE =
  'Usage: npm run warehouse -- buy-for-me <purchased|price-changed|arrived|cancelled> <order id> ' +
  '[--item <item id>=<price> …] [--local-delivery x] [--tracking N] [--reason "…"]';

/** A decimal amount (`45.5`, `45,50`) in minor units, or null. */
export function minorOf(text: string): number | null {
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** The event a command line describes (the words after `buy-for-me`), or what is wrong with it. */
export function parseBuyForMeCommand(argv: readonly string[]): BuyForMeCommand | { problem: string } {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        item: { type: 'string', multiple: true },
        'local-delivery': { type: 'string' },
        tracking: { type: 'string' },
        reason: { type: 'string' },
        'event-id': { type: 'string' },
        at: { type: 'string' },
        url: { type: 'string' },
      },
    });
  } catch (error) {
    return { problem: (error as Error).message };
  }
  const { values, positionals } = parsed;
  const [step, orderId] = positionals;
  if (!step || !(step in STEPS)) return { problem: `The step is one of: ${Object.keys(STEPS).join(', ')}.` };
  if (!orderId || !/^\d+$/.test(orderId)) return { problem: 'Give the order’s id (a number).' };
  const body: Record<string, unknown> = {
    type: STEPS[step as Step],
    event_id: values['event-id'] ?? `cli-${randomUUID()}`,
    order_id: orderId,
    occurred_at: values.at ?? new Date().toISOString(),
  };
  if (step === 'price-changed') {
    const items = [];
    for (const pair of values.item ?? []) {
      const [id, price] = pair.split('=');
      const unitPrice = price === undefined ? null : minorOf(price);
      if (!id || !/^\d+$/.test(id) || unitPrice === null) return { problem: `--item ${pair}: <item id>=<price>.` };
      items.push({ id, unit_price: unitPrice });
    }
    if (items.length === 0) return { problem: 'Give at least one --item <item id>=<new price>.' };
    body.items = items;
    if (values['local-delivery'] !== undefined) {
      const delivery = minorOf(values['local-delivery']);
      if (delivery === null) return { problem: '--local-delivery is an amount, e.g. 5.00.' };
      body.local_delivery = delivery;
    }
    if (values.reason) body.reason = values.reason;
  }
  if (step === 'arrived') {
    if (!values.tracking) return { problem: 'Give the parcel’s number: --tracking N.' };
    body.tracking_number = values.tracking.toUpperCase();
  }
  if (step === 'cancelled') {
    if (!values.reason) return { problem: 'Give the reason: --reason "…".' };
    body.reason = values.reason;
  }
  return { body, url: values.url };
}
