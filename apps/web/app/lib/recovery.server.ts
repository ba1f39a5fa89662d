import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Password recovery progress, kept in a signed HttpOnly cookie: `code` once a code was sent,
 * `verified` once the customer typed the right code. The recovery pages set it; guards read it.
 */
export interface RecoveryState {
  stage: 'code' | 'verified';
  /** Where the code went (masked phone or e-mail), for display. */
  destination: string;
  /** Opaque handle the API gave for this recovery. */
  ticket: string;
  expiresAt: number;
}

function sign(payload: string, secret: string): string {
  return createHmac('sha256', secret).update(payload).digest('base64url');
}

export function encodeRecoveryState(state: RecoveryState, secret: string): string {
  const payload = Buffer.from(JSON.stringify(state)).toString('base64url');
  return `${payload}.${sign(payload, secret)}`;
}

export function decodeRecoveryState(raw: string | undefined, secret: string, now = Date.now()): RecoveryState | null {
  if (!raw) return null;
  const [payload, signature] = raw.split('.');
  if (!payload || !signature) return null;
  const expected = Buffer.from(sign(payload, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const state = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as RecoveryState;
    if ((state.stage !== 'code' && state.stage !== 'verified') || typeof state.expiresAt !== 'number') return null;
    return state.expiresAt > now ? state : null;
  } catch {
    return null;
  }
}
