import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBogProvider, type BogOptions } from './bog-payments.ts';
import { startBogTestBank, TEST_BOG_CLIENT, type BogTestBank } from './bog-bank-test-kit.ts';

/** The Bank of Georgia adapter alone against the stand-in: its token, its idempotent orders, its failures' logs. */
let bank: BogTestBank;
beforeAll(async () => {
  bank = await startBogTestBank();
});
afterAll(() => bank?.close());

function adapter(overrides: Partial<BogOptions> = {}) {
  const lines: string[] = [];
  const provider = createBogProvider({
    clientId: TEST_BOG_CLIENT.id,
    clientSecret: TEST_BOG_CLIENT.secret,
    oauthUrl: `${bank.origin}/oauth/token`,
    apiUrl: bank.origin,
    paymentPageOrigin: bank.origin,
    callbackUrl: 'https://yolla.test/api/v1/client/payments/bog',
    timeoutMs: 2000,
    fetch,
    warn: (line) => lines.push(line),
    ...overrides,
  });
  return { provider, lines };
}

const expiresAt = new Date(Date.now() + 60_000);
const request = (topUpId: number, origin = 'https://yolla.test') => ({
  topUpId,
  amount: 10_05,
  currency: 'GEL' as const,
  returnUrl: `${origin}/ka/cabinet/wallet?top_up=${topUpId}`,
  expiresAt,
  locale: 'ka' as const,
});

describe('the Bank of Georgia adapter', () => {
  it('asks one token for concurrent callers and keeps it until shortly before it expires', async () => {
    let clock = Date.now();
    bank.tokenTtlSeconds = 300;
    const { provider } = adapter({ now: () => clock });
    const tokens = bank.calls.token;
    const { reference } = await provider.createIntent(request(900_001));
    const reports = await Promise.all(Array.from({ length: 5 }, () => provider.status(reference)));
    expect(reports.map((report) => report.status)).toEqual(['pending', 'pending', 'pending', 'pending', 'pending']);
    expect(reports[0]).toMatchObject({ amount: 0, currency: 'GEL' }); // nothing processed yet
    expect(bank.calls.token - tokens).toBe(1);
    clock += 239_000; // 300 s less the minute's margin, not yet
    await provider.status(reference);
    expect(bank.calls.token - tokens).toBe(1);
    clock += 2000;
    await Promise.all([provider.status(reference), provider.status(reference)]);
    expect(bank.calls.token - tokens).toBe(2);
    bank.tokenTtlSeconds = 3600;
  });

  it('takes a new token when the bank refuses the one it has, and tries the call once more', async () => {
    const { provider, lines } = adapter();
    const { reference } = await provider.createIntent(request(900_002));
    const tokens = bank.calls.token;
    bank.revokeTokens();
    bank.pay(reference);
    expect(await provider.status(reference)).toMatchObject({ status: 'succeeded', amount: 10_05, currency: 'GEL' });
    expect(bank.calls.token - tokens).toBe(1);
    expect(lines).toEqual([]);
  });

  it('asks for one order per top-up, however often it is asked (the Idempotency-Key is the top-up’s)', async () => {
    const { provider } = adapter();
    const creates = bank.calls.create;
    const first = await provider.createIntent(request(900_003));
    const again = await provider.createIntent(request(900_003));
    const elsewhere = await provider.createIntent(request(900_003, 'https://staging.yolla.test'));
    // The same id in a database started afresh: another top-up, another expiry, another order.
    const afresh = await provider.createIntent({ ...request(900_003), expiresAt: new Date(Date.now() + 120_000) });
    expect(again).toEqual(first);
    expect(new Set([first.reference, elsewhere.reference, afresh.reference]).size).toBe(3);
    expect(bank.calls.create - creates).toBe(4);
    expect(bank.order(first.reference)).toMatchObject({ externalOrderId: '900003', amount: '10.05' });
  });

  it('refuses a payment page outside BOG_PAYMENT_PAGE_URL (the CSP would not let the customer go)', async () => {
    const { provider, lines } = adapter({ paymentPageOrigin: 'https://payment.bog.ge' });
    await expect(provider.createIntent(request(900_004))).rejects.toMatchObject({
      code: 'wallet.provider_unavailable',
    });
    expect(lines).toEqual(['bog create order: the payment page is not at BOG_PAYMENT_PAGE_URL']);
  });

  it('with wrong credentials is refused with the stable code and logs the status and code, never the secret', async () => {
    const { provider, lines } = adapter({ clientSecret: 'not-the-secret' });
    await expect(provider.createIntent(request(900_005))).rejects.toMatchObject({
      code: 'wallet.provider_unavailable',
    });
    await expect(provider.status('order-1')).rejects.toMatchObject({ code: 'wallet.provider_unavailable' });
    expect(lines).toEqual([
      'bog token: HTTP 401, error code invalid_client',
      'bog token: HTTP 401, error code invalid_client',
    ]);
    expect(lines.join('\n')).not.toMatch(/not-the-secret|900005|10\.05/);
  });

  it('times out a silent bank, and refuses a reference not in the bank’s shape before any call', async () => {
    const { provider, lines } = adapter({ timeoutMs: 300 });
    bank.delayMs = 600;
    try {
      await expect(provider.createIntent(request(900_006))).rejects.toMatchObject({
        code: 'wallet.provider_unavailable',
      });
    } finally {
      bank.delayMs = 0;
    }
    expect(lines).toEqual(['bog token: timed out']);
    await expect(provider.status('../oauth/token')).rejects.toMatchObject({ code: 'wallet.provider_unavailable' });
  });

  it('refuses a currency it does not take before any call', async () => {
    const { provider } = adapter();
    const tokens = bank.calls.token;
    await expect(provider.createIntent({ ...request(900_007), currency: 'UZS' })).rejects.toMatchObject({
      code: 'wallet.currency_not_payable',
    });
    expect(bank.calls.token).toBe(tokens);
  });
});
