import { BUY_FOR_ME_STATES } from '@yolla/contract/buy-for-me-lists';
import { IconPlus } from '@tabler/icons-react';
import type { UrlLang } from '@yolla/i18n';
import { href, useNavigation } from 'react-router';
import { AppLink } from '../../components/app-link.tsx';
import { ContentUnavailable } from '../../components/content/content-unavailable.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { PageLinks } from '../../components/page-links.tsx';
import { StatusTabs } from '../../components/status-tabs.tsx';
import { LinkButton } from '../../components/ui/button.tsx';
import { anchorClass, Card, Stack, Text, Title } from '../../components/ui/layout.tsx';
import { useTranslation } from '../../lib/i18n.tsx';
import { buyForMeListSearch, type BuyForMeTab } from './buy-for-me-search.ts';
import type { ListPage } from './buy-for-me-view.ts';
import { OrdersTable } from './orders-table.tsx';

/** The customer's buy-for-me orders: status tabs with counts, the list (a table, cards on a phone) and its pages. */
export function BuyForMeListScreen({ lang, page }: { lang: UrlLang; page: ListPage }) {
  const { t } = useTranslation('buyForMe');
  const navigation = useNavigation();
  const base = href('/:lang/cabinet/buyforme', { lang });
  const create = href('/:lang/cabinet/buyforme/new', { lang });
  const { query, list } = page;
  const busy = navigation.state === 'loading' && navigation.location.pathname === base;
  return (
    <Stack gap="lg" className="buy-for-me">
      <PageHeader
        title={t('title')}
        intro={t('intro')}
        action={
          <LinkButton to={create} leftSection={<IconPlus size={16} aria-hidden />} data-testid="buy-for-me-new">
            {t('new_order')}
          </LinkButton>
        }
      />
      {list === null ? (
        <ContentUnavailable />
      ) : list.all === 0 ? (
        <Card data-testid="buy-for-me-empty">
          <Stack gap="sm">
            <Title order={2} look={4}>
              {t('list.empty.title')}
            </Title>
            <Text>{t('list.empty.text')}</Text>
            <AppLink to={create} className={anchorClass({ underline: true })}>
              {t('list.empty.action')}
            </AppLink>
          </Stack>
        </Card>
      ) : (
        <>
          <Tabs base={base} page={page} />
          <div aria-busy={busy} className="list-results">
            {list.rows.length === 0 ? (
              <Card data-testid="buy-for-me-no-match">
                <Title order={2} look={4}>
                  {t('list.no_match.title')}
                </Title>
                <Text>
                  {t('list.no_match.text')}{' '}
                  <AppLink to={base} className={anchorClass({ underline: true })}>
                    {t('list.no_match.reset')}
                  </AppLink>
                </Text>
              </Card>
            ) : (
              <Stack gap="sm">
                <Text size="sm" dimmed aria-live="polite" data-testid="buy-for-me-count">
                  {t('list.count', { count: list.total })}
                </Text>
                <OrdersTable lang={lang} rows={list.rows} />
                <PageLinks
                  current={query.page}
                  pages={list.pages}
                  hrefOf={(to) => buyForMeListSearch.href(base, { ...query, page: to })}
                  newestFirst
                />
              </Stack>
            )}
          </div>
        </>
      )}
    </Stack>
  );
}

/** The status tabs: all, in progress, and each state the customer has orders in (the chosen one always shown). */
function Tabs({ base, page }: { base: string; page: ListPage }) {
  const { t } = useTranslation('buyForMe');
  const { query, list } = page;
  if (!list) return null;
  const tabs: { tab: BuyForMeTab; label: string; count: number }[] = [
    { tab: 'all', label: t('list.tabs.all'), count: list.all },
    { tab: 'open', label: t('list.tabs.open'), count: list.open },
    ...BUY_FOR_ME_STATES.filter((state) => (list.counts[state] ?? 0) > 0 || query.status === state).map((state) => ({
      tab: state,
      label: t(`states.${state}`),
      count: list.counts[state] ?? 0,
    })),
  ];
  return (
    <StatusTabs
      label={t('list.tabs.label')}
      tabs={tabs.map(({ tab, label, count }) => ({
        key: tab,
        to: buyForMeListSearch.href(base, { status: tab }),
        label,
        count,
        current: query.status === tab,
        testId: `buy-for-me-tab-${tab}`,
      }))}
    />
  );
}
