import { createCustomer, createTestApi, type TestApi, type TestCustomer } from '@yolla/api/testing';
import pino from 'pino';
import { Writable } from 'node:stream';
import { createApiClient, type ApiClientOptions } from '../../app/lib/api.server.ts';
import type { InProcessApi } from '../../app/lib/api-transport.server.ts';
import { inProcessApi } from '../../server/in-process-api.ts';
import type { FlashToast } from '../../app/lib/toasts.ts';

export interface LiveApi {
  api: TestApi;
  baseUrl: string;
  /** The same API reached as the one-origin server reaches its own: in the process, without a socket. */
  inProcess: InProcessApi;
  customer(values?: Parameters<typeof createCustomer>[1]): Promise<TestCustomer>;
  close(): Promise<void>;
}

/** The real API on a real socket (PGlite behind it), for the web's server-side code to call; or in the process. */
export async function startLiveApi(
  env: Record<string, string> = {},
  options: Pick<NonNullable<Parameters<typeof createTestApi>[0]>, 'modules'> = {},
): Promise<LiveApi> {
  const api = await createTestApi({ env: { GLOBAL_RATE_IP_MAX: '100000', ...env }, ...options });
  const address = await api.app.listen({ host: '127.0.0.1', port: 0 });
  return {
    api,
    baseUrl: address,
    inProcess: inProcessApi((request) => api.app.inject(request)),
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

/** How the web reaches the API: over HTTP (a separate API, `API_URL`) or in the process (the one-origin server). */
export const TRANSPORTS = ['over HTTP', 'in the process'] as const;
export type Transport = (typeof TRANSPORTS)[number];

export function clientFor(
  live: LiveApi,
  overrides: Partial<ApiClientOptions> = {},
  transport: Transport = 'over HTTP',
) {
  const toasts: FlashToast[] = [];
  let unauthorized = 0;
  const client = createApiClient({
    baseUrl: live.baseUrl,
    segment: 'client',
    locale: 'en',
    timeoutMs: 5000,
    onToast: (toast) => toasts.push(toast),
    onUnauthorized: () => (unauthorized += 1),
    ...(transport === 'in the process' ? { inProcess: live.inProcess } : {}),
    ...overrides,
  });
  return { client, toasts, unauthorizedCount: () => unauthorized };
}
