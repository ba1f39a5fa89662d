import { registrationEndpoint } from '@yolla/contract';
import { perAddressAndAccount } from '../../http/limits.ts';
import type { ApiModule } from '../../http/module.ts';
import { createRegistrationService } from './registration.usecases.ts';

/**
 * Self-registration with an SMS code (decision 0024): `POST /registration` sends the code; the token endpoint's
 * SMS-code grant redeems it, and this module's `registration` purpose turns the registration into the account
 * the grant signs in.
 */
export const registrationModule: ApiModule = {
  name: 'registration',
  routes(table, deps) {
    const registrations = createRegistrationService(deps);
    deps.codeSignIn.add({
      purpose: 'registration',
      customerFor: (db, phone, now) => registrations.complete(db, phone, now),
    });
    const limited = perAddressAndAccount(deps.limiter, 'codes', {
      address: deps.config.rateLimits.codesIp,
      account: deps.config.rateLimits.codesAccount,
    });
    table.add(
      registrationEndpoint,
      async ({ body, request }) => {
        const sent = await registrations.register(body, request.locale);
        return { data: sent, message: request.t('api.code_sent', { destination: sent.destination }) };
      },
      limited,
    );
  },
};
