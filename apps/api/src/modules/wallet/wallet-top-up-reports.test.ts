import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMetrics } from '../../lib/metrics.ts';
import type { TestApi } from '../../test/harness.ts';
import { signedInCustomer, type SignedIn } from '../../test/signed-in.ts';
import { startKapitalApi, type KapitalTestBank } from './kapital-bank-test-kit.ts';
import {
  balanceOf,
  creditsOf,
  openCheckout,
  referenceOf,
  returnTo,
  startTopUp,
  topUpRow,
} from './wallet-top-ups-test-kit.ts';
import { sandboxPayments } from './wallet.table.ts';

/**
 * A status read is believed only for the top-up's own amount and currency (decision 0042): a provider reporting a
 * payment of another is refused — not credited, logged without personal data, counted — and the provider's
 * transaction id is kept on a credited top-up.
 */
let bank: KapitalTestBank;
let api: TestApi;
let close: () => Promise<void>;
const metrics = createMetrics();
beforeAll(async () => {
  ({ bank, api, close } = await startKapitalApi({ metrics }));
});
afterAll(() => close?.());
afterEach(() => vi.restoreAllMocks());

async function started(who: SignedIn, currency: string, amount: number) {
  const answer = await startTopUp(api, who, { currency, amount });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().data as { id: string; checkout_url: string };
}

const mismatches = async (provider: string) =>
  (await metrics.paymentMismatches.get()).values.find((value) => value.labels.provider === provider)?.value ?? 0;

describe('a status read with another amount or currency than the top-up', () => {
  it.each([
    ['amount', { amount: '30.01' }],
    ['currency', { currency: 'USD' }],
  ])(
    'is refused when the bank reports another %s: pending, nothing credited, logged and counted',
    async (_, values) => {
      const lines: string[] = [];
      vi.spyOn(console, 'warn').mockImplementation((line: string) => void lines.push(line));
      const who = await signedInCustomer(api, { country: 'AZ' });
      const topUp = await started(who, 'AZN', 30_00);
      const reference = (await topUpRow(api, topUp.id))?.reference ?? '';
      bank.pay(reference);
      bank.misreport(reference, values);
      const counted = await mismatches('kapital');
      expect((await returnTo(api, who, topUp.id)).json().data.state).toBe('pending');
      expect(await balanceOf(api, who, 'AZN')).toBe(0);
      expect(await creditsOf(api, topUp.id)).toBe(0);
      expect(await mismatches('kapital')).toBe(counted + 1);
      expect(lines).toEqual([
        `payment mismatch: kapital reported top-up ${topUp.id} paid with another amount or currency; not credited`,
      ]);
      const logged = lines.join('\n');
      for (const personal of [who.customer.row.phone, '30.01', '3000', reference])
        expect(logged).not.toContain(personal);
    },
  );

  it('is refused for the sandbox too (its book altered), and credited once the amounts agree', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const uz = await signedInCustomer(api, { country: 'UZ' });
    const other = await started(uz, 'UZS', 200_000_00);
    await openCheckout(api, other.checkout_url);
    const reference = referenceOf(other.checkout_url);
    await api.database.db
      .update(sandboxPayments)
      .set({ state: 'succeeded', amount: 200_000_01 })
      .where(eq(sandboxPayments.reference, reference));
    const counted = await mismatches('sandbox');
    expect((await returnTo(api, uz, other.id)).json().data.state).toBe('pending');
    expect(await mismatches('sandbox')).toBe(counted + 1);
    await api.database.db
      .update(sandboxPayments)
      .set({ amount: 200_000_00 })
      .where(eq(sandboxPayments.reference, reference));
    expect((await returnTo(api, uz, other.id)).json().data.state).toBe('succeeded');
    expect(await creditsOf(api, other.id)).toBe(1);
  });
});

describe('the provider’s transaction id', () => {
  it('is kept on the credited top-up as the bank reported it (its processing reference)', async () => {
    const who = await signedInCustomer(api, { country: 'AZ' });
    const topUp = await started(who, 'AZN', 14_00);
    const reference = (await topUpRow(api, topUp.id))?.reference ?? '';
    bank.pay(reference);
    expect((await returnTo(api, who, topUp.id)).json().data.state).toBe('succeeded');
    const row = await topUpRow(api, topUp.id);
    expect(row?.providerTransactionId).toBe(bank.order(reference)?.ridByPmo);
    expect(row?.providerTransactionId).toMatch(/^\d{8}$/);
  });
});
