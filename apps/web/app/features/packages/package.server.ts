import {
  changeDeliveryEndpoint,
  idSchema,
  parcelEndpoint,
  pickupPointIdSchema,
  pickupPointsEndpoint,
  quoteParcel,
  tariffsEndpoint,
  COUNTRY_PROFILES,
  type Country,
  type ParcelDetail,
  type ParcelState,
  type TimelineEntry,
} from '@yolla/contract';
import {
  COURIER_OPEN_STATES,
  COURIER_ORDER_STATES,
  COURIER_PARCEL_STATES,
  type CourierOrderState,
} from '@yolla/contract/courier-order-lists';
import { data, href } from 'react-router';
import { toQuoteView, type QuoteView } from '../../components/tariffs/quote-view.ts';
import { ApiRequestError } from '../../lib/api.server.ts';
import type { RequestState } from '../../lib/context.ts';
import { formatCentimetres, formatDateTime, formatExactKilograms, formatMoney } from '../../lib/format.ts';
import { intent, intentAction } from '../../lib/intents.server.ts';
import { requireCustomer } from '../../lib/page.server.ts';
import { toRow, type PackageRow } from './packages.server.ts';

export interface PackagePage {
  parcel: PackageRow & {
    payment: ParcelDetail['payment'];
    declaredTotal: string | null;
    note: string | null;
    items: { description: string; category: string; quantity: number; price: string }[];
    measures: { weight: string; size: string | null } | null;
    timeline: { kind: TimelineEntry['kind']; state: ParcelState; at: string; detail: string | null }[];
    invoice: boolean;
    photos: string[];
    editable: boolean;
    lockedSince: string | null;
    deliveryChangeable: boolean;
    delivery: { kind: 'courier' } | { kind: 'pickup'; id: string; name: string } | null;
    /** The buy-for-me order it was bought with. */
    buyForMeOrderId: string | null;
    /** The courier order bringing it (open or delivered). */
    courierOrder: { id: string; status: CourierOrderState } | null;
    /** Paid and arrived, with no courier order on its way: a courier may be ordered for it. */
    courierOrderable: boolean;
  };
  /** The shipping cost worked out step by step with the tariffs' own rule; null before the weighing. */
  quote: QuoteView | null;
  /** The customer's country's pickup points, while the delivery may still change. */
  points: { id: string; name: string }[];
}

function notFound(): never {
  throw data(null, { status: 404 });
}

/** The id of the address: anything but an id is as unknown as another customer's parcel. */
export function parcelIdOf(raw: string | undefined): string {
  const parsed = idSchema.safeParse(raw);
  return parsed.success ? parsed.data : notFound();
}

/** The cost as the tariffs calculator explains it: the same `quoteParcel` on the route's tariff. */
function quoteOf(
  parcel: ParcelDetail,
  country: Country,
  tariffs: Awaited<ReturnType<typeof loadTariffs>>,
  state: RequestState,
) {
  const tariff = tariffs.find((candidate) => candidate.origin === parcel.origin);
  const measures = parcel.measures;
  if (!tariff || !measures) return null;
  const { length_cm, width_cm, height_cm } = measures;
  const size =
    length_cm !== null && width_cm !== null && height_cm !== null ? { length_cm, width_cm, height_cm } : null;
  const quote = quoteParcel(tariff, { weight_grams: measures.weight_grams, size });
  if (!quote.ok) return null;
  return toQuoteView(
    {
      ...quote,
      origin: parcel.origin,
      destination: country,
      volumetric_threshold_cm: tariff.volumetric_threshold_cm,
      volumetric_divisor: tariff.volumetric_divisor,
      delivery_days: tariff.delivery_days,
    },
    state.locale,
  );
}

async function loadTariffs(state: RequestState, country: Country) {
  return (await state.api.call(tariffsEndpoint, { query: { destination: country } }, { toast: false })).data;
}

const isCourierState = (status: string): status is CourierOrderState =>
  (COURIER_ORDER_STATES as readonly string[]).includes(status);

function courierOrderOf(order: ParcelDetail['courier_order']): PackagePage['parcel']['courierOrder'] {
  return order && isCourierState(order.status) ? { id: order.id, status: order.status } : null;
}

