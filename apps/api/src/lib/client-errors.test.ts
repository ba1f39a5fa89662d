import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../test/harness.ts';
import { oversizedRequest, rawRequest } from '../test/raw-http.ts';

let api: TestApi;
let port: number;
beforeAll(async () => {
  api = await createTestApi();
  await api.app.listen({ host: '127.0.0.1', port: 0 });
  port = (api.app.server.address() as AddressInfo).port;
});
afterAll(() => api.close());

describe('requests the HTTP parser refuses', () => {
  it('answers headers over the 16 KB limit 431 with the house error body, in the asker’s language', async () => {
    const answer = await rawRequest(port, oversizedRequest('/api/v1/client/tariffs', { 'Accept-Language': 'ru' }));
    expect(answer.status).toBe(431);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.headers.connection).toBe('close');
    expect(JSON.parse(answer.body)).toEqual({
      code: 'common.headers_too_large',
      message: 'Заголовки запроса слишком велики. Может помочь удаление cookie этого сайта в браузере.',
    });
  });

  it('answers a malformed request 400 with the house error body', async () => {
    const answer = await rawRequest(
      port,
      'GET /api/v1/client/tariffs HTTP/1.1\r\nHost: localhost\r\nBad Header\r\n\r\n',
    );
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'common.bad_request' });
  });
});
