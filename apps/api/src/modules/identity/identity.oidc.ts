import { createHash, randomBytes } from 'node:crypto';
import { createLocalJWKSet, jwtVerify, type JSONWebKeySet } from 'jose';
import { ApiError, commonErrors } from '../../lib/api-error.ts';
import type { Clock } from '../../http/module.ts';

/** Who the digital identity says the person is. */
export interface IdentityClaims {
  subject: string;
  givenName: string;
  familyName: string;
  /** The Azerbaijani FIN. */
  fin: string;
}

interface Metadata {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
}

const CACHE_MS = 10 * 60_000;
const base64url = (bytes: Buffer) => bytes.toString('base64url');
export const identityFailed = () => new ApiError('identity.failed');

/**
 * The API's OpenID Connect client of the national digital identity (decision 0027): discovery, authorization URL
 * with state, nonce and PKCE (S256), and the code's redemption at the token endpoint with the client's secret
 * (HTTP Basic), the ID token's signature (the provider's JWKS), issuer, audience, expiry and nonce checked with
 * `jose`. The provider's metadata and keys are kept ten minutes. `fetch` is injected (tests reach the sandbox
 * provider in-process).
 */
export function createOidcClient(options: {
  issuer: string;
  clientId: string;
  clientSecret: string;
  clock: Clock;
  fetch: typeof fetch;
}) {
  const { issuer, clientId, clientSecret, clock } = options;
  let metadata: { value: Metadata; at: number } | null = null;
  let keys: { value: ReturnType<typeof createLocalJWKSet>; at: number } | null = null;

  async function getJson<T>(url: string, init?: RequestInit): Promise<{ status: number; body: T }> {
    let response: Response;
    try {
      response = await options.fetch(url, { ...init, signal: AbortSignal.timeout(8000) });
    } catch {
      throw commonErrors.unavailable();
    }
    if (response.status >= 500) throw commonErrors.unavailable();
    return { status: response.status, body: (await response.json().catch(() => ({}))) as T };
  }

  async function discover(): Promise<Metadata> {
    const now = clock.now().getTime();
    if (metadata && now - metadata.at < CACHE_MS) return metadata.value;
    const { status, body } = await getJson<Metadata>(`${issuer}/.well-known/openid-configuration`);
    if (status !== 200 || body.issuer !== issuer) throw commonErrors.unavailable();
    metadata = { value: body, at: now };
    return body;
  }

  async function keySet() {
    const now = clock.now().getTime();
    if (keys && now - keys.at < CACHE_MS) return keys.value;
    const { status, body } = await getJson<JSONWebKeySet>((await discover()).jwks_uri);
    if (status !== 200 || !Array.isArray(body.keys)) throw commonErrors.unavailable();
    keys = { value: createLocalJWKSet(body), at: now };
    return keys.value;
  }

  return {
    /** Where to send the browser, and the state, nonce and PKCE verifier the callback is checked against. */
    async authorization(redirectUri: string, locale: string) {
      const state = base64url(randomBytes(24));
      const nonce = base64url(randomBytes(24));
      const codeVerifier = base64url(randomBytes(48));
      const url = new URL((await discover()).authorization_endpoint);
      url.search = new URLSearchParams({
        response_type: 'code',
        client_id: clientId,
        redirect_uri: redirectUri,
        scope: 'openid profile',
        state,
        nonce,
        code_challenge: base64url(createHash('sha256').update(codeVerifier).digest()),
        code_challenge_method: 'S256',
        // OpenID Connect's hint for the provider's pages: the language the customer reads our site in.
        ui_locales: locale,
      }).toString();
      return { url: url.toString(), state, nonce, code_verifier: codeVerifier };
    },

    /** The verified person behind an authorization code; `identity.failed` for anything the provider or token refuses. */
    async redeem(input: {
      code: string;
      codeVerifier: string;
      redirectUri: string;
      nonce: string;
    }): Promise<IdentityClaims> {
      const { token_endpoint: tokenEndpoint } = await discover();
      const basic = Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(clientSecret)}`).toString(
        'base64',
      );
      const { status, body } = await getJson<{ id_token?: unknown }>(tokenEndpoint, {
        method: 'POST',
        headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code: input.code,
          redirect_uri: input.redirectUri,
          code_verifier: input.codeVerifier,
        }).toString(),
      });
      if (status !== 200 || typeof body.id_token !== 'string') throw identityFailed();
      try {
        const { payload } = await jwtVerify(body.id_token, await keySet(), {
          issuer,
          audience: clientId,
          algorithms: ['ES256', 'RS256', 'PS256'],
          currentDate: clock.now(),
          requiredClaims: ['sub', 'exp', 'iat', 'nonce'],
        });
        const { sub, nonce, given_name: givenName, family_name: familyName, fin } = payload;
        if (nonce !== input.nonce || typeof sub !== 'string') throw identityFailed();
        if (typeof givenName !== 'string' || typeof familyName !== 'string' || typeof fin !== 'string') {
          throw identityFailed();
        }
        return { subject: sub, givenName, familyName, fin };
      } catch {
        throw identityFailed();
      }
    },
  };
}

export type OidcClient = ReturnType<typeof createOidcClient>;
