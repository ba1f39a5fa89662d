import { IconAlertTriangle } from '@tabler/icons-react';
import type { CustomsMeter } from '@yolla/contract';
import type { CustomsReading } from '@yolla/contract/customs-limit';
import { Alert } from '../../components/ui/layout.tsx';
import { useTranslation } from '../../lib/i18n.tsx';

/** What this declaration adds to the customs payments, said before it is sent; nothing while it costs nothing. */
export function CustomsWarning({
  meter,
  reading,
  money,
}: {
  meter: CustomsMeter;
  reading: CustomsReading;
  money: (amount: number) => string;
}) {
  const { t } = useTranslation('customsMeter');
  if (reading.added === 0 || reading.total <= meter.limit.amount) return null;
  const { cost } = reading;
  const title =
    meter.period === 'shipment'
      ? t('warning_title_shipment')
      : reading.crosses
        ? t('warning_title')
        : t('warning_title_already');
  const params = { total: money(cost.total), duty: money(cost.duty), vat: money(cost.vat) };
  const text =
    cost.duty > 0 && cost.vat > 0 ? t('cost', params) : cost.vat > 0 ? t('cost_vat', params) : t('cost_duty', params);
  return (
    <Alert
      tone="red"
      role="status"
      icon={<IconAlertTriangle size={20} aria-hidden />}
      title={title}
      data-testid="customs-warning"
    >
      {text}
      {meter.rule.duty_minimum_per_kg > 0
        ? ` ${t('minimum', { amount: money(meter.rule.duty_minimum_per_kg) })}`
        : null}
    </Alert>
  );
}
