import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, registrationBody, type TestApi } from '../test/harness.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

/** Found by the probes: NUL reached PostgreSQL (which cannot store it) and the answer was a 500. */
describe('a NUL character in request text', () => {
  it('in a query string is refused 400 with a code and the field, before any database work', async () => {
    const response = await api.app.inject({
      method: 'GET',
      url: '/api/v1/client/dev/outbox?to=%00%C3%BCn',
      headers: { 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'common.validation_failed', errors: { to: [expect.any(String)] } });
  });

  it('in a body is refused the same way, on the field that holds it', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/v1/client/registration',
      payload: registrationBody('UZ', { password: 'kite-harbor-\u0000-river' }),
    });
    expect(response.statusCode).toBe(400);
    const body = response.json() as { code: string; errors: Record<string, string[]> };
    expect(body.code).toBe('common.validation_failed');
    expect(Object.keys(body.errors)).toEqual(['password']);
  });

  it('leaves other text alone: the same query without it is answered', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/v1/client/dev/outbox?to=%C3%BCn' });
    expect(response.statusCode).toBe(200);
  });
});
