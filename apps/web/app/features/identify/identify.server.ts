import {
  DIGITAL_IDENTITY_GRANT,
  featuresFor,
  identityAuthorizationEndpoint,
  identityPhoneEndpoint,
  identityPhoneFormSchema,
  tokenEndpoint,
} from '@yolla/contract';
import { translator } from '@yolla/i18n/server';
import { href } from 'react-router';
import { ApiRequestError } from '../../lib/api.server.ts';
import type { RequestState, ServerContext } from '../../lib/context.ts';
import { apiFailure, readForm, type FormFailure } from '../../lib/form.server.ts';
import { encodeOtpState, OTP_STATE_TTL_MS } from '../../lib/otp.server.ts';
import { safeRedirect } from '../../lib/redirects.server.ts';
import { storeTokens } from '../../lib/session.server.ts';
import {
  AUTHORIZE_TTL_MS,
  decodeIdentifyState,
  encodeIdentifyState,
  PHONE_TTL_MS,
  type IdentifyState,
} from './identify-state.server.ts';

type Server = Pick<ServerContext, 'config' | 'pages'>;

export type IdentifyView =
  | { view: 'not_offered' }
  | { view: 'start'; message: string | null }
  | { view: 'phone' }
  | { view: 'done'; redirectTo: string };

/** `document`: a full page load, not a client navigation (the provider is another site, or the API's sandbox). */
export type IdentifyOutcome = { ok: true; redirectTo: string; document?: boolean } | FormFailure<'phone'>;

function save(state: RequestState, server: Server, value: IdentifyState) {
  state.out.set(state.names.identify, encodeIdentifyState(value, server.config.sessionSecret), {
    maxAge: Math.ceil((value.expiresAt - Date.now()) / 1000),
  });
}

const pageOf = (state: RequestState) => href('/:lang/login/identify', { lang: state.lang });

/**
 * What `/login/identify` shows (decision 0027): where the country has no digital login, a pointer to sign-in; back
 * from the provider (`?code&state`), the sign-in itself — checked against the state kept in the cookie, the grant
 * signs in a known identity, a first-time one goes on to the phone step; otherwise the start, or the phone step.
 */
export async function identifyPage(url: URL, state: RequestState, server: Server): Promise<IdentifyView> {
  if (!featuresFor(state.country).digitalLogin) return { view: 'not_offered' };
  const t = translator(state.locale);
  const kept = decodeIdentifyState(state.cookies[state.names.identify], server.config.sessionSecret);
  const code = url.searchParams.get('code');
  if (url.searchParams.has('error')) {
    state.out.delete(state.names.identify);
    return { view: 'start', message: t('identity.denied') };
  }
  if (code === null) return kept?.stage === 'phone' ? { view: 'phone' } : { view: 'start', message: null };
  if (kept?.stage !== 'authorize' || url.searchParams.get('state') !== kept.state) {
    state.out.delete(state.names.identify);
    return { view: 'start', message: t('identity.state_mismatch') };
  }
  try {
    const tokens = await state.api.call(
      tokenEndpoint,
      {
        body: {
          grant_type: DIGITAL_IDENTITY_GRANT,
          code,
          code_verifier: kept.verifier,
          redirect_uri: kept.redirectUri,
          nonce: kept.nonce,
          client_id: server.config.client.id,
          client_secret: server.config.client.secret,
        },
      },
      { toast: false },
    );
    storeTokens(state.out, state.names, tokens, server.config.cookies.refreshMaxAge);
    state.out.delete(state.names.identify);
    const fallback = href('/:lang/cabinet', { lang: state.lang });
    return {
      view: 'done',
      redirectTo: safeRedirect(kept.redirect, { lang: state.lang, fallback, isPage: server.pages }),
    };
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error;
    if (error.code === 'identity.phone_required') {
      const next = { stage: 'phone' as const, ticket: code, expiresAt: Date.now() + PHONE_TTL_MS };
      save(state, server, kept.redirect ? { ...next, redirect: kept.redirect } : next);
      // The address loses the code: a reload shows the phone step, not a second redemption.
      return { view: 'done', redirectTo: pageOf(state) };
    }
    state.out.delete(state.names.identify);
    return { view: 'start', message: error.message };
  }
}

/**
 * The page's forms: `start` asks the API for the provider's address (state, nonce and PKCE verifier kept in the
 * cookie) and sends the browser there; `phone` sends a code to a first-time identity's phone and goes on to `/otp`,
 * whose SMS-code grant opens the account; `restart` forgets the sign-in in progress.
 */
export async function identifyAction(request: Request, state: RequestState, server: Server): Promise<IdentifyOutcome> {
  const form = await request.formData();
  const intent = form.get('intent');
  const kept = decodeIdentifyState(state.cookies[state.names.identify], server.config.sessionSecret);
  if (intent === 'restart') {
    state.out.delete(state.names.identify);
    return { ok: true, redirectTo: pageOf(state) };
  }
  if (intent === 'phone' && kept?.stage === 'phone') {
    const parsed = await readForm(form, identityPhoneFormSchema, { locale: state.locale, keep: ['phone'] });
    if (!parsed.ok) return parsed;
    try {
      const body = { ticket: kept.ticket, phone: parsed.data.phone, accept_terms: true as const };
      const { data } = await state.api.call(identityPhoneEndpoint, { body }, { toast: false });
      const now = Date.now();
      const otp = {
        purpose: 'registration' as const,
        phone: parsed.data.phone,
        ticket: data.ticket,
        destination: data.destination,
        resendAt: now + data.resend_in * 1000,
        expiresAt: now + OTP_STATE_TTL_MS,
        ...(kept.redirect ? { redirect: kept.redirect } : {}),
      };
      state.out.set(state.names.otp, encodeOtpState(otp, server.config.sessionSecret), {
        maxAge: OTP_STATE_TTL_MS / 1000,
      });
      state.out.delete(state.names.identify);
      return { ok: true, redirectTo: href('/:lang/otp', { lang: state.lang }) };
    } catch (error) {
      return apiFailure(error, parsed.kept);
    }
  }
  if (!featuresFor(state.country).digitalLogin) return { ok: true, redirectTo: pageOf(state) };
  const origin = server.config.publicUrl ?? new URL(request.url).origin;
  const redirectUri = `${origin}${pageOf(state)}`;
  try {
    const { data } = await state.api.call(
      identityAuthorizationEndpoint,
      { body: { redirect_uri: redirectUri } },
      { toast: false },
    );
    const redirect = form.get('redirect');
    save(state, server, {
      stage: 'authorize',
      state: data.state,
      nonce: data.nonce,
      verifier: data.code_verifier,
      redirectUri,
      ...(typeof redirect === 'string' && redirect ? { redirect: redirect.slice(0, 2000) } : {}),
      expiresAt: Date.now() + AUTHORIZE_TTL_MS,
    });
    return { ok: true, redirectTo: data.url, document: true };
  } catch (error) {
    return apiFailure(error, {});
  }
}
