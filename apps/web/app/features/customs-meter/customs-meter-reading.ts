import type { CustomsMeter } from '@yolla/contract';
import { customsReading, type CustomsReading, type CustomsRule } from '@yolla/contract/customs-limit';
import { convertMinor, parseRate } from '@yolla/contract/exact-rates';

/** The limit's rule as the contract's arithmetic takes it. */
export function ruleOf(meter: CustomsMeter): CustomsRule {
  return {
    effectiveFrom: meter.effective_from,
    amount: meter.limit.amount,
    currency: meter.limit.currency,
    period: meter.period,
    charged: meter.rule.charged,
    dutyBasisPoints: meter.rule.duty_basis_points,
    dutyMinimumPerKg: meter.rule.duty_minimum_per_kg,
    vatBasisPoints: meter.rule.vat_basis_points,
  };
}

/**
 * The reading with a declaration of `declared` (in its own currency) on top of the period's: converted at the rate
 * the API gave, so the preview is what the API will count once it is declared. Without a declaration (or one in a
 * currency without a rate) it is the period's own reading.
 */
export function readingOf(meter: CustomsMeter, declared: { amount: number; currency: string } | null): CustomsReading {
  const rate = declared && meter.rates.find((entry) => entry.base === declared.currency);
  const parsed = rate ? parseRate(rate.rate) : null;
  const added = declared && parsed ? convertMinor(declared.amount, parsed) : 0;
  return customsReading(ruleOf(meter), meter.used.amount, added);
}
