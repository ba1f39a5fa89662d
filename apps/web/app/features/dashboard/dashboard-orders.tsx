import type { UrlLang } from '@yolla/i18n';
import { href } from 'react-router';
import { AppLink } from '../../components/app-link.tsx';
import { anchorClass, Badge, Card, Group, Stack, Text, Title } from '../../components/ui/layout.tsx';
import { useTranslation } from '../../lib/i18n.tsx';
import type { DashboardOrders as Orders } from './dashboard-orders.server.ts';

/** The orders still in progress, buy-for-me and courier, each a link to its page; none: links to make one. */
export function DashboardOrders({ lang, orders }: { lang: UrlLang; orders: Orders }) {
  const { t } = useTranslation('dashboard');
  const buyForMe = useTranslation('buyForMe').t;
  const courier = useTranslation('courierOrders').t;
  const common = useTranslation('common').t;
  const failed = !orders.buyForMe && !orders.courier;
  const none = !failed && (orders.buyForMe?.total ?? 0) + (orders.courier?.total ?? 0) === 0;
  return (
    <Card data-testid="dashboard-orders">
      <Stack gap="sm">
        <Title order={2} look={4}>
          {t('orders.title')}
        </Title>
        {none ? <Text dimmed>{t('orders.none')}</Text> : null}
        {failed ? <Text dimmed>{common('content.unavailable')}</Text> : null}
        {orders.buyForMe && orders.buyForMe.total > 0 ? (
          <section aria-labelledby="dashboard-buy-for-me">
            <Text weight={600} id="dashboard-buy-for-me">
              <AppLink to={href('/:lang/cabinet/buyforme', { lang })} className={anchorClass()}>
                {t('orders.buy_for_me', { count: orders.buyForMe.total })}
              </AppLink>
            </Text>
            <ul className="dashboard__orders">
              {orders.buyForMe.items.map((order) => (
                <li key={order.id}>
                  <Group gap="xs">
                    <AppLink
                      to={href('/:lang/cabinet/buyforme/:id', { lang, id: order.id })}
                      className={anchorClass({ underline: true })}
                    >
                      {t('orders.order', { id: order.id, title: order.title })}
                    </AppLink>
                    <Badge tone="blue">{buyForMe(`states.${order.status}`)}</Badge>
                  </Group>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {orders.courier && orders.courier.total > 0 ? (
          <section aria-labelledby="dashboard-courier">
            <Text weight={600} id="dashboard-courier">
              <AppLink to={href('/:lang/cabinet/orders', { lang })} className={anchorClass()}>
                {t('orders.courier', { count: orders.courier.total })}
              </AppLink>
            </Text>
            <ul className="dashboard__orders">
              {orders.courier.items.map((order) => (
                <li key={order.id} data-testid="dashboard-courier-order">
                  <Group gap="xs">
                    <AppLink
                      to={href('/:lang/cabinet/orders/:id', { lang, id: order.id })}
                      className={anchorClass({ underline: true })}
                    >
                      {t('orders.order', { id: order.id, title: order.city })}
                    </AppLink>
                    <Badge tone="blue">{courier(`states.${order.status}`)}</Badge>
                  </Group>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <Group gap="md">
          <AppLink to={href('/:lang/cabinet/buyforme/new', { lang })} className={anchorClass({ underline: true })}>
            {t('orders.new_buy_for_me')}
          </AppLink>
          <AppLink to={href('/:lang/cabinet/orders/new', { lang })} className={anchorClass({ underline: true })}>
            {t('orders.new_courier')}
          </AppLink>
        </Group>
      </Stack>
    </Card>
  );
}
