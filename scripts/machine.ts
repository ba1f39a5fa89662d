import { parseArgs } from 'node:util';
import { MACHINE_PARTNERS, type MachinePartner } from '@yolla/contract';
import { DEV_MACHINE_KEYS } from '../apps/api/src/dev-secrets.ts';
import { parseMachineKeys, signMachineRequest, type MachineKey } from '../apps/api/src/lib/machine-signature.ts';

/**
 * `npm run machine -- <METHOD> <path> [json]`: one signed machine-to-machine request (decision 0028), as a partner
 * system sends it, to a running server; prints the status and the answer. The path is under `/api/v1/machine` unless
 * it starts with `/api/`. The key comes from `MACHINE_KEYS` (else the published development keys): `--partner`
 * picks a partner's first key (default warehouse), `--key` one by its id. `--url` is the server's origin (default
 * http://127.0.0.1:$PORT, else :3000). The warehouse CLI of the parcels issue builds on `sendSigned`.
 */

export interface SignedRequest {
  origin: string;
  key: Pick<MachineKey, 'id' | 'secret'>;
  method: string;
  path: string;
  body?: unknown;
  /** Bytes sent as they are (a photo) instead of a JSON body, with their type. */
  raw?: { bytes: Uint8Array; contentType: string };
}

/** The full path of a machine route: `/parcels/events` → `/api/v1/machine/parcels/events`. */
export function machinePath(path: string): string {
  if (path.startsWith('/api/')) return path;
  return `/api/v1/machine${path.startsWith('/') ? path : `/${path}`}`;
}

/** The key a run signs with, or why there is none. */
export function pickKey(
  keysText: string | undefined,
  choice: { partner?: string; key?: string },
): MachineKey | { problem: string } {
  const parsed = parseMachineKeys(keysText || DEV_MACHINE_KEYS);
  if ('problem' in parsed) return { problem: `MACHINE_KEYS: ${parsed.problem}` };
  if (choice.key) return parsed.keys.find((key) => key.id === choice.key) ?? { problem: `no key "${choice.key}"` };
  const partner = (choice.partner ?? 'warehouse') as MachinePartner;
  if (!MACHINE_PARTNERS.includes(partner)) return { problem: `unknown partner "${partner}"` };
  return parsed.keys.find((key) => key.partner === partner) ?? { problem: `no key of ${partner} in MACHINE_KEYS` };
}

/**
 * A command's side of a partner: the key it signs with and the server it talks to (`--url`, else
 * http://127.0.0.1:$PORT, else :3000). Ends the command (exit 2) without a key, and (exit 1) when no server answers.
 */
export function partnerClient(choice: { partner?: string; key?: string }, url: string | undefined) {
  const key = pickKey(process.env.MACHINE_KEYS, choice);
  if ('problem' in key) {
    console.error(key.problem);
    process.exit(2);
  }
  const origin = url ?? `http://127.0.0.1:${process.env.PORT ?? '3000'}`;
  return {
    key,
    async send(request: Omit<SignedRequest, 'origin' | 'key'>): Promise<Response> {
      try {
        return await sendSigned({ origin, key, ...request });
      } catch {
        console.error(`No server answers at ${origin}. Start it with \`npm start\` (or pass --url).`);
        process.exit(1);
      }
    },
  };
}

/** Signs and sends one request; the answer as the server gave it. */
export async function sendSigned(request: SignedRequest): Promise<Response> {
  const pathAndQuery = machinePath(request.path);
  const body = request.raw?.bytes ?? (request.body === undefined ? undefined : JSON.stringify(request.body));
  const contentType = request.raw?.contentType ?? 'application/json';
  const headers = signMachineRequest(request.key, {
    method: request.method,
    pathAndQuery,
    ...(body === undefined ? {} : { body }),
  });
  return fetch(new URL(pathAndQuery, request.origin), {
    method: request.method.toUpperCase(),
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': contentType }) },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : new Uint8Array(body) }),
  });
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { url: { type: 'string' }, key: { type: 'string' }, partner: { type: 'string' } },
  });
  const [method, path, json] = positionals;
  if (!method || !path) {
    console.error('Usage: npm run machine -- <METHOD> <path> [json] [--partner warehouse] [--key id] [--url origin]');
    process.exit(2);
  }
  let body: unknown;
  try {
    body = json === undefined ? undefined : JSON.parse(json);
  } catch {
    console.error('The body is not JSON.');
    process.exit(2);
  }
  const { key, send } = partnerClient(values, values.url);
  const response = await send({ method, path, body });
  const text = await response.text();
  let shown = text;
  try {
    shown = JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    // not JSON: shown as it came
  }
  console.info(`${response.status} ${response.statusText} (signed by ${key.partner} key ${key.id})\n${shown}`);
  if (!response.ok) process.exit(1);
}

if (import.meta.main) await main();
