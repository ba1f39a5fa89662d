import {
  accountSessionsEndpoint,
  endSessionEndpoint,
  passwordChangeEndpoint,
  phoneChangeEndpoint,
  phoneCodeEndpoint,
} from '@yolla/contract';
import { perAddressAndAccount } from '../../http/limits.ts';
import type { ApiModule } from '../../http/module.ts';
import { createAccountSecurityService } from './account-security.usecases.ts';

/** The settings page's security: phone change by code, password change, active sessions (decision 0024). */
export const accountSecurityModule: ApiModule = {
  name: 'account-security',
  routes(table, deps) {
    const { rateLimits } = deps.config;
    const security = createAccountSecurityService(deps);
    const settings = perAddressAndAccount(deps.limiter, 'settings', {
      address: rateLimits.settingsIp,
      account: rateLimits.settingsAccount,
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
      phoneCodeEndpoint,
      async ({ customer, body, request }) => {
        const sent = await security.requestPhoneCode(customer, body, request.locale);
        return { data: sent, message: request.t('api.code_sent', { destination: sent.destination }) };
      },
      sending,
    );

    table.add(
      phoneChangeEndpoint,
      async ({ customer, body, request }) => ({
        data: { phone: await security.confirmPhone(customer, body.ticket, body.code) },
        message: request.t('api.phone_changed'),
      }),
      checking,
    );

    table.add(
      passwordChangeEndpoint,
      async ({ customer, session, body, request }) => {
        await security.changePassword(customer, session.claims.fam, body);
        return { message: request.t('api.password_changed') };
      },
      settings,
    );

    table.add(
      accountSessionsEndpoint,
      async ({ customer, session }) => ({ data: await security.sessions(customer, session.claims.fam) }),
      settings,
    );

    table.add(
      endSessionEndpoint,
      async ({ customer, params, request }) => {
        await security.endSession(customer, params.id);
        return { message: request.t('api.session_ended') };
      },
      settings,
    );
  },
};
