import type { TestApi } from '../../test/harness.ts';

/** Test helper: a browser going through the sandbox provider, and the web app's grant afterwards. */
export const REDIRECT_URI = 'http://localhost:3000/az/login/identify';

/** Starts a sign-in, picks a demo identity on the sandbox page, and comes back with the code. */
export async function throughSandbox(api: TestApi, identity: number, language = 'az') {
  const start = await api.app.inject({
    method: 'POST',
    url: '/api/v1/client/identity/authorization',
    payload: { redirect_uri: REDIRECT_URI },
  });
  if (start.statusCode !== 200) throw new Error(`authorization: ${start.statusCode} ${start.body}`);
  const { url, state, nonce, code_verifier: verifier } = start.json().data as Record<string, string>;
  const authorize = new URL(url ?? '');
  const page = await api.app.inject({
    method: 'GET',
    url: authorize.pathname + authorize.search,
    headers: { 'accept-language': language },
  });
  const chosen = await api.app.inject({
    method: 'POST',
    url: authorize.pathname,
    payload: { ...Object.fromEntries(authorize.searchParams), identity: String(identity) },
    headers: { 'content-type': 'application/json' },
  });
  const back = new URL(String(chosen.headers.location));
  return {
    page,
    back,
    state,
    grant: {
      grant_type: 'urn:yolla:params:oauth:grant-type:digital-identity',
      code: back.searchParams.get('code') ?? '',
      code_verifier: verifier ?? '',
      redirect_uri: REDIRECT_URI,
      nonce: nonce ?? '',
      client_id: api.config.webClient.id,
      client_secret: api.config.webClient.secret,
    },
  };
}

export function tokenRequest(api: TestApi, body: Record<string, string>) {
  return api.app.inject({ method: 'POST', url: '/api/v1/client/oauth/token', payload: body });
}
