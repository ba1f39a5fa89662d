import {
  DELIVERY_CHANGEABLE_STATES,
  EDITABLE_STATES,
  nextAction,
  type DeliveryChoice,
  type ParcelDetail,
  type ParcelSummary,
  type TimelineEntry,
} from '@yolla/contract';
import type { ParcelEventRow, ParcelItemRow, ParcelRow } from './parcels.table.ts';

/** The files a parcel view shows, as the file store describes them. */
export interface ParcelFileView {
  id: string;
  content_type: string;
  size: number;
}

/** What a parcel's next step is read from. */
export type NextActionFields = Pick<ParcelRow, 'state' | 'costAmount' | 'paidAt' | 'deliveryKind'>;

function payment(row: Pick<ParcelRow, 'state' | 'costAmount' | 'paidAt'>): ParcelSummary['payment'] {
  if (row.costAmount === null) return 'none';
  if (!row.paidAt) return 'due';
  // A paid parcel sent back is refunded in the `returned` event's own transaction (decision 0037).
  return row.state === 'returned' ? 'refunded' : 'paid';
}

function delivery(row: ParcelRow): DeliveryChoice | null {
  if (row.deliveryKind === 'pickup' && row.pickupPointId) return { kind: 'pickup', pickup_point_id: row.pickupPointId };
  if (row.deliveryKind === 'courier') return { kind: 'courier' };
  return null;
}

/** What the customer must do next for the parcel, by the lifecycle's one rule. */
export function nextActionOf(row: NextActionFields): ParcelSummary['next_action'] {
  return nextAction({ state: row.state, cost_due: payment(row) === 'due', delivery_chosen: row.deliveryKind !== null });
}

export function toSummary(row: ParcelRow): ParcelSummary {
  const cost =
    row.costAmount !== null && row.costCurrency ? { amount: row.costAmount, currency: row.costCurrency } : null;
  return {
    id: String(row.id),
    tracking_number: row.trackingNumber,
    carrier: (row.carrier as ParcelSummary['carrier']) ?? null,
    origin: row.origin,
    shop: row.shop,
    state: row.state,
    weight_grams: row.weightGrams,
    cost,
    payment: payment(row),
    declared_total:
      row.declaredTotal !== null && row.declaredCurrency
        ? { amount: row.declaredTotal, currency: row.declaredCurrency }
        : null,
    next_action: nextActionOf(row),
    updated_at: row.updatedAt.toISOString(),
    created_at: row.createdAt.toISOString(),
  };
}

export function toTimeline(events: readonly ParcelEventRow[]): TimelineEntry[] {
  return events.map((event) => ({
    kind: event.kind as TimelineEntry['kind'],
    state: event.toState,
    at: event.occurredAt.toISOString(),
    detail: event.detail,
  }));
}

export function toDetail(
  row: ParcelRow,
  parts: {
    items: readonly ParcelItemRow[];
    events: readonly ParcelEventRow[];
    invoice: ParcelFileView | null;
    photos: readonly ParcelFileView[];
    /** The state of the courier order in `courier_order_id` (null: none). */
    courierOrderStatus: string | null;
  },
): ParcelDetail {
  return {
    ...toSummary(row),
    items: parts.items.map((item) => ({
      category: item.category,
      description: item.description,
      quantity: item.quantity,
      unit_price: item.unitPrice,
      currency: item.currency,
    })),
    delivery: delivery(row),
    note: row.note,
    measures:
      row.weightGrams === null
        ? null
        : {
            weight_grams: row.weightGrams,
            length_cm: row.lengthCm,
            width_cm: row.widthCm,
            height_cm: row.heightCm,
          },
    invoice: parts.invoice,
    photos: [...parts.photos],
    timeline: toTimeline(parts.events),
    editable: EDITABLE_STATES.includes(row.state),
    locked_since: EDITABLE_STATES.includes(row.state) ? null : (row.shippedAt?.toISOString() ?? null),
    delivery_changeable: DELIVERY_CHANGEABLE_STATES.includes(row.state),
    buy_for_me_order_id: row.buyForMeOrderId === null ? null : String(row.buyForMeOrderId),
    courier_order:
      row.courierOrderId === null || parts.courierOrderStatus === null
        ? null
        : { id: String(row.courierOrderId), status: parts.courierOrderStatus },
  };
}
