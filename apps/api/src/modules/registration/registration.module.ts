import { registrationEndpoint } from '@yolla/contract';
import { defineModule } from '../../http/module.ts';
import { createRegistrationService } from './registration.usecases.ts';

/**
 * Self-registration with an SMS code (decision 0024): `POST /registration` sends the code; the token endpoint's
 * SMS-code grant redeems it, and this module's `registration` code purpose turns the registration into the account
 * the grant signs in.
 */
export const registrationModule = defineModule({
  name: 'registration',
  setup({ db, clock, services }) {
    const { codes, passwords, messages, customers } = services;
    const registrations = createRegistrationService({ db, clock, codes, passwords, messages, customers });
    return {
      contributes: {
        codeSignIn: [{ purpose: 'registration', accountFor: (phone, now) => registrations.complete(db, phone, now) }],
      },
      routes(table) {
        table.add(registrationEndpoint, async ({ body, request }) => {
          const sent = await registrations.register(body, request.locale);
          return { data: sent, message: request.t('api.code_sent', { destination: sent.destination }) };
        });
      },
    };
  },
});
