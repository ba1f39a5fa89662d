import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../test/harness.ts';
import { routeTableOf } from '../test/route-table.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

/** Every route of every module, as the modules add them to the route table. */
async function descriptors() {
  return (await routeTableOf(api.config, api.database)).entries.map((entry) => entry.endpoint);
}

/** The URL of a descriptor: with `1` for each parameter, or OpenAPI's `{name}` when `documented`. */
function urlOf(
  endpoint: { path: string; root?: boolean; version?: 1 | 2; access: string },
  segment: string,
  documented = false,
): string {
  const path = endpoint.path.replace(/:(\w+)/g, documented ? '{$1}' : '1');
  const scope = endpoint.access === 'machine' ? 'machine' : segment;
  return endpoint.root ? path : `/api/v${endpoint.version ?? 1}/${scope}${path}`;
}

describe('routes from the contract', () => {
  it('are served at the path each descriptor states, and the OpenAPI document lists exactly those', async () => {
    const spec = (await api.app.inject('/api/docs/json')).json() as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(spec.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const declared = (await descriptors()).map(
      (endpoint) => `${endpoint.method} ${urlOf(endpoint, api.config.segment, true)}`,
    );
    expect(documented.sort()).toEqual(declared.sort());
  });

  it('for signed-in customers answer 401 without a valid token, and say so in the OpenAPI document', async () => {
    const spec = (await api.app.inject('/api/docs/json')).json() as {
      paths: Record<string, Record<string, { security?: Record<string, unknown>[] }>>;
    };
    const signedIn = (await descriptors()).filter((endpoint) => endpoint.access === 'customer');
    expect(signedIn.length).toBeGreaterThan(0);
    for (const endpoint of signedIn) {
      const url = urlOf(endpoint, api.config.segment);
      for (const authorization of [undefined, 'Bearer forged', 'Basic eDp5']) {
        const response = await api.app.inject({
          method: endpoint.method,
          url,
          headers: authorization ? { authorization } : {},
        });
        expect(response.statusCode, `${endpoint.method} ${url}`).toBe(401);
        expect(response.json().code).toBe('common.unauthenticated');
      }
      const operation = spec.paths[urlOf(endpoint, api.config.segment, true)]?.[endpoint.method.toLowerCase()];
      expect(operation?.security, `${endpoint.method} ${url}`).toEqual([{ bearer: [] }]);
    }
  });

  it('for partner systems answer 401 without a valid signature, a customer token included, and say so', async () => {
    const spec = (await api.app.inject('/api/docs/json')).json() as {
      paths: Record<string, Record<string, { security?: Record<string, unknown>[] }>>;
    };
    const machine = (await descriptors()).filter((endpoint) => endpoint.access === 'machine');
    expect(machine.length).toBeGreaterThan(0);
    for (const endpoint of machine) {
      const url = urlOf(endpoint, api.config.segment);
      for (const headers of [{}, { authorization: 'Bearer forged' }]) {
        const response = await api.app.inject({ method: endpoint.method, url, headers });
        expect(response.statusCode, `${endpoint.method} ${url}`).toBe(401);
        expect(response.json().code).toBe('machine.unsigned');
      }
      const operation = spec.paths[urlOf(endpoint, api.config.segment, true)]?.[endpoint.method.toLowerCase()];
      expect(operation?.security, `${endpoint.method} ${url}`).toEqual([{ machineSignature: [] }]);
    }
  });
});
