import { parseRate, walletCurrenciesOf, type WalletCurrency } from '@yolla/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error.ts';
import { createTestApi, type TestApi } from '../../test/harness.ts';
import { callAs, signedInCustomer, type SignedIn } from '../../test/signed-in.ts';
import { LIFTED_WALLET_LIMITS, newIdempotencyKey } from './wallet-ledger-test-kit.ts';
import {
  balanceKey,
  balancesInDb,
  BalanceModel,
  effectOf,
  ledgerProblems,
  negated,
  transactionsInDb,
  type Effect,
} from './wallet-ledger-model-test-kit.ts';
import { post, reverse, type Leg, type Posted } from './wallet.ledger.ts';

/**
 * The ledger against a model a child could check: after any sequence of top-ups, payments, refunds, conversions
 * and reversals for three customers, every transaction sums to zero per currency, every balance equals its entries
 * and the model's, none is negative, and a refused operation changes nothing.
 */
let api: TestApi;
const customers: { who: SignedIn; id: number; currencies: readonly WalletCurrency[] }[] = [];
const ids = () => customers.map((customer) => customer.id);

beforeAll(async () => {
  api = await createTestApi({ env: LIFTED_WALLET_LIMITS });
  for (const country of ['AZ', 'UZ', 'GE'] as const) {
    const who = await signedInCustomer(api, { country });
    customers.push({ who, id: who.customer.row.id, currencies: walletCurrenciesOf(country) });
  }
});
afterAll(async () => api?.close());

type Op =
  | { type: 'top_up'; who: number; slot: number; amount: number }
  | { type: 'payment'; who: number; slot: number; amount: number }
  | { type: 'refund'; pick: number }
  | { type: 'reversal'; pick: number }
  | { type: 'conversion'; who: number; slot: number; to: number; amount: number };

const who = fc.integer({ min: 0, max: 2 });
const slot = fc.integer({ min: 0, max: 2 });
const amount = fc.integer({ min: 1, max: 60_00 });
const ops: fc.Arbitrary<Op[]> = fc.array(
  fc.oneof(
    fc.record({ type: fc.constantFrom('top_up' as const, 'payment' as const), who, slot, amount }),
    fc.record({ type: fc.constantFrom('refund' as const, 'reversal' as const), pick: fc.nat() }),
    fc.record({ type: fc.constant('conversion' as const), who, slot, to: slot, amount }),
  ),
  { minLength: 10, maxLength: 20, size: 'max' },
);

/** UZS has ten thousand times smaller units: amounts scaled so they matter. */
const scaled = (currency: WalletCurrency, minor: number) => (currency === 'UZS' ? minor * 10_000 : minor);
/** What happened over all runs, so a run of nothing but refusals cannot pass unnoticed. */
const seen = { posted: 0, refused: 0, repeated: 0, conversions: 0, reversals: 0 };

