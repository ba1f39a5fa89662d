import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkoutOriginsOf } from './config-payments.ts';
import { loadConfig } from './config.ts';

/** Bank of Georgia's variables (decision 0042): checked at start like Kapital's and Payme's. */
const publicKey = generateKeyPairSync('rsa', { modulusLength: 2048 })
  .publicKey.export({ type: 'spki', format: 'pem' })
  .toString();
const bog = {
  PAYMENT_PROVIDER_GE: 'bog',
  BOG_CLIENT_ID: '10001',
  BOG_CLIENT_SECRET: 's'.repeat(32),
  BOG_CALLBACK_PUBLIC_KEY: publicKey,
};

describe('Bank of Georgia for Georgia', () => {
  it('takes its credentials and key, with production’s URLs by default', () => {
    expect(loadConfig(bog).payments).toMatchObject({
      providers: { AZ: 'sandbox', UZ: 'sandbox', GE: 'bog' },
      bog: {
        clientId: '10001',
        oauthUrl: 'https://oauth2.bog.ge/auth/realms/bog/protocol/openid-connect/token',
        apiUrl: 'https://api.bog.ge',
        paymentPageOrigin: 'https://payment.bog.ge',
        callbackPublicKey: publicKey.trim(),
        timeoutMs: 10_000,
      },
    });
    // A PEM given on one line, its line breaks written `\n`, is the same key.
    const oneLine = loadConfig({ ...bog, BOG_CALLBACK_PUBLIC_KEY: publicKey.trim().replace(/\n/g, '\\n') });
    expect(oneLine.payments.bog?.callbackPublicKey).toBe(publicKey.trim());
    expect(loadConfig({ ...bog, PAYMENT_PROVIDER_GE: 'sandbox' }).payments.bog).toBeNull();
  });

  it('stops the start naming what is missing or wrong', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER_GE: 'bog' })).toThrow(
      /BOG_CLIENT_ID: is required with PAYMENT_PROVIDER_GE=bog\n\s+BOG_CLIENT_SECRET: is required[^\n]*\n\s+BOG_CALLBACK_PUBLIC_KEY: is required/,
    );
    expect(() => loadConfig({ ...bog, BOG_CALLBACK_PUBLIC_KEY: 'not a key' })).toThrow(
      /BOG_CALLBACK_PUBLIC_KEY: must be the PEM public key/,
    );
    expect(() => loadConfig({ ...bog, BOG_API_URL: 'api.bog.ge' })).toThrow(/BOG_API_URL: must be an http\(s\) URL/);
    expect(() => loadConfig({ ...bog, BOG_TIMEOUT_MS: '0' })).toThrow(/BOG_TIMEOUT_MS/);
    const deployment = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://u@db/yolla',
      PAYMENT_SANDBOX_ALLOWED: 'true',
    };
    expect(() => loadConfig({ ...deployment, ...bog, BOG_OAUTH_URL: 'http://oauth.test/token' })).toThrow(
      /BOG_OAUTH_URL: must be an https URL in a deployment/,
    );
  });

  it('admits the bank’s payment page in the web’s form-action', () => {
    expect(checkoutOriginsOf({ PAYMENT_PROVIDER_GE: 'bog' })).toEqual(['https://payment.bog.ge']);
    expect(checkoutOriginsOf({ PAYMENT_PROVIDER_GE: 'sandbox', BOG_PAYMENT_PAGE_URL: 'https://pay.test' })).toEqual([]);
    expect(
      checkoutOriginsOf({
        PAYMENT_PROVIDER_UZ: 'payme',
        PAYMENT_PROVIDER_GE: 'bog',
        BOG_PAYMENT_PAGE_URL: 'https://pay.test/x',
      }),
    ).toEqual(['https://checkout.paycom.uz', 'https://pay.test']);
  });
});
