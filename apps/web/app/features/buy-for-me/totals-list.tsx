import { Alert, Stack, Text } from '../../components/ui/layout.tsx';
import { LinkButton } from '../../components/ui/button.tsx';
import { useTranslation } from '../../lib/i18n.tsx';
import type { BalanceView, TotalsView } from './buy-for-me-view.ts';

/** An order's amounts: items, the shop's delivery, our fee with its rule, the total, and what the wallet pays. */
export function TotalsList({ totals }: { totals: TotalsView }) {
  const { t } = useTranslation('buyForMe');
  return (
    <dl className="buy-for-me__figures" data-testid="buy-for-me-totals">
      <div>
        <dt>{t('review.items_total')}</dt>
        <dd>{totals.itemsTotal}</dd>
      </div>
      <div>
        <dt>{t('review.local_delivery')}</dt>
        <dd>{totals.localDelivery}</dd>
      </div>
      <div>
        <dt>{t('review.fee', { percent: totals.feePercent, minimum: totals.feeMinimum })}</dt>
        <dd data-testid="buy-for-me-fee">{totals.fee}</dd>
      </div>
      <div className="buy-for-me__figure-total">
        <dt>{t('review.total')}</dt>
        <dd data-testid="buy-for-me-total">{totals.total}</dd>
      </div>
      <div className="buy-for-me__figure-total">
        <dt>
          {t('review.pay_total', { currency: totals.payCurrency })}
          {totals.rate ? (
            <Text as="span" size="sm" dimmed className="buy-for-me__rate">
              {t('review.rate', totals.rate)}
            </Text>
          ) : null}
        </dt>
        <dd data-testid="buy-for-me-pay-total">{totals.payTotal}</dd>
      </div>
    </dl>
  );
}

/** The balance against an amount: what is left after paying, or what is missing with the top-up shortcut. */
export function BalanceFigures({ balance, shortText }: { balance: BalanceView; shortText: string }) {
  const { t } = useTranslation('buyForMe');
  return (
    <Stack gap="sm">
      <dl className="buy-for-me__figures">
        <div>
          <dt>{t('review.balance')}</dt>
          <dd data-testid="buy-for-me-balance">{balance.balance}</dd>
        </div>
        {balance.after ? (
          <div>
            <dt>{t('review.after')}</dt>
            <dd>{balance.after}</dd>
          </div>
        ) : null}
      </dl>
      {balance.missing && balance.topUp ? (
        <Alert tone="gray" title={t('review.short.title')} role="status" data-testid="buy-for-me-short">
          <Stack gap="sm">
            <Text>{shortText}</Text>
            <div>
              <LinkButton to={balance.topUp} data-testid="buy-for-me-top-up">
                {t('review.short.top_up', { missing: balance.missing })}
              </LinkButton>
            </div>
          </Stack>
        </Alert>
      ) : null}
    </Stack>
  );
}
