import { courierCandidatesEndpoint } from '@yolla/contract';
import { translator } from '@yolla/i18n/server';
import { href } from 'react-router';
import type { RequestState } from '../../lib/context.ts';
import { formatKilograms } from '../../lib/format.ts';

export interface ParcelChoice {
  id: string;
  tracking: string;
  weight: string | null;
  /** The open courier order that holds the parcel already (its number and page), or null: free to order. */
  heldBy: { id: string; href: string } | null;
}

export const weightOf = (grams: number | null, state: RequestState) =>
  grams === null ? null : formatKilograms(grams, state.locale);

/**
 * The customer's paid, arrived parcels a courier could bring, newest first, one call: those in an open courier order
 * come with that order, so the form offers only the free ones and shows the others with the order holding them.
 */
export async function courierParcels(state: RequestState): Promise<ParcelChoice[]> {
  const { data: rows } = await state.api.call(courierCandidatesEndpoint, {}, { toast: false });
  return rows.map((row) => ({
    id: row.id,
    tracking: row.tracking_number,
    weight: weightOf(row.weight_grams, state),
    heldBy:
      row.courier_order_id === null
        ? null
        : {
            id: row.courier_order_id,
            href: href('/:lang/cabinet/orders/:id', { lang: state.lang, id: row.courier_order_id }),
          },
  }));
}

/**
 * Why the chosen parcels cannot be ordered, naming the first one another open order holds and that order; else the
 * API's own words (`fallback`: a parcel not deliverable any more).
 */
export function refusalOf(
  state: RequestState,
  chosen: readonly string[],
  parcels: readonly ParcelChoice[],
  fallback: string,
): string {
  const held = parcels.find((parcel) => parcel.heldBy && chosen.includes(parcel.id));
  if (!held?.heldBy) return fallback;
  const t = translator(state.locale);
  return t('courierOrders.new.parcels.refused_held', { tracking: held.tracking, id: held.heldBy.id });
}
