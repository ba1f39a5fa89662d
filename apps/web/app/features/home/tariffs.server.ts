import { countrySchema, tariffsEndpoint, type Country, type Origin, type Tariff } from '@yolla/contract';
import type { Locale } from '@yolla/i18n';
import { ApiRequestError } from '../../lib/api.server.ts';
import type { RequestState } from '../../lib/context.ts';
import { formatDayRange, formatKilograms, formatMoney } from '../../lib/format.ts';

/** A tariff as the page shows it: prices, weights and days already formatted for the page locale. */
export interface TariffView {
  origin: Origin;
  tiers: { price: string; weight: string }[];
  perKg: string;
  days: string;
}

export interface TariffTeaser {
  destination: Country;
  /** null when the price list could not be loaded; the page still renders. */
  tariffs: TariffView[] | null;
}

/**
 * Numbers are formatted here, on the server, with Node's full ICU data: browsers ship trimmed locale
 * data (Chromium formats Georgian as English), which would also make the hydrated text differ.
 */
export function toTariffView(tariff: Tariff, locale: Locale): TariffView {
  return {
    origin: tariff.origin,
    tiers: tariff.tiers.map((tier) => ({
      price: formatMoney(tier.price, locale),
      weight: formatKilograms(tier.up_to_grams, locale),
    })),
    perKg: formatMoney(tariff.per_kg_above, locale),
    days: formatDayRange(tariff.delivery_days.min, tariff.delivery_days.max, locale),
  };
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
    const response = await state.api.call(tariffsEndpoint, { query: { destination } }, { toast: false });
    return { destination, tariffs: response.data.map((tariff) => toTariffView(tariff, state.locale)) };
  } catch (error) {
    if (error instanceof ApiRequestError) return { destination, tariffs: null };
    throw error;
  }
}
