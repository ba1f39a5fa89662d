/**
 * The API's per-address and per-account limits, lifted for a server whose every request comes from one address and
 * one demo customer: the browser suite (`e2e/serve.ts`) and the render benchmark (`bench/web/ssr-server.ts`,
 * `bench/web/profile.ts`), which must measure pages, not their "too many requests" state.
 */
export const LIFTED_LIMITS: Record<string, string> = {
  LOGIN_RATE_IP_MAX: '10000',
  LOGIN_FAILURES_RATE_IP_MAX: '10000',
  LOGIN_FAILURES_RATE_ACCOUNT_MAX: '10000',
  REFRESH_RATE_IP_MAX: '10000',
  GLOBAL_RATE_IP_MAX: '1000000000',
  CODES_RATE_IP_MAX: '100000',
  VERIFY_RATE_IP_MAX: '100000',
  VERIFY_RATE_ACCOUNT_MAX: '100000',
  IDENTITY_RATE_IP_MAX: '100000',
  CONTACT_RATE_IP_MAX: '100000',
  TRACKING_RATE_IP_MAX: '1000000000',
  PASSKEYS_RATE_IP_MAX: '1000000000',
  PASSKEYS_RATE_ACCOUNT_MAX: '1000000000',
  SETTINGS_RATE_IP_MAX: '1000000000',
  SETTINGS_RATE_ACCOUNT_MAX: '1000000000',
  PICTURE_UPLOAD_RATE_IP_MAX: '100000',
  WAREHOUSES_RATE_IP_MAX: '1000000000',
  WAREHOUSES_RATE_ACCOUNT_MAX: '1000000000',
  PARCELS_RATE_IP_MAX: '1000000000',
  PARCELS_RATE_ACCOUNT_MAX: '1000000000',
  WALLET_RATE_IP_MAX: '1000000000',
  WALLET_RATE_ACCOUNT_MAX: '1000000000',
};
