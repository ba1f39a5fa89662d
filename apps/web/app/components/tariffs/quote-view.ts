import type { Country, Origin, TariffQuote } from '@yolla/contract';
import type { Locale } from '@yolla/i18n';
import {
  formatCentimetres,
  formatDayRange,
  formatExactKilograms,
  formatKilograms,
  formatMoney,
} from '../../lib/format.ts';

/** A quote as the page shows it: every weight, length and price formatted for the page's locale. */
export interface QuoteView {
  origin: Origin;
  destination: Country;
  actual: string;
  /** null without sides. */
  volumetric: string | null;
  volumetricApplies: boolean;
  threshold: string;
  divisor: string;
  chargeable: string;
  billing:
    | { kind: 'tier'; upTo: string }
    | { kind: 'per_kg'; baseUpTo: string; base: string; kilograms: number; perKg: string };
  price: string;
  days: string;
}

export function toQuoteView(quote: TariffQuote, locale: Locale): QuoteView {
  const kg = (grams: number) => formatExactKilograms(grams, locale);
  const { billing } = quote;
  return {
    origin: quote.origin,
    destination: quote.destination,
    actual: kg(quote.actual_grams),
    volumetric: quote.volumetric_grams === null ? null : kg(quote.volumetric_grams),
    volumetricApplies: quote.volumetric_applies,
    threshold: formatCentimetres(quote.volumetric_threshold_cm, locale),
    divisor: String(quote.volumetric_divisor),
    chargeable: kg(quote.chargeable_grams),
    billing:
      billing.kind === 'tier'
        ? { kind: 'tier', upTo: formatKilograms(billing.up_to_grams, locale) }
        : {
            kind: 'per_kg',
            baseUpTo: formatKilograms(billing.base.up_to_grams, locale),
            base: formatMoney(billing.base.price, locale),
            kilograms: billing.kilograms,
            perKg: formatMoney(billing.per_kg, locale),
          },
    price: formatMoney(quote.price, locale),
    days: formatDayRange(quote.delivery_days.min, quote.delivery_days.max, locale),
  };
}
