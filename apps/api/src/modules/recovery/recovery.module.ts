import { passwordResetEndpoint, recoveryCodeEndpoint, recoveryVerifyEndpoint } from '@yolla/contract';
import { perAddressAndAccount } from '../../http/limits.ts';
import type { ApiModule } from '../../http/module.ts';
import { deleteResetsOf } from './recovery.repository.ts';
import { createRecoveryService } from './recovery.usecases.ts';

/** Password recovery: a code by SMS or e-mail, a reset token for the right code, a new password for the token. */
export const recoveryModule: ApiModule = {
  name: 'recovery',
  routes(table, deps) {
    const { rateLimits } = deps.config;
    const recovery = createRecoveryService(deps);
    deps.accountDeletion.addEraser({
      name: 'password-resets',
      erase: (tx, customerId) => deleteResetsOf(tx, customerId),
    });
    const sending = perAddressAndAccount(deps.limiter, 'codes', {
      address: rateLimits.codesIp,
      account: rateLimits.codesAccount,
    });
    const checking = perAddressAndAccount(deps.limiter, 'verify', {
      address: rateLimits.verifyIp,
      account: rateLimits.verifyIp,
    });

    table.add(
      recoveryCodeEndpoint,
      async ({ body, request }) => {
        const sent = await recovery.requestCode(body.username, request.locale);
        return { data: sent, message: request.t('api.code_sent', { destination: sent.destination }) };
      },
      sending,
    );

    table.add(
      recoveryVerifyEndpoint,
      async ({ body }) => ({ data: await recovery.verify(body.ticket, body.code) }),
      checking,
    );

    table.add(
      passwordResetEndpoint,
      async ({ body, request }) => {
        await recovery.reset(body.reset_token, body.password);
        return { message: request.t('api.password_reset') };
      },
      checking,
    );
  },
};
