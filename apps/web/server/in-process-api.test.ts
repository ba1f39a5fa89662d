import { meEndpoint, tariffsEndpoint, tokenEndpoint } from '@yolla/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiBase } from '../app/lib/api.server.ts';
import { exchange, type ApiExchange } from '../app/lib/api-transport.server.ts';
import { clientFor, startLiveApi, type LiveApi } from '../tests/unit/live-api.ts';
import { inProcessApi } from './in-process-api.ts';

let live: LiveApi;
beforeAll(async () => {
  // Three calls a minute per address: enough to see whose address the API counts.
  live = await startLiveApi({ GLOBAL_RATE_IP_MAX: '3' });
});
afterAll(() => live.close());

async function signIn(): Promise<string> {
  const customer = await live.customer();
  const answer = await exchange(new URL(`${apiBase(live.baseUrl, 'client')}${tokenEndpoint.path}`), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.250' },
    body: JSON.stringify({
      grant_type: 'password',
      username: customer.email,
      password: customer.password,
      client_id: live.api.config.webClient.id,
      client_secret: live.api.config.webClient.secret,
    }),
    timeoutMs: 5000,
    inProcess: live.inProcess,
  });
  const tokens = JSON.parse(answer.text) as { token_type: string; access_token: string };
  return `${tokens.token_type} ${tokens.access_token}`;
}

describe('the one-origin server’s calls to its own API, in the process', () => {
  it('get the answer the network gives: status, text and Cache-Control, for a customer, a guest and a bad request', async () => {
    const authorization = await signIn();
    const base = apiBase(live.baseUrl, 'client');
    const calls: [string, ApiExchange][] = [
      [`${base}${meEndpoint.path}`, { method: 'GET', headers: { authorization }, timeoutMs: 5000 }],
      [`${base}${meEndpoint.path}`, { method: 'GET', headers: {}, timeoutMs: 5000 }],
      [`${base}${tariffsEndpoint.path}?destination=GE`, { method: 'GET', headers: {}, timeoutMs: 5000 }],
      [`${base}${tariffsEndpoint.path}?destination=XX`, { method: 'GET', headers: {}, timeoutMs: 5000 }],
    ];
    for (const [index, [url, init]] of calls.entries()) {
      // Each pair from an address of its own, so the limit of three a minute never answers instead.
      const headers = { ...init.headers, 'accept-language': 'az', 'x-forwarded-for': `198.51.100.${index + 1}` };
      const overHttp = await exchange(new URL(url), { ...init, headers });
      const inProcess = await exchange(new URL(url), { ...init, headers, inProcess: live.inProcess });
      const core = ({ status, text, cacheControl, bytes }: typeof overHttp) => ({ status, text, cacheControl, bytes });
      expect(core(inProcess)).toEqual(core(overHttp));
      expect(inProcess.headers?.['content-type']).toBe(overHttp.headers?.['content-type']);
    }
  });

  it('count per-address limits against the customer’s address the web forwards, not the server’s', async () => {
    const from = (clientIp: string) => clientFor(live, { clientIp }, 'in the process').client;
    const first = from('203.0.113.10');
    for (let attempt = 0; attempt < 3; attempt++) {
      await expect(first.call(meEndpoint)).rejects.toMatchObject({ status: 401 });
    }
    await expect(first.call(meEndpoint)).rejects.toMatchObject({ status: 429, code: 'common.rate_limited' });
    await expect(from('203.0.113.11').call(meEndpoint)).rejects.toMatchObject({ status: 401 });
  });

  it('refuse a method the API does not take, without reaching it', async () => {
    const inProcess = inProcessApi(() => Promise.reject(new Error('reached the API')));
    await expect(inProcess({ method: 'TRACE', url: '/api/v1/client/me', headers: {} })).rejects.toThrow(
      'unknown method: TRACE',
    );
  });
});