/** One parcel of the customer (another's, or none, is 404), with its cost steps and the pickup points to choose. */
export async function packagePage(state: RequestState, id: string): Promise<PackagePage> {
  const { country } = requireCustomer(state);
  const [detail, tariffs, points] = await Promise.all([
    state.api.call(parcelEndpoint, { params: { id } }, { toast: false }).catch((error: unknown) => {
      if (error instanceof ApiRequestError && error.status === 404) notFound();
      throw error;
    }),
    loadTariffs(state, country).catch(() => []),
    state.api.call(pickupPointsEndpoint, { query: { country } }, { toast: false }).then(
      (answer) => answer.data,
      () => [],
    ),
  ]);
  const parcel = detail.data;
  const { locale } = state;
  const timeZone = COUNTRY_PROFILES[country].timeZone;
  const kg = (grams: number) => formatExactKilograms(grams, locale);
  const cm = (value: number) => formatCentimetres(value, locale);
  const m = parcel.measures;
  const pointName = (pointId: string) => {
    const point = points.find((candidate) => candidate.id === pointId);
    return point ? `${point.name}, ${point.city.name}` : pointId;
  };
  return {
    parcel: {
      ...toRow(parcel, state),
      payment: parcel.payment,
      declaredTotal: parcel.declared_total ? formatMoney(parcel.declared_total, locale) : null,
      note: parcel.note,
      items: parcel.items.map((item) => ({
        description: item.description,
        category: item.category,
        quantity: item.quantity,
        price: formatMoney({ amount: item.unit_price, currency: item.currency }, locale),
      })),
      measures: m
        ? {
            weight: kg(m.weight_grams),
            size:
              m.length_cm !== null && m.width_cm !== null && m.height_cm !== null
                ? `${cm(m.length_cm)} × ${cm(m.width_cm)} × ${cm(m.height_cm)}`
                : null,
          }
        : null,
      timeline: parcel.timeline.map((entry) => ({
        kind: entry.kind,
        state: entry.state,
        at: formatDateTime(entry.at, locale, { timeZone }),
        detail: entry.detail,
      })),
      invoice: parcel.invoice !== null,
      photos: parcel.photos.map((photo) => photo.id),
      editable: parcel.editable,
      lockedSince: parcel.locked_since ? formatDateTime(parcel.locked_since, locale, { timeZone }) : null,
      deliveryChangeable: parcel.delivery_changeable,
      delivery:
        parcel.delivery === null
          ? null
          : parcel.delivery.kind === 'courier'
            ? { kind: 'courier' }
            : { kind: 'pickup', id: parcel.delivery.pickup_point_id, name: pointName(parcel.delivery.pickup_point_id) },
      buyForMeOrderId: parcel.buy_for_me_order_id,
      courierOrder: courierOrderOf(parcel.courier_order),
      courierOrderable:
        parcel.payment === 'paid' &&
        (COURIER_PARCEL_STATES as readonly ParcelState[]).includes(parcel.state) &&
        !(parcel.courier_order && (COURIER_OPEN_STATES as readonly string[]).includes(parcel.courier_order.status)),
    },
    quote: quoteOf(parcel, country, tariffs, state),
    points: parcel.delivery_changeable
      ? points.map((point) => ({ id: point.id, name: `${point.name}, ${point.city.name}` }))
      : [],
  };
}

/** The parcel page's one form: another pickup point, while the parcel is not yet at the local warehouse. */
export const packageAction = intentAction(
  {
    delivery: intent({
      posted: { id: idSchema, pickup_point_id: pickupPointIdSchema },
      run: async ({ data: posted, state }) => {
        await state.api.call(
          changeDeliveryEndpoint,
          { params: { id: posted.id }, body: { kind: 'pickup', pickup_point_id: posted.pickup_point_id } },
          { toast: true },
        );
        return { redirectTo: href('/:lang/cabinet/packages/:id', { lang: state.lang, id: posted.id }) };
      },
    }),
  },
  { back: (state) => href('/:lang/cabinet/packages', { lang: state.lang }) },
);
