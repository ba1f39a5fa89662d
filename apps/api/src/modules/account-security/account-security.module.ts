import {
  accountSessionsEndpoint,
  endSessionEndpoint,
  passwordChangeEndpoint,
  phoneChangeEndpoint,
  phoneCodeEndpoint,
} from '@yolla/contract';
import { defineModule } from '../../http/module.ts';
import { createAccountSecurityService } from './account-security.usecases.ts';

/** The settings page's security: phone change by code, password change, active sessions (decision 0024). */
export const accountSecurityModule = defineModule({
  name: 'account-security',
  setup({ db, clock, limiter, services }) {
    const { codes, passwords, messages, customers, sessions } = services;
    const security = createAccountSecurityService({
      db,
      clock,
      limiter,
      codes,
      passwords,
      messages,
      customers,
      sessions,
    });
    return {
      routes(table) {
        table.add(phoneCodeEndpoint, async ({ customer, body, request }) => {
          const sent = await security.requestPhoneCode(customer, body, request.locale);
          return { data: sent, message: request.t('api.code_sent', { destination: sent.destination }) };
        });
        table.add(phoneChangeEndpoint, async ({ customer, body, request }) => ({
          data: { phone: await security.confirmPhone(customer, body.ticket, body.code) },
          message: request.t('api.phone_changed'),
        }));
        table.add(passwordChangeEndpoint, async ({ customer, session, body, request }) => {
          await security.changePassword(customer, session.claims.fam, body);
          return { message: request.t('api.password_changed') };
        });
        table.add(accountSessionsEndpoint, async ({ customer, session }) => ({
          data: await security.sessions(customer, session.claims.fam),
        }));
        table.add(endSessionEndpoint, async ({ customer, params, request }) => {
          await security.endSession(customer, params.id);
          return { message: request.t('api.session_ended') };
        });
      },
    };
  },
});
