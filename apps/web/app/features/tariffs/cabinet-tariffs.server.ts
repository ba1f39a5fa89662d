import { parcelsEndpoint, PRICED_STATES, type Origin, type ParcelState } from '@yolla/contract';
import { ApiRequestError } from '../../lib/api.server.ts';
import type { RequestState } from '../../lib/context.ts';
import { formatKilograms, formatMoney } from '../../lib/format.ts';
import { requireCustomer } from '../../lib/page.server.ts';
import { priceListTo, type TariffsPage } from './tariffs.server.ts';

/** A weighed parcel of the customer with what it costs, in the page's locale. */
export interface PricedParcel {
  id: string;
  tracking: string;
  origin: Origin;
  state: ParcelState;
  weight: string | null;
  cost: string | null;
}

export interface CabinetTariffsPage {
  prices: TariffsPage;
  /** null when the API could not give the parcels (the page says so; prices and calculator still work). */
  parcels: { rows: PricedParcel[]; total: number } | null;
}

/** The customer's open parcels the warehouse has weighed, newest first: one page of the list, by its one query. */
async function pricedParcels(state: RequestState): Promise<CabinetTariffsPage['parcels']> {
  try {
    const { data, meta } = await state.api.call(
      parcelsEndpoint,
      { query: { status: [...PRICED_STATES], origin: [], sort: 'newest', page: 1 } },
      { toast: false },
    );
    const rows = data.map((parcel) => ({
      id: String(parcel.id),
      tracking: parcel.tracking_number,
      origin: parcel.origin,
      state: parcel.state,
      weight: parcel.weight_grams === null ? null : formatKilograms(parcel.weight_grams, state.locale),
      cost: parcel.cost === null ? null : formatMoney(parcel.cost, state.locale),
    }));
    return { rows, total: meta.total };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status >= 500) return null;
    throw error;
  }
}

/**
 * The cabinet's tariffs: the price list and calculator to the customer's own country (no choice: it is where their
 * parcels go), and beside them what each of their weighed parcels costs.
 */
export async function cabinetTariffsPage(state: RequestState): Promise<CabinetTariffsPage> {
  const { country } = requireCustomer(state);
  const [prices, parcels] = await Promise.all([priceListTo(country, false, state), pricedParcels(state)]);
  return { prices, parcels };
}
