import { COURIER_FEE_CURRENCY, courierFee, courierSlots, dayIn, type CourierOrderState } from '@yolla/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { addresses } from '../../modules/addresses/addresses.table.ts';
import { DEMO_CUSTOMER } from './demo.ts';
import { demoCourierOrders, demoServices } from './demo-services.ts';

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

/** The slot the order books: the first the city offered when it was placed, on or after the day the demo wants. */
function slotOf(order: DemoOrder, placedAt: Date, now: Date): string {
  const offered = courierSlots(placedAt, 'AZ');
  const wanted =
    order.slot === 'next'
      ? null
      : order.slot === 'today'
        ? dayIn(now, 'Asia/Baku')
        : dayIn(new Date(now.getTime() - order.slot.daysAgo * DAY), 'Asia/Baku');
  const slot = (wanted && offered.find((offer) => offer.date >= wanted)) || offered[0];
  if (!slot) throw new Error('no courier slot offered');
  return slot.slot;
}

/**
 * One order through the courier-orders module's service, on a clock set to each step's moment: placed as the
 * customer places it (slot booked, fee paid from the wallet, parcels linked), moved on as the courier's events move
 * it (the delivered one hands its parcels over), or cancelled as the customer cancels it (the fee back).
 */
async function placeDemoOrder(db: Db, customerId: number, order: DemoOrder, now: Date): Promise<void> {
  const parcels = await demoServices.parcels.courierCandidates(db, customerId);
  const chosen = order.trackings.map((tracking) => parcels.find((parcel) => parcel.trackingNumber === tracking));
  const [address] = await db
    .select({ id: addresses.id })
    .from(addresses)
    .where(and(eq(addresses.customerId, customerId), eq(addresses.cityCode, order.cityCode)))
    .limit(1);
  if (!address || chosen.some((parcel) => !parcel)) return;
  const placedAt = new Date(now.getTime() - order.placedAgo);
  let moment = placedAt;
  const service = demoCourierOrders(db, { now: () => moment });
  const body = {
    parcels: chosen.map((parcel) => String(parcel!.id)),
    address_id: String(address.id),
    slot: slotOf(order, placedAt, now),
  };
  const placed = await db.transaction((tx) => service.place(tx, customerId, body, 'az'));
  for (const [index, step] of order.steps.entries()) {
    moment = new Date(placedAt.getTime() + step.after);
    if (step.to === 'cancelled') {
      await db.transaction((tx) => service.cancel(tx, customerId, Number(placed.id), 'az'));
      continue;
    }
    if (step.to === 'requested') continue;
    const event = {
      event_id: `demo-courier:${placed.id}:${index}`,
      order_id: placed.id,
      type: step.to,
      occurred_at: moment.toISOString(),
      ...(step.detail ? { detail: step.detail } : {}),
    };
    await service.courierStep(event, 'dev-courier', moment);
  }
}

/**
 * The demo customer's courier orders (decision 0038), one in every state: just placed (two parcels), scheduled,
 * out for delivery today, delivered to Ganja, and one cancelled with its fee refunded (its parcel free again, like
 * the other arrived ones, for the create form). They go through the courier-orders module's service, by the rules
 * customers' and the courier's requests go through, after a USD top-up of the fees of the orders kept, so the
 * wallet's balance is the demo wallet's. Once: that top-up's key is the mark (its second run is a repeat).
 */
export async function seedDemoCourierOrders(db: Db, now = new Date()): Promise<void> {
  const demo = await demoServices.customers.findByUsername(db, DEMO_CUSTOMER.email);
  if (!demo) return;
  const parcels = await demoServices.parcels.courierCandidates(db, demo.id);
  const fees = await demoServices.tariffs.courierFees(db);
  const grams = (order: DemoOrder) =>
    order.trackings.reduce(
      (total, tracking) => total + (parcels.find((row) => row.trackingNumber === tracking)?.weightGrams ?? 0),
      0,
    );
  const kept = DEMO_ORDERS.filter((order) => order.status !== 'cancelled');
  const total = kept.reduce((sum, order) => sum + courierFee(fees, order.cityCode, grams(order)), 0);
  const topUp = await db.transaction((tx) =>
    demoServices.wallet.post(tx, {
      kind: 'top_up',
      customerId: demo.id,
      key: `demo:${DEMO_CUSTOMER.email}:top-up-usd-courier`,
      detail: {},
      legs: [
        { account: { house: 'provider_clearing' }, currency: COURIER_FEE_CURRENCY, amount: -total },
        { account: { customerId: demo.id }, currency: COURIER_FEE_CURRENCY, amount: total },
      ],
      at: new Date(now.getTime() - 6 * DAY),
    }),
  );
  if (topUp.repeated) return;
  for (const order of DEMO_ORDERS) await placeDemoOrder(db, demo.id, order, now);
}
