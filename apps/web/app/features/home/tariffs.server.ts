import { countrySchema, tariffsResponseSchema, type Country, type Tariff } from '@yolla/contract';
import { ApiRequestError } from '../../lib/api.server.ts';
import type { RequestState } from '../../lib/context.ts';

export interface TariffTeaser {
  destination: Country;
  /** null when the price list could not be loaded; the page still renders. */
  tariffs: Tariff[] | null;
}

/**
 * Prices for the home page: to the customer's country, or to the destination picked in the
 * teaser (`?to=`) where the country offers that choice (carriageCountry).
 */
export async function loadTariffTeaser(
  url: URL,
  state: RequestState,
  canChooseDestination: boolean,
): Promise<TariffTeaser> {
  const picked = countrySchema.safeParse(url.searchParams.get('to')?.toUpperCase());
  const destination = canChooseDestination && picked.success ? picked.data : state.country;
  try {
    const response = await state.api.get('/tariffs', {
      query: { destination },
      schema: tariffsResponseSchema,
      toast: false,
    });
    return { destination, tariffs: response.data };
  } catch (error) {
    if (error instanceof ApiRequestError) return { destination, tariffs: null };
    throw error;
  }
}
