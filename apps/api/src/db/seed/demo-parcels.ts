import {
  guessCarrier,
  nextState,
  parseCountry,
  quoteParcel,
  type ParcelEvent,
  type ParcelState,
} from '@yolla/contract';
import { inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { customers } from '../../modules/customers/customers.table.ts';
import { parcelEvents, parcelItems, parcels } from '../../modules/parcels/parcels.table.ts';
import { DEMO_CUSTOMER } from './demo.ts';
import { demoServices } from './demo-services.ts';
import { COURIER_DEMO_PARCELS } from './demo-courier-parcels.ts';
import { DELIVERED_HISTORY } from './demo-parcel-history.ts';

const DAY = 24 * 3600_000;

/** A second demo customer with parcels of their own: neither demo customer sees the other's. */
export const SECOND_DEMO_CUSTOMER = {
  email: 'demo2@yolla.test',
  phone: '+998901234567',
  password: 'yolla-demo-2026',
  name: 'Jasur',
  surname: 'Karimov',
  nationalId: '31205901234567',
} as const;

type Item = readonly [category: string, description: string, quantity: number, unitPrice: number];

export interface DemoParcel {
  tracking: string;
  origin: 'TR' | 'US' | 'CN' | 'GB' | 'DE' | 'AE';
  shop: string;
  currency: 'USD' | 'TRY' | 'EUR' | 'GBP' | 'CNY' | 'AED';
  items: readonly Item[];
  /** The warehouse's events after the declaration, in order; `held` carries customs' reason. */
  road: readonly ParcelEvent[];
  weight: number;
  size?: readonly [number, number, number];
  declared?: boolean;
  daysAgo: number;
  paid?: boolean;
}

const FIRST: readonly DemoParcel[] = [
  {
    tracking: 'TY2026110400871',
    origin: 'TR',
    shop: 'Trendyol',
    currency: 'TRY',
    items: [['clothing', 'Knitted sweater', 1, 89900]],
    road: [],
    weight: 0,
    daysAgo: 1,
  },
  {
    tracking: '1Z999AA10123456784',
    origin: 'US',
    shop: 'Amazon',
    currency: 'USD',
    items: [
      ['electronics', 'Wireless earbuds', 1, 12999],
      ['electronics', 'USB-C cable', 2, 1299],
    ],
    road: ['received'],
    weight: 640,
    size: [22, 16, 8],
    daysAgo: 4,
  },
  {
    tracking: 'LP00214598732CN',
    origin: 'CN',
    shop: 'AliExpress',
    currency: 'USD',
    items: [['toys', 'Building blocks set', 1, 3450]],
    road: ['received', 'shipped'],
    weight: 1850,
    size: [40, 30, 20],
    daysAgo: 9,
  },
  {
    tracking: 'TY2026102209315',
    origin: 'TR',
    shop: 'Hepsiburada',
    currency: 'TRY',
    items: [['shoes', 'Leather boots', 1, 249900]],
    road: ['received', 'shipped', 'at_customs'],
    weight: 2100,
    daysAgo: 12,
    paid: true,
  },
  {
    tracking: 'GB482019377GB',
    origin: 'GB',
    shop: 'ASOS',
    currency: 'GBP',
    items: [['perfume', 'Eau de parfum 100 ml', 2, 6800]],
    road: ['received', 'shipped', 'at_customs', 'held'],
    weight: 900,
    daysAgo: 15,
    paid: true,
  },
  {
    tracking: 'JJD0001234567890',
    origin: 'DE',
    shop: 'Zalando',
    currency: 'EUR',
    items: [['sports', 'Trail running jacket', 1, 15995]],
    road: ['received', 'shipped', 'at_customs', 'at_local_warehouse'],
    weight: 1200,
    daysAgo: 18,
    paid: true,
  },
  {
    tracking: '9400111899223100001234',
    origin: 'US',
    shop: 'iHerb',
    currency: 'USD',
    items: [['supplements', 'Vitamin D3', 3, 1599]],
    road: ['received', 'shipped', 'at_customs', 'at_local_warehouse', 'ready_for_pickup'],
    weight: 700,
    daysAgo: 21,
    paid: true,
  },
  {
    tracking: 'AE100200300AE',
    origin: 'AE',
    shop: 'Noon',
    currency: 'AED',
    items: [['watches', 'Smart watch', 1, 89900]],
    road: ['received', 'shipped', 'at_customs', 'at_local_warehouse', 'ready_for_pickup', 'delivered'],
    weight: 450,
    daysAgo: 40,
    paid: true,
  },
  {
    tracking: 'TY2026090112345',
    origin: 'TR',
    shop: 'Trendyol',
    currency: 'TRY',
    items: [['home', 'Ceramic vase', 1, 45000]],
    road: ['received', 'returned'],
    weight: 3100,
    daysAgo: 55,
    // Paid, then returned: the wallet refunded it (demo-wallet.ts).
    paid: true,
  },
  {
    tracking: 'TBA304918827104',
    origin: 'US',
    shop: 'Amazon',
    currency: 'USD',
    items: [],
    road: [],
    weight: 1500,
    size: [35, 25, 15],
    declared: false,
    daysAgo: 2,
  },
];

const SECOND: readonly DemoParcel[] = [
  {
    tracking: 'TY2026111500042',
    origin: 'TR',
    shop: 'Trendyol',
    currency: 'TRY',
    items: [['clothing', 'Winter jacket', 1, 159900]],
    road: ['received'],
    weight: 1300,
    daysAgo: 3,
  },
  {
    tracking: 'LP00299887766CN',
    origin: 'CN',
    shop: 'Taobao',
    currency: 'CNY',
    items: [['phones', 'Phone case', 3, 2900]],
    road: ['received', 'shipped', 'at_customs', 'at_local_warehouse', 'ready_for_pickup'],
    weight: 300,
    daysAgo: 14,
    paid: true,
  },
];

const HOLD_REASON = 'Customs asks for the invoice of the perfume (more than two bottles of one kind).';

async function ensureSecondCustomer(db: Db): Promise<void> {
  const { customers: accounts, passwords } = demoServices;
  if (await accounts.findByUsername(db, SECOND_DEMO_CUSTOMER.email)) return;
  await accounts.create(db, {
    email: SECOND_DEMO_CUSTOMER.email,
    phone: SECOND_DEMO_CUSTOMER.phone,
    name: SECOND_DEMO_CUSTOMER.name,
    surname: SECOND_DEMO_CUSTOMER.surname,
    nationalId: SECOND_DEMO_CUSTOMER.nationalId,
    birthDate: '1990-09-02',
    phoneVerifiedAt: new Date(),
    termsAcceptedAt: new Date(),
    passwordHash: await passwords.hash(SECOND_DEMO_CUSTOMER.password),
    country: 'UZ',
    language: 'ru',
    profileCompletedAt: new Date(),
  });
}

async function seedParcel(db: Db, customer: { id: number; country: string }, demo: DemoParcel, now: Date) {
  const start = now.getTime() - demo.daysAgo * DAY;
  const declared = demo.declared !== false;
  const total = demo.items.reduce((sum, [, , quantity, price]) => sum + quantity * price, 0);
  const tariff = await demoServices.tariffs.route(db, demo.origin, parseCountry(customer.country) ?? 'AZ');
  const size = demo.size ? { length_cm: demo.size[0], width_cm: demo.size[1], height_cm: demo.size[2] } : null;
  const received = !declared || demo.road.includes('received');
  const quote = received && tariff ? quoteParcel(tariff, { weight_grams: demo.weight, size }) : null;
  let state: ParcelState = declared ? 'expected' : 'unknown_arrival';
  const history: (typeof parcelEvents.$inferInsert)[] = [];
  const at = (step: number) => new Date(start + step * (DAY * 0.8));
  if (declared) history.push({ parcelId: 0, kind: 'declared', actor: 'customer', toState: state, occurredAt: at(0) });
  else history.push({ parcelId: 0, kind: 'arrived_undeclared', actor: 'warehouse', toState: state, occurredAt: at(0) });
  let shippedAt: Date | null = null;
  demo.road.forEach((event, index) => {
    const to = nextState(state, event);
    if (!to) throw new Error(`demo parcel ${demo.tracking}: ${event} is not allowed from ${state}`);
    if (event === 'shipped') shippedAt = at(index + 1);
    history.push({
      parcelId: 0,
      kind: event,
      actor: 'warehouse',
      fromState: state,
      toState: to,
      detail: event === 'held' ? HOLD_REASON : event === 'shipped' ? `${demo.origin}-BATCH-${2200 + index}` : null,
      occurredAt: at(index + 1),
    });
    state = to;
  });
  const [row] = await db
    .insert(parcels)
    .values({
      customerId: customer.id,
      trackingNumber: demo.tracking,
      carrier: guessCarrier(demo.tracking),
      origin: demo.origin,
      state,
      shop: declared ? demo.shop : null,
      declaredTotal: declared ? total : null,
      declaredCurrency: declared ? demo.currency : null,
      deliveryKind: declared ? 'pickup' : null,
      pickupPointId: declared ? (customer.country === 'UZ' ? 'UZ-TASHKENT-001' : 'AZ-BAKU-001') : null,
      weightGrams: received ? demo.weight : null,
      lengthCm: received ? (size?.length_cm ?? null) : null,
      widthCm: received ? (size?.width_cm ?? null) : null,
      heightCm: received ? (size?.height_cm ?? null) : null,
      costAmount: quote?.ok ? quote.price.amount : null,
      costCurrency: quote?.ok ? quote.price.currency : null,
      paidAt: quote?.ok && demo.paid ? at(2) : null,
      shippedAt,
      declaredAt: declared ? at(0) : null,
      createdAt: at(0),
      updatedAt: history.at(-1)?.occurredAt ?? at(0),
    })
    .onConflictDoNothing()
    .returning({ id: parcels.id });
  if (!row) return;
  if (demo.items.length > 0 && declared) {
    await db.insert(parcelItems).values(
      demo.items.map(([category, description, quantity, unitPrice], position) => ({
        parcelId: row.id,
        position,
        category: category as (typeof parcelItems.$inferInsert)['category'],
        description,
        quantity,
        unitPrice,
        currency: demo.currency,
      })),
    );
  }
  await db
    .insert(parcelEvents)
    .values(history.map((event) => ({ ...event, parcelId: row.id, recordedAt: event.occurredAt })));
}

/** The demo parcels of each demo customer, by email (the wallet's seed pays the paid ones through the ledger). */
export const DEMO_PARCEL_LISTS: readonly (readonly [email: string, parcels: readonly DemoParcel[]])[] = [
  [DEMO_CUSTOMER.email, [...FIRST, ...COURIER_DEMO_PARCELS, ...DELIVERED_HISTORY]],
  [SECOND_DEMO_CUSTOMER.email, SECOND],
];

/**
 * Parcels in every state for the demo customer (one of them an unknown arrival to declare) with a history of
 * delivered ones, and a second demo customer with parcels of their own. Idempotent: a tracking number already there
 * is left alone.
 */
export async function seedDemoParcels(db: Db, now = new Date()): Promise<void> {
  await ensureSecondCustomer(db);
  const owners = await db
    .select({ id: customers.id, email: customers.email, country: customers.country })
    .from(customers)
    .where(inArray(customers.email, [DEMO_CUSTOMER.email, SECOND_DEMO_CUSTOMER.email]));
  for (const [email, list] of DEMO_PARCEL_LISTS) {
    const owner = owners.find((candidate) => candidate.email === email);
    if (!owner) continue;
    for (const demo of list) await seedParcel(db, owner, demo, now);
  }
}
