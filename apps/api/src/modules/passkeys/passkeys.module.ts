import {
  addPasskeyEndpoint,
  passkeyAuthenticationOptionsEndpoint,
  passkeyRegistrationOptionsEndpoint,
  passkeysEndpoint,
  removePasskeyEndpoint,
} from '@yolla/contract';
import { perAddressAndAccount } from '../../http/limits.ts';
import type { ApiModule } from '../../http/module.ts';
import { erasePasskeys } from './passkeys.repository.ts';
import { createPasskeyService } from './passkeys.usecases.ts';

/** The User-Agent as the sessions keep it: the first 512 characters, or null. */
function userAgentOf(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header[0] : header;
  return value ? value.slice(0, 512) : null;
}

/**
 * Passkeys: the signed-in customer adds, lists and removes them; anyone asks for a sign-in challenge, which the
 * token endpoint's passkey grant redeems through the verifier installed here. Every route is limited per address
 * and per account; deleting an account erases its passkeys.
 */
export const passkeysModule: ApiModule = {
  name: 'passkeys',
  routes(table, deps) {
    const { rateLimits } = deps.config;
    const passkeys = createPasskeyService(deps);
    deps.passkeySignIn.install(passkeys.verifier);
    deps.accountDeletion.addEraser({ name: 'passkeys', erase: erasePasskeys });
    const limited = perAddressAndAccount(deps.limiter, 'passkeys', {
      address: rateLimits.passkeysIp,
      account: rateLimits.passkeysAccount,
    });

    table.add(
      passkeyRegistrationOptionsEndpoint,
      async ({ customer }) => ({ data: await passkeys.registrationOptions(customer) }),
      limited,
    );

    table.add(
      addPasskeyEndpoint,
      async ({ customer, body, request }) => ({
        data: await passkeys.add(customer, body, userAgentOf(request.headers['user-agent'])),
        message: request.t('api.passkey_added'),
      }),
      limited,
    );

    table.add(passkeysEndpoint, async ({ customer }) => ({ data: await passkeys.list(customer) }), limited);

    table.add(
      removePasskeyEndpoint,
      async ({ customer, params, request }) => {
        await passkeys.remove(customer, params.id);
        return { message: request.t('api.passkey_removed') };
      },
      limited,
    );

    table.add(
      passkeyAuthenticationOptionsEndpoint,
      async () => ({ data: await passkeys.authenticationOptions() }),
      limited,
    );
  },
};
