import { BUY_FOR_ME_SERVICE_ID, buyForMeItemsTotal, dayIn } from '@yolla/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { amountsOf, feeRuleOf } from '../../modules/buy-for-me/buy-for-me.pricing.ts';
import { insertEvent, insertOrder, itemsOf, updateOrder } from '../../modules/buy-for-me/buy-for-me.repository.ts';
import { buyForMeOrders, type BuyForMeOrderRow } from '../../modules/buy-for-me/buy-for-me.table.ts';
import { customers } from '../../modules/customers/customers.table.ts';
import { DEMO_CUSTOMER } from './demo.ts';
import { demoServices } from './demo-services.ts';
import { DEMO_BUY_FOR_ME, type DemoOrder, type DemoStep } from './demo-buy-for-me-list.ts';

const HOUR = 3600_000;

const placedAgo = (order: DemoOrder) => (order.steps[0]?.hoursAgo ?? 2) + 1;

/**
 * The demo customer's buy-for-me orders, one in every state, each with its timeline, paid through the ledger: a
 * USD order's payment follows a top-up of exactly its amount (the demo wallet's USD balance stays as it seeds it);
 * the TRY order is paid from the TRY balance and refunded when the buyer cancels it; the one awaiting payment costs
 * more than the balance; the arrived one became a parcel. Idempotent: seeded once (the customer's orders are
 * there), in one transaction, and every movement has its key.
 */
export async function seedDemoBuyForMe(db: Db, now = new Date()): Promise<void> {
  const [owner] = await db.select({ id: customers.id }).from(customers).where(eq(customers.email, DEMO_CUSTOMER.email));
  if (!owner) return;
  const [existing] = await db
    .select({ id: buyForMeOrders.id })
    .from(buyForMeOrders)
    .where(eq(buyForMeOrders.customerId, owner.id))
    .limit(1);
  if (existing) return;
  await db.transaction(async (tx) => {
    for (const order of DEMO_BUY_FOR_ME) await seedOrder(tx, owner.id, order, now);
  });
}

async function seedOrder(tx: Db, customerId: number, demo: DemoOrder, now: Date): Promise<void> {
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR);
  const placed = at(placedAgo(demo));
  const rule = feeRuleOf(await demoServices.tariffs.serviceFee(tx, BUY_FOR_ME_SERVICE_ID));
  const items = demo.items.map((item) => ({ quantity: item.quantity, unit_price: item.unitPrice }));
  const order = { currency: demo.currency, payCurrency: demo.currency };
  const day = dayIn(placed, 'Asia/Baku');
  const amounts = await amountsOf(
    tx,
    demoServices.rates,
    rule,
    { ...order, itemsTotal: buyForMeItemsTotal(items), localDelivery: demo.localDelivery },
    day,
  );
  let row = await insertOrder(
    tx,
    {
      customerId,
      status: 'awaiting_payment',
      shopCountry: demo.shop,
      currency: demo.currency,
      payCurrency: demo.currency,
      ...amounts,
      feeBasisPoints: rule.basisPoints,
      feeMinimumUsd: rule.minimumUsd,
      note: demo.note ?? null,
      createdAt: placed,
      updatedAt: placed,
    },
    demo.items.map((item) => ({ ...item, color: item.color ?? null, size: item.size ?? null })),
  );
  await insertEvent(tx, {
    orderId: row.id,
    actor: 'customer',
    fromStatus: null,
    toStatus: 'awaiting_payment',
    occurredAt: placed,
    recordedAt: placed,
  });
  for (const step of demo.steps) row = await applyStep(tx, row, demo, step, at(step.hoursAgo), now);
}

async function applyStep(
  tx: Db,
  row: BuyForMeOrderRow,
  demo: DemoOrder,
  step: DemoStep,
  at: Date,
  now: Date,
): Promise<BuyForMeOrderRow> {
  const values: Partial<typeof buyForMeOrders.$inferInsert> = { status: step.to, updatedAt: at };
  const customerId = row.customerId;
  const currency = row.payCurrency;
  const detail = { buy_for_me_order_id: String(row.id) };
  if (step.to === 'paid') {
    if (currency === 'USD') {
      await demoServices.wallet.post(tx, {
        kind: 'top_up',
        customerId,
        key: `demo:buy-for-me:top-up:${demo.slug}`,
        detail: {},
        at: new Date(at.getTime() - HOUR),
        legs: [
          { account: { house: 'provider_clearing' }, currency, amount: -row.payAmount },
          { account: { customerId }, currency, amount: row.payAmount },
        ],
      });
    }
    await demoServices.wallet.post(tx, {
      kind: 'buy_for_me_payment',
      customerId,
      key: `buy-for-me-payment:${row.id}:1`,
      detail,
      at,
      legs: [
        { account: { customerId }, currency, amount: -row.payAmount },
        { account: { house: 'provider_clearing' }, currency, amount: row.payAmount },
      ],
    });
    values.paidAmount = row.payAmount;
  }
  if (step.to === 'cancelled') {
    await demoServices.wallet.post(tx, {
      kind: 'refund',
      customerId,
      key: `buy-for-me-refund:${row.id}`,
      detail,
      at,
      legs: [
        { account: { house: 'provider_clearing' }, currency, amount: -row.paidAmount },
        { account: { customerId }, currency, amount: row.paidAmount },
      ],
    });
    Object.assign(values, { paidAmount: 0, cancelReason: step.detail ?? null });
  }
  if (step.to === 'price_changed' && demo.newPrice) Object.assign(values, await priceChange(tx, row, demo.newPrice));
  if (step.to === 'arrived' && demo.tracking) {
    const items = await itemsOf(tx, [row.id]);
    const parcel = await demoServices.parcels.createFromOrder(
      tx,
      {
        id: row.id,
        customerId,
        trackingNumber: demo.tracking,
        origin: row.shopCountry,
        currency: row.currency,
        items,
      },
      at,
    );
    Object.assign(values, { parcelId: parcel.id, trackingNumber: demo.tracking });
  }
  await insertEvent(tx, {
    orderId: row.id,
    eventId: step.actor === 'warehouse' ? `demo:buy-for-me:${demo.slug}:${step.to}` : null,
    actor: step.actor,
    actorKey: step.actor === 'warehouse' ? 'demo' : null,
    fromStatus: row.status,
    toStatus: step.to,
    detail: step.detail ?? null,
    occurredAt: at,
    recordedAt: now,
  });
  return updateOrder(tx, row.id, values);
}

/** The first item's new price: the new amounts, waiting for the customer's approval. */
async function priceChange(tx: Db, row: BuyForMeOrderRow, change: { unitPrice: number; reason: string }) {
  const items = await itemsOf(tx, [row.id]);
  const unitPrices = { [String(items[0]!.id)]: change.unitPrice };
  const priced = items.map((item) => ({
    quantity: item.quantity,
    unit_price: unitPrices[String(item.id)] ?? item.unitPrice,
  }));
  const amounts = await amountsOf(
    tx,
    demoServices.rates,
    { basisPoints: row.feeBasisPoints, minimumUsd: row.feeMinimumUsd },
    {
      currency: row.currency,
      payCurrency: row.payCurrency,
      itemsTotal: buyForMeItemsTotal(priced),
      localDelivery: row.localDelivery,
    },
    row.payRateOn,
  );
  return { priceChange: { ...amounts, unitPrices, reason: change.reason } };
}
