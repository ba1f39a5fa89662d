import {
  COURIER_FEE_CURRENCY,
  courierFee,
  courierSlots,
  dayIn,
  slotCapacityOf,
  type CourierOrderState,
} from '@yolla/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { addresses } from '../../modules/addresses/addresses.table.ts';
import {
  addressCopyOf,
  bookSlot,
  insertOrder,
  insertOrderEvent,
  insertOrderParcels,
  nextOrderId,
} from '../../modules/courier-orders/courier-orders.repository.ts';
import { courierOrders } from '../../modules/courier-orders/courier-orders.table.ts';
import { customers } from '../../modules/customers/customers.table.ts';
import { parcelEvents, parcels } from '../../modules/parcels/parcels.table.ts';
import { DEMO_CUSTOMER } from './demo.ts';
import { demoServices } from './demo-services.ts';

const HOUR = 3600_000;
const DAY = 24 * HOUR;
interface DemoOrder {
  status: CourierOrderState;
  trackings: readonly string[];
  cityCode: 'AZ-BAKU' | 'AZ-GANJA';
  /** When it was placed, and the slot: the first offered then (`next`), today's afternoon, or a past day's. */
  placedAgo: number;
  slot: 'next' | 'today' | { daysAgo: number };
  /** The courier's steps after the order, each with its note. */
  steps: readonly { to: CourierOrderState; detail: string | null; after: number }[];
}

const COURIER = 'Rauf Həsənov, +994 50 555 12 12';

const DEMO_ORDERS: readonly DemoOrder[] = [
  {
    status: 'delivered',
    trackings: ['TY2026110700777'],
    cityCode: 'AZ-GANJA',
    placedAgo: 5 * DAY,
    slot: { daysAgo: 4 },
    steps: [
      { to: 'scheduled', detail: COURIER, after: 3 * HOUR },
      { to: 'out_for_delivery', detail: COURIER, after: 22 * HOUR },
      { to: 'delivered', detail: 'Aysel Məmmədova', after: 25 * HOUR },
    ],
  },
  {
    status: 'cancelled',
    trackings: ['AE100200400AE'],
    cityCode: 'AZ-BAKU',
    placedAgo: 3 * DAY,
    slot: 'next',
    steps: [{ to: 'cancelled', detail: null, after: 2 * HOUR }],
  },
  {
    status: 'out_for_delivery',
    trackings: ['GB510020030GB'],
    cityCode: 'AZ-BAKU',
    placedAgo: 2 * DAY,
    slot: 'today',
    steps: [
      { to: 'scheduled', detail: COURIER, after: 4 * HOUR },
      { to: 'out_for_delivery', detail: COURIER, after: 2 * DAY - 3 * HOUR },
    ],
  },
  {
    status: 'scheduled',
    trackings: ['LP00310203040CN'],
    cityCode: 'AZ-BAKU',
    placedAgo: DAY,
    slot: 'next',
    steps: [{ to: 'scheduled', detail: COURIER, after: 5 * HOUR }],
  },
  {
    status: 'requested',
    trackings: ['TY2026111800314', '1Z999AA10555000121'],
    cityCode: 'AZ-BAKU',
    placedAgo: 3 * HOUR,
    slot: 'next',
    steps: [],
  },
];

function slotOf(order: DemoOrder, placedAt: Date, now: Date): { date: string; window: string } {
  if (order.slot === 'today') return { date: dayIn(now, 'Asia/Baku'), window: '14-18' };
  if (order.slot === 'next') {
    const [first] = courierSlots(order.status === 'cancelled' ? placedAt : now, 'AZ');
    return { date: first!.date, window: first!.window };
  }
  return { date: dayIn(new Date(now.getTime() - order.slot.daysAgo * DAY), 'Asia/Baku'), window: '10-14' };
}

