import {
  canMoveCourier,
  COUNTRY_PROFILES,
  COURIER_FEE_CURRENCY,
  courierFee,
  courierSlots,
  slotCapacityOf,
  type CourierOrder,
  type CourierOrderRequest,
  type CourierQuote,
  type CourierSlotOffer,
} from '@yolla/contract';
import type { Locale } from '@yolla/i18n';
import type { Db } from '../../db/client.ts';
import type { ModuleDeps, Services } from '../../http/module.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';
import { courierErrors } from './courier-orders.errors.ts';
import {
  addressCopyOf,
  bookingsOf,
  bookSlot,
  eventsOf,
  findOwnOrder,
  freeSlot,
  insertOrder,
  insertOrderEvent,
  insertOrderParcels,
  nextOrderId,
  parcelsOf,
  releaseParcels,
  updateOrder,
  type CityView,
} from './courier-orders.repository.ts';
import type { CourierOrderRow } from './courier-orders.table.ts';
import { toDetail } from './courier-orders.views.ts';

type Deps = Pick<ModuleDeps, 'db' | 'clock'> & {
  services: Pick<Services, 'wallet' | 'parcels' | 'addresses' | 'tariffs'>;
};
type ParcelChoices = Awaited<ReturnType<Services['parcels']['deliverable']>>;

/** The chosen parcels, when a courier can bring every one: arrived and paid, and in no open order. */
function deliverableOnly(parcels: ParcelChoices): ParcelChoices {
  for (const parcel of parcels) {
    if (!parcel.ready) throw courierErrors.parcelNotDeliverable();
    if (parcel.courierOrderId !== null) throw courierErrors.parcelInOpenOrder();
  }
  return parcels;
}

/** `['2', '1', '2']` → [1, 2]: the chosen parcels once each, in id order (the order their rows are locked in). */
export function parcelIdsOf(ids: readonly string[]): number[] {
  return [...new Set(ids.map(Number))].sort((a, b) => a - b);
}

const totalWeight = (parcels: readonly { weightGrams: number | null }[]) =>
  parcels.reduce((sum, parcel) => sum + (parcel.weightGrams ?? 0), 0);

/** The city's slots from tomorrow on, without the full ones, each with the places left. */
export async function openSlots(db: Db, city: CityView, now: Date): Promise<CourierSlotOffer[]> {
  const slots = courierSlots(now, city.country);
  const booked = await bookingsOf(db, city.code, [...new Set(slots.map((slot) => slot.date))]);
  const taken = new Map(booked.map((row) => [`${row.slotDate}.${row.slotWindow}`, row]));
  const capacity = slotCapacityOf(city.code);
  return slots
    .map((slot) => {
      const row = taken.get(slot.slot);
      return { ...slot, left: row ? row.capacity - row.booked : capacity };
    })
    .filter((slot) => slot.left > 0);
}

