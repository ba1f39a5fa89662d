import { parcelOverviewEndpoint, type ParcelState, type ParcelSummary } from '@yolla/contract';
import { ApiRequestError } from '../../lib/api.server.ts';
import type { RequestState } from '../../lib/context.ts';

/** The dashboard's parcels: how many per status, and the ones waiting for the customer. */
export interface DashboardParcels {
  counts: { state: ParcelState; count: number }[];
  total: number;
  waiting: {
    id: string;
    tracking: string;
    state: ParcelState;
    nextAction: NonNullable<ParcelSummary['next_action']>;
  }[];
}

/**
 * One call for the card (`GET /me/parcel-overview`): the count of every status, and of the latest parcels those with
 * a next step. null when the API could not answer: the dashboard then shows what it has.
 */
export async function dashboardParcels(state: RequestState): Promise<DashboardParcels | null> {
  try {
    const { data } = await state.api.call(parcelOverviewEndpoint, {}, { toast: false });
    const counts = Object.entries(data.counts)
      .filter((entry): entry is [ParcelState, number] => typeof entry[1] === 'number' && entry[1] > 0)
      .map(([parcelState, count]) => ({ state: parcelState, count }));
    return {
      counts,
      total: counts.reduce((sum, entry) => sum + entry.count, 0),
      waiting: data.waiting.map((parcel) => ({
        id: parcel.id,
        tracking: parcel.tracking_number,
        state: parcel.state,
        nextAction: parcel.next_action,
      })),
    };
  } catch (error) {
    if (error instanceof ApiRequestError) return null;
    throw error;
  }
}
