import { CONVERSION_QUOTE_SECONDS, type WalletCurrency } from '@yolla/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, fakeClock, type TestApi } from '../../test/harness.ts';
import { callAs, signedInCustomer, type SignedIn } from '../../test/signed-in.ts';
import { credit, LIFTED_WALLET_LIMITS, newIdempotencyKey, rowsOf, spend } from './wallet-ledger-test-kit.ts';

const clock = fakeClock(new Date('2026-06-15T08:00:00Z'));
let api: TestApi;

beforeAll(async () => {
  api = await createTestApi({ env: LIFTED_WALLET_LIMITS, clock });
});
afterAll(async () => api?.close());

const quote = (who: SignedIn, from: WalletCurrency, to: WalletCurrency, amount: number) =>
  callAs(api, who, 'POST', '/wallet/conversions/quotes', { payload: { from, to, amount } });
const convert = (who: SignedIn, quoteId: string, key = newIdempotencyKey()) =>
  callAs(api, who, 'POST', '/wallet/conversions', {
    payload: { quote_id: quoteId },
    headers: { 'idempotency-key': key },
  });
const balances = async (who: SignedIn) =>
  Object.fromEntries(
    ((await callAs(api, who, 'GET', '/wallet')).json().data.balances as { currency: string; amount: number }[]).map(
      (balance) => [balance.currency, balance.amount],
    ),
  );

async function customerWith(country: 'AZ' | 'UZ' | 'GE', currency: WalletCurrency, amount: number) {
  const who = await signedInCustomer(api, { country });
  await credit(api.database.db, who.customer.row.id, currency, amount);
  return who;
}

describe('a conversion quote', () => {
  it('gives the rate, the spread and the amount received, holding for a minute', async () => {
    const who = await customerWith('AZ', 'USD', 100_00);
    const answer = await quote(who, 'USD', 'AZN', 100_00);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toEqual({
      id: expect.stringMatching(/^\d+$/),
      from: 'USD',
      to: 'AZN',
      amount: 100_00,
      converted: 167_45,
      rate: '1.7',
      spread_bps: 150,
      expires_at: new Date(clock.now().getTime() + CONVERSION_QUOTE_SECONDS * 1000).toISOString(),
    });
    const crossed = await quote(who, 'USD', 'TRY', 10_00);
    expect(crossed.json().data).toMatchObject({ rate: '42.5', converted: 418_62 }); // 425 × 0.985 = 418.625
  });

  it('is refused between currencies the customer does not hold, or one and itself, or with no rate', async () => {
    const who = await customerWith('AZ', 'USD', 100_00);
    expect((await quote(who, 'USD', 'UZS', 10_00)).json().code).toBe('wallet.currency_not_held');
    expect((await quote(who, 'GEL', 'USD', 10_00)).statusCode).toBe(422);
    const same = await quote(who, 'USD', 'USD', 10_00);
    expect(same.statusCode).toBe(400);
    expect(same.json().errors).toEqual({ to: ['Choose two different currencies.'] });
    clock.advance(-400 * 24 * 3600); // a day before the first rate anyone recorded
    try {
      const none = await quote(who, 'USD', 'AZN', 10_00);
      expect(none.statusCode).toBe(422);
      expect(none.json().code).toBe('wallet.no_rate');
    } finally {
      clock.advance(400 * 24 * 3600);
    }
  });

  it('is refused for more than the balance, and for an amount that would convert into nothing', async () => {
    const who = await customerWith('AZ', 'AZN', 10_00);
    const short = await quote(who, 'AZN', 'USD', 10_01);
    expect(short.statusCode).toBe(409);
    expect(short.json().code).toBe('wallet.insufficient_funds');
    const tiny = await quote(who, 'AZN', 'USD', 1);
    expect(tiny.statusCode).toBe(400);
    expect(tiny.json().errors).toEqual({ amount: ['Must be at least 0.02.'] });
  });
});

