import { codeDeliveryEndpoint } from '@yolla/contract';
import type { RequestState } from './context.ts';
import { decodeSignedState, encodeSignedState } from './recovery.server.ts';

/**
 * A one-time code waiting to be typed on `/otp`, kept in a signed HttpOnly cookie: the phone it went to (the
 * SMS-code grant's username), its ticket (for a resend), the masked number to show, when another code may be asked
 * for, and where to go once signed in. Registration sets it; a digital-identity sign-up's phone step can too; the
 * settings page's phone change keeps its code the same way (`phone_change`, for `/cabinet/settings/phone`).
 */
export interface OtpState {
  purpose: 'registration' | 'phone_change';
  phone: string;
  ticket: string;
  destination: string;
  /** When another code may be asked for (ms since the epoch). */
  resendAt: number;
  expiresAt: number;
  redirect?: string;
}

/** The code flow lasts an hour at most (five codes an hour); then it starts again. */
export const OTP_STATE_TTL_MS = 3600_000;

export function encodeOtpState(state: OtpState, secret: string): string {
  return encodeSignedState(state, secret);
}

/** The code waiting for one purpose (by default registration's), or null when there is none or another's. */
export function decodeOtpState(
  raw: string | undefined,
  secret: string,
  now = Date.now(),
  purpose: OtpState['purpose'] = 'registration',
): OtpState | null {
  return decodeSignedState<OtpState>(
    raw,
    secret,
    (value) =>
      value.purpose === purpose &&
      typeof value.phone === 'string' &&
      typeof value.ticket === 'string' &&
      typeof value.destination === 'string' &&
      typeof value.resendAt === 'number',
    now,
  );
}

/** Seconds until another code may be asked for, never negative. */
export function secondsUntil(moment: number | undefined, now = Date.now()): number {
  return moment ? Math.max(0, Math.ceil((moment - now) / 1000)) : 0;
}

/**
 * Whether the ticket's code could not be delivered (the SMS network or the mail server gave up on it), for the code
 * pages to say so and offer another way. Not knowing (the API unreachable, the ticket gone) reads as not failed: the
 * page then shows what it always did.
 */
export async function codeUndelivered(state: RequestState, ticket: string): Promise<boolean> {
  try {
    return (await state.api.call(codeDeliveryEndpoint, { query: { ticket } }, { toast: false })).data.undelivered;
  } catch {
    return false;
  }
}
