import { customerProfileEndpoint, deleteAccountEndpoint, updateCustomerProfileEndpoint } from '@yolla/contract';
import { defineModule } from '../../http/module.ts';
import { createProfileService, toCustomerProfile } from './profile.usecases.ts';

/**
 * The customer's profile (name, surname, e-mail, customer ID, birth date, message language) and account deletion,
 * which runs every module's contributed obligation checks and erasers.
 */
export const profileModule = defineModule({
  name: 'profile',
  setup({ db, clock, limiter, services, contributions }) {
    const profiles = createProfileService({
      db,
      clock,
      limiter,
      passwords: services.passwords,
      customers: services.customers,
      sessions: services.sessions,
      accountDeletion: contributions.accountDeletion,
    });
    return {
      routes(table) {
        table.add(customerProfileEndpoint, ({ customer }) => ({ data: toCustomerProfile(customer) }));
        table.add(updateCustomerProfileEndpoint, async ({ customer, body, request }) => ({
          data: toCustomerProfile(await profiles.update(customer, body)),
          message: request.t('api.profile_saved'),
        }));
        table.add(deleteAccountEndpoint, async ({ customer, body, request }) => {
          await profiles.deleteAccount(customer, body);
          return { message: request.t('api.account_deleted') };
        });
      },
    };
  },
});
