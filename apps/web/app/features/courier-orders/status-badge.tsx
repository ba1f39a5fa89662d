import type { CourierOrderState } from '@yolla/contract/courier-order-lists';
import { Badge } from '../../components/ui/layout.tsx';
import { useTranslation } from '../../lib/i18n.tsx';

const TONES = {
  requested: 'gray',
  scheduled: 'grape',
  out_for_delivery: 'blue',
  delivered: 'teal',
  cancelled: 'red',
} as const satisfies Record<CourierOrderState, string>;

/** A courier order's state as a coloured label. */
export function OrderStatusBadge({ status, testId }: { status: CourierOrderState; testId?: string }) {
  const { t } = useTranslation('courierOrders');
  return (
    <Badge tone={TONES[status]} data-testid={testId}>
      {t(`states.${status}`)}
    </Badge>
  );
}
