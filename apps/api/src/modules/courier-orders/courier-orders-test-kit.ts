import { randomInt, randomUUID } from 'node:crypto';
import { courierSlots, type CourierOrderState } from '@yolla/contract';
import { eq } from 'drizzle-orm';
import type { TestApi } from '../../test/harness.ts';
import { developmentKey, signedCall } from '../../test/machine.ts';
import { callAs, randomNationalId, signedInCustomer, type SignedIn } from '../../test/signed-in.ts';
import { courierOrders } from './courier-orders.table.ts';
import { walletProbe } from '../../test/wallet-probe.ts';

export { walletProbe };

/** Rate limits out of the way: a test file places many orders from one address. */
export const ROOMY_LIMITS = {
  PARCELS_RATE_IP_MAX: '100000',
  PARCELS_RATE_ACCOUNT_MAX: '100000',
  WALLET_RATE_IP_MAX: '100000',
  WALLET_RATE_ACCOUNT_MAX: '100000',
  ORDERS_RATE_IP_MAX: '100000',
  ORDERS_RATE_ACCOUNT_MAX: '100000',
  SETTINGS_RATE_IP_MAX: '100000',
  SETTINGS_RATE_ACCOUNT_MAX: '100000',
  MACHINE_RATE_IP_MAX: '100000',
  MACHINE_RATE_ACCOUNT_MAX: '100000',
};

/** A customer of Azerbaijan whose profile customs accepts, signed in. */
export const courierCustomer = (api: TestApi) =>
  signedInCustomer(api, {
    country: 'AZ',
    name: 'Aysel',
    surname: 'Məmmədova',
    nationalId: randomNationalId.AZ(),
    birthDate: '1992-04-12',
    profileCompletedAt: new Date(),
  });

export async function addAddress(api: TestApi, who: SignedIn, city = 'AZ-BAKU'): Promise<string> {
  const answer = await callAs(api, who, 'POST', '/addresses', {
    payload: {
      city,
      street: 'Nizami küç.',
      building: '10',
      apartment: '25',
      postal_code: 'AZ1000',
      phone: '+994501234567',
    },
  });
  if (answer.statusCode !== 200) throw new Error(`address: ${answer.statusCode} ${answer.body}`);
  return answer.json().data.id as string;
}

let events = 0;
/** A warehouse system's event, signed with its development key. */
export function warehouse(api: TestApi, body: Record<string, unknown>) {
  events += 1;
  return signedCall(api, developmentKey('warehouse'), 'POST', '/warehouse/events', {
    body: {
      event_id: `evt-${Date.now()}-${events}-${randomInt(1_000_000)}`,
      occurred_at: new Date().toISOString(),
      ...body,
    },
  });
}

/**
 * A parcel of the customer carried the whole way through the warehouse events: declared, weighed abroad, paid from
 * the wallet (funded for it), brought to the local warehouse (and made ready for pickup when asked). `stop` ends it
 * earlier; `paid: false` leaves its amount due.
 */
export async function arrivedParcel(
  api: TestApi,
  probe: ReturnType<typeof walletProbe>,
  who: SignedIn,
  options: { weightGrams?: number; paid?: boolean; stop?: 'shipped'; ready?: boolean } = {},
) {
  const number = `CO${Date.now().toString().slice(-8)}${randomInt(100_000, 999_999)}`;
  const declared = await callAs(api, who, 'POST', '/parcels', {
    payload: {
      tracking_number: number,
      origin: 'TR',
      shop: 'Trendyol',
      items: [{ category: 'clothing', description: 'Wool coat', quantity: 1, unit_price: 4500, currency: 'USD' }],
      declared_total: { amount: 4500, currency: 'USD' },
      delivery: { kind: 'courier' },
    },
  });
  if (declared.statusCode !== 201) throw new Error(`declare: ${declared.statusCode} ${declared.body}`);
  const id = declared.json().data.id as string;
  const steps: Record<string, unknown>[] = [{ type: 'received', weight_grams: options.weightGrams ?? 1000 }];
  for (const type of ['shipped', 'at_customs', 'at_local_warehouse']) {
    steps.push({ type });
    if (type === options.stop) break;
  }
  if (options.ready && !options.stop) steps.push({ type: 'ready_for_pickup' });
  const [received, ...rest] = steps;
  await warehouse(api, { ...received, tracking_number: number });
  if (options.paid !== false) {
    const cost = (await callAs(api, who, 'GET', `/parcels/${id}`)).json().data.cost.amount as number;
    await probe.fund(api, who.customer.row.id, cost);
    const paid = await callAs(api, who, 'POST', '/parcels/payments', {
      payload: { parcel_ids: [id] },
      headers: { 'idempotency-key': `pay-${randomUUID()}` },
    });
    if (paid.statusCode !== 200) throw new Error(`pay: ${paid.statusCode} ${paid.body}`);
  }
  for (const step of rest) {
    const answer = await warehouse(api, { ...step, tracking_number: number });
    if (answer.statusCode !== 200) throw new Error(`${String(step.type)}: ${answer.statusCode} ${answer.body}`);
  }
  return { id, number };
}

/** The first slot offered in Azerbaijan now (tomorrow's morning, or Monday's). */
export const firstSlot = (now = new Date()) => courierSlots(now, 'AZ')[0]!.slot;

export const quote = (api: TestApi, who: SignedIn, parcels: readonly string[], addressId?: string) =>
  callAs(
    api,
    who,
    'GET',
    `/courier-orders/quote?parcels=${parcels.join(',')}${addressId ? `&address_id=${addressId}` : ''}`,
  );

export const placeOrder = (
  api: TestApi,
  who: SignedIn,
  body: { parcels: readonly string[]; address_id: string; slot?: string },
  key = `order-${randomUUID()}`,
) =>
  callAs(api, who, 'POST', '/courier-orders', {
    payload: { slot: firstSlot(), ...body },
    headers: { 'idempotency-key': key },
  });

export const cancelOrder = (api: TestApi, who: SignedIn, id: string, key = `cancel-${randomUUID()}`) =>
  callAs(api, who, 'POST', `/courier-orders/${id}/cancellation`, { payload: {}, headers: { 'idempotency-key': key } });

export async function usdBalance(api: TestApi, who: SignedIn): Promise<number> {
  const wallet = (await callAs(api, who, 'GET', '/wallet')).json().data;
  return wallet.balances.find((balance: { currency: string }) => balance.currency === 'USD')?.amount ?? 0;
}

let steps = 0;
/** The courier service's step, signed with its development key; a fresh event id unless one is given. */
export function courierEvent(
  api: TestApi,
  body: Record<string, unknown>,
  options: { partner?: 'courier' | 'warehouse'; timestamp?: number } = {},
) {
  steps += 1;
  return signedCall(api, developmentKey(options.partner ?? 'courier'), 'POST', '/courier-orders/events', {
    body: {
      event_id: `courier-${Date.now()}-${steps}-${randomInt(1_000_000)}`,
      occurred_at: new Date().toISOString(),
      ...body,
    },
    ...(options.timestamp === undefined ? {} : { timestamp: options.timestamp }),
  });
}

export async function statusOf(api: TestApi, orderId: string): Promise<CourierOrderState | undefined> {
  const [row] = await api.database.db
    .select({ status: courierOrders.status })
    .from(courierOrders)
    .where(eq(courierOrders.id, Number(orderId)));
  return row?.status;
}
