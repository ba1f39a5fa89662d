import { createHash, createHmac } from 'node:crypto';
import type { Passkey } from '@yolla/contract';
import type { ModuleDeps } from '../../http/module.ts';
import { ApiError } from '../../lib/api-error.ts';
import { describeUserAgent } from '../../lib/user-agent.ts';
import type { PasskeyRow } from './passkeys.table.ts';

/** How long a challenge may be answered, and what the browser is told (the same five minutes). */
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;

/** The most passkeys one account keeps. */
export const MAX_PASSKEYS = 10;

export const passkeyErrors = {
  invalid: () => new ApiError('passkeys.invalid'),
  challengeExpired: () => new ApiError('passkeys.challenge_expired'),
  limitReached: () => new ApiError('passkeys.limit_reached'),
};

const LOCALHOST = /^http:\/\/localhost(:\d{1,5})?$/;

/**
 * The origin the browser says it created or used the passkey on (from the signed client data), once it is one of
 * the configured origins (or, with none configured in development and tests, any `http://localhost:{port}`).
 * The library then checks the signed client data against exactly this origin.
 */
export function allowedOrigin(
  clientDataJSON: string,
  origins: ModuleDeps<'webauthn'>['config']['webauthn']['origins'],
): string {
  let origin: unknown;
  try {
    origin = (JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as { origin?: unknown }).origin;
  } catch {
    throw passkeyErrors.invalid();
  }
  if (typeof origin !== 'string') throw passkeyErrors.invalid();
  const allowed = origins ? origins.includes(origin) : LOCALHOST.test(origin);
  if (!allowed) throw passkeyErrors.invalid();
  return origin;
}

/**
 * The WebAuthn user handle of an account: stable (an authenticator keeps one passkey per account and site) and
 * without personal data, as the specification asks; derived from the server's secret so it says nothing either.
 */
export function userHandleOf(customerId: number, secret: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(createHmac('sha256', secret).update(`webauthn-user:${customerId}`).digest());
}

/** A credential id no account has, as a rate-limit key: hashed, so keys stay short whatever was sent. */
export function credentialKey(credentialId: string): string {
  return createHash('sha256').update(credentialId).digest('base64url');
}

/** `Chrome, Windows` from the browser's User-Agent; null when nothing recognisable is in it. */
export function deviceNameOf(userAgent: string | null): string | null {
  const { browser, os } = describeUserAgent(userAgent);
  return [browser, os].filter(Boolean).join(', ') || null;
}

export function passkeyView(row: PasskeyRow): Passkey {
  return {
    id: row.id,
    device: row.deviceName,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
  };
}