export function createCourierOrders({ db, clock, services }: Deps) {
  async function cityOfAddress(tx: Db, cityCode: string, locale: Locale): Promise<CityView> {
    const city = await services.addresses.city(tx, cityCode, locale);
    if (!city) throw new Error(`no city ${cityCode}`);
    return city;
  }

  async function usdBalance(tx: Db, customerId: number): Promise<number> {
    const balances = await services.wallet.balances(tx, customerId);
    return balances.find((balance) => balance.currency === COURIER_FEE_CURRENCY)?.amount ?? 0;
  }

  async function detailOf(tx: Db, row: CourierOrderRow, locale: Locale): Promise<CourierOrder> {
    // One after another: `tx` may be a transaction, whose one connection runs one query at a time.
    const city = await cityOfAddress(tx, row.cityCode, locale);
    const parcels = await parcelsOf(tx, row.id);
    const events = await eventsOf(tx, row.id);
    return toDetail(row, city, parcels, events);
  }

  async function place(tx: Db, customerId: number, body: CourierOrderRequest, locale: Locale, now: Date) {
    const ids = parcelIdsOf(body.parcels);
    const parcels = deliverableOnly(await services.parcels.deliverable(tx, customerId, ids, true));
    const address = await services.addresses.findOwn(tx, customerId, Number(body.address_id), true);
    if (!address) throw courierErrors.addressNotFound();
    const city = await cityOfAddress(tx, address.cityCode, locale);
    const slot = courierSlots(now, city.country).find((offered) => offered.slot === body.slot);
    if (!slot) throw courierErrors.slotNotOffered();
    const capacity = slotCapacityOf(city.code);
    if (!(await bookSlot(tx, { cityCode: city.code, date: slot.date, window: slot.window, capacity }))) {
      throw courierErrors.slotFull();
    }
    const weightGrams = totalWeight(parcels);
    const fee = courierFee(await services.tariffs.courierFees(tx), city.code, weightGrams);
    const id = await nextOrderId(tx);
    const payment = await services.wallet.post(tx, {
      kind: 'courier_payment',
      customerId,
      key: `courier-payment:${id}`,
      detail: { courier_order_id: String(id) },
      at: now,
      legs: [
        { account: { customerId }, currency: COURIER_FEE_CURRENCY, amount: -fee },
        { account: { house: 'shipping_revenue' }, currency: COURIER_FEE_CURRENCY, amount: fee },
      ],
    });
    const order = await insertOrder(tx, {
      id,
      customerId,
      status: 'requested',
      addressId: address.id,
      address: addressCopyOf(address),
      cityCode: city.code,
      slotDate: slot.date,
      slotWindow: slot.window,
      weightGrams,
      fee,
      feeCurrency: COURIER_FEE_CURRENCY,
      paymentTransactionId: payment.transactionId,
      createdAt: now,
      updatedAt: now,
    });
    await insertOrderParcels(
      tx,
      parcels.map((parcel) => ({
        orderId: id,
        parcelId: parcel.id,
        trackingNumber: parcel.trackingNumber,
        weightGrams: parcel.weightGrams,
      })),
    );
    await services.parcels.setCourierOrder(tx, ids, id, now);
    await insertOrderEvent(tx, {
      orderId: id,
      actor: 'customer',
      fromStatus: null,
      toStatus: 'requested',
      occurredAt: now,
      recordedAt: now,
    });
    return detailOf(tx, order, locale);
  }

  return {
    /** The chosen parcels and, for an address of the customer's, its city's fee and free slots; the balance. */
    async quote(customerId: number, query: { parcels: string[]; address_id?: string | undefined }, locale: Locale) {
      const parcels = deliverableOnly(
        await services.parcels.deliverable(db, customerId, parcelIdsOf(query.parcels), false),
      );
      const weightGrams = totalWeight(parcels);
      const balance = await usdBalance(db, customerId);
      let city: CourierQuote['city'] = null;
      let fee: CourierQuote['fee'] = null;
      let slots: CourierSlotOffer[] = [];
      if (query.address_id !== undefined) {
        const address = await services.addresses.findOwn(db, customerId, Number(query.address_id));
        if (!address) throw courierErrors.addressNotFound();
        const found = await cityOfAddress(db, address.cityCode, locale);
        city = { code: found.code, name: found.name, time_zone: COUNTRY_PROFILES[found.country].timeZone };
        const fees = await services.tariffs.courierFees(db);
        fee = { currency: COURIER_FEE_CURRENCY, amount: courierFee(fees, found.code, weightGrams) };
        slots = await openSlots(db, found, clock.now());
      }
      return {
        parcels: parcels.map((parcel) => ({
          id: String(parcel.id),
          tracking_number: parcel.trackingNumber,
          weight_grams: parcel.weightGrams,
        })),
        weight_grams: weightGrams,
        city,
        fee,
        slots,
        balance: { currency: COURIER_FEE_CURRENCY, amount: balance },
        short: fee ? Math.max(0, fee.amount - balance) : 0,
      } satisfies CourierQuote;
    },

    /**
     * Places an order in the request's transaction (`tx`): the parcels locked in id order, the slot booked by one
     * conditional upsert, the fee paid from the wallet, the parcels linked. Any refusal leaves none of it.
     */
    async create(tx: Db, customerId: number, body: CourierOrderRequest, locale: Locale): Promise<CourierOrder> {
      try {
        return await place(tx, customerId, body, locale, clock.now());
      } catch (error) {
        // The database's own guard: a parcel already in an open order that the check did not see.
        if (uniqueViolation(error) === 'courier_order_parcels_one_open_key') throw courierErrors.parcelInOpenOrder();
        throw error;
      }
    },

    /** Cancels before the courier scheduled it: parcels released, the slot freed, the fee back to the wallet. */
    async cancel(tx: Db, customerId: number, id: number, locale: Locale): Promise<CourierOrder> {
      const now = clock.now();
      const order = await findOwnOrder(tx, customerId, id, true);
      if (!order) throw courierErrors.notFound();
      if (!canMoveCourier(order.status, 'cancel')) throw courierErrors.notCancellable();
      const carried = await parcelsOf(tx, id, true);
      await releaseParcels(tx, id);
      await services.parcels.setCourierOrder(
        tx,
        carried.map((parcel) => parcel.parcelId),
        null,
        now,
      );
      await freeSlot(tx, order);
      const refund = await services.wallet.post(tx, {
        kind: 'refund',
        customerId,
        key: `courier-refund:${id}`,
        detail: { courier_order_id: String(id) },
        at: now,
        legs: [
          { account: { house: 'shipping_revenue' }, currency: COURIER_FEE_CURRENCY, amount: -order.fee },
          { account: { customerId }, currency: COURIER_FEE_CURRENCY, amount: order.fee },
        ],
      });
      await updateOrder(tx, id, { status: 'cancelled', refundTransactionId: refund.transactionId, updatedAt: now });
      await insertOrderEvent(tx, {
        orderId: id,
        actor: 'customer',
        fromStatus: order.status,
        toStatus: 'cancelled',
        occurredAt: now,
        recordedAt: now,
      });
      return detailOf(
        tx,
        { ...order, status: 'cancelled', refundTransactionId: refund.transactionId, updatedAt: now },
        locale,
      );
    },

    /** The customer's order; another's is 404 like a missing one. */
    async detail(customerId: number, id: number, locale: Locale): Promise<CourierOrder> {
      const order = await findOwnOrder(db, customerId, id);
      if (!order) throw courierErrors.notFound();
      return detailOf(db, order, locale);
    },
  };
}
