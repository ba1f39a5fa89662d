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
import { apiFailure, type FormFailure } from '../../lib/form.server.ts';
import { intent } from '../../lib/intents.server.ts';

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
 * `intent=add-passkey`: the browser's answer to `navigator.credentials.create()` (`credential`, JSON) for the
 * challenge it was given (`challenge_id`): the API checks it and keeps the passkey; the success toast says so.
 */
export const addPasskeyIntent = intent({
  posted: passkeyRegistrationSchema.shape,
  values: (form) => ({ challenge_id: form.get('challenge_id'), credential: readJson(form.get('credential')) }),
  run: async ({ data, state }) => {
    await state.api.call(addPasskeyEndpoint, { body: data }, { toast: 'success' });
  },
});

/** `intent=remove-passkey`: one passkey of the list (`passkey`), after the confirm step; another's is 404. */
export const removePasskeyIntent = intent({
  posted: { passkey: passkeyIdSchema },
  run: async ({ data, state }) => {
    await state.api.call(removePasskeyEndpoint, { params: { id: data.passkey } }, { toast: 'success' });
  },
});
