import { COUNTRIES, type Country } from '@yolla/contract';
import { z } from 'zod';
import { boolish, positiveInt } from './config-kinds.ts';

/**
 * Each country's payment provider (decision 0041). A value is accepted only once its adapter exists: Payme
 * (Uzbekistan) and Bank of Georgia join their countries' lists when they are built.
 */
export const paymentEnvShape = {
  PAYMENT_PROVIDER_AZ: z.enum(['sandbox']).default('sandbox'),
  PAYMENT_PROVIDER_UZ: z.enum(['sandbox']).default('sandbox'),
  PAYMENT_PROVIDER_GE: z.enum(['sandbox']).default('sandbox'),
  PAYMENT_SANDBOX_ALLOWED: boolish.optional(),
  PAYMENT_SANDBOX_LATER_MS: positiveInt.max(600_000).default(5000),
};

type PaymentEnv = z.output<z.ZodObject<typeof paymentEnvShape>>;
export type PaymentProviderName = PaymentEnv[`PAYMENT_PROVIDER_${Country}`];
type Issue = { path: string[]; message: string };

/** Variables that used to be read and are no longer: a deployment still setting them is told what replaced them. */
export const REPLACED_PAYMENT_VARIABLES: Record<string, string> = {
  PAYMENT_PROVIDER: 'PAYMENT_PROVIDER_AZ, PAYMENT_PROVIDER_UZ and PAYMENT_PROVIDER_GE',
};

/** What the payment variables get wrong together: the sandbox in a deployment. */
export function paymentIssues(env: PaymentEnv, deployment: boolean): Issue[] {
  const issues: Issue[] = [];
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
 * Top-ups' payment providers (decisions 0037 and 0041): each country's, the built-in sandbox's "pay later" delay.
 */
export interface PaymentSettings {
  providers: Record<Country, PaymentProviderName>;
  sandboxLaterMs: number;
}

export function paymentsOf(env: PaymentEnv): PaymentSettings {
  return {
    providers: { AZ: env.PAYMENT_PROVIDER_AZ, UZ: env.PAYMENT_PROVIDER_UZ, GE: env.PAYMENT_PROVIDER_GE },
    sandboxLaterMs: env.PAYMENT_SANDBOX_LATER_MS,
  };
}

/** Whether any country pays through the built-in sandbox (its checkout pages are then served). */
export const usesSandbox = (payments: Pick<PaymentSettings, 'providers'>) =>
  Object.values(payments.providers).includes('sandbox');
