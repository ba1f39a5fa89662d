import { z } from 'zod/mini';
import { countryPhoneSchema } from './address-rules.ts';
import { signInPasswordSchema } from './auth.ts';
import type { Country } from './countries.ts';
import { endpoint } from './endpoint.ts';
import { apiMessageSchema } from './errors.ts';
import { CODE_LIMIT_ERRORS, codeSchema, codeSentResponseSchema, ticketSchema } from './one-time-codes.ts';
import { newPasswordSchema } from './passwords.ts';

/**
 * The account's security for the settings page: phone change with a code sent to the new number, password change,
 * and the active sessions (decision 0024).
 */

/** Step 1 of a phone change: the new number, of the customer's country when it is known (form, API's second pass). */
export function phoneChangeRequestSchema(country?: Country) {
  return z.object({ phone: country ? countryPhoneSchema(country) : z.string().check(z.minLength(1), z.maxLength(30)) });
}

export const phoneCodeEndpoint = endpoint({
  method: 'POST',
  path: '/me/phone/code',
  access: 'customer',
  limit: 'codes',
  body: phoneChangeRequestSchema(),
  response: codeSentResponseSchema,
  errors: [...CODE_LIMIT_ERRORS],
  tags: ['settings'],
  summary: 'Phone change, step 1: send a code to the new number',
  description:
    'The number must be of the customer’s country and differ from the current one. A number that belongs to ' +
    'another account gets the same answer; its owner is told by SMS and no code can confirm it.',
});

/** Step 2: the ticket of step 1 and the code the new number received. */
export const phoneChangeConfirmSchema = z.object({ ticket: ticketSchema, code: codeSchema });

export const phoneChangeEndpoint = endpoint({
  method: 'POST',
  path: '/me/phone',
  access: 'customer',
  limit: 'verify',
  body: phoneChangeConfirmSchema,
  response: z.object({ data: z.object({ phone: z.string() }), message: z.optional(z.string()) }),
  errors: ['codes.invalid_code', 'codes.expired', 'codes.session_expired', 'account.phone_taken'],
  tags: ['settings'],
  summary: 'Phone change, step 2: confirm the new number with its code',
});

export const passwordChangeSchema = z.object({
  current_password: signInPasswordSchema,
  new_password: newPasswordSchema,
});

export const passwordChangeEndpoint = endpoint({
  method: 'POST',
  path: '/me/password',
  access: 'customer',
  limit: 'settings',
  body: passwordChangeSchema,
  response: apiMessageSchema,
  errors: ['account.wrong_password', 'auth.too_many_attempts'],
  tags: ['settings'],
  summary: 'Change the password: needs the current one; every other session ends, this one stays',
});

export const sessionIdSchema = z
  .string()
  .check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/));

/** One signed-in session (a token family): where it signed in from, when, and when it was last used. */
export const accountSessionSchema = z.object({
  id: sessionIdSchema,
  /** Browser and system read from the User-Agent at sign-in (`Chrome`, `Android`); null when unknown. */
  browser: z.nullable(z.string()),
  os: z.nullable(z.string()),
  device: z.enum(['desktop', 'phone', 'tablet', 'unknown']),
  created_at: z.iso.datetime(),
  /** The sign-in or the latest token refresh (every 15 minutes or so while in use). */
  last_seen_at: z.iso.datetime(),
  /** The session this request is made with. */
  current: z.boolean(),
});

export type AccountSession = z.infer<typeof accountSessionSchema>;

export const accountSessionsEndpoint = endpoint({
  method: 'GET',
  path: '/me/sessions',
  access: 'customer',
  limit: 'settings',
  response: z.object({ data: z.array(accountSessionSchema) }),
  errors: [],
  tags: ['settings'],
  summary: 'The customer’s active sessions, the latest used first',
});

export const endSessionEndpoint = endpoint({
  method: 'DELETE',
  path: '/me/sessions/:id',
  access: 'customer',
  limit: 'settings',
  params: z.object({ id: sessionIdSchema }),
  response: apiMessageSchema,
  errors: ['common.not_found'],
  tags: ['settings'],
  summary: 'Sign out one session (this one too, when named)',
});
