import { notificationChoices, notificationFormSchema, updateNotificationPreferencesEndpoint } from '@yolla/contract';
import type { RequestState } from '../../lib/context.ts';
import { apiFailure, readForm, type FormFailure } from '../../lib/form.server.ts';

/** The notification form: every box of every channel and event is sent; an unticked one is off. */
export async function saveNotifications(form: FormData, state: RequestState): Promise<FormFailure | null> {
  const parsed = await readForm(form, notificationFormSchema, { locale: state.locale });
  if (!parsed.ok) return parsed;
  try {
    await state.api.call(
      updateNotificationPreferencesEndpoint,
      { body: notificationChoices(parsed.data) },
      { toast: 'success' },
    );
    return null;
  } catch (error) {
    return apiFailure(error, {});
  }
}
