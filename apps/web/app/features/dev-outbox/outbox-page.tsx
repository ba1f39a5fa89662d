import { Alert, Badge, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import type { OutboxMessage } from '@yolla/contract';
import { INTL_TAGS, type Locale } from '@yolla/i18n';
import { Form, Link } from 'react-router';
import { useTranslation } from '../../lib/i18n.tsx';
import type { OutboxView } from './dev-outbox.server.ts';

const formatters = new Map<Locale, Intl.DateTimeFormat>();

function formatTime(iso: string, locale: Locale): string {
  let format = formatters.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_TAGS[locale], { dateStyle: 'medium', timeStyle: 'medium' });
    formatters.set(locale, format);
  }
  return format.format(new Date(iso));
}

function Message({ message, locale }: { message: OutboxMessage; locale: Locale }) {
  const { t } = useTranslation('devOutbox');
  return (
    <li className="outbox-message" data-testid="outbox-message">
      <Group gap="xs" justify="space-between" wrap="wrap">
        <Group gap="xs">
          <Badge variant="light" color={message.channel === 'sms' ? 'blue' : 'grape'}>
            {t(`channel.${message.channel}`)}
          </Badge>
          <Text size="sm" fw={600}>
            {t('to')}: <span data-testid="outbox-to">{message.to}</span>
          </Text>
        </Group>
        <Text size="xs" c="dimmed">
          <time dateTime={message.created_at}>{formatTime(message.created_at, locale)}</time> · {message.template} ·{' '}
          {message.language}
        </Text>
      </Group>
      {message.subject ? (
        <Text size="sm" mt={4}>
          {t('subject')}: {message.subject}
        </Text>
      ) : null}
      <Text size="sm" mt={4} data-testid="outbox-body" style={{ whiteSpace: 'pre-wrap' }}>
        {message.body}
      </Text>
    </li>
  );
}

/** Development only: the messages the server would have sent, newest first, with a filter by recipient. */
export function OutboxPage({ view }: { view: OutboxView }) {
  const { t, locale } = useTranslation('devOutbox');
  return (
    <Paper withBorder shadow="sm" p="xl" radius="md">
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            {t('title')}
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            {t('subtitle')}
          </Text>
        </div>
        <Form method="get" aria-label={t('title')}>
          <Group align="flex-end" gap="sm">
            <TextInput
              name="to"
              defaultValue={view.to}
              label={t('filter')}
              description={t('filter_hint')}
              style={{ flex: 1, minWidth: 200 }}
            />
            <Button type="submit">{t('show')}</Button>
            <Button
              component={Link}
              to={view.to ? `?to=${encodeURIComponent(view.to)}` : '.'}
              variant="default"
              reloadDocument
            >
              {t('refresh')}
            </Button>
          </Group>
        </Form>
        {view.available === false ? <Alert color="gray">{t('off')}</Alert> : null}
        {view.available === 'unreachable' ? (
          <Alert color="red" role="alert">
            {t('unreachable')}
          </Alert>
        ) : null}
        {view.available === true && view.messages.length === 0 ? <Text c="dimmed">{t('empty')}</Text> : null}
        {view.messages.length > 0 ? (
          <ul className="outbox-list">
            {view.messages.map((message) => (
              <Message key={message.id} message={message} locale={locale} />
            ))}
          </ul>
        ) : null}
      </Stack>
    </Paper>
  );
}
