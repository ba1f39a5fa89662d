import { IconDownload } from '@tabler/icons-react';
import type { UrlLang } from '@yolla/i18n';
import { href, useNavigation } from 'react-router';
import { PageLinks } from '../../components/page-links.tsx';
import { Card, Group, Stack, Text, Title } from '../../components/ui/layout.tsx';
import { useTranslation } from '../../lib/i18n.tsx';
import { HistoryFilter } from './history-filter.tsx';
import { LineTable } from './line-table.tsx';
import { filtersOf, isFiltered, walletSearch } from './wallet-search.ts';
import type { WalletPage } from './wallet-view.ts';

/**
 * The history: its filters (a plain GET form), the lines of the page as a table (cards on a phone), the pages, and
 * the CSV of the same filters; "no lines yet" for a new wallet, "nothing matches" for filters that find none.
 */
export function WalletHistory({ lang, page }: { lang: UrlLang; page: WalletPage }) {
  const { t } = useTranslation('wallet');
  const navigation = useNavigation();
  const base = href('/:lang/cabinet/wallet', { lang });
  const filters = filtersOf(page.query);
  const filtered = isFiltered(page.query);
  const { history } = page;
  const busy = navigation.state === 'loading' && navigation.location.pathname === base;
  return (
    <section aria-labelledby="wallet-history" className="wallet-history">
      <Stack gap="md">
        <Group justify="between" align="end">
          <Title order={2} look={3} id="wallet-history">
            {t('history.title')}
          </Title>
          {history && history.total > 0 ? (
            <a
              href={page.statement}
              download
              className="y-anchor y-underline wallet-history__csv"
              data-testid="wallet-csv"
            >
              <IconDownload size={16} aria-hidden />
              {t('history.csv')}
            </a>
          ) : null}
        </Group>
        <HistoryFilter lang={lang} query={page.query} currencies={page.currencies} />
        {history === null ? (
          <Card data-testid="wallet-history-unavailable">
            <Text>{t('history.unavailable')}</Text>
          </Card>
        ) : history.total === 0 ? (
          <Card data-testid={filtered ? 'wallet-history-no-match' : 'wallet-history-empty'}>
            <Title order={3} look={5}>
              {t(filtered ? 'history.no_match.title' : 'history.empty.title')}
            </Title>
            <Text>{t(filtered ? 'history.no_match.text' : 'history.empty.text')}</Text>
          </Card>
        ) : (
          <div aria-busy={busy} className="wallet-history__results">
            <Stack gap="sm">
              <Text size="sm" dimmed aria-live="polite" data-testid="wallet-history-count">
                {t('history.count', { count: history.total })}
              </Text>
              <LineTable lang={lang} rows={history.rows} />
              <PageLinks
                current={page.query.page}
                pages={history.pages}
                hrefOf={(to) => walletSearch.href(base, { ...filters, page: to }, 'wallet-history')}
                newestFirst
              />
            </Stack>
          </div>
        )}
      </Stack>
    </section>
  );
}
