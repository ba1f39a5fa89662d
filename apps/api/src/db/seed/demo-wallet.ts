import { CONVERSION_SPREAD_BPS, walletCurrencySchema, type WalletCurrency } from '@yolla/contract';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { customers } from '../../modules/customers/customers.table.ts';
import { parcels, type ParcelRow } from '../../modules/parcels/parcels.table.ts';
import { DEMO_CUSTOMER, SECOND_DEMO_CUSTOMER } from './demo.ts';
import { demoServices, type DemoMovement as Movement } from './demo-services.ts';
import { DEMO_PARCEL_LISTS } from './demo-parcel-list.ts';
import { SEED_RATES } from './exchange-rates.ts';

type Leg = Movement['legs'][number];

const HOUR = 3600_000;
const DAY = 24 * HOUR;

type Step = Omit<Movement, 'customerId' | 'detail' | 'legs'> & {
  detail?: Movement['detail'];
  legs: readonly (Omit<Leg, 'account'> & { account: Leg['account'] | 'customer' })[];
  at: Date;
  parcel?: number;
};

const topUp = (key: string, currency: WalletCurrency, amount: number, at: Date): Step => ({
  kind: 'top_up',
  key,
  at,
  legs: [
    { account: { house: 'provider_clearing' }, currency, amount: -amount },
    { account: 'customer', currency, amount },
  ],
});

/** AZN→USD at the seeded rate (USD 1 = AZN 1.70), less the spread, rounded down, as the wallet converts. */
function aznToUsd(amount: number): number {
  const usdAzn = SEED_RATES.find(([base, quote]) => base === 'USD' && quote === 'AZN')?.[2] ?? '1.7000';
  const perUsd = Math.round(Number(usdAzn) * 10_000);
  return Math.floor((amount * 10_000 * (10_000 - CONVERSION_SPREAD_BPS)) / (perUsd * 10_000));
}

function costOf(row: ParcelRow) {
  const currency = walletCurrencySchema.safeParse(row.costCurrency);
  return currency.success && row.costAmount ? { currency: currency.data, amount: row.costAmount } : null;
}

/**
 * The customer's wallet story, oldest first: each paid parcel paid through the ledger (a USD top-up first when the
 * balance would not cover it), a returned one refunded, and for the first demo customer a few top-ups in TRY and
 * AZN and an AZN→USD conversion; it ends with a USD balance that covers one parcel due but not all of them.
 */
function storyOf(email: string, rows: readonly ParcelRow[], now: Date): Step[] {
  const paid = rows.filter((row) => row.paidAt && costOf(row)).sort((a, b) => +a.paidAt! - +b.paidAt!);
  const steps: Step[] = [];
  for (const row of paid) {
    const cost = costOf(row)!;
    steps.push({
      kind: 'parcel_payment',
      key: `demo:parcel-payment:${row.trackingNumber}`,
      at: row.paidAt!,
      parcel: row.id,
      detail: { parcels: [String(row.id)] },
      legs: [
        { account: 'customer', currency: cost.currency, amount: -cost.amount },
        { account: { house: 'shipping_revenue' }, currency: cost.currency, amount: cost.amount },
      ],
    });
    if (row.state !== 'returned') continue;
    steps.push({
      kind: 'refund',
      key: `parcel-refund:${row.id}`,
      at: new Date(row.updatedAt.getTime() + HOUR),
      detail: { parcels: [String(row.id)] },
      legs: [
        { account: { house: 'shipping_revenue' }, currency: cost.currency, amount: -cost.amount },
        { account: 'customer', currency: cost.currency, amount: cost.amount },
      ],
    });
  }
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  if (email === DEMO_CUSTOMER.email) {
    steps.push(topUp(`demo:${email}:top-up-azn`, 'AZN', 150_00, ago(26)));
    steps.push({
      kind: 'conversion',
      key: `demo:${email}:conversion-azn-usd`,
      at: ago(25),
      legs: [
        { account: 'customer', currency: 'AZN', amount: -85_00 },
        { account: { house: 'conversion' }, currency: 'AZN', amount: 85_00 },
        { account: { house: 'conversion' }, currency: 'USD', amount: -aznToUsd(85_00) },
        { account: 'customer', currency: 'USD', amount: aznToUsd(85_00) },
      ],
    });
    steps.push(topUp(`demo:${email}:top-up-try`, 'TRY', 1_500_00, ago(10)));
  } else {
    steps.push(topUp(`demo:${email}:top-up-uzs`, 'UZS', 250_000_00, ago(20)));
  }
  return steps.sort((a, b) => +a.at - +b.at);
}

