import { decodeSignedState, encodeSignedState } from '../../lib/recovery.server.ts';

/**
 * A digital-identity sign-in in progress, in a signed HttpOnly cookie: while the browser is at the provider, the
 * `state`, `nonce` and PKCE verifier the callback is checked against; for a first-time identity, the callback's code
 * (the API's ticket for the phone step). `redirect` is the page first asked for.
 */
export type IdentifyState =
  | {
      stage: 'authorize';
      state: string;
      nonce: string;
      verifier: string;
      redirectUri: string;
      redirect?: string;
      expiresAt: number;
    }
  | { stage: 'phone'; ticket: string; redirect?: string; expiresAt: number };

export const AUTHORIZE_TTL_MS = 10 * 60_000;
export const PHONE_TTL_MS = 15 * 60_000;

export function encodeIdentifyState(value: IdentifyState, secret: string): string {
  return encodeSignedState(value, secret);
}

export function decodeIdentifyState(raw: string | undefined, secret: string, now = Date.now()): IdentifyState | null {
  return decodeSignedState<IdentifyState>(
    raw,
    secret,
    (value) =>
      (value.stage === 'authorize' &&
        typeof value.state === 'string' &&
        typeof value.nonce === 'string' &&
        typeof value.verifier === 'string' &&
        typeof value.redirectUri === 'string') ||
      (value.stage === 'phone' && typeof value.ticket === 'string'),
    now,
  );
}