async function placeDemoOrder(tx: Db, customerId: number, order: DemoOrder, now: Date): Promise<void> {
  const rows = await tx
    .select()
    .from(parcels)
    .where(and(eq(parcels.customerId, customerId), inArray(parcels.trackingNumber, [...order.trackings])))
    .orderBy(asc(parcels.id));
  const [address] = await tx
    .select()
    .from(addresses)
    .where(and(eq(addresses.customerId, customerId), eq(addresses.cityCode, order.cityCode)))
    .limit(1);
  if (rows.length !== order.trackings.length || !address) return;
  const placedAt = new Date(now.getTime() - order.placedAgo);
  const slot = slotOf(order, placedAt, now);
  const weightGrams = rows.reduce((sum, row) => sum + (row.weightGrams ?? 0), 0);
  const fee = courierFee(await demoServices.tariffs.courierFees(tx), order.cityCode, weightGrams);
  const id = await nextOrderId(tx);
  const legs = (sign: 1 | -1) =>
    [
      { account: { customerId }, currency: COURIER_FEE_CURRENCY, amount: -fee * sign },
      { account: { house: 'shipping_revenue' as const }, currency: COURIER_FEE_CURRENCY, amount: fee * sign },
    ] as const;
  const detail = { courier_order_id: String(id) };
  const payment = await demoServices.wallet.post(tx, {
    kind: 'courier_payment',
    customerId,
    key: `courier-payment:${id}`,
    detail,
    legs: legs(1),
    at: placedAt,
  });
  const last = order.steps.at(-1);
  const cancelled = order.status === 'cancelled' && last;
  const refund = cancelled
    ? await demoServices.wallet.post(tx, {
        kind: 'refund',
        customerId,
        key: `courier-refund:${id}`,
        detail,
        legs: legs(-1),
        at: new Date(placedAt.getTime() + last.after),
      })
    : null;
  const open = order.status !== 'cancelled' && order.status !== 'delivered';
  if (open) await bookSlot(tx, { cityCode: order.cityCode, ...slot, capacity: slotCapacityOf(order.cityCode) });
  await insertOrder(tx, {
    id,
    customerId,
    status: order.status,
    addressId: address.id,
    address: addressCopyOf(address),
    cityCode: order.cityCode,
    slotDate: slot.date,
    slotWindow: slot.window,
    weightGrams,
    fee,
    feeCurrency: COURIER_FEE_CURRENCY,
    paymentTransactionId: payment.transactionId,
    refundTransactionId: refund?.transactionId ?? null,
    createdAt: placedAt,
    updatedAt: new Date(placedAt.getTime() + (last?.after ?? 0)),
  });
  await insertOrderParcels(
    tx,
    rows.map((row) => ({
      orderId: id,
      parcelId: row.id,
      trackingNumber: row.trackingNumber,
      weightGrams: row.weightGrams,
      released: order.status === 'cancelled',
    })),
  );
  if (order.status !== 'cancelled') {
    await tx
      .update(parcels)
      .set({ courierOrderId: id })
      .where(
        inArray(
          parcels.id,
          rows.map((row) => row.id),
        ),
      );
  }
  await insertOrderEvent(tx, {
    orderId: id,
    actor: 'customer',
    toStatus: 'requested',
    occurredAt: placedAt,
    recordedAt: placedAt,
  });
  let from: CourierOrderState = 'requested';
  for (const [index, step] of order.steps.entries()) {
    const at = new Date(placedAt.getTime() + step.after);
    const byCourier = step.to !== 'cancelled';
    await insertOrderEvent(tx, {
      orderId: id,
      ...(byCourier ? { eventId: `demo-courier:${id}:${index}`, actorKey: 'dev-courier' } : {}),
      actor: byCourier ? 'courier' : 'customer',
      fromStatus: from,
      toStatus: step.to,
      detail: step.detail,
      occurredAt: at,
      recordedAt: at,
    });
    from = step.to;
    if (step.to !== 'delivered') continue;
    // The hand-over is the courier's, on each parcel's timeline too.
    await tx
      .update(parcelEvents)
      .set({ actor: 'courier', actorKey: 'dev-courier', detail: step.detail, occurredAt: at, recordedAt: at })
      .where(
        and(
          inArray(
            parcelEvents.parcelId,
            rows.map((row) => row.id),
          ),
          eq(parcelEvents.kind, 'delivered'),
        ),
      );
    await tx
      .update(parcels)
      .set({ updatedAt: at })
      .where(
        inArray(
          parcels.id,
          rows.map((row) => row.id),
        ),
      );
  }
}

/**
 * The demo customer's courier orders (decision 0038), one in every state: just placed (two parcels), scheduled,
 * out for delivery today, delivered to Ganja, and one cancelled with its fee refunded (its parcel free again, like
 * the other arrived ones, for the create form). Each fee is paid through the ledger under the order's key, after a
 * USD top-up of the same amount, so the wallet's balance is the demo wallet's. Once: skipped while the demo customer
 * has courier orders.
 */
export async function seedDemoCourierOrders(db: Db, now = new Date()): Promise<void> {
  const [demo] = await db.select({ id: customers.id }).from(customers).where(eq(customers.email, DEMO_CUSTOMER.email));
  if (!demo) return;
  const [existing] = await db
    .select({ id: courierOrders.id })
    .from(courierOrders)
    .where(eq(courierOrders.customerId, demo.id))
    .limit(1);
  if (existing) return;
  await db.transaction(async (tx) => {
    const weights = await tx
      .select({ tracking: parcels.trackingNumber, weight: parcels.weightGrams })
      .from(parcels)
      .where(eq(parcels.customerId, demo.id));
    const kept = DEMO_ORDERS.filter((order) => order.status !== 'cancelled');
    const zoneFees = await demoServices.tariffs.courierFees(tx);
    const fees = kept.reduce((sum, order) => {
      const grams = order.trackings.reduce(
        (total, tracking) => total + (weights.find((row) => row.tracking === tracking)?.weight ?? 0),
        0,
      );
      return sum + courierFee(zoneFees, order.cityCode, grams);
    }, 0);
    await demoServices.wallet.post(tx, {
      kind: 'top_up',
      customerId: demo.id,
      key: `demo:${DEMO_CUSTOMER.email}:top-up-usd-courier`,
      detail: {},
      legs: [
        { account: { house: 'provider_clearing' }, currency: 'USD', amount: -fees },
        { account: { customerId: demo.id }, currency: 'USD', amount: fees },
      ],
      at: new Date(now.getTime() - 6 * DAY),
    });
    for (const order of DEMO_ORDERS) await placeDemoOrder(tx, demo.id, order, now);
  });
}
