import { notificationPreferencesEndpoint, updateNotificationPreferencesEndpoint } from '@yolla/contract';
import { defineModule } from '../../http/module.ts';
import { erasePreferences, readPreferences, savePreferences } from './notification-preferences.repository.ts';
import { createNotificationPreferenceService } from './notification-preferences.service.ts';

/**
 * Which events a customer hears about by SMS and by e-mail: the settings' channel × event table. The notifications
 * module asks for these choices (`services.notificationPreferences`) when it raises a notice.
 */
export const notificationPreferencesModule = defineModule({
  name: 'notification-preferences',
  provides: { notificationPreferences: createNotificationPreferenceService },
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
