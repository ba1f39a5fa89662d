import { IconTruckDelivery } from '@tabler/icons-react';
import { COURIER_ORDER_STATES } from '@yolla/contract/courier-order-lists';
import type { UrlLang } from '@yolla/i18n';
import { href } from 'react-router';
import { AppLink } from '../../components/app-link.tsx';
import { ContentUnavailable } from '../../components/content/content-unavailable.tsx';
import { ListTable } from '../../components/list-table.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { PageLinks } from '../../components/page-links.tsx';
import { StatusTabs } from '../../components/status-tabs.tsx';
import { LinkButton } from '../../components/ui/button.tsx';
import { anchorClass, Card, IconBadge, Stack, Text, Title } from '../../components/ui/layout.tsx';
import { useTranslation } from '../../lib/i18n.tsx';
import { ordersSearch } from './courier-orders-search.ts';
import type { OrderRow, OrdersPage } from './orders.server.ts';
import { OrderStatusBadge } from './status-badge.tsx';

/** The customer's courier orders: status tabs with counts, the list (a table, cards on a phone) and its pages. */
export function OrdersScreen({ lang, page }: { lang: UrlLang; page: OrdersPage }) {
  const { t } = useTranslation('courierOrders');
  const base = href('/:lang/cabinet/orders', { lang });
  const newOrder = href('/:lang/cabinet/orders/new', { lang });
  const { query, list } = page;
  const tabs = [null, 'open', ...COURIER_ORDER_STATES] as const;
  return (
    <Stack gap="lg" className="courier-orders">
      <PageHeader
        title={t('title')}
        intro={t('intro')}
        align="end"
        action={
          list && list.all > 0 ? (
            <LinkButton to={newOrder} leftSection={<IconTruckDelivery size={18} aria-hidden />}>
              {t('new_link')}
            </LinkButton>
          ) : null
        }
      />
      {list === null ? (
        <ContentUnavailable />
      ) : list.all === 0 ? (
        <Card className="courier-orders__empty" data-testid="courier-orders-empty">
          <Stack gap="sm">
            <IconBadge size={48} round light>
              <IconTruckDelivery size={26} aria-hidden />
            </IconBadge>
            <Title order={2} look={4}>
              {t('empty.title')}
            </Title>
            <Text dimmed>{t('empty.text')}</Text>
            <div>
              <LinkButton to={newOrder} size="md">
                {t('new_link')}
              </LinkButton>
            </div>
          </Stack>
        </Card>
      ) : (
        <>
          <StatusTabs
            label={t('tabs.label')}
            tabs={tabs
              .filter((tab) => tab === null || tab === query.status || (list.counts[tab] ?? 0) > 0)
              .map((tab) => ({
                key: tab ?? 'all',
                to: ordersSearch.href(base, { status: tab, page: 1 }),
                label: tab === null ? t('tabs.all') : tab === 'open' ? t('tabs.open') : t(`states.${tab}`),
                count: tab === null ? list.all : (list.counts[tab] ?? 0),
                current: query.status === tab,
                testId: `orders-tab-${tab ?? 'all'}`,
              }))}
          />
          {list.rows.length === 0 ? (
            <Card data-testid="courier-orders-no-match">
              <Title order={2} look={4}>
                {t('no_match.title')}
              </Title>
              <Text>{t('no_match.text')}</Text>
            </Card>
          ) : (
            <Stack gap="sm">
              <Text size="sm" dimmed data-testid="courier-orders-count">
                {t('count', { count: list.total })}
              </Text>
              <OrdersTable lang={lang} rows={list.rows} />
              <PageLinks
                current={query.page}
                pages={list.pages}
                hrefOf={(to) => ordersSearch.href(base, { ...query, page: to })}
              />
            </Stack>
          )}
        </>
      )}
    </Stack>
  );
}

function OrdersTable({ lang, rows }: { lang: UrlLang; rows: OrderRow[] }) {
  const { t } = useTranslation('courierOrders');
  const columns = ['order', 'parcels', 'city', 'slot', 'fee', 'status'] as const;
  return (
    <ListTable
      label={t('list_label')}
      headings={columns.map((column) => t(`columns.${column}`))}
      testId="courier-orders-table"
    >
      {rows.map((row) => (
        <tr key={row.id} data-testid="courier-order-row">
          <th scope="row" data-label={t('columns.order')}>
            <AppLink
              to={href('/:lang/cabinet/orders/:id', { lang, id: row.id })}
              className={anchorClass({ underline: true })}
            >
              {t('order_number', { id: row.id })}
            </AppLink>
          </th>
          <td data-label={t('columns.parcels')}>{t('parcel_count', { count: row.parcels })}</td>
          <td data-label={t('columns.city')}>{row.city}</td>
          <td data-label={t('columns.slot')}>
            {row.slot} <span className="y-dimmed">({row.zone})</span>
          </td>
          <td data-label={t('columns.fee')}>{row.fee}</td>
          <td data-label={t('columns.status')}>
            <OrderStatusBadge status={row.status} />
          </td>
        </tr>
      ))}
    </ListTable>
  );
}
