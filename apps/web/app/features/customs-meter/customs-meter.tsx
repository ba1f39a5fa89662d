import type { CustomsMeter } from '@yolla/contract';
import type { UrlLang } from '@yolla/i18n';
import { useEffect, useId, useRef, useState } from 'react';
import { href } from 'react-router';
import { AppLink } from '../../components/app-link.tsx';
import { anchorClass, Card, cx, Stack, Text, Title } from '../../components/ui/layout.tsx';
import { sumOfForm } from '../../lib/declared-sum.ts';
import { formatDateTime, formatDay, formatMoney } from '../../lib/format.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { readingOf } from './customs-meter-reading.ts';
import { CustomsWarning } from './customs-warning.tsx';

type Sum = { amount: number; currency: string } | null;

/**
 * The customs-limit meter (decision 0034): the period's declared value against the country's duty-free limit, as a
 * labelled meter with its numbers in words. On the declaration form (`live`) it adds the declaration as typed and
 * warns, with what crossing costs, before the declaration would cross the limit; without JavaScript it shows what
 * the server rendered (`declared`: the form's values as they came back).
 */
export function CustomsMeterCard({
  meter,
  lang,
  declared = null,
  live = false,
  framed = true,
}: {
  meter: CustomsMeter;
  lang: UrlLang;
  declared?: Sum;
  live?: boolean;
  /** A card of its own (the dashboard), or a part of the card around it (the declaration form). */
  framed?: boolean;
}) {
  const { t, locale } = useTranslation('customsMeter');
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const [sum, setSum] = useState<Sum>(declared);
  useEffect(() => {
    const form = live ? ref.current?.closest('form') : null;
    if (!form) return undefined;
    const update = () => setSum(sumOfForm(form));
    form.addEventListener('input', update);
    form.addEventListener('change', update);
    return () => {
      form.removeEventListener('input', update);
      form.removeEventListener('change', update);
    };
  }, [live]);

  const reading = readingOf(meter, sum);
  const money = (amount: number) => formatMoney({ amount, currency: meter.limit.currency }, locale);
  const limit = money(meter.limit.amount);
  const monthly = meter.period === 'calendar_month';
  const showBar = monthly || reading.added > 0;
  const usedText = t('used', { used: money(reading.total), limit });
  const lastDay = meter.period_end
    ? formatDateTime(new Date(Date.parse(meter.period_end) - 1), locale, {
        timeZone: meter.time_zone,
        dateStyle: 'long',
        timeStyle: null,
      })
    : null;
  // The bar: the period's part, then this declaration's, each as a share of the limit (full once over it).
  const share = (amount: number) => Math.min(100, (amount * 100) / meter.limit.amount);
  const usedWidth = share(reading.used);
  const addedWidth = share(reading.total) - usedWidth;
  const ratesDay = meter.rates.reduce((oldest, rate) => (rate.effective_on < oldest ? rate.effective_on : oldest), '9');

  return (
    <Card
      className={cx('customs-meter', !framed && 'customs-meter--inline')}
      padding={framed ? 'lg' : 'none'}
      data-testid="customs-meter"
      data-level={reading.level}
    >
      <div ref={ref}>
        <Stack gap="sm">
          <Title order={2} look={4} id={titleId}>
            {monthly ? t('title_month') : t('title_shipment')}
          </Title>
          {showBar ? (
            <>
              <div
                role="meter"
                aria-labelledby={titleId}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={Math.min(reading.percent, 100)}
                aria-valuetext={usedText}
                className={cx('customs-meter__bar', `customs-meter__bar--${reading.level}`)}
              >
                {usedWidth > 0 ? <span className="customs-meter__used" style={{ width: `${usedWidth}%` }} /> : null}
                {addedWidth > 0 ? <span className="customs-meter__added" style={{ width: `${addedWidth}%` }} /> : null}
              </div>
              <Text size="sm" data-testid="customs-meter-used" aria-live={live ? 'polite' : undefined}>
                {reading.added > 0 ? `${monthly ? t('with_parcel') : t('this_parcel')}: ` : null}
                <strong>{usedText}</strong>
              </Text>
            </>
          ) : null}
          {monthly ? (
            <Text size="sm" dimmed>
              {reading.total > meter.limit.amount
                ? t('over_by', { excess: money(reading.total - meter.limit.amount) })
                : t('left_until', { remaining: money(reading.remaining), date: lastDay ?? '' })}
            </Text>
          ) : (
            <Text size="sm" dimmed>
              {t('shipment_rule', { limit })}
            </Text>
          )}
          <CustomsWarning meter={meter} reading={reading} money={money} />
          <Text size="xs" dimmed>
            {t('rates_note', { date: formatDay(ratesDay, locale) })}{' '}
            <AppLink
              to={`${href('/:lang/carriage', { lang })}#customs-title`}
              className={anchorClass({ underline: true })}
            >
              {t('details')}
            </AppLink>
          </Text>
        </Stack>
      </div>
    </Card>
  );
}
