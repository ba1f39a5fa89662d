import type { WebConfig } from '../app/lib/env.server.ts';

/**
 * Security headers for every page and asset. Scripts run only from this origin or with this
 * response's nonce; inline styles are allowed because Mantine sets CSS variables in style attributes.
 */
export function securityHeaders(nonce: string, config: WebConfig, https: boolean): Record<string, string> {
  const connect = ["'self'"];
  if (config.sentry) connect.push(new URL(config.sentry.dsn).origin);
  const csp = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src ${connect.join(' ')}`,
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    // A top-up's form is answered by a redirect to the payment provider's hosted checkout: only those configured.
    `form-action ${["'self'", ...config.paymentCheckoutOrigins].join(' ')}`,
    "object-src 'none'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    ...(https ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}
