import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  endpoint,
  meEndpoint,
  meResponseSchema,
  profileEndpoint,
  signOutEndpoint,
  tariffsEndpoint,
  tokenEndpoint,
} from '@yolla/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, startLiveApi, TRANSPORTS, type LiveApi } from '../../tests/unit/live-api.ts';
import { ApiRequestError, apiBase, createApiClient } from './api.server.ts';

let live: LiveApi;
beforeAll(async () => {
  live = await startLiveApi();
});
afterAll(() => live.close());

async function signIn(username: string, password: string): Promise<string> {
  const { client } = clientFor(live);
  const tokens = await client.call(tokenEndpoint, {
    body: {
      grant_type: 'password',
      username,
      password,
      client_id: live.api.config.webClient.id,
      client_secret: live.api.config.webClient.secret,
    },
  });
  return `${tokens.token_type} ${tokens.access_token}`;
}

describe('the API base', () => {
  it('is the host plus /api/v1/{segment}, or v2 when a call asks for version 2', () => {
    expect(apiBase('https://api.yolla.az/', 'client')).toBe('https://api.yolla.az/api/v1/client');
    expect(apiBase('https://api.yolla.az', 'client', 2)).toBe('https://api.yolla.az/api/v2/client');
  });
});

describe('calls to the API', () => {
  it('carry the Authorization header and the page language, and the call version in the path', async () => {
    const seen: { url: string; headers: IncomingHttpHeaders }[] = [];
    const summary = { code: 'YL10001', name: null, completed_profile: false, completed_address: false, picture: null };
    const profile = {
      ...summary,
      email: null,
      phone: '+994501234567',
      country: 'AZ',
      created_at: '2026-01-01T00:00:00Z',
    };
    const peer = createServer((req, res) => {
      seen.push({ url: req.url ?? '', headers: req.headers });
      res.setHeader('content-type', 'application/json');
      const v2 = req.url?.startsWith('/api/v2/');
      res.end(JSON.stringify(req.url?.includes('/tariffs') ? { data: [] } : { data: v2 ? profile : summary }));
    });
    await new Promise<void>((resolve) => peer.listen(0, '127.0.0.1', resolve));
    const { port } = peer.address() as AddressInfo;
    const client = createApiClient({
      baseUrl: `http://127.0.0.1:${port}`,
      segment: 'client',
      locale: 'ka',
      authorization: 'Bearer abc',
      clientIp: '203.0.113.7',
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X)',
      timeoutMs: 2000,
    });
    await client.call(meEndpoint);
    await client.call(profileEndpoint);
    await client.call(tariffsEndpoint, { query: { destination: 'GE' } });
    peer.close();
    expect(seen[0]).toMatchObject({
      url: '/api/v1/client/me',
      headers: {
        authorization: 'Bearer abc',
        'accept-language': 'ka',
        'x-forwarded-for': '203.0.113.7',
        'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X)',
      },
    });
    expect(seen[1]?.url).toBe('/api/v2/client/me');
    expect(seen[2]?.url).toBe('/api/v1/client/tariffs?destination=GE');
  });

  it('report an unreachable API as unavailable, in the page language', async () => {
    const { client, toasts } = clientFor(live, { baseUrl: 'http://127.0.0.1:1', locale: 'az' });
    await expect(client.call(meEndpoint)).rejects.toMatchObject({ status: 503, code: 'common.unavailable' });
    expect(toasts[0]?.message).toBe('Xidmət hazırda yüklənib. Bir azdan yenidən cəhd edin.');
  });

  it('fill in and encode the path parameters of a descriptor', async () => {
    const seen: string[] = [];
    const peer = createServer((req, res) => {
      seen.push(req.url ?? '');
      res.setHeader('content-type', 'application/json');
      res.end('{}');
    });
    await new Promise<void>((resolve) => peer.listen(0, '127.0.0.1', resolve));
    const { port } = peer.address() as AddressInfo;
    const client = createApiClient({
      baseUrl: `http://127.0.0.1:${port}`,
      segment: 'client',
      locale: 'en',
      timeoutMs: 2000,
    });
    const photo = endpoint({
      method: 'GET',
      path: '/packages/:id/photos/:photo',
      access: 'customer',
      response: meResponseSchema,
      errors: [],
      tags: ['test'],
      summary: 'A descriptor with two parameters',
    });
    await client.call(photo, { params: { id: 42, photo: 'a/b c' } }).catch(() => undefined);
    peer.close();
    expect(seen).toEqual(['/api/v1/client/packages/42/photos/a%2Fb%20c']);
  });
});

