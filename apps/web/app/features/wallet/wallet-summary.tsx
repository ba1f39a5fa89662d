import type { UrlLang } from '@yolla/i18n';
import { href } from 'react-router';
import { AppLink } from '../../components/app-link.tsx';
import { anchorClass, Card, Group, Stack, Text, Title } from '../../components/ui/layout.tsx';
import { useTranslation } from '../../lib/i18n.tsx';
import { LineDetails } from './line-table.tsx';
import type { WalletSummary } from './wallet-summary.server.ts';

/** The wallet on the dashboard: each balance, the latest movements, and the way to the wallet. */
export function WalletSummaryCard({ lang, summary }: { lang: UrlLang; summary: WalletSummary }) {
  const { t } = useTranslation('wallet');
  return (
    <Card as="section" aria-labelledby="dashboard-wallet-title" data-testid="dashboard-wallet">
      <Stack gap="sm">
        <Group justify="between">
          <Title order={2} look={4} id="dashboard-wallet-title">
            {t('summary.title')}
          </Title>
          <AppLink
            to={href('/:lang/cabinet/wallet', { lang })}
            className={anchorClass({ underline: true, size: 'sm' })}
          >
            {t('summary.open')}
          </AppLink>
        </Group>
        <ul className="wallet-balances__list">
          {summary.balances.map((balance) => (
            <li key={balance.currency} data-testid={`dashboard-balance-${balance.currency}`}>
              {/* The amount is formatted with its currency already (`1 500,00 TRY`, `$65.00`): written once. */}
              <Text as="span" size="lg" weight={700}>
                {balance.amount}
              </Text>
            </li>
          ))}
        </ul>
        <Title order={3} look={5}>
          {t('summary.recent')}
        </Title>
        {summary.recent.length === 0 ? (
          <Text size="sm" dimmed>
            {t('summary.none')}
          </Text>
        ) : (
          <ul className="dashboard-wallet__lines">
            {summary.recent.map((line) => (
              <li key={line.id} data-testid="dashboard-wallet-line">
                <span>
                  <time dateTime={line.iso}>{line.at}</time> · {t(`history.kinds.${line.kind}`)} ·{' '}
                  <LineDetails lang={lang} line={line} />
                </span>
                <strong>{line.amount}</strong>
              </li>
            ))}
          </ul>
        )}
      </Stack>
    </Card>
  );
}
