import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createTestApi, type TestApi } from '../test/harness.ts';
import { signInAs } from '../test/requests.ts';

let api: TestApi;
let bearer: string;
beforeAll(async () => {
  api = await createTestApi();
  const customer = await createCustomer(api.database);
  bearer = `Bearer ${(await signInAs(api, customer)).json().access_token}`;
});
afterAll(() => api.close());

interface Operation {
  method: string;
  path: string;
  /** Signed in with a bearer token (the token endpoint's own `no-store` is RFC 6749's exact answer). */
  bearer: boolean;
}

/** Every operation of the OpenAPI document, so an endpoint added later is covered without edits. */
async function operations(): Promise<Operation[]> {
  const spec = (await api.app.inject('/api/docs/json')).json() as {
    paths: Record<string, Record<string, { security?: Record<string, unknown>[] }>>;
  };
  return Object.entries(spec.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path: path.replace(/\{[^}]+\}/g, '1'),
      bearer: Boolean(operation.security?.some((scheme) => 'bearer' in scheme)),
    })),
  );
}

describe('answers to a request with credentials', () => {
  it('are never stored by a cache, on every endpoint that takes them, valid or not', async () => {
    const all = await operations();
    expect(all.filter((operation) => operation.bearer).length).toBeGreaterThan(0);
    for (const operation of all) {
      for (const authorization of [bearer, 'Bearer not-a-token']) {
        const response = await api.app.inject({
          method: operation.method as 'GET',
          url: operation.path,
          headers: { authorization },
        });
        expect(response.statusCode, `${operation.method} ${operation.path}`).toBeLessThan(500);
        expect(response.headers['cache-control'], `${operation.method} ${operation.path}`).toMatch(/no-store/);
        if (operation.bearer) {
          expect(response.headers['cache-control'], `${operation.method} ${operation.path}`).toMatch(/private/);
        }
      }
    }
  });

  it('leave public answers to anonymous requests their own caching', async () => {
    const response = await api.app.inject('/api/v1/client/tariffs?destination=AZ');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
  });
});
