import { IconAddressBook, IconCheck, IconUserExclamation } from '@tabler/icons-react';
import type { UserSummary } from '@yolla/contract';
import type { UrlLang } from '@yolla/i18n';
import type { ReactNode } from 'react';
import { href } from 'react-router';
import { useTranslation } from '../../lib/i18n.tsx';
import { DashboardParcels } from './dashboard-parcels.tsx';
import type { DashboardParcels as DashboardParcelsData } from './dashboard.server.ts';
import { DashboardOrders } from './dashboard-orders.tsx';
import type { DashboardOrders as DashboardOrdersData } from './dashboard-orders.server.ts';
import { AppLink } from '../../components/app-link.tsx';
import { CustomerCode } from '../../components/customer-code.tsx';
import { AccountAvatar } from '../../components/shell/account-avatar.tsx';
import { Alert, anchorClass, Card, Grid, Group, IconBadge, Stack, Text, Title } from '../../components/ui/layout.tsx';

/** The cabinet home: who is signed in, their suite code, and what is left to set up. */
export function Dashboard({
  user,
  lang,
  parcels,
  orders = null,
  cards = null,
}: {
  user: UserSummary;
  lang: UrlLang;
  parcels: DashboardParcelsData | null;
  /** The open buy-for-me and courier orders; null leaves the card out. */
  orders?: DashboardOrdersData | null;
  /** The cards other features contribute (the wallet, the customs meter…: `contributions/dashboard-cards`). */
  cards?: ReactNode;
}) {
  const { t } = useTranslation('dashboard');
  const shell = useTranslation('cabinet').t;
  const displayName = user.name?.trim() || user.code;
  const todo = [
    !user.completed_profile && {
      key: 'profile',
      icon: IconUserExclamation,
      title: t('todo.profile_title'),
      text: t('todo.profile_text'),
      link: { to: href('/:lang/cabinet/settings', { lang }), label: t('todo.profile_link') },
    },
    !user.completed_address && {
      key: 'address',
      icon: IconAddressBook,
      title: t('todo.address_title'),
      text: t('todo.address_text'),
      link: { to: href('/:lang/cabinet/addresses', { lang }), label: t('todo.address_link') },
    },
  ].filter((item): item is Exclude<typeof item, false> => Boolean(item));

  return (
    <Stack gap="lg" className="dashboard">
      <Card>
        <Group gap="lg" nowrap>
          <AccountAvatar user={user} size={72} label={displayName} large testId="dashboard-avatar" />
          <Stack gap={4}>
            <Title order={1} look={2}>
              {t('greeting', { name: displayName })}
            </Title>
            <Group gap="xs">
              <Text dimmed>{shell('your_code')}</Text>
              <CustomerCode code={user.code} size="lg" />
            </Group>
          </Stack>
        </Group>
        <Text size="sm" dimmed className="dashboard__explained">
          {t('code_explained', { code: user.code })}
        </Text>
      </Card>

      {todo.length > 0 ? (
        <Grid cols={1} sm={todo.length === 1 ? 1 : 2}>
          {todo.map(({ key, icon: Icon, title, text, link }) => (
            <Alert key={key} title={title} icon={<Icon size={20} aria-hidden />} data-testid={`todo-${key}`}>
              {text}
              {link ? (
                <>
                  {' '}
                  <AppLink to={link.to} className={anchorClass({ underline: true })}>
                    {link.label}
                  </AppLink>
                </>
              ) : null}
            </Alert>
          ))}
        </Grid>
      ) : (
        <Alert
          tone="teal"
          icon={<IconCheck size={20} aria-hidden />}
          title={t('todo.done_title')}
          data-testid="todo-done"
        >
          {t('todo.done_text')}
        </Alert>
      )}

      {cards}

      {orders ? <DashboardOrders lang={lang} orders={orders} /> : null}

      {parcels && parcels.total > 0 ? (
        <DashboardParcels lang={lang} parcels={parcels} />
      ) : (
        <Card>
          <Title order={2} look={4} className="dashboard__steps-title">
            {t('steps.title')}
          </Title>
          <ol className="dashboard__steps">
            {[t('steps.one', { code: user.code }), t('steps.two'), t('steps.three')].map((step) => (
              <li key={step}>
                <IconBadge size={22} round light>
                  <IconCheck size={14} aria-hidden />
                </IconBadge>
                <span>{step}</span>
              </li>
            ))}
          </ol>
        </Card>
      )}
    </Stack>
  );
}
