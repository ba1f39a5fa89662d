import { endSessionEndpoint, passwordChangeEndpoint, passwordChangeSchema, sessionIdSchema } from '@yolla/contract';
import type { RequestState } from '../../lib/context.ts';
import { apiFailure, malformedForm, readForm, type FormFailure } from '../../lib/form.server.ts';

/**
 * The password form: the current password and a new one (its length here, the list of common passwords at the API).
 * Every other session ends; this one stays. Passwords are never kept in the answer.
 */
export async function changePassword(form: FormData, state: RequestState): Promise<FormFailure | null> {
  const parsed = await readForm(form, passwordChangeSchema, { locale: state.locale });
  if (!parsed.ok) return parsed;
  try {
    await state.api.call(
      passwordChangeEndpoint,
      {
        body: { current_password: parsed.data.current_password, new_password: parsed.data.new_password },
      },
      { toast: 'success' },
    );
    return null;
  } catch (error) {
    return apiFailure(error, {});
  }
}

/** Signs out one session of the list (`session` is its id); another customer's or a gone one is 404. */
export async function endSession(form: FormData, state: RequestState): Promise<FormFailure | null> {
  const id = sessionIdSchema.safeParse(form.get('session'));
  if (!id.success) return malformedForm(state.locale);
  try {
    await state.api.call(endSessionEndpoint, { params: { id: id.data } }, { toast: 'success' });
    return null;
  } catch (error) {
    return apiFailure(error, {});
  }
}
