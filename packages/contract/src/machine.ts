import { z } from 'zod/mini';
import { endpoint } from './endpoint.ts';

/**
 * Machine-to-machine access (`access: 'machine'`): the partners' systems that report events — the warehouse
 * system, the SMS gateway, the payment provider, the exchange-rates feed, the courier service — call the API under `/api/v{n}/machine`, each request signed with
 * one of the partner's keys (HMAC-SHA256). Keys come from configuration (`MACHINE_KEYS`); two keys of a partner may
 * be active at once, so a key is rotated without a pause. Decision 0028.
 */
export const MACHINE_PARTNERS = ['warehouse', 'sms-gateway', 'payment-provider', 'rates-feed', 'courier'] as const;
export type MachinePartner = (typeof MACHINE_PARTNERS)[number];

/** The headers of a signed request. */
export const MACHINE_HEADERS = {
  /** Names the key that signed (the partner is the key's owner). */
  keyId: 'x-yolla-key-id',
  /** When the request was signed: Unix time in seconds. */
  timestamp: 'x-yolla-timestamp',
  /** A value the signer never uses twice with one key (16–64 letters, digits, `-` or `_`): a retry is a new request. */
  nonce: 'x-yolla-nonce',
  /** Lower-case hex of HMAC-SHA256(key secret, the signing input). */
  signature: 'x-yolla-signature',
} as const;

/** A request signed more than this far from the API's clock (either way) is refused. */
export const MACHINE_CLOCK_TOLERANCE_SECONDS = 300;

/** The shape of a nonce: 16–64 letters, digits, `-` or `_` (a UUID, or 16 random bytes in hex or base64url). */
export const MACHINE_NONCE = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * What is signed, one line each: the method in capitals, the path with its query exactly as sent, the timestamp,
 * the nonce, and the lower-case hex SHA-256 of the body's bytes (of nothing, for a request without a body).
 */
export function machineSigningInput(
  method: string,
  pathAndQuery: string,
  timestamp: string,
  nonce: string,
  bodySha256: string,
) {
  return `${method.toUpperCase()}\n${pathAndQuery}\n${timestamp}\n${nonce}\n${bodySha256}`;
}

export const machineSignatureCheckEndpoint = endpoint({
  method: 'POST',
  path: '/signature-check',
  access: 'machine',
  partners: MACHINE_PARTNERS,
  limit: 'machine',
  body: z.optional(z.record(z.string(), z.unknown())),
  response: z.object({
    data: z.object({
      partner: z.enum(MACHINE_PARTNERS),
      key_id: z.string(),
      /** The SHA-256 of the body the API received, as it was signed. */
      body_sha256: z.string(),
    }),
  }),
  errors: [],
  tags: ['machine'],
  summary: 'Checks a partner’s signing: answers who signed and the digest of the body received',
  description:
    'For a partner setting up its signer: a request that passes answers the partner, the key id and the SHA-256 of ' +
    'the body as received. Every machine route refuses alike: 401 machine.unsigned (headers missing), ' +
    'machine.unknown_key, machine.bad_signature, machine.stale_timestamp (more than 300 s off), machine.replay ' +
    '(a nonce of the key used again); 403 machine.partner_not_allowed.',
});
