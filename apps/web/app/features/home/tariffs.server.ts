import { tariffsEndpoint, type Country } from '@yolla/contract';
import { toTariffView, type TariffView } from '../../components/tariffs/tariff-view.ts';
import { ApiRequestError } from '../../lib/api.server.ts';
import type { RequestState } from '../../lib/context.ts';
import { destinationOf } from '../../lib/destination.server.ts';

export type { TariffView };

export interface TariffTeaser {
  destination: Country;
  /** null when the price list could not be loaded; the page still renders. */
  tariffs: TariffView[] | null;
}

/**
 * Prices for the home page: to the customer's country, or to the destination picked in the
 * teaser (`?to=`) where the country offers that choice (carriageCountry).
 */
export async function loadTariffTeaser(url: URL, state: RequestState): Promise<TariffTeaser> {
  const { destination } = destinationOf(url, state);
  try {
    const response = await state.api.call(tariffsEndpoint, { query: { destination } }, { toast: false });
    return { destination, tariffs: response.data.map((tariff) => toTariffView(tariff, state.locale)) };
  } catch (error) {
    if (error instanceof ApiRequestError) return { destination, tariffs: null };
    throw error;
  }
}
