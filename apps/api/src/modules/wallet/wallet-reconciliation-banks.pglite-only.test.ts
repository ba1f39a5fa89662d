import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMetrics, type Metrics } from '../../lib/metrics.ts';
import type { TestApi } from '../../test/harness.ts';
import { signedInCustomer, type SignedIn } from '../../test/signed-in.ts';
import { startBogAndKapitalApi } from './bog-api-test-kit.ts';
import type { BogTestBank } from './bog-bank-test-kit.ts';
import type { KapitalTestBank } from './kapital-bank-test-kit.ts';
import { paymentProvidersOf } from './payment-providers.ts';
import { reconciliationDays } from './refunds.table.ts';
import { reconcile } from './wallet.reconciliation.ts';
import { askRefund, paidAtBank } from './wallet-refunds-test-kit.ts';
import { startTopUp, topUpRow } from './wallet-top-ups-test-kit.ts';

/**
 * The daily reconciliation with the banks' own records (decision 0043): each Bank of Georgia and Kapital order of
 * the day's top-ups and refunds read through the adapters, against the stand-ins speaking their wire formats. PGlite
 * only: a round reads every top-up of its day, and on PostgreSQL the test files share one database.
 */
let bog: BogTestBank;
let kapital: KapitalTestBank;
let api: TestApi;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ bog, kapital, api, close } = await startBogAndKapitalApi());
});
afterAll(() => close?.());

/** Today's reconciliation as tomorrow's round runs it, its log lines and counts. */
async function reconcileToday() {
  const tomorrow = { now: () => new Date(Date.now() + 24 * 60 * 60_000) };
  const { db, config } = { db: api.database.db, config: api.config };
  const providers = paymentProvidersOf({ db, config, clock: tomorrow, fetch });
  const metrics: Metrics = createMetrics();
  const lines: string[] = [];
  const deps = { db, clock: tomorrow, providers, metrics, warn: (line: string) => lines.push(line) };
  const [found, again] = [await reconcile(deps), await reconcile(deps)];
  const counted = (await metrics.reconciliationDifferences.get()).values.map(({ labels, value }) => ({
    label: `${labels.provider} ${labels.kind}`,
    value,
  }));
  return { found, again, lines, counted };
}

/** An operator's rerun of the day: its row in `reconciliation_days` removed. */
const forgetDay = () => api.database.db.delete(reconciliationDays);

/** One top-up of each kind of difference with a bank: the kinds by our top-up ids, and the bank's order ids. */
async function differing(
  bank: BogTestBank | KapitalTestBank,
  who: SignedIn,
  currency: string,
  undo: (order: string) => void,
) {
  const started = (await startTopUp(api, who, { currency, amount: 21_00 })).json().data.id as string;
  const unpaidHere = (await topUpRow(api, started))!.reference!;
  bank.pay(unpaidHere);
  const undone = await paidAtBank(api, bank, who, currency, 22_00);
  undo(undone.order);
  const odd = await paidAtBank(api, bank, who, currency, 23_00);
  bank.misreport(odd.order, { amount: '23.01' });
  const refundedThere = await paidAtBank(api, bank, who, currency, 24_00);
  bank.refundAtBank(refundedThere.order, 4_00);
  return {
    kinds: {
      paid_not_credited: started,
      credited_not_paid: undone.id,
      amount_differs: odd.id,
      refunded_differs: refundedThere.id,
    },
    orders: [unpaidHere, undone.order, odd.order, refundedThere.order],
  };
}

let kapitalKinds: Record<string, string> = {};

describe('the daily reconciliation with Bank of Georgia and Kapital', () => {
  it('reports nothing for a day whose orders and refunds agree with the banks', async () => {
    const georgian = await signedInCustomer(api, { country: 'GE' });
    const azeri = await signedInCustomer(api, { country: 'AZ' });
    const gel = await paidAtBank(api, bog, georgian, 'GEL', 40_00);
    const azn = await paidAtBank(api, kapital, azeri, 'AZN', 30_00);
    expect((await askRefund(api, georgian, { top_up_id: gel.id, amount: 15_00 })).json().data.state).toBe('settled');
    expect((await askRefund(api, azeri, { top_up_id: azn.id, amount: 10_00 })).json().data.state).toBe('settled');
    // A top-up started and never paid: neither side took money.
    expect((await startTopUp(api, georgian, { currency: 'GEL', amount: 9_00 })).statusCode).toBe(201);
    const { found, lines, counted } = await reconcileToday();
    expect({ found, lines, counted }).toEqual({ found: 0, lines: [], counted: [] });
  });

  it('reports each kind of difference once, by our top-up ids only, with the provider and kind as labels', async () => {
    await forgetDay();
    const georgian = await signedInCustomer(api, { country: 'GE' });
    const azeri = await signedInCustomer(api, { country: 'AZ' });
    const atBog = await differing(bog, georgian, 'GEL', (order) => void (bog.order(order)!.key = 'rejected'));
    const atKapital = await differing(
      kapital,
      azeri,
      'AZN',
      (order) => void (kapital.order(order)!.status = 'Declined'),
    );
    kapitalKinds = atKapital.kinds;
    const { found, again, lines, counted } = await reconcileToday();
    expect([found, again]).toEqual([8, 0]);
    const expected = (provider: string, kinds: Record<string, string>) =>
      Object.entries(kinds).map(([kind, id]) =>
        expect.stringMatching(new RegExp(`: ${provider} ${kind}: top-up ${id}$`)),
      );
    expect(lines).toEqual(
      expect.arrayContaining([...expected('bog', atBog.kinds), ...expected('kapital', atKapital.kinds)]),
    );
    expect(lines).toHaveLength(8);
    for (const order of [...atBog.orders, ...atKapital.orders]) expect(lines.join('\n')).not.toContain(order);
    expect(lines.join('\n')).not.toMatch(/23\.01|2301|22\.00/);
    const kinds = ['paid_not_credited', 'credited_not_paid', 'amount_differs', 'refunded_differs'];
    expect(counted).toEqual(
      expect.arrayContaining(
        ['bog', 'kapital'].flatMap((provider) => kinds.map((kind) => ({ label: `${provider} ${kind}`, value: 1 }))),
      ),
    );
    expect(counted).toHaveLength(8);
  });

  it('reports a bank that does not answer as unavailable, once, and still reconciles the other bank', async () => {
    await forgetDay();
    bog.down = true;
    let result;
    try {
      result = await reconcileToday();
    } finally {
      bog.down = false;
    }
    const { found, lines, counted } = result;
    expect(found).toBe(5);
    expect(lines.filter((line) => line.includes(' bog '))).toEqual([expect.stringMatching(/: bog unavailable$/)]);
    for (const [kind, id] of Object.entries(kapitalKinds))
      expect(lines).toContainEqual(expect.stringMatching(new RegExp(`: kapital ${kind}: top-up ${id}$`)));
    expect(counted).toContainEqual({ label: 'bog unavailable', value: 1 });
  });
});
