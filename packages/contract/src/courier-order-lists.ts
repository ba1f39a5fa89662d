/*
 * Courier delivery orders' lists, fees, slots and lifecycle, without zod: the cabinet's pages import them on first
 * load (`@yolla/contract/courier-order-lists`), the schemas in courier-orders.ts check against them. Decision 0038.
 */
import { COUNTRY_PROFILES, type Country } from './countries.ts';
import { dayIn, zonedInstant } from './customs-limit.ts';

export const COURIER_ORDER_STATES = ['requested', 'scheduled', 'out_for_delivery', 'delivered', 'cancelled'] as const;
export type CourierOrderState = (typeof COURIER_ORDER_STATES)[number];

/** Orders still in progress: their parcels cannot be put in another order, their address cannot be deleted. */
export const COURIER_OPEN_STATES: readonly CourierOrderState[] = ['requested', 'scheduled', 'out_for_delivery'];

/** The courier's steps (machine access) and the customer's cancellation, from the states each is allowed in. */
export const COURIER_TRANSITIONS = {
  scheduled: { from: ['requested'], to: 'scheduled' },
  out_for_delivery: { from: ['scheduled'], to: 'out_for_delivery' },
  delivered: { from: ['out_for_delivery'], to: 'delivered' },
  /** Only before the courier scheduled it; the fee goes back to the wallet. */
  cancel: { from: ['requested'], to: 'cancelled' },
} as const satisfies Record<string, { from: readonly CourierOrderState[]; to: CourierOrderState }>;
export type CourierMove = keyof typeof COURIER_TRANSITIONS;

export function canMoveCourier(from: CourierOrderState, move: CourierMove): boolean {
  return (COURIER_TRANSITIONS[move].from as readonly CourierOrderState[]).includes(from);
}

export const COURIER_ROAD: readonly CourierOrderState[] = ['requested', 'scheduled', 'out_for_delivery', 'delivered'];

/** Parcel states a courier can bring: arrived in the customer's country. */
export const COURIER_PARCEL_STATES = ['at_local_warehouse', 'ready_for_pickup'] as const;

/** Orders per page of the list; parcels per order. */
export const COURIER_ORDERS_PER_PAGE = 20;
export const COURIER_ORDER_MAX_PARCELS = 10;

/**
 * Delivery zones: the capital, the towns around it, every other city. A city not named here is `regional`.
 */
export const COURIER_ZONES = ['capital', 'near', 'regional'] as const;
export type CourierZone = (typeof COURIER_ZONES)[number];
export const COURIER_CITY_ZONES: Readonly<Record<string, CourierZone>> = {
  'AZ-BAKU': 'capital',
  'AZ-SUMGAIT': 'near',
  'AZ-KHIRDALAN': 'near',
  'UZ-TASHKENT': 'capital',
  'GE-TBILISI': 'capital',
  'GE-RUSTAVI': 'near',
};

export function courierZoneOf(cityCode: string): CourierZone {
  return COURIER_CITY_ZONES[cityCode] ?? 'regional';
}

/**
 * A zone's delivery fee, in USD minor units: `base` for up to `includedGrams` of all the order's parcels together,
 * then `perKg` for each started kilogram above. The fees live in the database beside the tariffs (decision 0025,
 * § Fees): the API reads them per request and answers the fee in its quote.
 */
export interface CourierZoneFee {
  base: number;
  includedGrams: number;
  perKg: number;
}
export type CourierFees = Readonly<Record<CourierZone, CourierZoneFee>>;
export const COURIER_FEE_CURRENCY = 'USD';
/** The courier's entry in the services content: its price tag is the lowest zone's base fee. */
export const COURIER_SERVICE_ID = 'courier-delivery';

/** The fee for a city and the parcels' total weight under `fees`, in USD minor units. */
export function courierFee(fees: CourierFees, cityCode: string, weightGrams: number): number {
  const fee = fees[courierZoneOf(cityCode)];
  const extra = Math.max(0, weightGrams - fee.includedGrams);
  return fee.base + Math.ceil(extra / 1_000) * fee.perKg;
}

/** Deliveries a city's couriers take per slot. */
export const COURIER_SLOT_CAPACITY: Readonly<Record<CourierZone, number>> = { capital: 20, near: 8, regional: 4 };

export function slotCapacityOf(cityCode: string): number {
  return COURIER_SLOT_CAPACITY[courierZoneOf(cityCode)];
}

/** The day's windows, in the city's local time (hours). */
export const COURIER_WINDOWS = [
  { id: '10-14', from: 10, to: 14 },
  { id: '14-18', from: 14, to: 18 },
  { id: '18-21', from: 18, to: 21 },
] as const;
export type CourierWindow = (typeof COURIER_WINDOWS)[number]['id'];

/** Slots are offered from tomorrow (the city's date) for this many days; couriers do not work on Sundays. */
export const COURIER_SLOT_DAYS = 7;

/** A slot: `2026-11-30.10-14` (the city's date and window). */
export const COURIER_SLOT_PATTERN = /^(\d{4}-\d{2}-\d{2})\.(10-14|14-18|18-21)$/;

export interface CourierSlot {
  slot: string;
  date: string;
  window: CourierWindow;
  starts_at: string;
  ends_at: string;
}

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The moment of `hour`:00 on `day` on the clocks of `timeZone`. */
function zonedMoment(day: string, hour: number, timeZone: string): Date {
  return zonedInstant(Date.parse(`${day}T${String(hour).padStart(2, '0')}:00:00Z`), timeZone);
}

/** Every slot of the coming days in the country's time zone, earliest first (before capacity is looked at). */
export function courierSlots(now: Date, country: Country): CourierSlot[] {
  const { timeZone } = COUNTRY_PROFILES[country];
  const today = dayIn(now, timeZone);
  const slots: CourierSlot[] = [];
  for (let offset = 1; offset <= COURIER_SLOT_DAYS; offset += 1) {
    const date = addDays(today, offset);
    if (new Date(`${date}T00:00:00Z`).getUTCDay() === 0) continue;
    for (const window of COURIER_WINDOWS) {
      slots.push({
        slot: `${date}.${window.id}`,
        date,
        window: window.id,
        starts_at: zonedMoment(date, window.from, timeZone).toISOString(),
        ends_at: zonedMoment(date, window.to, timeZone).toISOString(),
      });
    }
  }
  return slots;
}
