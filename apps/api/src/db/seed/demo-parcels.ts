import { guessCarrier, nextState, parseCountry, quoteParcel, type ParcelState } from '@yolla/contract';
import { inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { customers } from '../../modules/customers/customers.table.ts';
import { parcelEvents, parcelItems, parcels } from '../../modules/parcels/parcels.table.ts';
import { DEMO_CUSTOMER, SECOND_DEMO_CUSTOMER, seedSecondDemoCustomer } from './demo.ts';
import { DEMO_PARCEL_LISTS, type DemoParcel } from './demo-parcel-list.ts';
import { demoServices } from './demo-services.ts';

const DAY = 24 * 3600_000;

const HOLD_REASON = 'Customs asks for the invoice of the perfume (more than two bottles of one kind).';

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

/**
 * Parcels in every state for the demo customer (one of them an unknown arrival to declare) with a history of
 * delivered ones, and a second demo customer with parcels of their own. Idempotent: a tracking number already there
 * is left alone.
 */
export async function seedDemoParcels(db: Db, now = new Date()): Promise<void> {
  await seedSecondDemoCustomer(db);
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
