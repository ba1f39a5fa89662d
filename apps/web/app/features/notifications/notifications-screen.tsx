import type { UrlLang } from '@yolla/i18n';
import { Form, href, useNavigation } from 'react-router';
import { AppLink } from '../../components/app-link.tsx';
import { PageLinks } from '../../components/page-links.tsx';
import { ContentUnavailable } from '../../components/content/content-unavailable.tsx';
import { FormMessage } from '../../components/form/form-message.tsx';
import { IntentField, useIntentPending } from '../../components/form/intent.tsx';
import type { FormAnswer } from '../../components/form/use-contract-form.ts';
import { Button } from '../../components/ui/button.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { anchorClass, Badge, Card, Group, Stack, Text, Title } from '../../components/ui/layout.tsx';
import { useTranslation } from '../../lib/i18n.tsx';
import { notificationsSearch } from './notifications-search.ts';
import type { NoticeView, NotificationsPage } from './notifications.server.ts';

/** The customer's notices, newest first: each with its text, moment and parcel, the unread ones marked and readable. */
export function NotificationsScreen(props: { lang: UrlLang; page: NotificationsPage; answer: FormAnswer | null }) {
  const { lang, page } = props;
  const { t } = useTranslation('notifications');
  const navigation = useNavigation();
  const base = href('/:lang/cabinet/notifications', { lang });
  const here = notificationsSearch.href(base, page.query);
  const { list } = page;
  const busy = navigation.state === 'loading' && navigation.location.pathname === base;
  const readingAll = useIntentPending('read-all');
  return (
    <Stack gap="lg" className="notifications">
      <PageHeader title={t('title')} intro={t('intro')} />
      <FormMessage message={props.answer?.message ?? null} />
      {list === null ? (
        <ContentUnavailable />
      ) : list.total === 0 ? (
        <Card data-testid="notifications-empty">
          <Title order={2} look={4}>
            {t('empty.title')}
          </Title>
          <Text>{t('empty.text')}</Text>
        </Card>
      ) : (
        <div aria-busy={busy} className="notifications__results">
          <Stack gap="sm">
            <Group justify="between">
              <Text size="sm" dimmed aria-live="polite" data-testid="notifications-unread">
                {t('unread_count', { count: list.unread })}
              </Text>
              {list.unread > 0 ? (
                <Form method="post" action={here}>
                  <IntentField intent="read-all" />
                  <Button type="submit" variant="default" size="sm" loading={readingAll}>
                    {t('mark_all_read')}
                  </Button>
                </Form>
              ) : null}
            </Group>
            <ul className="notifications__list" aria-label={t('list_label')}>
              {list.rows.map((notice) => (
                <NoticeItem key={notice.id} lang={lang} notice={notice} action={here} />
              ))}
            </ul>
            <Pages base={base} page={page} />
          </Stack>
        </div>
      )}
    </Stack>
  );
}

function NoticeItem({ lang, notice, action }: { lang: UrlLang; notice: NoticeView; action: string }) {
  const { t } = useTranslation('notifications');
  const reading = useIntentPending('read', { field: 'id', value: notice.id });
  const textId = `notice-${notice.id}`;
  const text = notice.order?.status
    ? t(`buy_for_me.${notice.order.status}`, { id: notice.order.id })
    : t(`events.${notice.event}`, { tracking: notice.tracking, amount: notice.amount });
  return (
    <li
      className="notifications__item"
      data-unread={notice.unread || undefined}
      data-testid="notice"
      aria-labelledby={textId}
    >
      <Stack gap={4} className="notifications__body">
        <Group gap="xs">
          {notice.unread ? (
            <Badge tone="blue" filled data-testid="notice-unread">
              {t('unread')}
            </Badge>
          ) : null}
          <Text as="span" size="sm" dimmed>
            <time dateTime={notice.iso}>{notice.at}</time>
          </Text>
        </Group>
        <Text id={textId} weight={notice.unread ? 600 : undefined}>
          {text}
        </Text>
        {notice.undelivered.map((channel) => (
          <Text key={channel} size="sm" weight={500} data-testid="notice-undelivered">
            {t(`undelivered.${channel}`)}
          </Text>
        ))}
        {notice.parcelId ? (
          <AppLink
            to={href('/:lang/cabinet/packages/:id', { lang, id: notice.parcelId })}
            className={anchorClass({ underline: true, size: 'sm' })}
          >
            {t('open_parcel', { tracking: notice.tracking })}
          </AppLink>
        ) : null}
        {notice.order ? (
          <AppLink
            to={href('/:lang/cabinet/buyforme/:id', { lang, id: notice.order.id })}
            className={anchorClass({ underline: true, size: 'sm' })}
            data-testid="notice-order"
          >
            {t('open_order', { id: notice.order.id })}
          </AppLink>
        ) : null}
      </Stack>
      {notice.unread ? (
        <Form method="post" action={action} className="notifications__read">
          <IntentField intent="read" />
          <input type="hidden" name="id" value={notice.id} />
          <Button type="submit" variant="default" size="sm" loading={reading} aria-describedby={textId}>
            {t('mark_read')}
          </Button>
        </Form>
      ) : null}
    </li>
  );
}

/** The list's page links. */
function Pages({ base, page }: { base: string; page: NotificationsPage }) {
  const current = page.query.page;
  const pages = page.list?.pages ?? 1;
  return (
    <PageLinks
      current={current}
      pages={pages}
      hrefOf={(to) => notificationsSearch.href(base, { page: to })}
      newestFirst
    />
  );
}
