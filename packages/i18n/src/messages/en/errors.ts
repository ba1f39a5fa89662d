export default {
  common: {
    validation_failed: 'Some fields need your attention.',
    bad_request: 'The request could not be understood.',
    unauthenticated: 'Please sign in to continue.',
    forbidden: 'You don’t have access to this.',
    not_found: 'We couldn’t find what you were looking for.',
    method_not_allowed: 'This action is not supported here.',
    payload_too_large: 'The request is too large.',
    unsupported_media_type: 'This content type is not supported.',
    rate_limited: 'Too many requests. Please wait a little and try again.',
    unavailable: 'The service is busy right now. Please try again shortly.',
    internal: 'Something went wrong on our side. Please try again.',
  },
  auth: {
    invalid_credentials: 'The phone, e-mail or password is incorrect.',
    invalid_client: 'This application is not allowed to sign in.',
    invalid_refresh_token: 'Your session has ended. Please sign in again.',
    too_many_attempts: 'Too many sign-in attempts. Please try again later.',
    account_blocked: 'This account is blocked. Please contact support.',
    unsupported_grant_type: 'This way of signing in is not supported.',
    invalid_scope: 'The requested scope is not supported.',
    multiple_client_authentication:
      'Send the client credentials one way only: in the Authorization header or in the body.',
  },
};
