import { addressesEndpoint, courierQuoteEndpoint, type Address, type CourierQuote } from '@yolla/contract';
import { COURIER_ORDER_MAX_PARCELS } from '@yolla/contract/courier-order-lists';
import { translator } from '@yolla/i18n/server';
import { data, href, redirect } from 'react-router';
import { ApiRequestError } from '../../lib/api.server.ts';
import type { RequestState } from '../../lib/context.ts';
import { formatKilograms, formatMoney } from '../../lib/format.ts';
import { newIdempotencyKey } from '../../lib/idempotency-key.server.ts';
import { slotDay, slotTimes, zoneName } from './courier-format.server.ts';
import { addAddressSearch, newOrderSearch, type NewOrderQuery } from './courier-orders-search.ts';
import { topUpLink } from '../../lib/top-up-link.ts';
import { courierParcels, refusalOf, weightOf, type ParcelChoice } from './order-parcels.server.ts';

export type { ParcelChoice };

export interface AddressChoice {
  id: string;
  line: string;
  isDefault: boolean;
}

export interface SlotDay {
  day: string;
  slots: { slot: string; from: string; to: string; left: number }[];
}

interface Common {
  query: NewOrderQuery;
  /**
   * Why the chosen parcels were refused, on the first step: the parcel another open order holds and that order, or
   * the API's words (a parcel not deliverable any more).
   */
  message: string | null;
}

export type NewOrderPage =
  | (Common & {
      step: 'parcels';
      /** Free to order: offered. */
      parcels: ParcelChoice[];
      /** In another open courier order: shown, not offered, each with that order. */
      held: ParcelChoice[];
      max: number;
    })
  | (Common & {
      step: 'address';
      chosen: ParcelChoice[];
      addresses: AddressChoice[];
      /** The addresses page's new-address form, coming back here with the parcels kept. */
      addAddress: string;
    })
  | (Common & {
      step: 'slot';
      chosen: ParcelChoice[];
      address: AddressChoice;
      city: string;
      weight: string;
      fee: string;
      balance: string;
      after: string | null;
      missing: string | null;
      topUp: string | null;
      zone: string;
      days: SlotDay[];
      /** The order form's key: one per rendering, so a double click or a repeated post orders and pays once. */
      idempotencyKey: string;
    })
  | { step: 'unavailable'; query: NewOrderQuery };

const PARCEL_REFUSALS = new Set(['courier_orders.parcel_in_open_order', 'courier_orders.parcel_not_deliverable']);

function notFound(): never {
  throw data(null, { status: 404 });
}

function addressLine(address: Address, state: RequestState): string {
  const t = translator(state.locale);
  const apartment = address.apartment ? t('addresses.apartment', { apartment: address.apartment }) : null;
  return [`${address.street} ${address.building}`, apartment, address.city.name, address.postal_code]
    .filter(Boolean)
    .join(', ');
}

function slotDays(quote: CourierQuote, timeZone: string, state: RequestState): SlotDay[] {
  const days: SlotDay[] = [];
  for (const offer of quote.slots) {
    if (offer.left <= 0) continue;
    const day = slotDay(offer.starts_at, timeZone, state.locale);
    let group = days.find((entry) => entry.day === day);
    if (!group) days.push((group = { day, slots: [] }));
    group.slots.push({ slot: offer.slot, ...slotTimes(offer, timeZone, state.locale), left: offer.left });
  }
  return days;
}

/**
 * The wizard's step from its query: no parcels (or `change=parcels`) is the choice of parcels; parcels without an
 * address (or `change=address`) the choice of address; both the quote with the free slots and the order form. The
 * quote checks the parcels first: one in another open order or not deliverable takes the customer back to the
 * parcels, saying which parcel and which order; an unknown parcel or address is 404. `top_up` (the order form's
 * top-up button, sent with the slot picked) goes to the wallet's top-up, coming back here with every choice kept.
 */
export async function newOrderPage(state: RequestState, query: NewOrderQuery): Promise<NewOrderPage> {
  const choosing = async (refusal: string | null) => {
    const all = await courierParcels(state);
    return {
      step: 'parcels' as const,
      query,
      message: refusal === null ? null : refusalOf(state, query.parcels, all, refusal),
      parcels: all.filter((parcel) => parcel.heldBy === null),
      held: all.filter((parcel) => parcel.heldBy !== null),
      max: COURIER_ORDER_MAX_PARCELS,
    };
  };
  try {
    if (query.parcels.length === 0 || query.change === 'parcels') return await choosing(null);
    const withAddress = query.address_id !== null && query.change !== 'address';
    const [quote, addresses] = await Promise.all([
      state.api.call(
        courierQuoteEndpoint,
        {
          query: {
            parcels: query.parcels.join(','),
            ...(withAddress && query.address_id ? { address_id: query.address_id } : {}),
          },
        },
        { toast: false },
      ),
      state.api.call(addressesEndpoint, {}, { toast: false }),
    ]);
    const chosen = quote.data.parcels.map((parcel) => ({
      id: parcel.id,
      tracking: parcel.tracking_number,
      weight: weightOf(parcel.weight_grams, state),
      heldBy: null,
    }));
    const choices = addresses.data.map((address) => ({
      id: address.id,
      line: addressLine(address, state),
      isDefault: address.is_default,
    }));
    const self = newOrderSearch.href(href('/:lang/cabinet/orders/new', { lang: state.lang }), {
      parcels: query.parcels,
    });
    const address = withAddress ? choices.find((choice) => choice.id === query.address_id) : undefined;
    if (!address || !quote.data.city || !quote.data.fee) {
      if (withAddress) notFound();
      const addresses = href('/:lang/cabinet/addresses', { lang: state.lang });
      const addAddress = addAddressSearch.href(addresses, { add: true, return: self });
      return { step: 'address', query, message: null, chosen, addresses: choices, addAddress };
    }
    return slotStep(state, query, quote.data, chosen, address);
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error;
    if (error.code && PARCEL_REFUSALS.has(error.code)) return await choosing(error.message);
    if (error.status === 404) notFound();
    if (error.status >= 500) return { step: 'unavailable', query };
    throw error;
  }
}

function slotStep(
  state: RequestState,
  query: NewOrderQuery,
  quote: CourierQuote,
  chosen: ParcelChoice[],
  address: AddressChoice,
): NewOrderPage {
  const { city, fee } = quote;
  if (!city || !fee) notFound();
  const money = (amount: number) => formatMoney({ amount, currency: fee.currency }, state.locale);
  const short = quote.short > 0;
  const back = newOrderSearch.href(href('/:lang/cabinet/orders/new', { lang: state.lang }), {
    parcels: query.parcels,
    address_id: address.id,
    slot: query.slot,
  });
  const topUp = short ? topUpLink(state.lang, { amount: quote.short, currency: fee.currency }, back) : null;
  // Sent by the form's top-up button: the slot picked is in `back`. With enough money by now, the form again.
  if (query.top_up && topUp) throw redirect(topUp);
  return {
    step: 'slot',
    query,
    message: null,
    chosen,
    address,
    city: city.name,
    weight: formatKilograms(quote.weight_grams, state.locale),
    fee: formatMoney(fee, state.locale),
    balance: formatMoney(quote.balance, state.locale),
    after: short ? null : money(quote.balance.amount - fee.amount),
    missing: short ? money(quote.short) : null,
    topUp,
    zone: zoneName(city.time_zone, state.locale, quote.slots[0]?.starts_at ?? new Date().toISOString()),
    days: slotDays(quote, city.time_zone, state),
    idempotencyKey: newIdempotencyKey(),
  };
}
