/**
 * The development values of the secrets, published in this repository: the embedded demo and tests run on them,
 * a real deployment must replace them (the configuration refuses to start without its own, and warns when the
 * embedded mode uses these). One place for both the API's configuration and the web's.
 */
export const DEV_CLIENT_ID = 'yolla-web';
export const DEV_CLIENT_SECRET = 'dev-only-web-client-secret';
export const DEV_TOKEN_SECRET = 'dev-only-token-secret-change-me-in-production-0123456789';
export const DEV_SESSION_SECRET = 'dev-only-session-secret-change-me-0123456789';
/** One development key per machine partner (`MACHINE_KEYS`' format: partner:key id:secret, comma-separated). */
export const DEV_MACHINE_KEYS =
  'warehouse:dev-warehouse:dev-only-warehouse-key-change-me-0123456789,' +
  'sms-gateway:dev-sms-gateway:dev-only-sms-gateway-key-change-me-0123456789,' +
  'payment-provider:dev-payment-provider:dev-only-payment-provider-key-change-me-0123,' +
  'rates-feed:dev-rates-feed:dev-only-rates-feed-key-change-me-0123456789,' +
  'courier:dev-courier:dev-only-courier-key-change-me-0123456789-abcdef';
