import { PARCEL_STATES } from '@yolla/contract/parcel-lifecycle';
import type { UrlLang } from '@yolla/i18n';
import { Form, href, useNavigation } from 'react-router';
import { AppLink } from '../../components/app-link.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { PageLinks } from '../../components/page-links.tsx';
import { StatusTabs } from '../../components/status-tabs.tsx';
import { ContentUnavailable } from '../../components/content/content-unavailable.tsx';
import { Button } from '../../components/ui/button.tsx';
import { anchorClass, Card, Stack, Text, Title } from '../../components/ui/layout.tsx';
import { useTranslation } from '../../lib/i18n.tsx';
import { PackagesFilter } from './packages-filter.tsx';
import { packagesSearch } from '../../components/parcels/packages-search.ts';
import type { PackageRow, PackagesPage } from './packages.server.ts';
import { PackagesTable } from './packages-table.tsx';

/** The customer's parcels: status tabs with counts, the filter, the list (a table, cards on a phone) and its pages. */
export function PackagesScreen({ lang, page }: { lang: UrlLang; page: PackagesPage }) {
  const { t } = useTranslation('packages');
  const navigation = useNavigation();
  const base = href('/:lang/cabinet/packages', { lang });
  const { query, list } = page;
  const busy = navigation.state === 'loading' && navigation.location.pathname === base;
  return (
    <Stack gap="lg" className="packages">
      <PageHeader title={t('title')} intro={t('intro')} />
      {list === null ? (
        <ContentUnavailable />
      ) : (
        <>
          <StatusTabs
            label={t('tabs.label')}
            tabs={[
              {
                key: 'all',
                to: packagesSearch.href(base, { ...query, status: [], page: 1 }),
                label: t('tabs.all'),
                count: list.all,
                current: query.status.length === 0,
              },
              ...PARCEL_STATES.filter((state) => (list.counts[state] ?? 0) > 0).map((state) => ({
                key: state,
                to: packagesSearch.href(base, { ...query, status: [state], page: 1 }),
                label: t(`states.${state}`),
                count: list.counts[state] ?? 0,
                current: query.status.length === 1 && query.status[0] === state,
                testId: `tab-${state}`,
              })),
            ]}
          />
          <PackagesFilter key={packagesSearch.search(query)} lang={lang} query={query} />
          <div aria-busy={busy} className="list-results">
            {list.all === 0 ? (
              <Card data-testid="packages-empty">
                <Title order={2} look={4}>
                  {t('empty.title')}
                </Title>
                <Text>{t('empty.text')}</Text>
              </Card>
            ) : list.rows.length === 0 ? (
              <Card data-testid="packages-no-match">
                <Title order={2} look={4}>
                  {t('no_match.title')}
                </Title>
                <Text>
                  {t('no_match.text')}{' '}
                  <AppLink to={base} className={anchorClass({ underline: true })}>
                    {t('filter.reset')}
                  </AppLink>
                </Text>
              </Card>
            ) : (
              <Stack gap="sm">
                <Text size="sm" dimmed aria-live="polite" data-testid="packages-count">
                  {t('count', { count: list.total })}
                </Text>
                <PayableList lang={lang} rows={list.rows} back={packagesSearch.href(base, query)} />
                <Pages base={base} page={page} />
              </Stack>
            )}
          </div>
        </>
      )}
    </Stack>
  );
}

/**
 * The table, in a GET form to the pay page when some parcel has an amount due: the boxes chosen and "pay the chosen"
 * open the pay page for them, with or without JavaScript (`?parcels=1&parcels=2&back=…`).
 */
function PayableList({ lang, rows, back }: { lang: UrlLang; rows: PackageRow[]; back: string }) {
  const { t } = useTranslation('packages');
  if (!rows.some((row) => row.payable)) return <PackagesTable lang={lang} rows={rows} back={back} />;
  return (
    <Form method="get" action={href('/:lang/cabinet/wallet/pay', { lang })} className="packages-pay">
      <input type="hidden" name="back" value={back} />
      <PackagesTable lang={lang} rows={rows} back={back} />
      <div>
        <Button type="submit" variant="light" data-testid="packages-pay-selected">
          {t('pay.selected')}
        </Button>
      </div>
    </Form>
  );
}

/** The list's page links. */
function Pages({ base, page }: { base: string; page: PackagesPage }) {
  const current = page.query.page;
  const pages = page.list?.pages ?? 1;
  return (
    <PageLinks
      current={current}
      pages={pages}
      hrefOf={(to) => packagesSearch.href(base, { ...page.query, page: to })}
    />
  );
}
