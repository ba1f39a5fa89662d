import { z } from 'zod/mini';
import { endpoint } from './endpoint.ts';
import { apiMessageSchema } from './errors.ts';

const E164 = /^\+[1-9]\d{7,14}$/;
const PHONE_SEPARATORS = /[\s\-().]/g;

/** Phone in E.164 (spaces, dashes and brackets are tolerated and removed) or an e-mail, lower-cased. */
export function normalizeUsername(raw: string): string {
  const value = raw.trim();
  if (value.includes('@')) return value.toLowerCase();
  return value.replace(PHONE_SEPARATORS, '');
}

export function isEmailUsername(username: string): boolean {
  return username.includes('@');
}

const emailShape = z.email();

/** A string of `min` to `max` characters (after trimming when `trim` is set). */
export function boundedText(min: number, max: number, options: { trim?: boolean } = {}) {
  return options.trim
    ? z.string().check(z.trim(), z.minLength(min), z.maxLength(max))
    : z.string().check(z.minLength(min), z.maxLength(max));
}

export const usernameSchema = z.pipe(
  z.pipe(boundedText(1, 254, { trim: true }), z.transform(normalizeUsername)),
  z.string().check(
    z.refine((value) => (isEmailUsername(value) ? emailShape.safeParse(value).success : E164.test(value)), {
      error: 'validation.username',
    }),
  ),
);

/** Sign-in never reveals the password policy; it only bounds the size. */
export const signInPasswordSchema = boundedText(1, 256);

/** The web sign-in form: what the customer types, plus where to go afterwards. */
export const signInFormSchema = z.object({
  username: usernameSchema,
  password: signInPasswordSchema,
  redirect: z.optional(boundedText(0, 2000)),
});

export type SignInForm = z.infer<typeof signInFormSchema>;

/** Sign-out: the spec's `DELETE /me` revokes the access token and every refresh token of its session. */
export const signOutEndpoint = endpoint({
  method: 'DELETE',
  path: '/me',
  access: 'customer',
  response: apiMessageSchema,
  errors: [],
  tags: ['auth'],
  summary: 'Sign out: revoke the access token and its refresh tokens',
});
