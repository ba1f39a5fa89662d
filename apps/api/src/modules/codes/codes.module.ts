import { resendCodeEndpoint } from '@yolla/contract';
import { perAddressAndAccount } from '../../http/limits.ts';
import type { ApiModule } from '../../http/module.ts';
import { deleteCodesOf } from './codes.repository.ts';

/**
 * One-time codes: the service is `deps.codes` (built in app.ts from `codes.service.ts`); this module adds the one
 * route every flow shares, resending a code by its ticket, and erases a deleted account's codes.
 */
export const codesModule: ApiModule = {
  name: 'codes',
  routes(table, { codes, limiter, config, accountDeletion }) {
    accountDeletion.addEraser({ name: 'codes', erase: (tx, customerId) => deleteCodesOf(tx, customerId) });
    const limited = perAddressAndAccount(limiter, 'codes', {
      address: config.rateLimits.codesIp,
      account: config.rateLimits.codesAccount,
    });
    table.add(
      resendCodeEndpoint,
      async ({ body, request }) => {
        const sent = await codes.resend(body.ticket);
        return { data: sent, message: request.t('api.code_sent', { destination: sent.destination }) };
      },
      limited,
    );
  },
};
