import { servicesEndpoint, type PriceTag, type Service } from '@yolla/contract';
import type { Locale } from '@yolla/i18n';
import { translator } from '@yolla/i18n/server';
import { ApiRequestError } from '../../lib/api.server.ts';
import type { RequestState } from '../../lib/context.ts';
import { formatMoney, formatPercent } from '../../lib/format.ts';

export type ServiceView = Service & { priceText: string };

/** What a service costs, in words and the page's number format: "from $6.50 per kg", "5 %, at least $3.00". */
export function priceText(price: PriceTag, locale: Locale): string {
  const t = translator(locale);
  const percent = (value: number) => formatPercent(value, locale);
  switch (price.kind) {
    case 'free':
      return t('services.price.free');
    case 'fixed':
      return formatMoney(price, locale);
    case 'from':
      return t('services.price.from', { amount: formatMoney(price, locale) });
    case 'per_kg_from':
      return t('services.price.per_kg_from', { amount: formatMoney(price, locale) });
    case 'percent':
      return price.minimum
        ? t('services.price.percent_minimum', {
            percent: percent(price.percent),
            minimum: formatMoney(price.minimum, locale),
          })
        : percent(price.percent);
  }
}

/** The services offered in the visitor's country (Azerbaijan-only ones where `azServices` is on), priced. */
export async function loadServices(state: RequestState): Promise<ServiceView[] | null> {
  try {
    const { data } = await state.api.call(servicesEndpoint, { query: { country: state.country } }, { toast: false });
    return data.map((service) => ({ ...service, priceText: priceText(service.price, state.locale) }));
  } catch (error) {
    if (error instanceof ApiRequestError) return null;
    throw error;
  }
}
