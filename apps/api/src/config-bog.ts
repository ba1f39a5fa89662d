import { createPublicKey } from 'node:crypto';

/** Bank of Georgia's OAuth 2 token endpoint (client credentials) in production. */
export const BOG_OAUTH_URL = 'https://oauth2.bog.ge/auth/realms/bog/protocol/openid-connect/token';
/** Bank of Georgia's API (its Online Payments under `/payments/v1`). */
export const BOG_API_URL = 'https://api.bog.ge';
/** Where the bank's payment page is served (the `_links.redirect.href` of an order): the CSP's `form-action`. */
export const BOG_PAYMENT_PAGE_URL = 'https://payment.bog.ge';

/** Bank of Georgia's settings when Georgia pays through it (decision 0042). */
export interface BogSettings {
  clientId: string;
  clientSecret: string;
  oauthUrl: string;
  apiUrl: string;
  paymentPageOrigin: string;
  /** The bank's public key its callbacks are signed with (SHA256withRSA), as PEM. */
  callbackPublicKey: string;
  timeoutMs: number;
}

/**
 * The callback key as PEM, or null when it is not an RSA public key. An environment often carries a PEM on one
 * line: `\n` written out is read as a line break.
 */
export function bogKeyPem(value: string): string | null {
  const pem = value.replace(/\\n/g, '\n').trim();
  try {
    return createPublicKey(pem).asymmetricKeyType === 'rsa' ? pem : null;
  } catch {
    return null;
  }
}
