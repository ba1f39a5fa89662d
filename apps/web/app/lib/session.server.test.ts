import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tokenEndpoint } from '@yolla/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capturingLogger, startLiveApi, type LiveApi } from '../../tests/unit/live-api.ts';
import { createApiClient } from './api.server.ts';
import { cookieNames, OutgoingCookies } from './cookies.server.ts';
import { resolveSession, type SessionDeps } from './session.server.ts';

let live: LiveApi;
beforeAll(async () => {
  live = await startLiveApi({ ACCESS_TOKEN_TTL_SECONDS: '30' });
});
afterAll(() => live.close());

const names = cookieNames('yolla_');

function deps(cookies: Record<string, string>) {
  const { logger, messages, lines } = capturingLogger();
  const out = new OutgoingCookies(new URL('http://localhost:3000/en'), { prefix: 'yolla_', domain: undefined });
  const headers = new Headers();
  const session: SessionDeps = {
    cookies,
    names,
    out,
    logger,
    refreshMaxAge: 3600,
    client: live.api.config.webClient,
    apiFor: (authorization) =>
      createApiClient({ baseUrl: live.baseUrl, segment: 'client', locale: 'en', authorization, timeoutMs: 5000 }),
  };
  return {
    session,
    messages,
    /** The log's "Fetching user failed" lines: their level and what they say of the failure. */
    fetchFailures: () => lines.filter((line) => line.msg === 'Fetching user failed'),
    setCookies: () => {
      out.applyTo(headers);
      return headers.getSetCookie();
    },
  };
}

async function tokensFor(email: string, password: string) {
  const client = createApiClient({ baseUrl: live.baseUrl, segment: 'client', locale: 'en', timeoutMs: 5000 });
  return client.call(tokenEndpoint, {
    body: {
      grant_type: 'password',
      username: email,
      password,
      client_id: live.api.config.webClient.id,
      client_secret: live.api.config.webClient.secret,
    },
  });
}

