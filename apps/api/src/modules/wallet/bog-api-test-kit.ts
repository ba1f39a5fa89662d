import type { Database } from '../../db/client.ts';
import type { Metrics } from '../../lib/metrics.ts';
import { createTestApi, type TestApi } from '../../test/harness.ts';
import { startBogTestBank, TEST_BOG_CLIENT, type BogTestBank } from './bog-bank-test-kit.ts';
import { startKapitalApi, type KapitalTestBank } from './kapital-bank-test-kit.ts';

/** Our side with Georgia paying through the Bank of Georgia stand-in (`bog-bank-test-kit.ts`, the bank's side). */
/** The variables that make Georgia pay through the stand-in. */
export const bogEnv = (bank: BogTestBank): Record<string, string> => ({
  PAYMENT_PROVIDER_GE: 'bog',
  BOG_CLIENT_ID: TEST_BOG_CLIENT.id,
  BOG_CLIENT_SECRET: TEST_BOG_CLIENT.secret,
  BOG_OAUTH_URL: `${bank.origin}/oauth/token`,
  BOG_API_URL: bank.origin,
  BOG_PAYMENT_PAGE_URL: bank.origin,
  BOG_CALLBACK_PUBLIC_KEY: bank.publicKeyPem,
  BOG_TIMEOUT_MS: '1500',
});

/** The tests' one BoG setup: the stand-in bank and an API paying Georgia through it; `close` stops both. */
export async function startBogApi(
  options: { env?: Record<string, string>; database?: Database; metrics?: Metrics } = {},
): Promise<{ bank: BogTestBank; api: TestApi; close: () => Promise<void> }> {
  const bank = await startBogTestBank();
  const api = await createTestApi({
    ...(options.database ? { database: options.database } : {}),
    ...(options.metrics ? { metrics: options.metrics } : {}),
    env: { ...bogEnv(bank), ...options.env },
  });
  return { bank, api, close: async () => (await api.close(), await bank.close()) };
}

/** The bank delivers a callback to our endpoint (in-process: the harness's own origin). */
export function deliver(api: TestApi, callback: { body: string; signature?: string }) {
  return api.app.inject({
    method: 'POST',
    url: `/api/v1/${api.config.segment}/payments/bog`,
    headers: {
      'content-type': 'application/json',
      ...(callback.signature === undefined ? {} : { 'callback-signature': callback.signature }),
    },
    payload: callback.body,
  });
}

/** Both banks' stand-ins at once: Georgia pays through Bank of Georgia, Azerbaijan through Kapital; `close` stops all. */
export async function startBogAndKapitalApi(): Promise<{
  bog: BogTestBank;
  kapital: KapitalTestBank;
  api: TestApi;
  close: () => Promise<void>;
}> {
  const bog = await startBogTestBank();
  const { bank: kapital, api, close } = await startKapitalApi({ env: bogEnv(bog) });
  return { bog, kapital, api, close: async () => (await close(), await bog.close()) };
}