/** Adds a USD top-up before each payment the balance would not cover, and a last one up to `target`. */
function withTopUps(email: string, story: Step[], target: number, now: Date): Step[] {
  const steps: Step[] = [];
  let usd = 0;
  for (const step of story) {
    const change = step.legs
      .filter((leg) => leg.account === 'customer' && leg.currency === 'USD')
      .reduce((sum, leg) => sum + leg.amount, 0);
    if (usd + change < 0) {
      const amount = Math.ceil(-(usd + change) / 10_00) * 10_00 + 20_00;
      steps.push(topUp(`demo:${email}:top-up-usd:${step.key}`, 'USD', amount, new Date(+step.at - 2 * HOUR)));
      usd += amount;
    }
    steps.push(step);
    usd += change;
  }
  if (target > usd) steps.push(topUp(`demo:${email}:top-up-usd-last`, 'USD', target - usd, new Date(+now - 2 * DAY)));
  return steps;
}

/**
 * The demo customers' wallets (decision 0037), written through the ledger's `post`: top-ups over the last weeks,
 * every parcel the demo marks paid paid by a ledger movement (its `payment_transaction_id` set), the returned one
 * refunded, a conversion. Two parcels stay due, and the USD balance covers one of them, not both (the pay page's
 * top-up shortcut shows). Idempotent: every movement has its key, so a second run posts nothing.
 */
export async function seedDemoWallet(db: Db, now = new Date()): Promise<void> {
  for (const [email, list] of DEMO_PARCEL_LISTS) {
    const [owner] = await db.select({ id: customers.id }).from(customers).where(eq(customers.email, email));
    if (!owner) continue;
    const trackings = list.map((demo) => demo.tracking);
    // Only what the demo itself marks paid: a parcel paid since through the API has its own movement already.
    const paidByDemo = new Set(list.filter((demo) => demo.paid).map((demo) => demo.tracking));
    const rows = await db
      .select()
      .from(parcels)
      .where(and(eq(parcels.customerId, owner.id), inArray(parcels.trackingNumber, trackings)));
    const due = rows
      .filter((row) => row.paidAt === null && row.state !== 'unknown_arrival' && costOf(row)?.currency === 'USD')
      .map((row) => row.costAmount!)
      .sort((a, b) => a - b);
    // Covers the cheapest parcel due, not all of them (the second demo customer: not even one).
    const target =
      email === SECOND_DEMO_CUSTOMER.email || due.length < 2 ? 5_00 : due[0]! + Math.floor(due.at(-1)! / 2);
    const story = storyOf(
      email,
      rows.filter((row) => paidByDemo.has(row.trackingNumber)),
      now,
    );
    const steps = withTopUps(email, story, target, now);
    await db.transaction(async (tx) => {
      for (const { parcel, legs, detail, ...step } of steps) {
        const posted = await demoServices.wallet.post(tx, {
          ...step,
          customerId: owner.id,
          detail: detail ?? {},
          legs: legs.map((leg) => ({
            ...leg,
            account: leg.account === 'customer' ? { customerId: owner.id } : leg.account,
          })),
        });
        if (parcel === undefined) continue;
        await tx
          .update(parcels)
          .set({ paymentTransactionId: posted.transactionId })
          .where(and(eq(parcels.id, parcel), isNull(parcels.paymentTransactionId)));
      }
    });
  }
}
