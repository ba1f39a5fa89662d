import { z } from 'zod/mini';

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
function text(min: number, max: number, options: { trim?: boolean } = {}) {
  return options.trim
    ? z.string().check(z.trim(), z.minLength(min), z.maxLength(max))
    : z.string().check(z.minLength(min), z.maxLength(max));
}

export const usernameSchema = z.pipe(
  z.pipe(text(1, 254, { trim: true }), z.transform(normalizeUsername)),
  z.string().check(
    z.refine((value) => (isEmailUsername(value) ? emailShape.safeParse(value).success : E164.test(value)), {
      error: 'validation.username',
    }),
  ),
);

/** Sign-in never reveals the password policy; it only bounds the size. */
export const signInPasswordSchema = text(1, 256);

const clientFields = {
  client_id: text(1, 100, { trim: true }),
  client_secret: text(1, 200),
};

export const passwordGrantSchema = z.object({
  grant_type: z.literal('password'),
  username: usernameSchema,
  password: signInPasswordSchema,
  scope: z.optional(text(0, 200)),
  ...clientFields,
});

export const refreshGrantSchema = z.object({
  grant_type: z.literal('refresh_token'),
  refresh_token: text(1, 512),
  ...clientFields,
});

export const tokenRequestSchema = z.discriminatedUnion('grant_type', [passwordGrantSchema, refreshGrantSchema]);

export type TokenRequest = z.infer<typeof tokenRequestSchema>;
export type PasswordGrant = z.infer<typeof passwordGrantSchema>;
export type RefreshGrant = z.infer<typeof refreshGrantSchema>;

export const tokenResponseSchema = z.object({
  token_type: z.literal('Bearer'),
  access_token: z.string(),
  refresh_token: z.string(),
  expires_in: z.int().check(z.positive()),
});

export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/** The web sign-in form: what the customer types, plus where to go afterwards. */
export const signInFormSchema = z.object({
  username: usernameSchema,
  password: signInPasswordSchema,
  redirect: z.optional(text(0, 2000)),
});

export type SignInForm = z.infer<typeof signInFormSchema>;
