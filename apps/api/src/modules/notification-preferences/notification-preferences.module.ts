import { notificationPreferencesEndpoint, updateNotificationPreferencesEndpoint } from '@yolla/contract';
import { defineModule } from '../../http/module.ts';
import { createNotifier, type Notifier } from './notification-preferences.notifier.ts';
import { erasePreferences, readPreferences, savePreferences } from './notification-preferences.repository.ts';

declare module '../../http/module.ts' {
  interface Services {
    /** Tells a customer about an event (contributed by the module that raises it) on the channels they chose. */
    notifier: Notifier;
  }
}

/** Which events a customer hears about by SMS and by e-mail, and the notifier that honours it. */
export const notificationPreferencesModule = defineModule({
  name: 'notification-preferences',
  provides: {
    notifier: ({ db, services, contributions }) => createNotifier({ db }, services.messages, contributions),
  },
  setup: ({ db, clock }) => ({
    contributes: { erasers: [{ name: 'notification-preferences', erase: erasePreferences }] },
    routes(table) {
      table.add(notificationPreferencesEndpoint, async ({ customer }) => ({
        data: await readPreferences(db, customer.id),
      }));
      table.add(updateNotificationPreferencesEndpoint, async ({ customer, body, request }) => {
        await savePreferences(db, customer.id, body, clock.now());
        return { data: await readPreferences(db, customer.id), message: request.t('api.notifications_saved') };
      });
    },
  }),
});