/** One run: the operations in order, the model checked after each; the ledger's rules checked at the end. */
async function check(run: readonly Op[]): Promise<void> {
  const db = api.database.db;
  const model = new BalanceModel(await balancesInDb(db, ids()), await transactionsInDb(db, ids()));
  const posted: { id: number; effect: Effect; reversed: boolean }[] = [];
  const payments: { id: number; customerId: number; currency: WalletCurrency; amount: number; refunded: boolean }[] =
    [];
  /** Moves money; expects a refusal exactly when the model says a balance would go below zero. */
  const attempt = async (effect: Effect, move: () => Promise<Posted>): Promise<Posted | null> => {
    const allowed = model.fits(effect);
    try {
      const result = await move();
      expect(allowed).toBe(true);
      seen[result.repeated ? 'repeated' : 'posted'] += 1;
      return result;
    } catch (error) {
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).code).toBe('wallet.insufficient_funds');
      expect(allowed).toBe(false);
      seen.refused += 1;
      return null;
    }
  };
  const movement = (kind: 'top_up' | 'parcel_payment' | 'refund', customerId: number, key: string, legs: Leg[]) =>
    db.transaction((tx) => post(tx, { kind, customerId, key, detail: {}, legs }));

  for (const op of run) {
    if (op.type === 'top_up' || op.type === 'payment') {
      const customer = customers[op.who]!;
      const currency = customer.currencies[op.slot]!;
      const minor = scaled(currency, op.amount) * (op.type === 'top_up' ? 1 : -1);
      const house = op.type === 'top_up' ? 'provider_clearing' : 'shipping_revenue';
      const legs: Leg[] = [
        { account: { customerId: customer.id }, currency, amount: minor },
        { account: { house }, currency, amount: -minor },
      ];
      const kind = op.type === 'top_up' ? 'top_up' : 'parcel_payment';
      const done = await attempt(effectOf(legs), () =>
        movement(kind, customer.id, `model:${newIdempotencyKey()}`, legs),
      );
      if (!done) continue;
      model.apply(effectOf(legs));
      posted.push({ id: done.transactionId, effect: effectOf(legs), reversed: false });
      if (op.type === 'payment') {
        payments.push({ id: done.transactionId, customerId: customer.id, currency, amount: -minor, refunded: false });
      }
    } else if (op.type === 'refund') {
      const payment = payments[op.pick % Math.max(payments.length, 1)];
      if (!payment) continue;
      const legs: Leg[] = [
        { account: { house: 'shipping_revenue' }, currency: payment.currency, amount: -payment.amount },
        { account: { customerId: payment.customerId }, currency: payment.currency, amount: payment.amount },
      ];
      const done = await movement('refund', payment.customerId, `refund:${payment.id}`, legs);
      expect(done.repeated).toBe(payment.refunded);
      if (done.repeated) continue;
      payment.refunded = true;
      model.apply(effectOf(legs));
      posted.push({ id: done.transactionId, effect: effectOf(legs), reversed: false });
    } else if (op.type === 'reversal') {
      const original = posted[op.pick % Math.max(posted.length, 1)];
      if (!original) continue;
      const effect = negated(original.effect);
      const done = await attempt(original.reversed ? new Map() : effect, () =>
        db.transaction((tx) => reverse(tx, original.id)),
      );
      expect(done?.repeated ?? original.reversed).toBe(original.reversed);
      if (!done || done.repeated) continue;
      seen.reversals += 1;
      original.reversed = true;
      model.apply(effect);
      posted.push({ id: done.transactionId, effect, reversed: false });
    } else {
      const customer = customers[op.who]!;
      const from = customer.currencies[op.slot]!;
      const to = customer.currencies[op.to]!;
      const minor = scaled(from, op.amount);
      const quote = await callAs(api, customer.who, 'POST', '/wallet/conversions/quotes', {
        payload: { from, to, amount: minor },
      });
      if (quote.statusCode !== 200) {
        // Refused: one currency to itself, too little to convert, or more than the balance.
        const code = quote.json().code;
        if (code === 'wallet.insufficient_funds')
          expect(model.balances.get(balanceKey(customer.id, from)) ?? 0).toBeLessThan(minor);
        else expect(code).toBe('common.validation_failed');
        continue;
      }
      const { id, converted, rate, spread_bps: spread } = quote.json().data;
      const exact = parseRate(rate)!;
      const kept = BigInt(10_000 - spread);
      expect(converted).toBe(Number((BigInt(minor) * exact.numerator * kept) / (exact.denominator * 10_000n)));
      const done = await callAs(api, customer.who, 'POST', '/wallet/conversions', {
        payload: { quote_id: id },
        headers: { 'idempotency-key': newIdempotencyKey() },
      });
      expect(done.statusCode).toBe(200);
      seen.conversions += 1;
      const effect: Effect = new Map([
        [balanceKey(customer.id, from), -minor],
        [balanceKey(customer.id, to), converted as number],
      ]);
      model.apply(effect);
      posted.push({ id: Number(done.json().data.transaction_id), effect, reversed: false });
    }
    expect(await balancesInDb(db, ids())).toEqual(model.held());
  }
  expect(await transactionsInDb(db, ids())).toBe(model.transactions);
  expect(await ledgerProblems(db)).toEqual({ unbalanced: [], drifted: [] });
}

describe('the ledger, against a model', () => {
  it('keeps every transaction balanced and every balance right, whatever happens', async () => {
    await fc.assert(fc.asyncProperty(ops, check), { numRuns: 30 });
    console.log('ledger model, 30 runs of 10 to 20 operations:', seen);
    for (const outcome of Object.values(seen)) expect(outcome).toBeGreaterThan(0);
  }, 120_000);
});
