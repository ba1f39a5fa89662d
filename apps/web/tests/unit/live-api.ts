import { createCustomer, createTestApi, type TestApi, type TestCustomer } from '@yolla/api/testing';
import pino from 'pino';
import { Writable } from 'node:stream';
import { createApiClient, type ApiClientOptions } from '../../app/lib/api.server.ts';
import type { FlashToast } from '../../app/lib/toasts.ts';

export interface LiveApi {
  api: TestApi;
  baseUrl: string;
  customer(values?: Parameters<typeof createCustomer>[1]): Promise<TestCustomer>;
  close(): Promise<void>;
}

/** The real API on a real socket (PGlite behind it), for the web's server-side code to call. */
export async function startLiveApi(
  env: Record<string, string> = {},
  options: Pick<NonNullable<Parameters<typeof createTestApi>[0]>, 'modules'> = {},
): Promise<LiveApi> {
  const api = await createTestApi({ env: { RATE_LIMIT_GLOBAL_MAX: '100000', ...env }, ...options });
  const address = await api.app.listen({ host: '127.0.0.1', port: 0 });
  return {
    api,
    baseUrl: address,
    customer: (values) => createCustomer(api.database, values),
    close: () => api.close(),
  };
}

/** A pino logger whose lines the test can read. */
export function capturingLogger() {
  const lines: { level: number; msg: string }[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { logger: pino({ level: 'debug' }, stream), lines, messages: () => lines.map((l) => l.msg) };
}

export function clientFor(live: LiveApi, overrides: Partial<ApiClientOptions> = {}) {
  const toasts: FlashToast[] = [];
  let unauthorized = 0;
  const client = createApiClient({
    baseUrl: live.baseUrl,
    segment: 'client',
    locale: 'en',
    timeoutMs: 5000,
    onToast: (toast) => toasts.push(toast),
    onUnauthorized: () => (unauthorized += 1),
    ...overrides,
  });
  return { client, toasts, unauthorizedCount: () => unauthorized };
}
