import { COUNTRIES, PAYME_CHECKOUT_URL, type Country } from '@yolla/contract';
import { z } from 'zod';
import { BOG_API_URL, BOG_OAUTH_URL, BOG_PAYMENT_PAGE_URL, bogKeyPem, type BogSettings } from './config-bog.ts';
import { boolish, positiveInt } from './config-kinds.ts';

/** Kapital Bank's e-commerce API in production (its test environment: https://txpgtst.kapitalbank.az/api). */
export const KAPITAL_PRODUCTION_URL = 'https://e-commerce.kapitalbank.az/api';

/** Each country's payment provider (decision 0042). A value is accepted only once its adapter exists. */
export const paymentEnvShape = {
  PAYMENT_PROVIDER_AZ: z.enum(['sandbox', 'kapital']).default('sandbox'),
  PAYMENT_PROVIDER_UZ: z.enum(['sandbox', 'payme']).default('sandbox'),
  PAYMENT_PROVIDER_GE: z.enum(['sandbox', 'bog']).default('sandbox'),
  PAYMENT_SANDBOX_ALLOWED: boolish.optional(),
  PAYMENT_SANDBOX_LATER_MS: positiveInt.max(600_000).default(5000),
  KAPITAL_API_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL, e.g. https://e-commerce.kapitalbank.az/api' })
    .default(KAPITAL_PRODUCTION_URL),
  KAPITAL_USERNAME: z.string().min(1).optional(),
  KAPITAL_PASSWORD: z.string().min(1).optional(),
  KAPITAL_TIMEOUT_MS: positiveInt.max(60_000).default(10_000),
  /** Payme's merchant id (the cabinet's 24 hex digits) and the key Payme signs its calls with (`Paycom:<key>`). */
  PAYME_MERCHANT_ID: z
    .string()
    .regex(/^[0-9a-f]{24}$/, 'must be the 24 hexadecimal digits of the merchant id in the Payme cabinet')
    .optional(),
  PAYME_KEY: z.string().min(16, 'must be the key from the Payme cabinet (at least 16 characters)').optional(),
  PAYME_CHECKOUT_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL, e.g. https://checkout.paycom.uz' })
    .default(PAYME_CHECKOUT_URL),
  /** Bank of Georgia's Online Payments API: OAuth 2 client credentials, and its public key for callbacks. */
  BOG_CLIENT_ID: z.string().min(1).optional(),
  BOG_CLIENT_SECRET: z.string().min(1).optional(),
  BOG_OAUTH_URL: z
    .url({ protocol: /^https?$/, error: `must be an http(s) URL, e.g. ${BOG_OAUTH_URL}` })
    .default(BOG_OAUTH_URL),
  BOG_API_URL: z
    .url({ protocol: /^https?$/, error: `must be an http(s) URL, e.g. ${BOG_API_URL}` })
    .default(BOG_API_URL),
  BOG_PAYMENT_PAGE_URL: z
    .url({ protocol: /^https?$/, error: `must be an http(s) URL, e.g. ${BOG_PAYMENT_PAGE_URL}` })
    .default(BOG_PAYMENT_PAGE_URL),
  BOG_CALLBACK_PUBLIC_KEY: z
    .string()
    .refine((value) => bogKeyPem(value) !== null, 'must be the PEM public key (RSA) of the bank’s callback page')
    .optional(),
  BOG_TIMEOUT_MS: positiveInt.max(60_000).default(10_000),
};

type PaymentEnv = z.output<z.ZodObject<typeof paymentEnvShape>>;
export type PaymentProviderName = PaymentEnv[`PAYMENT_PROVIDER_${Country}`];
type Issue = { path: string[]; message: string };

/** Variables that used to be read and are no longer: a deployment still setting them is told what replaced them. */
export const REPLACED_PAYMENT_VARIABLES: Record<string, string> = {
  PAYMENT_PROVIDER: 'PAYMENT_PROVIDER_AZ, PAYMENT_PROVIDER_UZ and PAYMENT_PROVIDER_GE',
};

