import { courierOrderEndpoint, displayPhone, idSchema } from '@yolla/contract';
import { COURIER_ROAD, type CourierOrderState } from '@yolla/contract/courier-order-lists';
import { translator } from '@yolla/i18n/server';
import { data } from 'react-router';
import { ApiRequestError } from '../../lib/api.server.ts';
import type { RequestState } from '../../lib/context.ts';
import { formatDateTime, formatKilograms, formatMoney } from '../../lib/format.ts';
import { newIdempotencyKey } from '../../lib/idempotency-key.server.ts';
import { slotText, zoneName } from './courier-format.server.ts';
import type { ParcelChoice } from './order-new.server.ts';

export interface TimelineStep {
  state: CourierOrderState;
  /** When it happened, on the city's clocks; null for a step still ahead. */
  at: string | null;
  detail: string | null;
}

export interface OrderPage {
  id: string;
  status: CourierOrderState;
  parcels: Omit<ParcelChoice, 'heldBy'>[];
  address: { line: string; phone: string; note: string | null };
  slot: string;
  zone: string;
  fee: string;
  weight: string;
  timeline: TimelineStep[];
  /** Cancellable: the confirm step is open (`?cancel`), with its form's key; else why not, while it is open. */
  cancel: { kind: 'offer'; confirming: boolean; idempotencyKey: string } | { kind: 'scheduled' } | { kind: 'none' };
  refunded: string | null;
}

function notFound(): never {
  throw data(null, { status: 404 });
}

/** The order's id from the address: anything but an id is as unknown as another customer's order. */
export function orderIdOf(raw: string | undefined): string {
  const parsed = idSchema.safeParse(raw);
  return parsed.success ? parsed.data : notFound();
}

/**
 * One of the customer's courier orders (another's, or none, is 404): its parcels, the address copy it goes to, the
 * slot on the city's clocks, the fee, and the road from the order to the door with the courier's steps.
 */
export async function orderPage(state: RequestState, id: string, confirming: boolean): Promise<OrderPage> {
  const answer = await state.api.call(courierOrderEndpoint, { params: { id } }, { toast: false }).catch((error) => {
    if (error instanceof ApiRequestError && error.status === 404) notFound();
    throw error;
  });
  const order = answer.data;
  const { locale } = state;
  const timeZone = order.slot.time_zone;
  const t = translator(locale);
  const a = order.address;
  const apartment = a.apartment ? t('addresses.apartment', { apartment: a.apartment }) : null;
  const at = (iso: string) => formatDateTime(iso, locale, { timeZone });
  const eventOf = (status: CourierOrderState) => order.events.find((event) => event.status === status);
  const road: readonly CourierOrderState[] =
    order.status === 'cancelled' ? [...COURIER_ROAD.filter((step) => eventOf(step)), 'cancelled'] : COURIER_ROAD;
  return {
    id: order.id,
    status: order.status,
    parcels: order.parcels.map((parcel) => ({
      id: parcel.id,
      tracking: parcel.tracking_number,
      weight: parcel.weight_grams === null ? null : formatKilograms(parcel.weight_grams, locale),
    })),
    address: {
      line: [`${a.street} ${a.building}`, apartment, a.city.name, a.postal_code].filter(Boolean).join(', '),
      phone: displayPhone(a.phone),
      note: a.note,
    },
    slot: slotText(order.slot, timeZone, locale),
    zone: zoneName(timeZone, locale, order.slot.starts_at),
    fee: formatMoney(order.fee, locale),
    weight: formatKilograms(order.weight_grams, locale),
    timeline: road.map((step) => {
      const event = eventOf(step);
      return { state: step, at: event ? at(event.occurred_at) : null, detail: event?.detail ?? null };
    }),
    cancel: order.cancellable
      ? { kind: 'offer', confirming, idempotencyKey: newIdempotencyKey() }
      : order.status === 'scheduled' || order.status === 'out_for_delivery'
        ? { kind: 'scheduled' }
        : { kind: 'none' },
    refunded: order.refunded ? formatMoney(order.refunded, locale) : null,
  };
}
