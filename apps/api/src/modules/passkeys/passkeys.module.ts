import {
  addPasskeyEndpoint,
  passkeyAuthenticationOptionsEndpoint,
  passkeyRegistrationOptionsEndpoint,
  passkeysEndpoint,
  removePasskeyEndpoint,
} from '@yolla/contract';
import { defineModule } from '../../http/module.ts';
import { erasePasskeys } from './passkeys.repository.ts';
import { passkeyGrant } from './passkeys.sign-in.ts';
import { createPasskeyService } from './passkeys.usecases.ts';

/** The User-Agent as the sessions keep it: the first 512 characters, or null. */
function userAgentOf(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header[0] : header;
  return value ? value.slice(0, 512) : null;
}

/**
 * Passkeys: the signed-in customer adds, lists and removes them; anyone asks for a sign-in challenge, which the
 * token endpoint's passkey grant (contributed here) redeems. Every route is limited per address and per account;
 * deleting an account erases its passkeys.
 */
export const passkeysModule = defineModule({
  name: 'passkeys',
  config: ['webauthn', 'tokens'],
  setup(deps) {
    const passkeys = createPasskeyService(deps);
    return {
      contributes: {
        grants: [passkeyGrant(passkeys.verifier, deps.limiter)],
        erasers: [{ name: 'passkeys', erase: erasePasskeys }],
      },
      routes(table) {
        table.add(passkeyRegistrationOptionsEndpoint, async ({ customer }) => ({
          data: await passkeys.registrationOptions(customer),
        }));
        table.add(addPasskeyEndpoint, async ({ customer, body, request }) => ({
          data: await passkeys.add(customer, body, userAgentOf(request.headers['user-agent'])),
          message: request.t('api.passkey_added'),
        }));
        table.add(passkeysEndpoint, async ({ customer }) => ({ data: await passkeys.list(customer) }));
        table.add(removePasskeyEndpoint, async ({ customer, params, request }) => {
          await passkeys.remove(customer, params.id);
          return { message: request.t('api.passkey_removed') };
        });
        table.add(passkeyAuthenticationOptionsEndpoint, async () => ({
          data: await passkeys.authenticationOptions(),
        }));
      },
    };
  },
});
