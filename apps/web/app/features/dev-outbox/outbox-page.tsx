import type { OutboxMessage } from '@yolla/contract';
import type { Locale } from '@yolla/i18n';
import { Form, href } from 'react-router';
import { FormCard } from '../../components/form/form-card.tsx';
import { Alert, Badge, Group, Text } from '../../components/ui/layout.tsx';
import { Button, LinkButton } from '../../components/ui/button.tsx';
import { TextInput } from '../../components/ui/input.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { useRootData } from '../../lib/root-data.ts';
import type { OutboxView } from './dev-outbox.server.ts';
import { outboxSearch } from './outbox-search.ts';

function Message({ message, locale }: { message: OutboxMessage; locale: Locale }) {
  const { t } = useTranslation('devOutbox');
  return (
    <li className="outbox-message" data-testid="outbox-message">
      <Group gap="xs" justify="between">
        <Group gap="xs">
          <Badge tone={message.channel === 'sms' ? 'blue' : 'grape'}>{t(`channel.${message.channel}`)}</Badge>
          <Text size="sm" weight={600}>
            {t('to')}: <span data-testid="outbox-to">{message.to}</span>
          </Text>
        </Group>
        <Text size="xs" dimmed>
          <time dateTime={message.created_at}>
            {formatDateTime(message.created_at, locale, { timeStyle: 'medium' })}
          </time>{' '}
          · {message.template} · {message.language}
        </Text>
      </Group>
      {message.subject ? (
        <Text size="sm" className="outbox-message__line">
          {t('subject')}: {message.subject}
        </Text>
      ) : null}
      <Text size="sm" className="outbox-message__line outbox-message__body" data-testid="outbox-body">
        {message.body}
      </Text>
    </li>
  );
}

/** Development only: the messages the server would have sent, newest first, with a filter by recipient. */
export function OutboxPage({ view }: { view: OutboxView }) {
  const { t, locale } = useTranslation('devOutbox');
  const { lang } = useRootData();
  return (
    <FormCard title={t('title')} intro={t('subtitle')}>
      <Form method="get" aria-label={t('title')}>
        <Group align="end" gap="sm">
          <TextInput
            name="to"
            defaultValue={view.to}
            label={t('filter')}
            description={t('filter_hint')}
            className="outbox-filter"
          />
          <Button type="submit">{t('show')}</Button>
          <LinkButton
            to={outboxSearch.href(href('/:lang/dev/outbox', { lang }), { to: view.to })}
            variant="default"
            reloadDocument
          >
            {t('refresh')}
          </LinkButton>
        </Group>
      </Form>
      {view.available === false ? (
        <Alert tone="gray" role="note">
          {t('off')}
        </Alert>
      ) : null}
      {view.available === 'unreachable' ? <Alert tone="red">{t('unreachable')}</Alert> : null}
      {view.available === true && view.messages.length === 0 ? <Text dimmed>{t('empty')}</Text> : null}
      {view.messages.length > 0 ? (
        <ul className="outbox-list">
          {view.messages.map((message) => (
            <Message key={message.id} message={message} locale={locale} />
          ))}
        </ul>
      ) : null}
    </FormCard>
  );
}
