import {
  codeFormSchema,
  customerProfileEndpoint,
  phoneChangeEndpoint,
  phoneChangeRequestSchema,
  phoneCodeEndpoint,
  resendCodeEndpoint,
} from '@yolla/contract';
import { href } from 'react-router';
import type { RequestState, ServerContext } from '../../lib/context.ts';
import { apiFailure, readForm, type FormFailure } from '../../lib/form.server.ts';
import { decodeOtpState, encodeOtpState, OTP_STATE_TTL_MS, secondsUntil, type OtpState } from '../../lib/otp.server.ts';

type Server = Pick<ServerContext, 'config'>;
export type PhoneOutcome = { ok: true; redirectTo: string } | FormFailure;

function save(state: RequestState, server: Server, value: OtpState) {
  state.out.set(state.names.otp, encodeOtpState(value, server.config.sessionSecret), {
    maxAge: Math.ceil((value.expiresAt - Date.now()) / 1000),
  });
}

function current(state: RequestState, server: Server): OtpState | null {
  return decodeOtpState(state.cookies[state.names.otp], server.config.sessionSecret, Date.now(), 'phone_change');
}

/**
 * Step 1, on the settings page (`intent=phone-code`): the new number, of the customer's country, gets a code; its
 * ticket is kept in the signed code cookie and the customer goes on to `/cabinet/settings/phone`.
 */
export async function requestPhoneCode(form: FormData, state: RequestState, server: Server): Promise<PhoneOutcome> {
  const typed = form.get('phone');
  const kept = typeof typed === 'string' ? { phone: typed.slice(0, 500) } : {};
  try {
    const { country } = (await state.api.call(customerProfileEndpoint, {}, { toast: false })).data;
    const parsed = await readForm(form, phoneChangeRequestSchema(country), { locale: state.locale, keep: ['phone'] });
    if (!parsed.ok) return parsed;
    const { data } = await state.api.call(phoneCodeEndpoint, { body: parsed.data }, { toast: 'success' });
    const now = Date.now();
    save(state, server, {
      purpose: 'phone_change',
      phone: parsed.data.phone,
      ticket: data.ticket,
      destination: data.destination,
      resendAt: now + data.resend_in * 1000,
      expiresAt: now + OTP_STATE_TTL_MS,
    });
    return { ok: true, redirectTo: href('/:lang/cabinet/settings/phone', { lang: state.lang }) };
  } catch (error) {
    return apiFailure(error, kept);
  }
}

/** What the code page shows: where the code went and how long until another may be asked for; null without one. */
export function phoneCodePage(state: RequestState, server: Server) {
  const otp = current(state, server);
  return otp ? { destination: otp.destination, resendIn: secondsUntil(otp.resendAt) } : null;
}

/**
 * Step 2 (`/cabinet/settings/phone`): the code changes the number (the old number is told), and the customer is
 * back on the settings page; `intent=resend` asks for a new code (the API's limits answer 429 when too early).
 */
export async function confirmPhone(request: Request, state: RequestState, server: Server): Promise<PhoneOutcome> {
  const form = await request.formData();
  const otp = current(state, server);
  const settings = href('/:lang/cabinet/settings', { lang: state.lang });
  if (!otp) return { ok: true, redirectTo: settings };
  if (form.get('intent') === 'resend') {
    try {
      const { data } = await state.api.call(resendCodeEndpoint, { body: { ticket: otp.ticket } }, { toast: 'success' });
      save(state, server, { ...otp, ticket: data.ticket, resendAt: Date.now() + data.resend_in * 1000 });
      return { ok: true, redirectTo: href('/:lang/cabinet/settings/phone', { lang: state.lang }) };
    } catch (error) {
      return apiFailure(error, {});
    }
  }
  const parsed = await readForm(form, codeFormSchema, { locale: state.locale });
  if (!parsed.ok) return parsed;
  try {
    await state.api.call(
      phoneChangeEndpoint,
      { body: { ticket: otp.ticket, code: parsed.data.code } },
      { toast: 'success' },
    );
    state.out.delete(state.names.otp);
    return { ok: true, redirectTo: settings };
  } catch (error) {
    return apiFailure(error, {});
  }
}
