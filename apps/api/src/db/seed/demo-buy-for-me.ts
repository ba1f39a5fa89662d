import {
  buyForMeEventSchema,
  buyForMeRequestSchema,
  type BuyForMeEvent,
  type BuyForMeOrder,
  type BuyForMeRequest,
} from '@yolla/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { buyForMeOrders } from '../../modules/buy-for-me/buy-for-me.table.ts';
import { DEMO_CUSTOMER } from './demo.ts';
import { demoBuyForMe, demoServices } from './demo-services.ts';
import { DEMO_BUY_FOR_ME, type DemoOrder, type DemoStep } from './demo-buy-for-me-list.ts';

const HOUR = 3600_000;
/** When the order left awaiting payment was placed. */
const UNPAID_PLACED_HOURS_AGO = 3;

/** The order as the customer's form sends it, checked by the same schema. */
function requestOf(demo: DemoOrder): BuyForMeRequest {
  return buyForMeRequestSchema.parse({
    shop_country: demo.shop,
    currency: demo.currency,
    pay_currency: demo.currency,
    local_delivery: demo.localDelivery,
    items: demo.items.map(({ unitPrice, ...item }) => ({ ...item, unit_price: unitPrice })),
    ...(demo.note ? { note: demo.note } : {}),
  });
}

/** The partner buyer's step as its machine route receives it, checked by the same schema. */
function eventOf(order: BuyForMeOrder, demo: DemoOrder, step: DemoStep, at: Date): BuyForMeEvent {
  const head = {
    event_id: `demo:buy-for-me:${demo.slug}:${step.to}`,
    order_id: order.id,
    type: step.to,
    occurred_at: at.toISOString(),
  };
  const first = order.items[0];
  const detail =
    step.to === 'price_changed' && demo.newPrice && first
      ? { items: [{ id: first.id, unit_price: demo.newPrice.unitPrice }], reason: demo.newPrice.reason }
      : step.to === 'arrived'
        ? { tracking_number: demo.tracking }
        : step.to === 'cancelled'
          ? { reason: step.detail }
          : {};
  return buyForMeEventSchema.parse({ ...head, ...detail });
}

/**
 * One order through the buy-for-me module's service, on a clock set to each step's moment: placed as the customer
 * places it (the links checked, paid at once when the balance covers it — a USD order after a top-up of exactly its
 * amount, so the demo wallet's USD balance stays as it seeds it), then moved on as the partner buyer's events move
 * it (the arrived one becomes a parcel, the cancelled one is refunded) or as the customer pays or cancels.
 */
async function seedOrder(tx: Db, buyer: { id: number; country: string }, demo: DemoOrder, now: Date): Promise<void> {
  const ago = (hours: number) => new Date(now.getTime() - hours * HOUR);
  const first = demo.steps[0];
  const paidOnPlacing = first?.to === 'paid' && first.actor === 'customer';
  let moment = ago(first?.hoursAgo ?? UNPAID_PLACED_HOURS_AGO);
  const service = demoBuyForMe(tx, { now: () => moment });
  const body = requestOf(demo);
  if (paidOnPlacing && demo.currency === 'USD') {
    const amount = (await service.quote(buyer, body)).totals.pay.amount;
    await demoServices.wallet.post(tx, {
      kind: 'top_up',
      customerId: buyer.id,
      key: `demo:buy-for-me:top-up:${demo.slug}`,
      detail: {},
      at: new Date(moment.getTime() - HOUR),
      legs: [
        { account: { house: 'provider_clearing' }, currency: 'USD', amount: -amount },
        { account: { customerId: buyer.id }, currency: 'USD', amount },
      ],
    });
  }
  let order = await service.place(tx, buyer, body);
  for (const step of demo.steps) {
    moment = ago(step.hoursAgo);
    if (step.actor === 'warehouse') {
      await service.buyerStep(eventOf(order, demo, step, moment), 'demo', moment);
    } else if (step.to === 'paid' && order.status !== 'paid') {
      order = await service.pay(tx, buyer, Number(order.id));
    } else if (step.to === 'cancelled') {
      order = await service.cancel(tx, buyer, Number(order.id));
    }
  }
}

/**
 * The demo customer's buy-for-me orders, one in every state, each with its timeline, paid through the ledger: the
 * TRY order is paid from the TRY balance and refunded when the buyer cancels it; the one awaiting payment costs more
 * than the balance; the arrived one became a parcel. They go through the buy-for-me module's service, by the rules
 * customers' and the buyer's requests go through. Idempotent: seeded once (the customer's orders are there), in one
 * transaction, and every movement has its key.
 */
export async function seedDemoBuyForMe(db: Db, now = new Date()): Promise<void> {
  const owner = await demoServices.customers.findByUsername(db, DEMO_CUSTOMER.email);
  if (!owner) return;
  const [existing] = await db
    .select({ id: buyForMeOrders.id })
    .from(buyForMeOrders)
    .where(eq(buyForMeOrders.customerId, owner.id))
    .limit(1);
  if (existing) return;
  const buyer = { id: owner.id, country: owner.country };
  await db.transaction(async (tx) => {
    for (const order of DEMO_BUY_FOR_ME) await seedOrder(tx, buyer, order, now);
  });
}