describe.each(TRANSPORTS)('calls to the API %s', (transport) => {
  const clientVia = (overrides: Parameters<typeof clientFor>[1] = {}) => clientFor(live, overrides, transport);

  it('omit Authorization for a guest', async () => {
    const { client } = clientVia();
    await expect(client.call(meEndpoint)).rejects.toMatchObject({ status: 401, code: 'common.unauthenticated' });
  });

  it('return the typed body on success', async () => {
    const customer = await live.customer();
    const authorization = await signIn(customer.email, customer.password);
    const { client } = clientVia({ authorization });
    const me = await client.call(meEndpoint);
    expect(meResponseSchema.safeParse(me).success).toBe(true);
    expect(me.data.code).toBe(customer.row.code);
  });

  it('reach version 2 endpoints when asked', async () => {
    const customer = await live.customer();
    const { client } = clientVia({ authorization: await signIn(customer.email, customer.password) });
    const me = await client.call(profileEndpoint);
    expect(me.data).toMatchObject({ code: customer.row.code, email: customer.email, country: 'AZ' });
  });

  it('clear the session on a 401 and pass the error on', async () => {
    const { client, unauthorizedCount } = clientVia({ authorization: 'Bearer expired-or-forged' });
    await expect(client.call(meEndpoint)).rejects.toBeInstanceOf(ApiRequestError);
    expect(unauthorizedCount()).toBe(1);
  });

  it('turn an error message into an error toast, in the page language', async () => {
    const { client, toasts } = clientVia({ locale: 'ru' });
    await expect(
      client.call(tokenEndpoint, {
        body: {
          grant_type: 'password',
          username: 'nobody@yolla.test',
          password: 'x',
          client_id: 'a',
          client_secret: 'b',
        },
      }),
    ).rejects.toMatchObject({ status: 401, code: 'auth.invalid_client' });
    expect(toasts).toEqual([{ type: 'error', message: 'Этому приложению вход запрещён.' }]);
  });

  it('raise no error toast for a form that shows its refusals itself (toast: success)', async () => {
    const { client, toasts } = clientVia();
    const body = {
      grant_type: 'password',
      username: 'x@yolla.test',
      password: 'x',
      client_id: 'a',
      client_secret: 'b',
    };
    await expect(client.call(tokenEndpoint, { body } as never, { toast: 'success' })).rejects.toMatchObject({
      status: 401,
    });
    expect(toasts).toEqual([]);
  });

  it('keep the per-field messages of a validation error', async () => {
    const { client } = clientVia();
    const error = await client
      .call(tokenEndpoint, { body: { grant_type: 'password' } as never })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).fields).toMatchObject({ username: ['This field is required.'] });
  });

  it('turn a success message into a success toast, unless the caller turns it off', async () => {
    const customer = await live.customer();
    const first = clientVia({ authorization: await signIn(customer.email, customer.password) });
    await first.client.call(signOutEndpoint, {}, { toastId: 'sign-out' });
    expect(first.toasts).toEqual([{ type: 'success', message: 'You have signed out. See you soon!', id: 'sign-out' }]);
    const second = clientVia({ authorization: await signIn(customer.email, customer.password) });
    await second.client.call(signOutEndpoint, {}, { toast: false });
    expect(second.toasts).toEqual([]);
  });
});
