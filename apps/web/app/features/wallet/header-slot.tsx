import { IconWallet } from '@tabler/icons-react';
import { href } from 'react-router';
import { AppLink } from '../../components/app-link.tsx';
import type { HeaderSlotProps } from '../../lib/header-slot.ts';
import { useTranslation } from '../../lib/i18n.tsx';

/**
 * The wallet's balance in the cabinet header (the USD one, which pays for delivery), already formatted on the
 * server (`header-slot.server.ts`), as a plain link to the wallet; nothing when there is no balance to show (the API
 * could not say).
 */
export default function BalanceSlot({ lang, data: balance }: HeaderSlotProps<string>) {
  const { t } = useTranslation('cabinet');
  if (!balance) return null;
  const label = t('balance_link', { amount: balance });
  return (
    <AppLink
      to={href('/:lang/cabinet/wallet', { lang })}
      className="header-balance"
      aria-label={label}
      title={label}
      data-testid="header-balance"
    >
      <IconWallet size={16} aria-hidden />
      <span>{balance}</span>
    </AppLink>
  );
}
