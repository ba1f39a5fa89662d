import { passwordResetEndpoint, recoveryCodeEndpoint, recoveryVerifyEndpoint } from '@yolla/contract';
import { defineModule } from '../../http/module.ts';
import { deleteResetsOf } from './recovery.repository.ts';
import { createRecoveryService } from './recovery.usecases.ts';

/** Password recovery: a code by SMS or e-mail, a reset token for the right code, a new password for the token. */
export const recoveryModule = defineModule({
  name: 'recovery',
  setup({ db, clock, limiter, services }) {
    const { codes, passwords, messages, customers, sessions } = services;
    const recovery = createRecoveryService({ db, clock, limiter, codes, passwords, messages, customers, sessions });
    return {
      contributes: {
        erasers: [{ name: 'password-resets', erase: (tx, customerId) => deleteResetsOf(tx, customerId) }],
      },
      routes(table) {
        table.add(recoveryCodeEndpoint, async ({ body, request }) => {
          const sent = await recovery.requestCode(body.username, request.locale);
          return { data: sent, message: request.t('api.code_sent', { destination: sent.destination }) };
        });
        table.add(recoveryVerifyEndpoint, async ({ body }) => ({
          data: await recovery.verify(body.ticket, body.code),
        }));
        table.add(passwordResetEndpoint, async ({ body, request }) => {
          await recovery.reset(body.reset_token, body.password);
          return { message: request.t('api.password_reset') };
        });
      },
    };
  },
});
