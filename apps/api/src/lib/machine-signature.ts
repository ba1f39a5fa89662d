import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  MACHINE_CLOCK_TOLERANCE_SECONDS,
  MACHINE_HEADERS,
  MACHINE_NONCE,
  MACHINE_PARTNERS,
  machineSigningInput,
  type MachinePartner,
} from '@yolla/contract';

/** A partner's key: its id (sent with each request) and the secret both sides sign with. */
export interface MachineKey {
  id: string;
  partner: MachinePartner;
  secret: string;
}

export type MachineRefusal =
  'machine.unsigned' | 'machine.unknown_key' | 'machine.bad_signature' | 'machine.stale_timestamp';

export type MachineVerdict =
  { ok: true; key: MachineKey; nonce: string; bodySha256: string } | { ok: false; code: MachineRefusal };

/** How many keys a partner may have at once: the current one and the next (a rotation). */
export const KEYS_PER_PARTNER = 2;

const KEY_ID = /^[A-Za-z0-9._-]{1,64}$/;
const TIMESTAMP = /^\d{1,12}$/;
const SIGNATURE = /^[0-9a-f]{64}$/;

export const sha256Hex = (body: Uint8Array | string) => createHash('sha256').update(body).digest('hex');
const hmacHex = (secret: string, input: string) => createHmac('sha256', secret).update(input).digest('hex');

/**
 * Reads `MACHINE_KEYS` (`partner:key id:secret`, comma-separated), or explains what is wrong with it. A secret has at
 * least 32 characters; key ids are unique; a partner has at most two keys.
 */
export function parseMachineKeys(text: string): { keys: MachineKey[] } | { problem: string } {
  const keys: MachineKey[] = [];
  for (const item of text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [partner = '', id = '', ...rest] = item.split(':');
    const secret = rest.join(':');
    if (!(MACHINE_PARTNERS as readonly string[]).includes(partner)) {
      return { problem: `unknown partner "${partner}" (one of ${MACHINE_PARTNERS.join(', ')})` };
    }
    if (!KEY_ID.test(id))
      return { problem: `key id "${id}" must be 1–64 letters, digits, dots, dashes or underscores` };
    if (secret.length < 32) return { problem: `the secret of key "${id}" must have at least 32 characters` };
    if (keys.some((key) => key.id === id)) return { problem: `key id "${id}" is given twice` };
    keys.push({ id, partner: partner as MachinePartner, secret });
  }
  for (const partner of MACHINE_PARTNERS) {
    if (keys.filter((key) => key.partner === partner).length > KEYS_PER_PARTNER) {
      return { problem: `${partner} has more than ${KEYS_PER_PARTNER} keys (the current one and the next)` };
    }
  }
  return { keys };
}

/** The headers that sign one request with `key` (the signer CLI, tests, and a partner's reference). */
export function signMachineRequest(
  key: Pick<MachineKey, 'id' | 'secret'>,
  request: { method: string; pathAndQuery: string; body?: Uint8Array | string; timestamp?: number; nonce?: string },
): Record<string, string> {
  const timestamp = String(request.timestamp ?? Math.floor(Date.now() / 1000));
  const nonce = request.nonce ?? randomBytes(16).toString('base64url');
  const body = sha256Hex(request.body ?? '');
  const input = machineSigningInput(request.method, request.pathAndQuery, timestamp, nonce, body);
  return {
    [MACHINE_HEADERS.keyId]: key.id,
    [MACHINE_HEADERS.timestamp]: timestamp,
    [MACHINE_HEADERS.nonce]: nonce,
    [MACHINE_HEADERS.signature]: hmacHex(key.secret, input),
  };
}

const header = (headers: Record<string, string | string[] | undefined>, name: string) => {
  const value = headers[name];
  return typeof value === 'string' ? value : undefined;
};

/**
 * Checks a request's signature against the configured keys. Every request that names a key does the same work —
 * an unknown key is checked against a random secret, signatures are compared in constant time — so the answer's
 * timing tells nothing about which keys exist or how much of a signature was right.
 */
export function createMachineVerifier(keys: readonly MachineKey[], now: () => Date) {
  const byId = new Map(keys.map((key) => [key.id, key]));
  const stranger = randomBytes(32).toString('hex');
  return (request: {
    method: string;
    url: string;
    headers: Record<string, string | string[] | undefined>;
    body: Uint8Array;
  }): MachineVerdict => {
    const keyId = header(request.headers, MACHINE_HEADERS.keyId);
    const timestamp = header(request.headers, MACHINE_HEADERS.timestamp);
    const nonce = header(request.headers, MACHINE_HEADERS.nonce);
    const signature = header(request.headers, MACHINE_HEADERS.signature)?.toLowerCase();
    if (!keyId || !timestamp || !nonce || !signature || !TIMESTAMP.test(timestamp) || !MACHINE_NONCE.test(nonce))
      return { ok: false, code: 'machine.unsigned' };
    const key = byId.get(keyId);
    const bodySha256 = sha256Hex(request.body);
    const input = machineSigningInput(request.method, request.url, timestamp, nonce, bodySha256);
    const expected = Buffer.from(hmacHex(key?.secret ?? stranger, input), 'utf8');
    const given = Buffer.from(SIGNATURE.test(signature) ? signature : '0'.repeat(64), 'utf8');
    const matches = timingSafeEqual(expected, given) && SIGNATURE.test(signature);
    const skew = Math.abs(Math.floor(now().getTime() / 1000) - Number(timestamp));
    if (!key) return { ok: false, code: 'machine.unknown_key' };
    if (!matches) return { ok: false, code: 'machine.bad_signature' };
    if (skew > MACHINE_CLOCK_TOLERANCE_SECONDS) return { ok: false, code: 'machine.stale_timestamp' };
    return { ok: true, key, nonce, bodySha256 };
  };
}
