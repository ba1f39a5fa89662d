import { displayPhone, openState, pickupPointsEndpoint, type Country, type PickupPoint } from '@yolla/contract';
import { ApiRequestError } from '../../lib/api.server.ts';
import type { RequestState } from '../../lib/context.ts';
import { weekHours, type DayHours } from '../../components/content/week-hours.ts';
import { pudoSearch, type PointFilter } from './pudo-filter.ts';

export type PointView = PickupPoint & {
  week: DayHours[];
  openNow: boolean;
  closesAt: string | null;
  phoneText: string | null;
};

export interface PudoPage {
  country: Country;
  /** null when the API could not give the points (the page says so). */
  points: PointView[] | null;
  /** The filter of the address (`?q=&type=`), applied on the server without JavaScript and live with it. */
  filter: PointFilter;
  tiles: { url: string; attribution: string };
}

/** A point as the page shows it: its week of hours in the page's language and whether it is open now. */
export function toPointView(point: PickupPoint, state: Pick<RequestState, 'locale'>, now: Date): PointView {
  const open = openState(point.hours, point.time_zone, now);
  return {
    ...point,
    week: weekHours(point.hours, state.locale),
    openNow: open.open,
    closesAt: open.closesAt,
    phoneText: point.phone ? displayPhone(point.phone) : null,
  };
}

/** The visitor's country's pickup points, branches and lockers. */
export async function loadPudoPage(
  url: URL,
  state: RequestState,
  tiles: PudoPage['tiles'],
  now = new Date(),
): Promise<PudoPage> {
  const base = { country: state.country, filter: pudoSearch.parse(url), tiles };
  try {
    const { data } = await state.api.call(
      pickupPointsEndpoint,
      { query: { country: state.country } },
      { toast: false },
    );
    return { ...base, points: data.map((point) => toPointView(point, state, now)) };
  } catch (error) {
    if (error instanceof ApiRequestError) return { ...base, points: null };
    throw error;
  }
}
