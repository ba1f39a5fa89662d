import { z } from 'zod/mini';
import { endpoint } from './endpoint.ts';
import { apiMessageSchema } from './errors.ts';

/**
 * Passkeys (WebAuthn): a signed-in customer adds, lists and removes them in the settings; anyone asks for a
 * sign-in challenge and redeems it through the token endpoint's passkey grant (decision 0013). Challenges live on
 * the server for five minutes, are used once, and are bound to their purpose (and, to add a passkey, to the customer).
 */

/** Ids of passkeys and challenges: UUIDs. */
export const passkeyIdSchema = z
  .string()
  .check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/));

const base64url = (max: number) => z.string().check(z.minLength(1), z.maxLength(max), z.regex(/^[A-Za-z0-9_-]+$/));

/** What `navigator.credentials.create()` / `.get()` take, as JSON (WebAuthn Level 3 `…OptionsJSON`). */
const webAuthnOptionsSchema = z.looseObject({ challenge: z.string() });

/** The browser's answer to `navigator.credentials.create()`, as JSON (`RegistrationResponseJSON`). */
export const registrationResponseSchema = z.object({
  id: base64url(1024),
  rawId: base64url(1024),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url(4096),
    attestationObject: base64url(16_384),
    transports: z.optional(z.array(z.string().check(z.maxLength(20))).check(z.maxLength(10))),
  }),
  authenticatorAttachment: z.optional(z.enum(['platform', 'cross-platform'])),
  clientExtensionResults: z.record(z.string(), z.unknown()),
});

/** The browser's answer to `navigator.credentials.get()`, as JSON (`AuthenticationResponseJSON`). */
export const authenticationResponseSchema = z.object({
  id: base64url(1024),
  rawId: base64url(1024),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url(4096),
    authenticatorData: base64url(4096),
    signature: base64url(2048),
    userHandle: z.optional(base64url(128)),
  }),
  authenticatorAttachment: z.optional(z.enum(['platform', 'cross-platform'])),
  clientExtensionResults: z.record(z.string(), z.unknown()),
});

export type PasskeyRegistrationResponse = z.infer<typeof registrationResponseSchema>;
export type PasskeyAuthenticationResponse = z.infer<typeof authenticationResponseSchema>;

const challengeResponseSchema = z.object({
  data: z.object({ challenge_id: passkeyIdSchema, options: webAuthnOptionsSchema }),
});

export type PasskeyChallenge = z.output<typeof challengeResponseSchema>['data'];

export const passkeyRegistrationOptionsEndpoint = endpoint({
  method: 'POST',
  path: '/passkeys/registration-options',
  access: 'customer',
  limit: 'passkeys',
  response: challengeResponseSchema,
  errors: ['passkeys.limit_reached'],
  tags: ['settings'],
  summary: 'Adding a passkey, step 1: a challenge and the options for navigator.credentials.create()',
  description: 'The challenge is good for five minutes and one attempt; the customer’s passkeys are excluded.',
});

export const passkeyRegistrationSchema = z.object({
  challenge_id: passkeyIdSchema,
  credential: registrationResponseSchema,
});

/** One passkey of the customer: the device it was added on (from its browser), when, and when it last signed in. */
export const passkeySchema = z.object({
  id: passkeyIdSchema,
  /** `Chrome, Windows` as read from the browser that added it; null when unknown. */
  device: z.nullable(z.string()),
  created_at: z.iso.datetime(),
  last_used_at: z.nullable(z.iso.datetime()),
});

export type Passkey = z.infer<typeof passkeySchema>;

export const addPasskeyEndpoint = endpoint({
  method: 'POST',
  path: '/passkeys',
  access: 'customer',
  limit: 'passkeys',
  body: passkeyRegistrationSchema,
  response: z.object({ data: passkeySchema, message: z.optional(z.string()) }),
  errors: ['passkeys.invalid', 'passkeys.challenge_expired', 'passkeys.limit_reached'],
  tags: ['settings'],
  summary: 'Adding a passkey, step 2: verify the authenticator’s answer and keep the passkey',
});

export const passkeysEndpoint = endpoint({
  method: 'GET',
  path: '/passkeys',
  access: 'customer',
  limit: 'passkeys',
  response: z.object({ data: z.array(passkeySchema) }),
  errors: [],
  tags: ['settings'],
  summary: 'The customer’s passkeys, the latest added first',
});

export const removePasskeyEndpoint = endpoint({
  method: 'DELETE',
  path: '/passkeys/:id',
  access: 'customer',
  limit: 'passkeys',
  params: z.object({ id: passkeyIdSchema }),
  response: apiMessageSchema,
  errors: ['common.not_found'],
  tags: ['settings'],
  summary: 'Remove one of the customer’s passkeys',
});

export const passkeyAuthenticationOptionsEndpoint = endpoint({
  method: 'POST',
  path: '/passkeys/authentication-options',
  access: 'public',
  limit: 'passkeys',
  response: challengeResponseSchema,
  errors: [],
  tags: ['auth'],
  summary: 'Signing in with a passkey, step 1: a challenge and the options for navigator.credentials.get()',
  description:
    'No account is named: the authenticator offers its discoverable credentials. Redeem the challenge within five ' +
    'minutes at the token endpoint with grant_type=urn:yolla:params:oauth:grant-type:passkey.',
});
