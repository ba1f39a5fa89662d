import { z } from 'zod';

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

export const usernameSchema = z
  .string()
  .trim()
  .min(1)
  .max(254)
  .transform(normalizeUsername)
  .refine((value) => (isEmailUsername(value) ? emailShape.safeParse(value).success : E164.test(value)), {
    error: 'validation.username',
  });

/** Sign-in never reveals the password policy; it only bounds the size. */
export const signInPasswordSchema = z.string().min(1).max(256);

const clientFields = {
  client_id: z.string().trim().min(1).max(100),
  client_secret: z.string().min(1).max(200),
};

export const passwordGrantSchema = z.object({
  grant_type: z.literal('password'),
  username: usernameSchema,
  password: signInPasswordSchema,
  scope: z.string().max(200).optional(),
  ...clientFields,
});

export const refreshGrantSchema = z.object({
  grant_type: z.literal('refresh_token'),
  refresh_token: z.string().min(1).max(512),
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
  expires_in: z.number().int().positive(),
});

export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/** The web sign-in form: what the customer types, plus where to go afterwards. */
export const signInFormSchema = z.object({
  username: usernameSchema,
  password: signInPasswordSchema,
  redirect: z.string().max(2000).optional(),
});

export type SignInForm = z.infer<typeof signInFormSchema>;
