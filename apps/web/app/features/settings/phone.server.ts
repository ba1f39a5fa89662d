import {
  codeFormSchema,
  phoneChangeEndpoint,
  phoneChangeRequestSchema,
  phoneCodeEndpoint,
  resendCodeEndpoint,
} from '@yolla/contract';
import { href } from 'react-router';
import type { RequestState, ServerContext } from '../../lib/context.ts';
import { intent, intentAction } from '../../lib/intents.server.ts';
import { requireCustomer } from '../../lib/page.server.ts';
import {
  codeUndelivered,
  decodeOtpState,
  encodeOtpState,
  OTP_STATE_TTL_MS,
  secondsUntil,
  type OtpState,
} from '../../lib/otp.server.ts';

type Server = Pick<ServerContext, 'config'>;

function save(state: RequestState, server: Server, value: OtpState) {
  state.out.set(state.names.otp, encodeOtpState(value, server.config.sessionSecret), {
    maxAge: Math.ceil((value.expiresAt - Date.now()) / 1000),
  });
}

function current(state: RequestState, server: Server): OtpState | null {
  return decodeOtpState(state.cookies[state.names.otp], server.config.sessionSecret, Date.now(), 'phone_change');
}

/**
 * Step 1, on the settings page (`intent=phone-code`): the new number, of the customer's own country, gets a code;
 * its ticket is kept in the signed code cookie and the customer goes on to `/cabinet/settings/phone`.
 */
export const phoneCodeIntent = intent({
  schema: (state) => phoneChangeRequestSchema(requireCustomer(state).country),
  keep: ['phone'],
  run: async ({ data: form, state, server }) => {
    const { data } = await state.api.call(phoneCodeEndpoint, { body: form }, { toast: 'success' });
    const now = Date.now();
    save(state, server, {
      purpose: 'phone_change',
      phone: form.phone,
      ticket: data.ticket,
      destination: data.destination,
      resendAt: now + data.resend_in * 1000,
      expiresAt: now + OTP_STATE_TTL_MS,
    });
    return { redirectTo: href('/:lang/cabinet/settings/phone', { lang: state.lang }) };
  },
});

/**
 * What the code page shows: where the code went, how long until another may be asked for, and whether it could not
 * be delivered; null without one.
 */
export async function phoneCodePage(state: RequestState, server: Server) {
  const otp = current(state, server);
  if (!otp) return null;
  const undelivered = await codeUndelivered(state, otp.ticket);
  return { destination: otp.destination, resendIn: secondsUntil(otp.resendAt), undelivered };
}

const settingsPage = (state: RequestState) => ({ redirectTo: href('/:lang/cabinet/settings', { lang: state.lang }) });

/**
 * Step 2 (`/cabinet/settings/phone`, lib/intents.server.ts): `code` changes the number (the old number is told) and
 * the customer is back on the settings page; `resend` asks for a new code (the API's limits answer 429 when too
 * early). Without a change in progress, the settings page.
 */
export const confirmPhone = intentAction(
  {
    code: intent({
      schema: codeFormSchema,
      run: async ({ data, state, server }) => {
        const otp = current(state, server);
        if (!otp) return settingsPage(state);
        const body = { ticket: otp.ticket, code: data.code };
        await state.api.call(phoneChangeEndpoint, { body }, { toast: 'success' });
        state.out.delete(state.names.otp);
        return settingsPage(state);
      },
    }),
    resend: intent({
      run: async ({ state, server }) => {
        const otp = current(state, server);
        if (!otp) return settingsPage(state);
        const { data } = await state.api.call(
          resendCodeEndpoint,
          { body: { ticket: otp.ticket } },
          { toast: 'success' },
        );
        save(state, server, { ...otp, ticket: data.ticket, resendAt: Date.now() + data.resend_in * 1000 });
      },
    }),
  },
  { back: (state) => href('/:lang/cabinet/settings/phone', { lang: state.lang }), fallback: 'code' },
);
