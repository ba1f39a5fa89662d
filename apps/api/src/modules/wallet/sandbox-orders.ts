import { createHmac, timingSafeEqual } from 'node:crypto';
import { WALLET_CURRENCIES, type WalletCurrency } from '@yolla/contract';

/**
 * The payment a sandbox checkout link carries, signed, as a real provider's hosted page carries its order: the
 * sandbox opens its book row (`sandbox_payments`) from it when the customer arrives. The link is made while the
 * top-up's transaction is still open, when the sandbox's own handle must not write (PGlite has one connection).
 */
export interface SandboxOrder {
  reference: string;
  amount: number;
  currency: WalletCurrency;
  returnUrl: string;
  expiresAt: Date;
}

const keyOf = (secret: string) => createHmac('sha256', secret).update('yolla:sandbox-pay:order').digest();
const mac = (secret: string, body: string) => createHmac('sha256', keyOf(secret)).update(body).digest('base64url');

export function signOrder(secret: string, order: SandboxOrder): string {
  const body = Buffer.from(
    JSON.stringify([order.reference, order.amount, order.currency, order.returnUrl, order.expiresAt.getTime()]),
  ).toString('base64url');
  return `${body}.${mac(secret, body)}`;
}

/** The order a link carries for `reference`, or null when it is missing, altered or another payment's. */
export function verifyOrder(secret: string, reference: string, token: string | undefined): SandboxOrder | null {
  const [body, signature] = (token ?? '').split('.');
  if (!body || !signature) return null;
  const expected = Buffer.from(mac(secret, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const fields: unknown = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  if (!Array.isArray(fields) || fields.length !== 5) return null;
  const [signedReference, amount, currency, returnUrl, expiresAt] = fields as unknown[];
  if (signedReference !== reference || typeof amount !== 'number' || typeof returnUrl !== 'string') return null;
  if (typeof expiresAt !== 'number' || !WALLET_CURRENCIES.includes(currency as WalletCurrency)) return null;
  return { reference, amount, currency: currency as WalletCurrency, returnUrl, expiresAt: new Date(expiresAt) };
}
