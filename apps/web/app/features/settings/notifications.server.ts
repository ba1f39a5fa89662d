import { notificationChoices, notificationFormSchema, updateNotificationPreferencesEndpoint } from '@yolla/contract';
import { intent } from '../../lib/intents.server.ts';

/** `intent=notifications`: every box of every channel and event is sent; an unticked one is off. */
export const notificationsIntent = intent({
  schema: notificationFormSchema,
  run: async ({ data, state }) => {
    const body = notificationChoices(data);
    await state.api.call(updateNotificationPreferencesEndpoint, { body }, { toast: 'success' });
  },
});
