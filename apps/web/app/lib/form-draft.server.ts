import { deflateRawSync, inflateRawSync } from 'node:zlib';
import type { RequestState } from './context.ts';
import { decodeSignedState, encodeSignedState } from './recovery.server.ts';

/** A form's fields by name, as the form convention keeps them (`items.0.unit_price`, …). */
export type DraftValues = Partial<Record<string, string>>;

/** A draft waits an hour for the customer to come back. */
export const DRAFT_TTL_MS = 3600_000;
/** Browsers keep cookies up to 4 KB with their name and attributes; a larger draft is not kept this way. */
const MAX_COOKIE_BYTES = 3800;

interface DraftState {
  form: string;
  /** The values as JSON, deflated and base64url-encoded: a declaration with many items still fits. */
  values: string;
  expiresAt: number;
}

/**
 * A form's values kept across a detour — declaring with an incomplete profile goes to the settings and comes back —
 * in a signed HttpOnly cookie, read once by the page that comes back (`takeDraft`). False when the draft is too large
 * for a cookie: the caller then leaves the values on the page, so nothing typed is lost either way.
 */
export function keepDraft(state: RequestState, secret: string, form: string, values: DraftValues, now = Date.now()) {
  const packed = deflateRawSync(JSON.stringify(values)).toString('base64url');
  const draft: DraftState = { form, values: packed, expiresAt: now + DRAFT_TTL_MS };
  const value = encodeSignedState(draft, secret);
  if (value.length > MAX_COOKIE_BYTES) return false;
  state.out.set(state.names.draft, value, { maxAge: DRAFT_TTL_MS / 1000 });
  return true;
}

/** The draft of this form the customer left, once: the cookie is cleared when read. Null when none, expired or forged. */
export function takeDraft(state: RequestState, secret: string, form: string, now = Date.now()): DraftValues | null {
  const raw = state.cookies[state.names.draft];
  if (!raw) return null;
  const draft = decodeSignedState<DraftState>(
    raw,
    secret,
    (value) => value.form === form && typeof value.values === 'string',
    now,
  );
  if (!draft) return null;
  state.out.delete(state.names.draft);
  try {
    const values: unknown = JSON.parse(inflateRawSync(Buffer.from(draft.values, 'base64url')).toString('utf8'));
    if (!values || typeof values !== 'object' || Array.isArray(values)) return null;
    return Object.fromEntries(
      Object.entries(values).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return null;
  }
}
