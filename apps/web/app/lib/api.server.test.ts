import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { meResponseSchema, meV2ResponseSchema } from '@yolla/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, startLiveApi, type LiveApi } from '../../tests/unit/live-api.ts';
import { ApiRequestError, apiBase, createApiClient } from './api.server.ts';

let live: LiveApi;
beforeAll(async () => {
  live = await startLiveApi();
});
afterAll(() => live.close());

async function signIn(username: string, password: string): Promise<string> {
  const { client } = clientFor(live);
  const tokens = await client.post<{ token_type: string; access_token: string }>('/oauth/token', {
    grant_type: 'password',
    username,
    password,
    client_id: live.api.config.webClient.id,
    client_secret: live.api.config.webClient.secret,
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
    const peer = createServer((req, res) => {
      seen.push({ url: req.url ?? '', headers: req.headers });
      res.setHeader('content-type', 'application/json');
      res.end('{"ok":true}');
    });
    await new Promise<void>((resolve) => peer.listen(0, '127.0.0.1', resolve));
    const { port } = peer.address() as AddressInfo;
    const client = createApiClient({
      baseUrl: `http://127.0.0.1:${port}`,
      segment: 'client',
      locale: 'ka',
      authorization: 'Bearer abc',
      clientIp: '203.0.113.7',
      timeoutMs: 2000,
    });
    await client.get('/me');
    await client.get('/me', { version: 2, query: { page: 2 } });
    peer.close();
    expect(seen[0]).toMatchObject({
      url: '/api/v1/client/me',
      headers: { authorization: 'Bearer abc', 'accept-language': 'ka', 'x-forwarded-for': '203.0.113.7' },
    });
    expect(seen[1]?.url).toBe('/api/v2/client/me?page=2');
  });

  it('omit Authorization for a guest', async () => {
    const { client } = clientFor(live);
    await expect(client.get('/me')).rejects.toMatchObject({ status: 401, code: 'common.unauthenticated' });
  });

  it('return the typed body on success', async () => {
    const customer = await live.customer();
    const authorization = await signIn(customer.email, customer.password);
    const { client } = clientFor(live, { authorization });
    const me = await client.get('/me', { schema: meResponseSchema });
    expect(me.data.code).toBe(customer.row.code);
  });

  it('reach version 2 endpoints when asked', async () => {
    const customer = await live.customer();
    const { client } = clientFor(live, { authorization: await signIn(customer.email, customer.password) });
    const me = await client.get('/me', { version: 2, schema: meV2ResponseSchema });
    expect(me.data).toMatchObject({ code: customer.row.code, email: customer.email, country: 'AZ' });
  });

  it('clear the session on a 401 and pass the error on', async () => {
    const { client, unauthorizedCount } = clientFor(live, { authorization: 'Bearer expired-or-forged' });
    await expect(client.get('/me')).rejects.toBeInstanceOf(ApiRequestError);
    expect(unauthorizedCount()).toBe(1);
  });

  it('turn an error message into an error toast, in the page language', async () => {
    const { client, toasts } = clientFor(live, { locale: 'ru' });
    await expect(
      client.post('/oauth/token', {
        grant_type: 'password',
        username: 'nobody@yolla.test',
        password: 'x',
        client_id: 'a',
        client_secret: 'b',
      }),
    ).rejects.toMatchObject({ status: 401, code: 'auth.invalid_client' });
    expect(toasts).toEqual([{ type: 'error', message: 'Этому приложению вход запрещён.' }]);
  });

  it('keep the per-field messages of a validation error', async () => {
    const { client } = clientFor(live);
    const error = await client.post('/oauth/token', { grant_type: 'password' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).fields).toMatchObject({ username: ['This field is required.'] });
  });

  it('turn a success message into a success toast, unless the caller turns it off', async () => {
    const customer = await live.customer();
    const first = clientFor(live, { authorization: await signIn(customer.email, customer.password) });
    await first.client.delete('/me', { toastId: 'sign-out' });
    expect(first.toasts).toEqual([{ type: 'success', message: 'You have signed out. See you soon!', id: 'sign-out' }]);
    const second = clientFor(live, { authorization: await signIn(customer.email, customer.password) });
    await second.client.delete('/me', { toast: false });
    expect(second.toasts).toEqual([]);
  });

  it('report an unreachable API as unavailable, in the page language', async () => {
    const { client, toasts } = clientFor(live, { baseUrl: 'http://127.0.0.1:1', locale: 'az' });
    await expect(client.get('/me')).rejects.toMatchObject({ status: 503, code: 'common.unavailable' });
    expect(toasts[0]?.message).toBe('Xidmət hazırda yüklənib. Bir azdan yenidən cəhd edin.');
  });
});
