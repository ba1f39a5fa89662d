import { IconAlertCircle } from '@tabler/icons-react';
import { Alert, Card, Text, Title } from '../../components/ui/layout.tsx';
import { useTranslation } from '../../lib/i18n.tsx';
import type { BalanceView } from './wallet-view.ts';

/** The balances, one card per currency with what it is for; null: the API could not give them. */
export function BalanceList({ balances, heading = true }: { balances: BalanceView[] | null; heading?: boolean }) {
  const { t } = useTranslation('wallet');
  return (
    <section aria-labelledby="wallet-balances-title" className="wallet-balances">
      <Title order={2} look={4} id="wallet-balances-title" className={heading ? undefined : 'y-visually-hidden'}>
        {t('balances.title')}
      </Title>
      {balances === null ? (
        <Alert tone="red" icon={<IconAlertCircle size={18} aria-hidden />} data-testid="wallet-balances-unavailable">
          {t('balances.unavailable')}
        </Alert>
      ) : (
        <ul className="wallet-balances__list">
          {balances.map((balance) => (
            <li key={balance.currency}>
              <Card padding="md" className="wallet-balances__card" data-testid={`balance-${balance.currency}`}>
                <Text as="span" size="sm" dimmed>
                  {balance.currency} · {t(`balances.roles.${balance.role}`)}
                </Text>
                <Text as="span" size="xl" weight={700} className="wallet-balances__amount">
                  {balance.amount}
                </Text>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
