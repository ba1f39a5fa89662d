import { z } from 'zod/mini';
import { boundedText, usernameSchema } from './auth.ts';
import { endpoint } from './endpoint.ts';
import { apiMessageSchema } from './errors.ts';
import { CODE_LIMIT_ERRORS, codeSchema, codeSentResponseSchema, ticketSchema } from './one-time-codes.ts';
import { newPasswordSchema } from './passwords.ts';

/** Step 1 of recovery: the phone or e-mail of the account; the code goes there (SMS or e-mail). */
export const recoveryRequestSchema = z.object({ username: usernameSchema });

export const recoveryCodeEndpoint = endpoint({
  method: 'POST',
  path: '/recovery/code',
  access: 'public',
  limit: 'codes',
  body: recoveryRequestSchema,
  response: codeSentResponseSchema,
  errors: [...CODE_LIMIT_ERRORS],
  tags: ['recovery'],
  summary: 'Password recovery: send a code to the account’s phone or e-mail',
  description: 'The same answer, status and timing for a phone or e-mail without an account (nothing is sent then).',
});

/** Step 2: the code; the answer is a reset token for step 3, valid 15 minutes, single use. */
export const recoveryVerifySchema = z.object({ ticket: ticketSchema, code: codeSchema });

export const RESET_TOKEN_TTL_SECONDS = 15 * 60;

export const resetTokenSchema = boundedText(20, 200);

export const recoveryVerifyEndpoint = endpoint({
  method: 'POST',
  path: '/recovery/verify',
  access: 'public',
  limit: 'verify',
  body: recoveryVerifySchema,
  response: z.object({ data: z.object({ reset_token: z.string(), expires_in: z.int() }) }),
  errors: ['codes.invalid_code', 'codes.expired', 'codes.session_expired'],
  tags: ['recovery'],
  summary: 'Password recovery: check the code, get a reset token',
});

/** Step 3: the new password (the same policy as registration). */
export const passwordResetSchema = z.object({ reset_token: resetTokenSchema, password: newPasswordSchema });

/** The web's new-password form. */
export const newPasswordFormSchema = z.object({ password: newPasswordSchema });

export const passwordResetEndpoint = endpoint({
  method: 'POST',
  path: '/recovery/password',
  access: 'public',
  limit: 'verify',
  body: passwordResetSchema,
  response: apiMessageSchema,
  errors: ['codes.session_expired'],
  tags: ['recovery'],
  summary: 'Password recovery: set the new password; every session of the account ends',
});
