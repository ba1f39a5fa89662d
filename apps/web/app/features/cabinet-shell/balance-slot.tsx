import { Badge } from '@mantine/core';
import { INTL_TAGS, type Locale } from '@yolla/i18n';
import { useTranslation } from 'react-i18next';

export interface Money {
  amount: number;
  currency: string;
}

export function formatMoney(money: Money, locale: Locale): string {
  const digits =
    new Intl.NumberFormat('en', { style: 'currency', currency: money.currency }).resolvedOptions()
      .maximumFractionDigits ?? 2;
  return new Intl.NumberFormat(INTL_TAGS[locale], { style: 'currency', currency: money.currency }).format(
    money.amount / 10 ** digits,
  );
}

/** Where the wallet balance shows in the cabinet header; renders nothing until a balance is provided. */
export function BalanceSlot({ balance, locale }: { balance: Money | null; locale: Locale }) {
  const { t } = useTranslation('cabinet');
  if (!balance) return null;
  return (
    <Badge size="lg" variant="light" aria-label={t('balance')}>
      {formatMoney(balance, locale)}
    </Badge>
  );
}
