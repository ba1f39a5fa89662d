import {
  addPasskeyEndpoint,
  passkeyIdSchema,
  passkeyRegistrationOptionsEndpoint,
  passkeyRegistrationSchema,
  passkeysEndpoint,
  removePasskeyEndpoint,
  type Passkey,
  type PasskeyChallenge,
} from '@yolla/contract';
import type { Locale } from '@yolla/i18n';
import type { RequestState } from '../../lib/context.ts';
import { formatDateTime } from '../../lib/format.ts';
import { apiFailure, malformedForm, type FormFailure } from '../../lib/form.server.ts';

/** One passkey as the settings page shows it: its device and its times, formatted for the page. */
export interface PasskeyView {
  id: string;
  device: string | null;
  added: string;
  lastUsed: string | null;
}

export function passkeyView(passkey: Passkey, locale: Locale, timeZone: string): PasskeyView {
  return {
    id: passkey.id,
    device: passkey.device,
    added: formatDateTime(passkey.created_at, locale, { timeZone }),
    lastUsed: passkey.last_used_at ? formatDateTime(passkey.last_used_at, locale, { timeZone }) : null,
  };
}

export async function loadPasskeys(state: RequestState): Promise<Passkey[]> {
  return (await state.api.call(passkeysEndpoint, {}, { toast: false })).data;
}

/** `?remove-passkey={id}`: the passkey whose removal waits for the customer's confirmation, if it is theirs. */
export function passkeyToRemove(url: URL | undefined, passkeys: PasskeyView[] | null): string | null {
  const id = url?.searchParams.get('remove-passkey');
  return id && passkeys?.some((passkey) => passkey.id === id) ? id : null;
}

function readJson(text: FormDataEntryValue | null): unknown {
  if (typeof text !== 'string') return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** A challenge for the browser's `navigator.credentials.create()`, or the API's refusal (ten passkeys already). */
export async function passkeyRegistrationOptions(state: RequestState): Promise<PasskeyChallenge | FormFailure> {
  try {
    return (await state.api.call(passkeyRegistrationOptionsEndpoint, {}, { toast: false })).data;
  } catch (error) {
    return apiFailure(error, {});
  }
}

/**
 * The browser's answer to `navigator.credentials.create()` (`credential`, JSON) for the challenge it was given
 * (`challenge_id`): the API checks it and keeps the passkey; the success toast says so.
 */
export async function addPasskey(form: FormData, state: RequestState): Promise<FormFailure | null> {
  const parsed = passkeyRegistrationSchema.safeParse({
    challenge_id: form.get('challenge_id'),
    credential: readJson(form.get('credential')),
  });
  if (!parsed.success) return malformedForm(state.locale);
  try {
    await state.api.call(addPasskeyEndpoint, { body: parsed.data }, { toast: 'success' });
    return null;
  } catch (error) {
    return apiFailure(error, {});
  }
}

/** Removes one passkey of the list (`passkey` is its id), after the confirm step; another's or a gone one is 404. */
export async function removePasskey(form: FormData, state: RequestState): Promise<FormFailure | null> {
  const id = passkeyIdSchema.safeParse(form.get('passkey'));
  if (!id.success) return malformedForm(state.locale);
  try {
    await state.api.call(removePasskeyEndpoint, { params: { id: id.data } }, { toast: 'success' });
    return null;
  } catch (error) {
    return apiFailure(error, {});
  }
}
