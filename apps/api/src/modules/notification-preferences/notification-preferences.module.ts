import { notificationPreferencesEndpoint, updateNotificationPreferencesEndpoint } from '@yolla/contract';
import { defineModule } from '../../http/module.ts';
import { erasePreferences, readPreferences, savePreferences } from './notification-preferences.repository.ts';

/**
 * Which events a customer hears about by SMS and by e-mail: the settings' channel × event table. The notifications
 * module reads these choices when it delivers a notice.
 */
export const notificationPreferencesModule = defineModule({
  name: 'notification-preferences',
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
