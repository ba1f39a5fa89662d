import {
  codeFormSchema,
  featuresFor,
  registrationEndpoint,
  registrationFormSchema,
  resendCodeEndpoint,
  SMS_CODE_GRANT,
  tokenEndpoint,
  PHONE_EXAMPLES,
} from '@yolla/contract';
import { translator } from '@yolla/i18n/server';
import { href } from 'react-router';
import type { RequestState, ServerContext } from '../../lib/context.ts';
import { apiFailure, readForm, type FormFailure } from '../../lib/form.server.ts';
import { decodeOtpState, encodeOtpState, OTP_STATE_TTL_MS, secondsUntil, type OtpState } from '../../lib/otp.server.ts';
import { safeRedirect } from '../../lib/redirects.server.ts';
import { storeTokens } from '../../lib/session.server.ts';

type Server = Pick<ServerContext, 'config' | 'pages'>;
export type Outcome<Kept extends string = string> = { ok: true; redirectTo: string } | FormFailure<Kept>;

const KEPT = ['name', 'surname', 'phone', 'email', 'national_id', 'accept_terms'] as const;

/** What the registration page shows for the visitor's country: the form, or the way the country signs up. */
export function registrationPage(state: RequestState, url: URL) {
  return {
    country: state.country,
    offered: featuresFor(state.country).systemAuth,
    phoneExample: PHONE_EXAMPLES[state.country],
    redirect: url.searchParams.get('redirect'),
  };
}

function otpCookie(state: RequestState, server: Server, value: OtpState) {
  state.out.set(state.names.otp, encodeOtpState(value, server.config.sessionSecret), {
    maxAge: Math.ceil((value.expiresAt - Date.now()) / 1000),
  });
}

/**
 * The registration form: checked with the country's schema, sent to the API, which answers alike whether or not the
 * phone has an account; the code's ticket goes into the signed one-time-code cookie and the customer to `/otp`.
 */
export async function register(form: Request | FormData, state: RequestState, server: Server): Promise<Outcome> {
  const parsed = await readForm(form, registrationFormSchema(state.country), { locale: state.locale, keep: KEPT });
  if (!parsed.ok) return parsed;
  const { accept_terms: _terms, redirect, ...fields } = parsed.data;
  try {
    const { data } = await state.api.call(
      registrationEndpoint,
      { body: { ...fields, country: state.country, accept_terms: true } },
      { toast: false },
    );
    const now = Date.now();
    otpCookie(state, server, {
      purpose: 'registration',
      phone: fields.phone,
      ticket: data.ticket,
      destination: data.destination,
      resendAt: now + data.resend_in * 1000,
      expiresAt: now + OTP_STATE_TTL_MS,
      ...(redirect ? { redirect } : {}),
    });
    return { ok: true, redirectTo: href('/:lang/otp', { lang: state.lang }) };
  } catch (error) {
    return apiFailure(error, parsed.kept);
  }
}

/** The code waiting on `/otp`, or null when there is none (the page then sends the visitor to registration). */
export function otpPage(state: RequestState, server: Server) {
  const otp = decodeOtpState(state.cookies[state.names.otp], server.config.sessionSecret);
  return otp ? { destination: otp.destination, resendIn: secondsUntil(otp.resendAt) } : null;
}

/**
 * `/otp`'s two forms: `resend` asks for a new code (the API enforces the limits; a 429 comes back as the form's
 * message); otherwise the code is redeemed with the SMS-code grant, which creates the account and signs it in, and
 * the customer lands on the page first asked for, else the cabinet.
 */
export async function confirmCode(form: Request | FormData, state: RequestState, server: Server): Promise<Outcome> {
  const values = form instanceof FormData ? form : await form.formData();
  const otp = decodeOtpState(state.cookies[state.names.otp], server.config.sessionSecret);
  if (!otp) return { ok: true, redirectTo: href('/:lang/register', { lang: state.lang }) };
  if (values.get('intent') === 'resend') {
    try {
      const { data } = await state.api.call(resendCodeEndpoint, { body: { ticket: otp.ticket } });
      otpCookie(state, server, { ...otp, ticket: data.ticket, resendAt: Date.now() + data.resend_in * 1000 });
      return { ok: true, redirectTo: href('/:lang/otp', { lang: state.lang }) };
    } catch (error) {
      return apiFailure(error, {});
    }
  }
  const parsed = await readForm(values, codeFormSchema, { locale: state.locale });
  if (!parsed.ok) return parsed;
  try {
    const tokens = await state.api.call(
      tokenEndpoint,
      {
        body: {
          grant_type: SMS_CODE_GRANT,
          username: otp.phone,
          code: parsed.data.code,
          client_id: server.config.client.id,
          client_secret: server.config.client.secret,
        },
      },
      { toast: false },
    );
    storeTokens(state.out, state.names, tokens, server.config.cookies.refreshMaxAge);
    state.out.delete(state.names.otp);
    state.toasts.push({ type: 'success', message: translator(state.locale)('registration.otp.welcome') });
    const fallback = href('/:lang/cabinet', { lang: state.lang });
    return { ok: true, redirectTo: safeRedirect(otp.redirect, { lang: state.lang, fallback, isPage: server.pages }) };
  } catch (error) {
    return apiFailure(error, {});
  }
}