describe('converting at a quote', () => {
  it('moves the money as ONE ledger transaction through the house’s conversion account', async () => {
    const who = await customerWith('AZ', 'USD', 100_00);
    const { id } = (await quote(who, 'USD', 'AZN', 40_00)).json().data;
    const done = await convert(who, id, undefined);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({
      data: {
        balances: [
          { currency: 'USD', amount: 60_00 },
          { currency: 'TRY', amount: 0 },
          { currency: 'AZN', amount: 66_98 }, // 4000 × 1.7 × 0.985 = 6698
        ],
        transaction_id: expect.stringMatching(/^\d+$/),
      },
      message: 'The money is converted; your balances are updated.',
    });
    const entries = await rowsOf<{ kind: string; currency: string; amount: number; detail: unknown }>(
      api.database.db,
      sql`select a.kind, e.currency, e.amount::int as amount, t.detail from ledger_entries e
          join ledger_accounts a on a.id = e.account_id join ledger_transactions t on t.id = e.transaction_id
          where e.transaction_id = ${Number(done.json().data.transaction_id)} order by e.id`,
    );
    expect(entries).toEqual([
      { kind: 'customer', currency: 'USD', amount: -40_00, detail: { quote_id: id } },
      { kind: 'conversion', currency: 'USD', amount: 40_00, detail: { quote_id: id } },
      { kind: 'conversion', currency: 'AZN', amount: -66_98, detail: { quote_id: id } },
      { kind: 'customer', currency: 'AZN', amount: 66_98, detail: { quote_id: id } },
    ]);
    const ru = await callAs(api, who, 'POST', '/wallet/conversions', {
      payload: { quote_id: (await quote(who, 'USD', 'AZN', 1_00)).json().data.id },
      headers: { 'idempotency-key': newIdempotencyKey() },
      language: 'ru',
    });
    expect(ru.json().message).toBe('Деньги обменяны, балансы обновлены.');
  });

  it('holds the quote for its minute, and refuses it after', async () => {
    const who = await customerWith('AZ', 'USD', 100_00);
    const early = (await quote(who, 'USD', 'AZN', 10_00)).json().data.id;
    const late = (await quote(who, 'USD', 'AZN', 10_00)).json().data.id;
    clock.advance(CONVERSION_QUOTE_SECONDS - 1);
    expect((await convert(who, early)).statusCode).toBe(200);
    clock.advance(1);
    const expired = await convert(who, late);
    expect(expired.statusCode).toBe(409);
    expect(expired.json()).toMatchObject({
      code: 'wallet.quote_expired',
      message: 'The conversion offer has expired. Please ask for a new one.',
    });
    expect(await balances(who)).toEqual({ USD: 90_00, TRY: 0, AZN: 16_74 });
  });

  it('converts a quote once: used again, under another key, it is refused and moves nothing', async () => {
    const who = await customerWith('AZ', 'USD', 100_00);
    const { id } = (await quote(who, 'USD', 'AZN', 10_00)).json().data;
    expect((await convert(who, id)).statusCode).toBe(200);
    const again = await convert(who, id);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('wallet.quote_expired');
    expect(await balances(who)).toEqual({ USD: 90_00, TRY: 0, AZN: 16_74 });
  });

  it('refuses the whole conversion when the balance went short since the quote', async () => {
    const who = await customerWith('AZ', 'USD', 10_00);
    const { id } = (await quote(who, 'USD', 'AZN', 10_00)).json().data;
    await spend(api.database.db, who.customer.row.id, 'USD', 5_00);
    const refused = await convert(who, id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('wallet.insufficient_funds');
    expect(await balances(who)).toEqual({ USD: 5_00, TRY: 0, AZN: 0 });
  });

  it('carries UZS amounts past 2^31 minor units both ways', async () => {
    const who = await customerWith('UZ', 'UZS', 25_000_000_00);
    const toUsd = (await quote(who, 'UZS', 'USD', 25_000_000_00)).json().data;
    expect(toUsd).toMatchObject({ rate: '1/12050', converted: 2_043_56 });
    expect((await convert(who, toUsd.id)).statusCode).toBe(200);
    expect(await balances(who)).toEqual({ USD: 2_043_56, TRY: 0, UZS: 0 });
    const back = (await quote(who, 'USD', 'UZS', 2_043_56)).json().data;
    expect(back.converted).toBe(2_425_552_453); // 204356 × 12050 × 0.985, exactly (below 2.5e9: two spreads)
    expect((await convert(who, back.id)).statusCode).toBe(200);
    expect(await balances(who)).toEqual({ USD: 0, TRY: 0, UZS: 2_425_552_453 });
  });
});

describe('another customer’s quote', () => {
  it('is not found: one customer can neither use nor learn of another’s quote', async () => {
    const alice = await customerWith('AZ', 'USD', 100_00);
    const bob = await customerWith('AZ', 'USD', 100_00);
    const { id } = (await quote(alice, 'USD', 'AZN', 10_00)).json().data;
    const stolen = await convert(bob, id);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().code).toBe('wallet.quote_not_found');
    expect((await convert(bob, '999999999')).json().code).toBe('wallet.quote_not_found');
    expect(await balances(alice)).toEqual({ USD: 100_00, TRY: 0, AZN: 0 });
    expect(await balances(bob)).toEqual({ USD: 100_00, TRY: 0, AZN: 0 });
    expect((await convert(alice, id)).statusCode).toBe(200);
  });
});
