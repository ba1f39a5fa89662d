import { spawnSync } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { resolve } from 'node:path';
import { parseCourierCommand } from '../../../../scripts/courier.ts';
import { pickKey, sendSigned } from '../../../../scripts/machine.ts';

const ROOT = resolve(import.meta.dirname, '../../../..');
const PORT = process.env.E2E_PORT ?? '4173';

/**
 * One run of a partner's command line against the server under test (`--url`), signed with the development keys
 * as the partner's system signs. A run that fails, is killed or takes over 60 s fails the test with its exit code
 * or signal and everything it printed, so the reason shows in the report.
 */
function run(script: string, ...args: string[]): void {
  const command = `node ${script} ${args.join(' ')}`;
  const result = spawnSync('node', [script, ...args, `--url=http://localhost:${PORT}`], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 60_000,
  });
  if (result.status === 0) return;
  const how = result.error
    ? `did not run (${result.error.message})`
    : result.signal
      ? `was killed (${result.signal})`
      : `exited with ${result.status}`;
  throw new Error(`${command} ${how}\nstdout: ${result.stdout ?? ''}\nstderr: ${result.stderr ?? ''}`);
}

/** The warehouse system's parcel event (`received <number> --weight 1.2`, `shipped <number>`, …). */
export const warehouse = (...args: string[]) => run('scripts/warehouse.ts', ...args);

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