/** What the payment variables get wrong together: a real provider's credentials, and the sandbox in a deployment. */
export function paymentIssues(env: PaymentEnv, deployment: boolean): Issue[] {
  const issues: Issue[] = [];
  if (env.PAYMENT_PROVIDER_AZ === 'kapital') {
    for (const name of ['KAPITAL_USERNAME', 'KAPITAL_PASSWORD'] as const) {
      if (!env[name]) issues.push({ path: [name], message: 'is required with PAYMENT_PROVIDER_AZ=kapital' });
    }
    if (deployment && !env.KAPITAL_API_URL.startsWith('https://'))
      issues.push({ path: ['KAPITAL_API_URL'], message: 'must be an https URL in a deployment' });
  }
  if (env.PAYMENT_PROVIDER_UZ === 'payme') {
    for (const name of ['PAYME_MERCHANT_ID', 'PAYME_KEY'] as const) {
      if (!env[name]) issues.push({ path: [name], message: 'is required with PAYMENT_PROVIDER_UZ=payme' });
    }
    if (deployment && !env.PAYME_CHECKOUT_URL.startsWith('https://'))
      issues.push({ path: ['PAYME_CHECKOUT_URL'], message: 'must be an https URL in a deployment' });
  }
  if (env.PAYMENT_PROVIDER_GE === 'bog') {
    for (const name of ['BOG_CLIENT_ID', 'BOG_CLIENT_SECRET', 'BOG_CALLBACK_PUBLIC_KEY'] as const) {
      if (!env[name]) issues.push({ path: [name], message: 'is required with PAYMENT_PROVIDER_GE=bog' });
    }
    for (const name of ['BOG_OAUTH_URL', 'BOG_API_URL', 'BOG_PAYMENT_PAGE_URL'] as const) {
      if (deployment && !env[name].startsWith('https://'))
        issues.push({ path: [name], message: 'must be an https URL in a deployment' });
    }
  }
  if (!deployment || env.PAYMENT_SANDBOX_ALLOWED) return issues;
  // The sandbox payment provider approves any top-up without money: a deployment must ask for it by name (staging).
  for (const country of COUNTRIES) {
    if (env[`PAYMENT_PROVIDER_${country}`] !== 'sandbox') continue;
    issues.push({
      path: [`PAYMENT_PROVIDER_${country}`],
      message:
        'the sandbox payment provider credits wallets without any money moving; configure a real payment ' +
        'provider, or set PAYMENT_SANDBOX_ALLOWED=true for a staging deployment',
    });
  }
  return issues;
}

/**
 * Top-ups' payment providers (decisions 0037 and 0042): each country's, the built-in sandbox's "pay later" delay,
 * and Kapital Bank's API and merchant credentials when Azerbaijan pays through it.
 */
export interface PaymentSettings {
  providers: Record<Country, PaymentProviderName>;
  sandboxLaterMs: number;
  kapital: { apiUrl: string; username: string; password: string; timeoutMs: number } | null;
  payme: { merchantId: string; key: string; checkoutUrl: string } | null;
  bog: BogSettings | null;
}

export function paymentsOf(env: PaymentEnv): PaymentSettings {
  const { KAPITAL_USERNAME: username, KAPITAL_PASSWORD: password } = env;
  return {
    providers: { AZ: env.PAYMENT_PROVIDER_AZ, UZ: env.PAYMENT_PROVIDER_UZ, GE: env.PAYMENT_PROVIDER_GE },
    sandboxLaterMs: env.PAYMENT_SANDBOX_LATER_MS,
    kapital:
      env.PAYMENT_PROVIDER_AZ === 'kapital' && username && password
        ? { apiUrl: env.KAPITAL_API_URL.replace(/\/+$/, ''), username, password, timeoutMs: env.KAPITAL_TIMEOUT_MS }
        : null,
    payme:
      env.PAYMENT_PROVIDER_UZ === 'payme' && env.PAYME_MERCHANT_ID && env.PAYME_KEY
        ? {
            merchantId: env.PAYME_MERCHANT_ID,
            key: env.PAYME_KEY,
            checkoutUrl: env.PAYME_CHECKOUT_URL.replace(/\/+$/, ''),
          }
        : null,
    bog:
      env.PAYMENT_PROVIDER_GE === 'bog' && env.BOG_CLIENT_ID && env.BOG_CLIENT_SECRET && env.BOG_CALLBACK_PUBLIC_KEY
        ? {
            clientId: env.BOG_CLIENT_ID,
            clientSecret: env.BOG_CLIENT_SECRET,
            oauthUrl: env.BOG_OAUTH_URL,
            apiUrl: env.BOG_API_URL.replace(/\/+$/, ''),
            paymentPageOrigin: new URL(env.BOG_PAYMENT_PAGE_URL).origin,
            callbackPublicKey: bogKeyPem(env.BOG_CALLBACK_PUBLIC_KEY) ?? '',
            timeoutMs: env.BOG_TIMEOUT_MS,
          }
        : null,
  };
}

/** Whether any country pays through the built-in sandbox (its checkout pages are then served). */
export const usesSandbox = (payments: Pick<PaymentSettings, 'providers'>) =>
  Object.values(payments.providers).includes('sandbox');

/**
 * The origins of the hosted checkout pages the configured providers send customers to, from the environment (the
 * web's CSP `form-action` admits these and only these beside its own; the sandbox's checkout is the site's own).
 * Kapital Bank's hosted page is served by the host of its API (`{host}/flex`); Payme's is `PAYME_CHECKOUT_URL`'s;
 * Bank of Georgia's is `BOG_PAYMENT_PAGE_URL`'s (the adapter refuses an order whose page is elsewhere).
 * An invalid environment gives none: the API refuses to start on it anyway.
 */
export function checkoutOriginsOf(source: Record<string, string | undefined>): string[] {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = z.object(paymentEnvShape).safeParse(cleaned);
  if (!parsed.success) return [];
  const { data } = parsed;
  return [
    ...(data.PAYMENT_PROVIDER_AZ === 'kapital' ? [new URL(data.KAPITAL_API_URL).origin] : []),
    ...(data.PAYMENT_PROVIDER_UZ === 'payme' ? [new URL(data.PAYME_CHECKOUT_URL).origin] : []),
    ...(data.PAYMENT_PROVIDER_GE === 'bog' ? [new URL(data.BOG_PAYMENT_PAGE_URL).origin] : []),
  ];
}
