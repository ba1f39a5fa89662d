import { describe, expect, it } from 'vitest';
import { loadWebConfig } from '../app/lib/env.server.ts';
import { securityHeaders } from './security-headers.ts';

function formAction(env: Record<string, string>) {
  const headers = securityHeaders('nonce', loadWebConfig({ NODE_ENV: 'test', ...env }), false);
  return headers['Content-Security-Policy']?.split('; ').find((directive) => directive.startsWith('form-action'));
}

describe('where a form may lead', () => {
  it('is our own origin, and the hosted checkout of each configured payment provider, and nothing else', () => {
    expect(formAction({})).toBe("form-action 'self'");
    expect(formAction({ PAYMENT_PROVIDER_AZ: 'kapital' })).toBe("form-action 'self' https://e-commerce.kapitalbank.az");
    expect(formAction({ PAYMENT_PROVIDER_AZ: 'kapital', KAPITAL_API_URL: 'https://txpgtst.kapitalbank.az/api' })).toBe(
      "form-action 'self' https://txpgtst.kapitalbank.az",
    );
    expect(formAction({ PAYMENT_PROVIDER_AZ: 'sandbox', KAPITAL_API_URL: 'https://bank.test/api' })).toBe(
      "form-action 'self'",
    );
    expect(formAction({ PAYMENT_PROVIDER_AZ: 'kapital', PAYMENT_PROVIDER_UZ: 'payme' })).toBe(
      "form-action 'self' https://e-commerce.kapitalbank.az https://checkout.paycom.uz",
    );
    expect(formAction({ PAYMENT_PROVIDER_UZ: 'payme', PAYME_CHECKOUT_URL: 'https://test.paycom.uz' })).toBe(
      "form-action 'self' https://test.paycom.uz",
    );
  });
});
