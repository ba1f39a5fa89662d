import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import type { CourierEvent } from '@yolla/contract';
import { partnerClient } from './machine.ts';

/**
 * `npm run courier -- <scheduled|out-for-delivery|delivered> <order id> [--detail TEXT] [--event-id ID] [--url ORIGIN]`:
 * the courier service's step for a courier order, signed with the courier's key, to a running server (decision
 * 0038). `--detail` is the courier's name, or who took the parcels:
 *
 *   npm run courier -- scheduled 12 --detail "Rauf, +994 50 555 12 12"
 *   npm run courier -- out-for-delivery 12
 *   npm run courier -- delivered 12 --detail "Handed to Aysel"
 *
 * `--event-id` repeats a step on purpose (it is applied once).
 */
export interface CourierCommand {
  body: CourierEvent;
  url: string | undefined;
}

const STEPS = {
  scheduled: 'scheduled',
  'out-for-delivery': 'out_for_delivery',
  delivered: 'delivered',
} as const satisfies Record<string, CourierEvent['type']>;

export function parseCourierCommand(argv: readonly string[], now = new Date()): CourierCommand | { problem: string } {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: { detail: { type: 'string' }, 'event-id': { type: 'string' }, url: { type: 'string' } },
    });
  } catch (error) {
    return { problem: (error as Error).message };
  }
  const [step, orderId, ...extra] = parsed.positionals;
  const type = step === undefined ? undefined : STEPS[step.replaceAll('_', '-') as keyof typeof STEPS];
  if (!type) return { problem: `The first word is the step: ${Object.keys(STEPS).join(', ')}.` };
  if (!orderId || !/^[1-9]\d{0,15}$/.test(orderId) || extra.length > 0) {
    return { problem: 'Give the courier order’s number (its id, as the cabinet shows it).' };
  }
  const detail = parsed.values.detail?.trim();
  return {
    body: {
      event_id: parsed.values['event-id'] ?? `cli-${randomUUID()}`,
      order_id: orderId,
      type,
      occurred_at: now.toISOString(),
      ...(detail ? { detail } : {}),
    },
    url: parsed.values.url,
  };
}

async function main() {
  const command = parseCourierCommand(process.argv.slice(2));
  if ('problem' in command) {
    console.error(
      `${command.problem}\nUsage: npm run courier -- <scheduled|out-for-delivery|delivered> <order id> [--detail text] [--event-id ID]`,
    );
    process.exit(2);
  }
  const courier = partnerClient({ partner: 'courier' }, command.url);
  const response = await courier.send({ method: 'POST', path: '/courier-orders/events', body: command.body });
  const answer = (await response.json().catch(() => null)) as { data?: unknown; message?: string } | null;
  console.info(
    `${response.status} ${command.body.type} order ${command.body.order_id}: ${JSON.stringify(answer?.data ?? answer?.message ?? answer)}`,
  );
  if (!response.ok) process.exit(1);
}

if (import.meta.main) await main();
