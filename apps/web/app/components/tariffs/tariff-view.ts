import type { Origin, Tariff } from '@yolla/contract';
import type { Locale } from '@yolla/i18n';
import { formatDayRange, formatKilograms, formatMoney } from '../../lib/format.ts';

/** A tariff as a page shows it (home's teaser, the tariffs page): prices, weights and days formatted for the page. */
export interface TariffView {
  origin: Origin;
  tiers: { price: string; weight: string }[];
  perKg: string;
  days: string;
}

/**
 * Numbers are formatted on the server, with Node's full ICU data: browsers ship trimmed locale data (Chromium
 * formats Georgian as English), which would also make the hydrated text differ.
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
