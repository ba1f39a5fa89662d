import { randomInt } from 'node:crypto';
import { parseCourierCommand } from '../../../../scripts/courier.ts';
import { pickKey, sendSigned } from '../../../../scripts/machine.ts';
import { parseWarehouseCommand } from '../../../../scripts/warehouse.ts';

const PORT = process.env.E2E_PORT ?? '4173';

/**
 * One signed machine request from this process, as the partner's system sends it (the CLIs' own signing, with the
 * development keys): a refusal fails the test with the status and the answer.
 */
async function signed(partner: 'courier' | 'warehouse', path: string, body: unknown, what: string): Promise<void> {
  const key = pickKey(process.env.MACHINE_KEYS, { partner });
  if ('problem' in key) throw new Error(`${what}: ${key.problem}`);
  const origin = `http://localhost:${PORT}`;
  const response = await sendSigned({ origin, key, method: 'POST', path, body });
  if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`);
}

/**
 * The warehouse system's parcel event (`received <number> --weight 1.2`, `shipped <number>`, …): the words of
 * `npm run warehouse`, read by its own parser, sent signed by the partner `warehouse` from this process (a process
 * of its own per event cost the suite about a second each).
 */
export async function warehouse(...args: string[]): Promise<void> {
  const command = await parseWarehouseCommand(args);
  if ('problem' in command) throw new Error(`warehouse ${args.join(' ')}: ${command.problem}`);
  if (command.photos.length > 0) throw new Error('warehouse: photos go through the command line itself');
  await signed('warehouse', '/warehouse/events', command.body, `warehouse ${args.join(' ')}`);
}

/**
 * The courier service's step on an order (`scheduled <id> --detail Rauf`, `delivered <id>`, …): the words of
 * `npm run courier`, read by its own parser, sent signed by the partner `courier` from this process.
 */
export async function courier(...args: string[]): Promise<void> {
  const command = parseCourierCommand(args);
  if ('problem' in command) throw new Error(`courier ${args.join(' ')}: ${command.problem}`);
  await signed('courier', '/courier-orders/events', command.body, `courier ${args.join(' ')}`);
}

/** The buyer's step on a buy-for-me order, as the warehouse system sends it (a fresh event id and moment). */
export async function buyer(event: Record<string, unknown>): Promise<void> {
  const body = { event_id: `e2e-${Date.now()}-${randomInt(1e9)}`, occurred_at: new Date().toISOString(), ...event };
  await signed('warehouse', '/buy-for-me/events', body, `buy-for-me event ${JSON.stringify(event)}`);
}
