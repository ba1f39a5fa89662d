import { useTranslation } from '../../lib/i18n.tsx';
import type { QuoteView } from './quote-view.ts';

/** The calculator's answer, step by step: each weight with why it counts, then the price and how it was reached. */
export function QuoteResult({ quote }: { quote: QuoteView }) {
  const { t } = useTranslation('tariffs');
  const { t: tc } = useTranslation();
  const volumetricReason =
    quote.volumetric === null
      ? t('quote.volumetric_no_size')
      : quote.volumetricApplies
        ? t('quote.volumetric_counted', { threshold: quote.threshold, divisor: quote.divisor })
        : t('quote.volumetric_ignored', { threshold: quote.threshold });
  const billing =
    quote.billing.kind === 'tier'
      ? t('quote.billing_tier', { weight: quote.billing.upTo })
      : t('quote.billing_per_kg', {
          base: quote.billing.base,
          weight: quote.billing.baseUpTo,
          count: quote.billing.kilograms,
          price: quote.billing.perKg,
        });
  return (
    <div className="tariffs-quote" data-testid="quote">
      <p className="tariffs-quote__route">
        {t('quote.route', { from: tc(`origins.${quote.origin}`), to: tc(`country.${quote.destination}`) })}
      </p>
      <dl className="tariffs-quote__steps">
        <div>
          <dt>{t('quote.actual')}</dt>
          <dd data-testid="quote-actual">{quote.actual}</dd>
        </div>
        <div>
          <dt>{t('quote.volumetric')}</dt>
          <dd data-testid="quote-volumetric">
            {quote.volumetric ?? '—'}
            <span className="tariffs-quote__why">{volumetricReason}</span>
          </dd>
        </div>
        <div>
          <dt>{t('quote.chargeable')}</dt>
          <dd data-testid="quote-chargeable">
            {quote.chargeable}
            <span className="tariffs-quote__why">
              {quote.volumetricApplies ? t('quote.chargeable_larger') : t('quote.chargeable_actual')}
            </span>
          </dd>
        </div>
        <div className="tariffs-quote__total">
          <dt>{t('quote.price')}</dt>
          <dd data-testid="quote-price">
            {quote.price}
            <span className="tariffs-quote__why">{billing}</span>
          </dd>
        </div>
      </dl>
      <p className="tariffs-quote__days">{t('quote.days', { range: quote.days })}</p>
    </div>
  );
}
