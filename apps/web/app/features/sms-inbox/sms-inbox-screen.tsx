import { IconDeviceMobileOff, IconMessage2 } from '@tabler/icons-react';
import { isMarketplace } from '@yolla/contract/sms-codes';
import { langToLocale, type UrlLang } from '@yolla/i18n';
import { useState } from 'react';
import { href } from 'react-router';
import { AppLink } from '../../components/app-link.tsx';
import { FormMessage } from '../../components/form/form-message.tsx';
import { anchorClass, Card, IconBadge, Stack, Text, Title } from '../../components/ui/layout.tsx';
import { useAnnouncer } from '../../lib/announcer.tsx';
import { useTranslation } from '../../lib/i18n.tsx';
import { CopyText } from './copy-text.tsx';
import { SmsMessageList } from './sms-message-list.tsx';
import type { SmsInboxPage } from './sms-inbox-view.ts';
import { useLiveMessages } from './use-live-messages.ts';

/**
 * A marketplace's SMS inbox: the customer's Turkish number to give the marketplace, how to use it, and the codes that
 * arrive on it, live. Without JavaScript the page is the same, with a link that loads it again for new messages.
 */
export function SmsInboxScreen({ lang, page }: { lang: UrlLang; page: SmsInboxPage }) {
  const { t } = useTranslation('smsInbox');
  const { announce, region } = useAnnouncer('sms-status');
  const marketplace = isMarketplace(page.marketplace) ? t(`names.${page.marketplace}`) : page.marketplace;
  const self = href('/:lang/cabinet/trendyol-sms', { lang });
  const newest = page.ok ? (page.messages[0]?.id ?? '0') : '0';
  // Where the stream starts is fixed when the page is first shown: later data (polling) must not reconnect it.
  const [eventsUrl] = useState(() =>
    page.ok && page.number ? `${href('/:lang/cabinet/trendyol-sms/events', { lang })}?after=${newest}` : null,
  );
  const messages = useLiveMessages(page.ok ? page.messages : [], {
    eventsUrl,
    locale: langToLocale(lang),
    timeZone: page.ok ? page.timeZone : 'UTC',
    onNew: (message) => announce(t('new_message', { sender: message.sender })),
  });

  const header = (
    <div>
      <Title order={1} look={2}>
        {t('title', { marketplace })}
      </Title>
      <Text dimmed className="sms-inbox__intro">
        {t('intro', { marketplace })}
      </Text>
    </div>
  );
  if (!page.ok) {
    return (
      <Stack gap="lg" className="sms-inbox">
        {header}
        <FormMessage message={page.message} testId="sms-inbox-unavailable" />
      </Stack>
    );
  }
  if (!page.number) {
    return (
      <Stack gap="lg" className="sms-inbox">
        {header}
        <Card className="sms-inbox__empty" data-testid="sms-pool-empty">
          <Stack gap="sm" className="sms-inbox__empty-inner">
            <IconBadge size={48} round light>
              <IconDeviceMobileOff size={26} aria-hidden />
            </IconBadge>
            <Title order={2} look={4}>
              {t('pool_empty.title')}
            </Title>
            <Text dimmed>{t('pool_empty.text')}</Text>
          </Stack>
        </Card>
      </Stack>
    );
  }

  return (
    <Stack gap="lg" className="sms-inbox">
      {header}
      <Card className="sms-inbox__number-card">
        <Title order={2} look={6} className="sms-inbox__number-label">
          {t('number_label', { marketplace })}
        </Title>
        <div className="sms-inbox__number-line">
          <span id="sms-number" className="sms-inbox__number" data-testid="sms-number">
            {page.number.shown}
          </span>
          <CopyText
            text={page.number.e164}
            sourceId="sms-number"
            label={t('copy_number')}
            copiedLabel={t('number_copied')}
            failed={t('copy_failed')}
            announce={announce}
            testId="copy-number"
          />
        </div>
        <Title order={3} look={5} className="sms-inbox__steps-title">
          {t('steps.title')}
        </Title>
        <ol className="sms-inbox__steps">
          <li>{t('steps.one', { marketplace })}</li>
          <li>{t('steps.two')}</li>
          <li>{t('steps.three', { marketplace })}</li>
        </ol>
      </Card>

      <section aria-labelledby="sms-messages-title" className="sms-inbox__inbox">
        <div className="sms-inbox__inbox-head">
          <Title order={2} look={4} id="sms-messages-title">
            {t('messages_title')}
          </Title>
          <AppLink to={self} className={anchorClass({ size: 'sm', underline: true })} data-testid="sms-reload">
            {t('reload')}
          </AppLink>
        </div>
        <Text size="sm" dimmed className="sms-inbox__live">
          {t('live')}
        </Text>
        {messages.length === 0 ? (
          <Card className="sms-inbox__empty" data-testid="sms-no-messages">
            <Stack gap="sm" className="sms-inbox__empty-inner">
              <IconBadge size={40} round light>
                <IconMessage2 size={22} aria-hidden />
              </IconBadge>
              <Text dimmed>{t('empty')}</Text>
            </Stack>
          </Card>
        ) : (
          <SmsMessageList messages={messages} announce={announce} />
        )}
      </section>
      {region}
    </Stack>
  );
}