describe('working out the session on each request', () => {
  it('continues as a guest, saying so in the log, when there are no tokens', async () => {
    const { session, messages, setCookies } = deps({});
    expect(await resolveSession(session)).toEqual({
      auth: false,
      user: null,
      customerCountry: null,
      authorization: null,
    });
    expect(messages()).toContain('No tokens, continuing as guest');
    expect(setCookies()).toEqual([]);
  });

  it('fetches the current user with the access token', async () => {
    const customer = await live.customer({ name: 'Leyla Həsənova' });
    const tokens = await tokensFor(customer.email, customer.password);
    const { session, setCookies } = deps({ [names.access]: `Bearer ${tokens.access_token}` });
    const result = await resolveSession(session);
    expect(result.auth).toBe(true);
    expect(result.user).toMatchObject({ code: customer.row.code, name: 'Leyla Həsənova' });
    expect(setCookies()).toEqual([]);
  });

  it('knows the customer’s own country, and hands pages the summary without the contact details', async () => {
    const customer = await live.customer({ name: 'Nino Beridze', country: 'GE' });
    const tokens = await tokensFor(customer.email, customer.password);
    const { session } = deps({ [names.access]: `Bearer ${tokens.access_token}` });
    const result = await resolveSession(session);
    expect(result.customerCountry).toBe('GE');
    expect(Object.keys(result.user ?? {}).sort()).toEqual([
      'code',
      'completed_address',
      'completed_profile',
      'name',
      'picture',
    ]);
  });

  it('logs "Fetching user failed", clears both cookies and continues as a guest when /me fails', async () => {
    const { session, fetchFailures, setCookies } = deps({
      [names.access]: 'Bearer revoked-token',
      [names.refresh]: 'spent',
    });
    // The access token is not a JWT, so no refresh is attempted first; /me answers 401.
    const result = await resolveSession(session);
    expect(result.auth).toBe(false);
    // A session that has ended is the usual case, not a warning.
    expect(fetchFailures()).toEqual([expect.objectContaining({ level: 30, status: 401 })]);
    const cookies = setCookies();
    expect(cookies).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^yolla_auth_token=; Max-Age=0/),
        expect.stringMatching(/^yolla_refresh_token=; Max-Age=0/),
      ]),
    );
  });

  it('refreshes once, before calling, when the access token is about to lapse, and stores the new pair', async () => {
    const customer = await live.customer();
    const tokens = await tokensFor(customer.email, customer.password);
    const { session, setCookies } = deps({
      [names.access]: `Bearer ${tokens.access_token}`,
      [names.refresh]: tokens.refresh_token,
    });
    const result = await resolveSession(session);
    expect(result.auth).toBe(true);
    expect(result.authorization).not.toBe(`Bearer ${tokens.access_token}`);
    const cookies = setCookies();
    expect(cookies.find((c) => c.startsWith('yolla_auth_token='))).toMatch(
      /^yolla_auth_token=Bearer%20.+; Max-Age=30;/,
    );
    expect(cookies.find((c) => c.startsWith('yolla_refresh_token='))).not.toContain(tokens.refresh_token);
  });

  it('refreshes when only the refresh token is left (the access cookie expired)', async () => {
    const customer = await live.customer();
    const tokens = await tokensFor(customer.email, customer.password);
    const { session } = deps({ [names.refresh]: tokens.refresh_token });
    expect((await resolveSession(session)).auth).toBe(true);
  });

  it('shares one refresh between simultaneous requests, so the API never sees a replayed token', async () => {
    const customer = await live.customer();
    const tokens = await tokensFor(customer.email, customer.password);
    const cookies = { [names.refresh]: tokens.refresh_token };
    const results = await Promise.all([
      resolveSession(deps(cookies).session),
      resolveSession(deps(cookies).session),
      resolveSession(deps(cookies).session),
    ]);
    expect(results.map((r) => r.auth)).toEqual([true, true, true]);
    expect(new Set(results.map((r) => r.authorization)).size).toBe(1);
  });

  it('clears the cookies and continues as a guest when the refresh token is refused', async () => {
    const { session, setCookies } = deps({ [names.refresh]: 'never-issued' });
    expect((await resolveSession(session)).auth).toBe(false);
    expect(setCookies().some((c) => c.startsWith('yolla_refresh_token=; Max-Age=0'))).toBe(true);
  });

  describe('when the API cannot answer', () => {
    /** A stand-in for the API that answers every call with one status (or, with 0, never answers in time). */
    async function failingApi(status: number) {
      const server = createServer((_req, res) => {
        if (status === 0) return;
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ message: 'down', code: status === 503 ? 'common.unavailable' : 'common.internal' }));
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as AddressInfo;
      return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(resolve)) };
    }

    function depsAgainst(baseUrl: string, cookies: Record<string, string>) {
      const prepared = deps(cookies);
      prepared.session.apiFor = (authorization) =>
        createApiClient({ baseUrl, segment: 'client', locale: 'en', authorization, timeoutMs: 300 });
      return prepared;
    }

    it.each([
      ['a 500', 500, { status: 500, code: 'common.internal' }],
      ['a 503', 503, { status: 503, code: 'common.unavailable' }],
      ['a timeout', 0, { status: 503, code: 'common.unavailable', reason: 'ApiTimeoutError' }],
    ])('keeps the cookies on %s and reports the session unavailable, not ended', async (_name, status, logged) => {
      const api = await failingApi(status);
      try {
        for (const cookies of [
          { [names.access]: 'Bearer some-token', [names.refresh]: 'some-refresh' },
          { [names.refresh]: 'some-refresh' },
        ]) {
          const { session, setCookies, fetchFailures } = depsAgainst(api.url, cookies);
          expect(await resolveSession(session)).toEqual({
            auth: false,
            user: null,
            customerCountry: null,
            authorization: null,
            unavailable: true,
          });
          expect(setCookies()).toEqual([]);
          // A warning that says why, when /me was asked (with only a refresh token, the refresh already failed).
          const expected = cookies[names.access] ? [expect.objectContaining({ level: 40, ...logged })] : [];
          expect(fetchFailures()).toEqual(expected);
        }
      } finally {
        await api.close();
      }
    });

    it('keeps the cookies when the API is not even reachable', async () => {
      const { session, setCookies, fetchFailures } = depsAgainst('http://127.0.0.1:1', {
        [names.access]: 'Bearer some-token',
      });
      expect((await resolveSession(session)).unavailable).toBe(true);
      expect(setCookies()).toEqual([]);
      expect(fetchFailures()).toEqual([
        expect.objectContaining({ level: 40, status: 503, reason: expect.stringMatching(/ECONNREFUSED/) }),
      ]);
    });
  });
});
