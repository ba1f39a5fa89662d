import { useTranslation } from '../../lib/i18n.tsx';
import { Card, Text } from '../../components/ui/layout.tsx';
import { CopyText } from './copy-text.tsx';
import type { SmsMessageView } from './sms-inbox-view.ts';

/** The messages, newest first: each with its sender, its time, its text and (when it has one) its code to copy. */
export function SmsMessageList({
  messages,
  announce,
}: {
  messages: SmsMessageView[];
  announce: (message: string) => void;
}) {
  const { t } = useTranslation('smsInbox');
  return (
    <ol className="sms-inbox__messages" data-testid="sms-messages">
      {messages.map((message) => {
        const codeId = `sms-code-${message.id}`;
        return (
          <li key={message.id} data-testid="sms-message" data-id={message.id}>
            <Card padding="md" className="sms-inbox__message">
              <div className="sms-inbox__message-head">
                <Text as="span" size="sm" weight={600}>
                  {t('from', { sender: message.sender })}
                </Text>
                <Text as="span" size="sm" dimmed>
                  <time dateTime={message.iso}>{message.at}</time>
                </Text>
              </div>
              {message.code ? (
                <div className="sms-inbox__code-line">
                  <Text as="span" size="sm" dimmed>
                    {t('code')}
                  </Text>
                  <span id={codeId} className="sms-inbox__code" data-testid="sms-code">
                    {message.code}
                  </span>
                  <CopyText
                    text={message.code}
                    sourceId={codeId}
                    label={t('copy_code', { code: message.code })}
                    copiedLabel={t('code_copied', { code: message.code })}
                    failed={t('copy_failed')}
                    announce={announce}
                    testId="copy-code"
                  />
                </div>
              ) : null}
              <Text className="sms-inbox__text">{message.text}</Text>
            </Card>
          </li>
        );
      })}
    </ol>
  );
}
