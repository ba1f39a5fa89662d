import { customerProfileEndpoint, deleteAccountEndpoint, updateCustomerProfileEndpoint } from '@yolla/contract';
import { perAddressAndAccount } from '../../http/limits.ts';
import type { ApiModule } from '../../http/module.ts';
import { createProfileService, toCustomerProfile } from './profile.usecases.ts';

/** The customer's profile (name, surname, e-mail, customer ID, birth date, message language) and account deletion. */
export const profileModule: ApiModule = {
  name: 'profile',
  routes(table, deps) {
    const { rateLimits } = deps.config;
    const limited = perAddressAndAccount(deps.limiter, 'settings', {
      address: rateLimits.settingsIp,
      account: rateLimits.settingsAccount,
    });
    const profiles = createProfileService(deps);

    table.add(customerProfileEndpoint, ({ customer }) => ({ data: toCustomerProfile(customer) }), limited);

    table.add(
      updateCustomerProfileEndpoint,
      async ({ customer, body, request }) => ({
        data: toCustomerProfile(await profiles.update(customer, body)),
        message: request.t('api.profile_saved'),
      }),
      limited,
    );

    table.add(
      deleteAccountEndpoint,
      async ({ customer, body, request }) => {
        await profiles.deleteAccount(customer, body);
        return { message: request.t('api.account_deleted') };
      },
      limited,
    );
  },
};
