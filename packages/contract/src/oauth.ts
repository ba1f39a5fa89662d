import { z } from 'zod/mini';
import { endpoint } from './endpoint.ts';
import { boundedText, signInPasswordSchema, usernameSchema } from './auth.ts';
import { codeSchema } from './one-time-codes.ts';
import { passkeyIdSchema } from './passkeys.ts';

/**
 * The OAuth 2 token endpoint (RFC 6749), its revocation endpoint (RFC 7009) and the
 * authorization-server metadata (RFC 8414). Decision 0013 explains the choices.
 */

/** The RFC 6749 §5.2 error codes a token or revocation endpoint answers with. */
export const OAUTH_ERRORS = [
  'invalid_request',
  'invalid_client',
  'invalid_grant',
  'unauthorized_client',
  'unsupported_grant_type',
  'invalid_scope',
] as const;

export type OAuthErrorCode = (typeof OAUTH_ERRORS)[number];

/** How a client may authenticate at the token and revocation endpoints (RFC 6749 §2.3.1). */
export const CLIENT_AUTH_METHODS = ['client_secret_basic', 'client_secret_post'] as const;

export type ClientAuthMethod = (typeof CLIENT_AUTH_METHODS)[number];

const clientId = boundedText(1, 100, { trim: true });
const clientSecret = boundedText(1, 200);

/** A client's id and secret, from the body or from HTTP Basic. */
export const clientCredentialsSchema = z.object({ client_id: clientId, client_secret: clientSecret });

/** In the body the credentials are optional: the client may send them with HTTP Basic instead. */
const bodyClientFields = { client_id: z.optional(clientId), client_secret: z.optional(clientSecret) };

/** No scopes are defined: any non-empty scope is refused as `invalid_scope` by the endpoint. */
const scopeField = { scope: z.optional(boundedText(0, 1000)) };

export const passwordGrantSchema = z.object({
  grant_type: z.literal('password'),
  username: usernameSchema,
  password: signInPasswordSchema,
  ...scopeField,
  ...bodyClientFields,
});

export const refreshGrantSchema = z.object({
  grant_type: z.literal('refresh_token'),
  refresh_token: boundedText(1, 512),
  ...scopeField,
  ...bodyClientFields,
});

/** RFC 6749 §4.5 extension grants use a fixed private namespace, whatever the brand (decision 0013). */
export const SMS_CODE_GRANT = 'urn:yolla:params:oauth:grant-type:sms-code';

/**
 * A code sent by SMS to `username` (E.164) for a purpose that signs in: completing a registration (decision 0024).
 * Failures count against the phone and the address like the password grant's.
 */
export const smsCodeGrantSchema = z.object({
  grant_type: z.literal(SMS_CODE_GRANT),
  username: z.string().check(z.trim(), z.regex(/^\+[1-9]\d{7,14}$/, 'validation.username')),
  code: codeSchema,
  ...scopeField,
  ...bodyClientFields,
});

export const DIGITAL_IDENTITY_GRANT = 'urn:yolla:params:oauth:grant-type:digital-identity';

/**
 * The national digital identity's answer from the `/login/identify` callback (decision 0027): its authorization
 * `code`, the PKCE `code_verifier`, the `redirect_uri` it was sent to and the `nonce` the ID token must carry. The
 * API redeems the code with the identity provider itself and checks the ID token.
 */
export const digitalIdentityGrantSchema = z.object({
  grant_type: z.literal(DIGITAL_IDENTITY_GRANT),
  code: boundedText(1, 2000),
  code_verifier: z.string().check(z.regex(/^[A-Za-z0-9._~-]{43,128}$/)),
  redirect_uri: z.url({ protocol: /^https?$/ }).check(z.maxLength(2000)),
  nonce: boundedText(16, 200),
  ...scopeField,
  ...bodyClientFields,
});

export const PASSKEY_GRANT = 'urn:yolla:params:oauth:grant-type:passkey';

/**
 * A passkey sign-in: the challenge of `POST /passkeys/authentication-options` and the authenticator's answer, the
 * WebAuthn `AuthenticationResponseJSON` as a JSON string (so that form-encoded requests can carry it too).
 */
export const passkeyGrantSchema = z.object({
  grant_type: z.literal(PASSKEY_GRANT),
  challenge_id: passkeyIdSchema,
  assertion: boundedText(2, 16_384),
  ...scopeField,
  ...bodyClientFields,
});

/** Every grant the token endpoint speaks; a new way to sign in adds its schema here. Unknown parameters are dropped. */
export const tokenRequestSchema = z.discriminatedUnion('grant_type', [
  passwordGrantSchema,
  refreshGrantSchema,
  smsCodeGrantSchema,
  digitalIdentityGrantSchema,
  passkeyGrantSchema,
]);

export type TokenRequest = z.infer<typeof tokenRequestSchema>;
export type PasswordGrant = z.infer<typeof passwordGrantSchema>;
export type RefreshGrant = z.infer<typeof refreshGrantSchema>;
export type SmsCodeGrant = z.infer<typeof smsCodeGrantSchema>;
export type DigitalIdentityGrant = z.infer<typeof digitalIdentityGrantSchema>;
export type PasskeyGrant = z.infer<typeof passkeyGrantSchema>;
export type GrantType = TokenRequest['grant_type'];

