import {
  canMoveCourier,
  COUNTRY_PROFILES,
  COURIER_WINDOWS,
  zonedInstant,
  type CourierOrder,
  type CourierOrderSummary,
  type Country,
  type WalletCurrency,
} from '@yolla/contract';
import type { courierOrderEvents, courierOrderParcels, CourierOrderRow } from './courier-orders.table.ts';

type OrderParcelRow = typeof courierOrderParcels.$inferSelect;
type OrderEventRow = typeof courierOrderEvents.$inferSelect;

/** When a slot of a city's date and window starts and ends, in the city's time zone. */
export function slotTimes(date: string, windowId: string, timeZone: string) {
  const window = COURIER_WINDOWS.find((candidate) => candidate.id === windowId);
  if (!window) throw new Error(`unknown courier window ${windowId}`);
  const at = (hour: number) =>
    zonedInstant(Date.parse(`${date}T${String(hour).padStart(2, '0')}:00:00Z`), timeZone).toISOString();
  return { starts_at: at(window.from), ends_at: at(window.to) };
}

export interface OrderCity {
  name: string;
  country: Country;
}

export function toSummary(row: CourierOrderRow, city: OrderCity, parcelCount: number): CourierOrderSummary {
  const timeZone = COUNTRY_PROFILES[city.country].timeZone;
  return {
    id: String(row.id),
    status: row.status,
    parcel_count: parcelCount,
    city: { code: row.cityCode, name: city.name },
    slot: {
      slot: `${row.slotDate}.${row.slotWindow}`,
      ...slotTimes(row.slotDate, row.slotWindow, timeZone),
      time_zone: timeZone,
    },
    fee: { currency: row.feeCurrency as WalletCurrency, amount: row.fee },
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toDetail(
  row: CourierOrderRow,
  city: OrderCity,
  parcels: readonly OrderParcelRow[],
  events: readonly OrderEventRow[],
): CourierOrder {
  const fee = { currency: row.feeCurrency as WalletCurrency, amount: row.fee };
  return {
    ...toSummary(row, city, parcels.length),
    parcels: parcels.map((parcel) => ({
      id: String(parcel.parcelId),
      tracking_number: parcel.trackingNumber,
      weight_grams: parcel.weightGrams,
    })),
    address: {
      id: row.addressId === null ? null : String(row.addressId),
      city: { code: row.address.cityCode, name: city.name },
      street: row.address.street,
      building: row.address.building,
      apartment: row.address.apartment,
      postal_code: row.address.postalCode,
      phone: row.address.phone,
      note: row.address.note,
    },
    weight_grams: row.weightGrams,
    cancellable: canMoveCourier(row.status, 'cancel'),
    refunded: row.refundTransactionId === null ? null : fee,
    events: events.map((event) => ({
      status: event.toStatus,
      actor: event.actor,
      detail: event.detail,
      occurred_at: event.occurredAt.toISOString(),
    })),
  };
}
