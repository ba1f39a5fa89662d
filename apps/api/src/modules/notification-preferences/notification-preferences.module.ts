import { notificationPreferencesEndpoint, updateNotificationPreferencesEndpoint } from '@yolla/contract';
import { perAddressAndAccount } from '../../http/limits.ts';
import type { ApiModule } from '../../http/module.ts';
import { erasePreferences, readPreferences, savePreferences } from './notification-preferences.repository.ts';

/** Which events a customer hears about by SMS and by e-mail. */
export const notificationPreferencesModule: ApiModule = {
  name: 'notification-preferences',
  routes(table, { db, config, clock, limiter, accountDeletion }) {
    const limited = perAddressAndAccount(limiter, 'settings', {
      address: config.rateLimits.settingsIp,
      account: config.rateLimits.settingsAccount,
    });

    accountDeletion.addEraser({ name: 'notification-preferences', erase: erasePreferences });

    table.add(
      notificationPreferencesEndpoint,
      async ({ customer }) => ({ data: await readPreferences(db, customer.id) }),
      limited,
    );

    table.add(
      updateNotificationPreferencesEndpoint,
      async ({ customer, body, request }) => {
        await savePreferences(db, customer.id, body, clock.now());
        return { data: await readPreferences(db, customer.id), message: request.t('api.notifications_saved') };
      },
      limited,
    );
  },
};
