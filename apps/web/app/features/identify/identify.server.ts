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
import { encodeOtpState, OTP_STATE_TTL_MS } from '../../lib/otp.server.ts';
import { safeRedirect } from '../../lib/redirects.server.ts';
import { intent, intentAction } from '../../lib/intents.server.ts';
import { storeTokens } from '../../lib/session.server.ts';
import { identifySearch } from './identify-search.ts';
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
  const query = identifySearch.parse(url);
  if (query.error) {
    state.out.delete(state.names.identify);
    return { view: 'start', message: t('identity.denied') };
  }
  if (query.code === '') return kept?.stage === 'phone' ? { view: 'phone' } : { view: 'start', message: null };
  if (kept?.stage !== 'authorize' || query.state !== kept.state) {
    state.out.delete(state.names.identify);
    return { view: 'start', message: t('identity.state_mismatch') };
  }
  try {
    const tokens = await state.api.call(
      tokenEndpoint,
      {
        body: {
          grant_type: DIGITAL_IDENTITY_GRANT,
          code: query.code,
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
      const next = { stage: 'phone' as const, ticket: query.code, expiresAt: Date.now() + PHONE_TTL_MS };
      save(state, server, kept.redirect ? { ...next, redirect: kept.redirect } : next);
      // The address loses the code: a reload shows the phone step, not a second redemption.
      return { view: 'done', redirectTo: pageOf(state) };
    }
    state.out.delete(state.names.identify);
    return { view: 'start', message: error.message };
  }
}

/**
 * The page's forms (lib/intents.server.ts): `start` asks the API for the provider's address (state, nonce and PKCE
 * verifier kept in the cookie) and sends the browser there; `phone` sends a code to a first-time identity's phone
 * and goes on to `/otp`, whose SMS-code grant opens the account; `restart` forgets the sign-in in progress.
 */
export const identifyAction = intentAction(
  {
    start: intent({
      run: async ({ form, state, server, url }) => {
        if (!featuresFor(state.country).digitalLogin) return { redirectTo: pageOf(state) };
        const origin = server.config.publicUrl ?? url?.origin ?? '';
        const redirectUri = `${origin}${pageOf(state)}`;
        const body = { redirect_uri: redirectUri };
        const { data } = await state.api.call(identityAuthorizationEndpoint, { body }, { toast: false });
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
        return { redirectTo: data.url, document: true };
      },
    }),
    phone: intent({
      schema: identityPhoneFormSchema,
      keep: ['phone'],
      run: async ({ data: form, state, server }) => {
        const kept = decodeIdentifyState(state.cookies[state.names.identify], server.config.sessionSecret);
        if (kept?.stage !== 'phone') return { redirectTo: pageOf(state) };
        const body = { ticket: kept.ticket, phone: form.phone, accept_terms: true as const };
        const { data } = await state.api.call(identityPhoneEndpoint, { body }, { toast: false });
        const now = Date.now();
        const otp = {
          purpose: 'registration' as const,
          phone: form.phone,
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
        return { redirectTo: href('/:lang/otp', { lang: state.lang }) };
      },
    }),
    restart: intent({
      run: async ({ state }) => {
        state.out.delete(state.names.identify);
      },
    }),
  },
  { back: pageOf, fallback: 'start' },
);
