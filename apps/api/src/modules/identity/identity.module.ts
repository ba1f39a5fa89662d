import { DIGITAL_IDENTITY_GRANT, identityAuthorizationEndpoint, identityPhoneEndpoint } from '@yolla/contract';
import type { FastifyInstance } from 'fastify';
import { defineModule } from '../../http/module.ts';
import { guardedSignIn, type SignInGrant } from '../../lib/sign-in.ts';
import { createOidcClient } from './identity.oidc.ts';
import { sandboxIdentityProvider } from './sandbox-idp.ts';
import { eraseIdentities } from './identity.repository.ts';
import { createIdentityService, IDENTITY_PURPOSE } from './identity.usecases.ts';

/**
 * Sign-in and sign-up through the national digital identity (decision 0027): the authorization URL, the token
 * endpoint's digital-identity grant, and the phone step of a first-time identity, whose code the SMS-code grant
 * redeems for this module's code purpose.
 */
export const identityModule = defineModule({
  name: 'identity',
  config: ['identity'],
  setup({ db, clock, limiter, services, config, fetch }) {
    const client = createOidcClient({ ...config.identity, clock, fetch });
    const identities = createIdentityService(
      { db, clock, codes: services.codes, customers: services.customers },
      client,
    );
    /**
     * The digital-identity grant: the provider's code redeemed for the account it signs in to — or refused
     * (`identity.failed`, or `identity.phone_required` for a first-time identity). Every attempt counts against the
     * address under the sign-in delays (decision 0014); a success takes it back.
     */
    const grant: SignInGrant<typeof DIGITAL_IDENTITY_GRANT> = {
      grantType: DIGITAL_IDENTITY_GRANT,
      signIn: (input, caller, sessions) =>
        guardedSignIn(limiter, { ip: caller.ip, isFailure: () => true }, async () => {
          const customer = await identities.customerFor(input);
          return sessions.start(customer.id, caller);
        }),
    };
    return {
      contributes: {
        grants: [grant],
        codeSignIn: [{ purpose: IDENTITY_PURPOSE, accountFor: (phone, now) => identities.complete(db, phone, now) }],
        erasers: [{ name: 'identity', erase: eraseIdentities }],
      },
      // The built-in stand-in for the national digital identity (decision 0027); config refuses it in a deployment.
      ...(config.identity.provider === 'sandbox'
        ? {
            async pages(app: FastifyInstance) {
              await app.register(sandboxIdentityProvider, { config, clock });
            },
          }
        : {}),
      routes(table) {
        table.add(identityAuthorizationEndpoint, async ({ body, request }) => ({
          data: await client.authorization(body.redirect_uri, request.locale),
        }));
        table.add(identityPhoneEndpoint, async ({ body, request }) => {
          const sent = await identities.sendPhoneCode(body.ticket, body.phone, request.locale);
          return { data: sent, message: request.t('api.code_sent', { destination: sent.destination }) };
        });
      },
    };
  },
});
