import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A value kept in a signed HttpOnly cookie (HMAC-SHA-256 with SESSION_SECRET): readable by the server only as it
 * wrote it, and only until `expiresAt`. The recovery and one-time-code pages keep their progress this way.
 */
interface Expiring {
  expiresAt: number;
}

function sign(payload: string, secret: string): string {
  return createHmac('sha256', secret).update(payload).digest('base64url');
}

export function encodeSignedState(state: Expiring, secret: string): string {
  const payload = Buffer.from(JSON.stringify(state)).toString('base64url');
  return `${payload}.${sign(payload, secret)}`;
}

/** The state when the signature holds, it has not expired and `valid` accepts its shape; else null. */
export function decodeSignedState<T extends Expiring>(
  raw: string | undefined,
  secret: string,
  valid: (value: Record<string, unknown>) => boolean,
  now = Date.now(),
): T | null {
  if (!raw) return null;
  const [payload, signature] = raw.split('.');
  if (!payload || !signature) return null;
  const expected = Buffer.from(sign(payload, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const state: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (!state || typeof state !== 'object') return null;
    const record = state as Record<string, unknown>;
    if (typeof record.expiresAt !== 'number' || !valid(record)) return null;
    return record.expiresAt > now ? (state as T) : null;
  } catch {
    return null;
  }
}

/**
 * Password recovery progress, kept in a signed HttpOnly cookie: `code` once a code was sent,
 * `verified` once the customer typed the right code. The recovery pages set it; guards read it.
 */
export interface RecoveryState {
  stage: 'code' | 'verified';
  /** Where the code went (masked phone or e-mail), for display. */
  destination: string;
  /** Opaque handle the API gave for this recovery: the code's ticket, then the reset token. */
  ticket: string;
  expiresAt: number;
  /** When another code may be asked for (ms since the epoch), for the countdown. */
  resendAt?: number;
}

export function encodeRecoveryState(state: RecoveryState, secret: string): string {
  return encodeSignedState(state, secret);
}

export function decodeRecoveryState(raw: string | undefined, secret: string, now = Date.now()): RecoveryState | null {
  return decodeSignedState<RecoveryState>(
    raw,
    secret,
    (value) => (value.stage === 'code' || value.stage === 'verified') && typeof value.ticket === 'string',
    now,
  );
}
