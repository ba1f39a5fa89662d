import { z } from 'zod/mini';
import { countryPhoneSchema } from './address-rules.ts';
import { boundedText } from './auth.ts';
import { endpoint } from './endpoint.ts';
import { CODE_LIMIT_ERRORS, codeSentResponseSchema } from './one-time-codes.ts';

/** Where the identity provider sends the browser back: the web's `/{lang}/login/identify` on an http(s) origin. */
export const identityRedirectSchema = z.url({ protocol: /^https?$/ }).check(
  z.maxLength(2000),
  z.refine((value) => /^\/(az|en|ru|uz|ge)\/login\/identify$/.test(new URL(value).pathname), {
    error: 'validation.invalid',
  }),
);

/**
 * The start of a digital-identity sign-in (decision 0027): the provider's authorization URL for this redirect,
 * with a fresh `state`, `nonce` and PKCE `code_verifier` (S256) that the web keeps for the callback.
 */
export const identityAuthorizationEndpoint = endpoint({
  method: 'POST',
  path: '/identity/authorization',
  access: 'public',
  limit: 'identity',
  body: z.strictObject({ redirect_uri: identityRedirectSchema }),
  response: z.object({
    data: z.object({ url: z.url(), state: z.string(), nonce: z.string(), code_verifier: z.string() }),
  }),
  errors: ['identity.not_offered'],
  tags: ['identity'],
  summary: 'Starts a sign-in through the national digital identity (OpenID Connect, code + PKCE)',
});

/** The phone step of a first-time identity: the callback's code (its ticket), the phone and the terms. */
export const identityPhoneSchema = z.strictObject({
  ticket: boundedText(1, 2000),
  phone: countryPhoneSchema('AZ'),
  accept_terms: z.literal(true, { error: 'validation.terms' }),
});

/** The web's form of the phone step: a ticked terms box posts `on`. */
export const identityPhoneFormSchema = z.object({
  phone: countryPhoneSchema('AZ'),
  accept_terms: z.literal('on', { error: 'validation.terms' }),
});

export const identityPhoneEndpoint = endpoint({
  method: 'POST',
  path: '/identity/phone',
  access: 'public',
  limit: 'codes',
  body: identityPhoneSchema,
  response: codeSentResponseSchema,
  errors: ['identity.expired', ...CODE_LIMIT_ERRORS],
  tags: ['identity'],
  summary: 'Sends a code to the phone of a first-time digital identity; the SMS-code grant then opens the account',
  description:
    'ticket is the code of the identity callback whose grant answered identity.phone_required (valid 15 minutes). ' +
    'The answer is the same whether the phone has an account or not; the SMS-code grant with the code creates the ' +
    'account with the verified name, surname and FIN and signs it in.',
});
