import { codeDeliveryEndpoint, resendCodeEndpoint } from '@yolla/contract';
import { defineModule } from '../../http/module.ts';
import { deleteCodesOf } from './codes.repository.ts';
import { createCodeService } from './codes.service.ts';
import { smsCodeGrant } from './codes.sign-in.ts';

/**
 * One-time codes: the service every flow sends and redeems them with, the SMS-code grant (signing in with the
 * purposes other modules contribute), the two routes every flow shares — resending a code by its ticket, and whether it could not be delivered — and the
 * erasure of a deleted account's codes.
 */
export const codesModule = defineModule({
  name: 'codes',
  config: ['tokens'],
  provides: {
    codes: ({ db, clock, services, config }) =>
      createCodeService({ db, clock, messages: services.messages, secret: config.tokens.secret }),
  },
  setup({ services, contributions, limiter, clock }) {
    return {
      contributes: {
        grants: [smsCodeGrant(services.codes, contributions, limiter, clock)],
        erasers: [{ name: 'codes', erase: (tx, customerId) => deleteCodesOf(tx, customerId) }],
      },
      routes(table) {
        table.add(resendCodeEndpoint, async ({ body, request }) => {
          const sent = await services.codes.resend(body.ticket);
          return { data: sent, message: request.t('api.code_sent', { destination: sent.destination }) };
        });
        table.add(codeDeliveryEndpoint, async ({ query }) => ({
          data: { undelivered: await services.codes.undelivered(query.ticket) },
        }));
      },
    };
  },
});
