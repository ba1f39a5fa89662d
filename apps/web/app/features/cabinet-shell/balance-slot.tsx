import { Badge } from '../../components/ui/layout.tsx';
import { useTranslation } from '../../lib/i18n.tsx';

/**
 * Where the wallet balance shows in the cabinet header. It takes the balance already formatted on
 * the server (see lib/format.ts) and renders nothing until a balance is provided.
 */
export function BalanceSlot({ balance }: { balance: string | null }) {
  const { t } = useTranslation('cabinet');
  if (!balance) return null;
  return (
    <Badge large aria-label={`${t('balance')}: ${balance}`}>
      {balance}
    </Badge>
  );
}