/** The grant types of `tokenRequestSchema`, as listed in the metadata. */
export const GRANT_TYPES = [
  'password',
  'refresh_token',
  SMS_CODE_GRANT,
  DIGITAL_IDENTITY_GRANT,
  PASSKEY_GRANT,
] as const satisfies readonly GrantType[];

/** Fails to compile when a grant is added to the schema but not to GRANT_TYPES. */
const everyGrantListed: Exclude<GrantType, (typeof GRANT_TYPES)[number]> extends never ? true : false = true;
void everyGrantListed;

export function isGrantType(value: string): value is GrantType {
  return (GRANT_TYPES as readonly string[]).includes(value);
}

export const tokenResponseSchema = z.object({
  token_type: z.literal('Bearer'),
  access_token: z.string(),
  refresh_token: z.string(),
  expires_in: z.int().check(z.positive()),
});

export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/** RFC 7009 §2.1: the token to revoke, an optional hint of its type, and the client's credentials. */
export const revocationRequestSchema = z.object({
  token: boundedText(1, 4096),
  token_type_hint: z.optional(boundedText(0, 100)),
  ...bodyClientFields,
});

export type RevocationRequest = z.infer<typeof revocationRequestSchema>;

/** RFC 8414 §3: where an issuer without a path publishes its metadata, at the origin's root. */
export const OAUTH_METADATA_PATH = '/.well-known/oauth-authorization-server';

/** RFC 8414 §2: what the authorization server tells clients about itself. */
export const authorizationServerMetadataSchema = z.object({
  issuer: z.url(),
  token_endpoint: z.url(),
  revocation_endpoint: z.url(),
  grant_types_supported: z.array(z.string()),
  response_types_supported: z.array(z.string()),
  token_endpoint_auth_methods_supported: z.array(z.string()),
  revocation_endpoint_auth_methods_supported: z.array(z.string()),
  service_documentation: z.url(),
  ui_locales_supported: z.array(z.string()),
});

export type AuthorizationServerMetadata = z.infer<typeof authorizationServerMetadataSchema>;

const clientAuthentication =
  'The client authenticates with HTTP Basic (client_secret_basic, id and secret form-encoded) or with ' +
  'client_id and client_secret in the body (client_secret_post), never both. ' +
  'Errors carry RFC 6749 `error` and `error_description` beside `message` and `code`; ' +
  '`invalid_client` is a 401, with a Basic challenge when Basic was tried.';

/** The OAuth 2 token endpoint (RFC 6749): every way to get tokens goes through it (decision 0013). */
export const tokenEndpoint = endpoint({
  method: 'POST',
  path: '/oauth/token',
  access: 'client',
  body: tokenRequestSchema,
  response: tokenResponseSchema,
  errors: [
    'auth.invalid_credentials',
    'auth.invalid_client',
    'auth.invalid_refresh_token',
    'auth.account_blocked',
    'auth.too_many_attempts',
    'auth.unsupported_grant_type',
    'auth.invalid_scope',
    'auth.multiple_client_authentication',
    'codes.invalid_code',
    'passkeys.invalid',
    'passkeys.challenge_expired',
    'identity.failed',
    'identity.phone_required',
    'identity.not_offered',
  ],
  tags: ['auth'],
  summary: 'Sign in with a password, an SMS code, a passkey or the digital identity, or rotate a refresh token',
  description:
    'grant_type=password takes username (phone in E.164 or e-mail) and password; grant_type=refresh_token rotates ' +
    'the refresh token, and replaying a used one revokes its whole session; ' +
    `grant_type=${SMS_CODE_GRANT} takes username (phone in E.164) and code (a registration code), creating the ` +
    'account it registers; ' +
    `grant_type=${DIGITAL_IDENTITY_GRANT} takes the digital identity's code, code_verifier, redirect_uri and nonce ` +
    '(a first-time identity answers invalid_grant with code identity.phone_required: POST /identity/phone then); ' +
    `grant_type=${PASSKEY_GRANT} takes challenge_id (from POST /passkeys/authentication-options) and assertion ` +
    '(the WebAuthn answer as JSON). ' +
    'Form-encoded or JSON bodies; ' +
    `unknown parameters are ignored; no scopes are defined. ${clientAuthentication}`,
});

/** Token revocation (RFC 7009): revoking a token ends its whole session. */
export const revokeEndpoint = endpoint({
  method: 'POST',
  path: '/oauth/revoke',
  access: 'client',
  limit: 'revoke',
  body: revocationRequestSchema,
  response: z.object({}),
  errors: ['auth.invalid_client', 'auth.multiple_client_authentication'],
  tags: ['auth'],
  summary: 'Revoke a refresh or access token, and with it its whole session',
  description:
    'RFC 7009. Answers 200 whether or not the token was known, valid or issued to this client; ' +
    `token_type_hint is accepted and not needed. ${clientAuthentication}`,
});

/** The authorization server's metadata (RFC 8414), at the origin's root. */
export const oauthMetadataEndpoint = endpoint({
  method: 'GET',
  path: OAUTH_METADATA_PATH,
  root: true,
  access: 'public',
  response: authorizationServerMetadataSchema,
  errors: [],
  tags: ['auth'],
  summary: 'OAuth 2 authorization-server metadata (RFC 8414)',
});
