import { accountDeletionFormSchema, deleteAccountEndpoint } from '@yolla/contract';
import { href } from 'react-router';
import type { RequestState } from '../../lib/context.ts';
import { apiFailure, readForm, type FormFailure } from '../../lib/form.server.ts';
import { clearTokens } from '../../lib/session.server.ts';

/**
 * The account-deletion form (`intent=delete-account`): the confirmation ticked and the current password. Refused
 * while money or parcels are pending (the API's message says what to settle first). Otherwise the personal data is
 * erased and every session ends: this browser's cookies are cleared and the customer lands on the home page with
 * the API's goodbye as a toast.
 */
export async function deleteAccount(
  form: FormData,
  state: RequestState,
): Promise<FormFailure | { ok: true; redirectTo: string }> {
  const parsed = await readForm(form, accountDeletionFormSchema, { locale: state.locale });
  if (!parsed.ok) return parsed;
  try {
    const password = parsed.data.password?.length ? { password: parsed.data.password } : {};
    await state.api.call(deleteAccountEndpoint, { body: password }, { toast: 'success' });
    clearTokens(state.out, state.names);
    return { ok: true, redirectTo: href('/:lang', { lang: state.lang }) };
  } catch (error) {
    return apiFailure(error, {});
  }
}
