import { identityAuthorizationEndpoint, identityPhoneEndpoint } from '@yolla/contract';
import { perAddressAndAccount } from '../../http/limits.ts';
import type { ApiModule } from '../../http/module.ts';
import { createOidcClient } from './identity.oidc.ts';
import { eraseIdentities } from './identity.repository.ts';
import { createIdentityService, IDENTITY_PURPOSE } from './identity.usecases.ts';

/**
 * Sign-in and sign-up through the national digital identity (decision 0027): the authorization URL, the token
 * endpoint's digital-identity grant (through `deps.identitySignIn`), and the phone step of a first-time identity,
 * whose code the SMS-code grant redeems (`deps.codeSignIn`).
 */
export const identityModule: ApiModule = {
  name: 'identity',
  routes(table, deps) {
    const { config, clock, limiter } = deps;
    const client = createOidcClient({ ...config.identity, clock, fetch: deps.fetch });
    const identities = createIdentityService(deps, client);
    deps.identitySignIn.provide((input) => identities.customerFor(input));
    deps.codeSignIn.add({
      purpose: IDENTITY_PURPOSE,
      customerFor: (db, phone, now) => identities.complete(db, phone, now),
    });
    deps.accountDeletion.addEraser({ name: 'identity', erase: eraseIdentities });

    // Starting a sign-in counts like a sign-in attempt from the address.
    const starts = perAddressAndAccount(limiter, 'identity', {
      address: config.rateLimits.loginIp,
      account: config.rateLimits.loginIp,
    });
    table.add(
      identityAuthorizationEndpoint,
      async ({ body, request }) => ({ data: await client.authorization(body.redirect_uri, request.locale) }),
      starts,
    );
    const limited = perAddressAndAccount(limiter, 'codes', {
      address: config.rateLimits.codesIp,
      account: config.rateLimits.codesAccount,
    });
    table.add(
      identityPhoneEndpoint,
      async ({ body, request }) => {
        const sent = await identities.sendPhoneCode(body.ticket, body.phone, request.locale);
        return { data: sent, message: request.t('api.code_sent', { destination: sent.destination }) };
      },
      limited,
    );
  },
};
