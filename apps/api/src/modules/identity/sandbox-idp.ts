import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import type { Clock, ModuleDeps } from '../../http/module.ts';
import { sandboxPage } from './sandbox-page.ts';
import { SANDBOX_IDENTITIES } from './sandbox-identities.ts';

export const SANDBOX_PREFIX = '/api/sandbox-idp';
const CODE_TTL_MS = 60_000;
/** A stand-in for another party: not part of our API, so not in its OpenAPI document. */
const HIDDEN = { schema: { hide: true } };

interface PendingCode {
  identity: number;
  redirectUri: string;
  nonce: string;
  challenge: string;
  expires: number;
}

type Params = Record<string, string | undefined>;

const base64url = (bytes: Buffer) => bytes.toString('base64url');
const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** What an authorization request must carry; the first fault found, or null. */
function authorizationFault(params: Params, clientId: string): string | null {
  if (params.response_type !== 'code') return 'response_type must be code';
  if (params.client_id !== clientId) return 'unknown client_id';
  if (!params.redirect_uri || !/^https?:\/\//.test(params.redirect_uri)) return 'redirect_uri must be an http(s) URL';
  if (!params.state || !params.nonce) return 'state and nonce are required';
  if (params.code_challenge_method !== 'S256' || !params.code_challenge) return 'PKCE with S256 is required';
  return null;
}

/**
 * A built-in OpenID Connect provider standing in for the national digital identity (decision 0027), on in
 * development, tests and the demo only (config refuses it in a deployment unless allowed). It speaks the real
 * protocol — discovery, an authorization page with real redirects, authorization code + PKCE (S256), an ES256-signed
 * ID token with `nonce`, its JWKS — so the API's client is the one a real provider gets. Keys and codes live in
 * memory: a restart signs in no one halfway.
 */
export async function sandboxIdentityProvider(
  app: FastifyInstance,
  options: { config: ModuleDeps<'identity'>['config']; clock: Clock },
) {
  const { config, clock } = options;
  const { issuer, clientId, clientSecret } = config.identity;
  const { privateKey, publicKey } = await generateKeyPair('ES256');
  const kid = base64url(randomBytes(8));
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig' };
  const codes = new Map<string, PendingCode>();

  app.get(`${SANDBOX_PREFIX}/.well-known/openid-configuration`, HIDDEN, async () => ({
    issuer,
    authorization_endpoint: `${issuer}/authorize`,
    token_endpoint: `${issuer}/token`,
    jwks_uri: `${issuer}/jwks`,
    response_types_supported: ['code'],
    subject_types_supported: ['public'],
    id_token_signing_alg_values_supported: ['ES256'],
    code_challenge_methods_supported: ['S256'],
    token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
  }));

  app.get(`${SANDBOX_PREFIX}/jwks`, HIDDEN, async () => ({ keys: [jwk] }));

  app.get(`${SANDBOX_PREFIX}/authorize`, HIDDEN, async (request, reply) => {
    const params = request.query as Params;
    const fault = authorizationFault(params, clientId);
    if (fault) return reply.code(400).type('text/plain; charset=utf-8').send(fault);
    return sendPage(request, reply, params);
  });

  app.post(`${SANDBOX_PREFIX}/authorize`, HIDDEN, async (request, reply) => {
    const params = (request.body ?? {}) as Params;
    const fault = authorizationFault(params, clientId);
    const identity = Number(params.identity);
    if (fault || !SANDBOX_IDENTITIES[identity])
      return reply
        .code(400)
        .type('text/plain; charset=utf-8')
        .send(fault ?? 'unknown identity');
    for (const [key, pending] of codes) if (pending.expires <= clock.now().getTime()) codes.delete(key);
    const code = base64url(randomBytes(32));
    codes.set(code, {
      identity,
      redirectUri: params.redirect_uri ?? '',
      nonce: params.nonce ?? '',
      challenge: params.code_challenge ?? '',
      expires: clock.now().getTime() + CODE_TTL_MS,
    });
    const target = new URL(params.redirect_uri ?? '');
    target.searchParams.set('code', code);
    target.searchParams.set('state', params.state ?? '');
    return reply.redirect(target.toString(), 302);
  });

  app.post(`${SANDBOX_PREFIX}/token`, HIDDEN, async (request, reply) => {
    const body = (request.body ?? {}) as Params;
    const [basicId, basicSecret] = Buffer.from(
      (request.headers.authorization ?? '').replace(/^Basic\s+/i, ''),
      'base64',
    )
      .toString()
      .split(':')
      .map((part) => decodeURIComponent(part));
    const id = body.client_id ?? basicId ?? '';
    const secret = body.client_secret ?? basicSecret ?? '';
    if (!same(id, clientId) || !same(secret, clientSecret)) return reply.code(401).send({ error: 'invalid_client' });
    const pending = body.code ? codes.get(body.code) : undefined;
    if (body.code) codes.delete(body.code);
    const verifier = body.code_verifier ?? '';
    const challenge = base64url(createHash('sha256').update(verifier).digest());
    if (
      body.grant_type !== 'authorization_code' ||
      !pending ||
      pending.expires <= clock.now().getTime() ||
      pending.redirectUri !== body.redirect_uri ||
      !same(challenge, pending.challenge)
    ) {
      return reply.code(400).send({ error: 'invalid_grant' });
    }
    const person = SANDBOX_IDENTITIES[pending.identity];
    if (!person) return reply.code(400).send({ error: 'invalid_grant' });
    const idToken = await signIdToken(privateKey, kid, {
      issuer,
      audience: clientId,
      nonce: pending.nonce,
      person,
      clock,
    });
    return { access_token: base64url(randomBytes(24)), token_type: 'Bearer', expires_in: 300, id_token: idToken };
  });

  function sendPage(request: FastifyRequest, reply: FastifyReply, params: Params) {
    const redirectOrigin = new URL(params.redirect_uri ?? '').origin;
    return reply
      .header(
        'content-security-policy',
        `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${redirectOrigin}; frame-ancestors 'none'`,
      )
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(sandboxPage(request, `${SANDBOX_PREFIX}/authorize`, params));
  }
}

async function signIdToken(
  key: CryptoKey,
  kid: string,
  claims: {
    issuer: string;
    audience: string;
    nonce: string;
    person: (typeof SANDBOX_IDENTITIES)[number];
    clock: Clock;
  },
): Promise<string> {
  const { sub, ...profile } = claims.person;
  const now = Math.floor(claims.clock.now().getTime() / 1000);
  return new SignJWT({ ...profile, nonce: claims.nonce })
    .setProtectedHeader({ alg: 'ES256', kid })
    .setIssuer(claims.issuer)
    .setAudience(claims.audience)
    .setSubject(sub)
    .setIssuedAt(now)
    .setExpirationTime(now + 300)
    .sign(key);
}
