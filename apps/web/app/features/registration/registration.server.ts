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
import { intent, intentAction } from '../../lib/intents.server.ts';
import {
  codeUndelivered,
  decodeOtpState,
  encodeOtpState,
  OTP_STATE_TTL_MS,
  secondsUntil,
  type OtpState,
} from '../../lib/otp.server.ts';
import { safeRedirect } from '../../lib/redirects.server.ts';
import { signInSearch } from '../../lib/shared-searches.ts';
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
    redirect: signInSearch.parse(url).redirect,
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

/** The code the visitor is registering with, from the signed cookie; null when there is none (or it expired). */
const waitingCode = (state: RequestState, server: Server) =>
  decodeOtpState(state.cookies[state.names.otp], server.config.sessionSecret);

/** The code waiting on `/otp`, or null when there is none (the page then sends the visitor to registration). */
export async function otpPage(state: RequestState, server: Server) {
  const otp = waitingCode(state, server);
  if (!otp) return null;
  const undelivered = await codeUndelivered(state, otp.ticket);
  return { destination: otp.destination, resendIn: secondsUntil(otp.resendAt), undelivered };
}

const registerPage = (state: RequestState) => ({ redirectTo: href('/:lang/register', { lang: state.lang }) });

/**
 * `/otp`'s two forms (lib/intents.server.ts): `code` is redeemed with the SMS-code grant, which creates the account
 * and signs it in, and the customer lands on the page first asked for, else the cabinet; `resend` asks for a new
 * code (the API enforces the limits; a 429 comes back as the form's message). Without a code on its way, the
 * visitor goes back to registration.
 */
export const confirmCode = intentAction(
  {
    code: intent({
      schema: codeFormSchema,
      run: async ({ data, state, server }) => {
        const otp = waitingCode(state, server);
        if (!otp) return registerPage(state);
        const { client } = server.config;
        const tokens = await state.api.call(
          tokenEndpoint,
          {
            body: {
              grant_type: SMS_CODE_GRANT,
              username: otp.phone,
              code: data.code,
              client_id: client.id,
              client_secret: client.secret,
            },
          },
          { toast: false },
        );
        storeTokens(state.out, state.names, tokens, server.config.cookies.refreshMaxAge);
        state.out.delete(state.names.otp);
        state.toasts.push({ type: 'success', message: translator(state.locale)('registration.otp.welcome') });
        const fallback = href('/:lang/cabinet', { lang: state.lang });
        return { redirectTo: safeRedirect(otp.redirect, { lang: state.lang, fallback, isPage: server.pages }) };
      },
    }),
    resend: intent({
      run: async ({ state, server }) => {
        const otp = waitingCode(state, server);
        if (!otp) return registerPage(state);
        const { data } = await state.api.call(resendCodeEndpoint, { body: { ticket: otp.ticket } });
        otpCookie(state, server, { ...otp, ticket: data.ticket, resendAt: Date.now() + data.resend_in * 1000 });
      },
    }),
  },
  { back: (state) => href('/:lang/otp', { lang: state.lang }), fallback: 'code' },
);
