import type { NotificationPreferences } from '@yolla/contract';
import { Form } from 'react-router';
import { FormMessage } from '../../components/form/form-message.tsx';
import { IntentField, useIntentPending } from '../../components/form/intent.tsx';
import type { FormAnswer } from '../../components/form/use-contract-form.ts';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { Group, Text } from '../../components/ui/layout.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useTranslation } from '../../lib/i18n.tsx';
import { SettingsSection } from './settings-section.tsx';

/** The contract's channels and events, repeated here so the page does not load the contract to render. */
const CHANNELS = ['sms', 'email', 'push'] as const;
const EVENTS = [
  'parcel_arrived',
  'ready_for_pickup',
  'payment_due',
  'parcel_held',
  'parcel_returned',
  'buy_for_me_update',
] as const;

/**
 * Which events the customer hears about, per channel (`intent=notifications`): a table of checkboxes. The push
 * column ("This device") only while push is offered; the hidden `push=shown` says its unticked boxes are off.
 */
export function NotificationsSection(props: {
  choices: NotificationPreferences | null;
  pushOffered: boolean;
  answer: FormAnswer | null;
}) {
  const { t } = useTranslation('settings');
  const busy = useIntentPending('notifications');
  const { choices } = props;
  const channels = CHANNELS.filter((channel) => channel !== 'push' || props.pushOffered);
  return (
    <SettingsSection id="notifications" title={t('notifications.title')} intro={t('notifications.intro')}>
      <FormMessage message={props.answer?.message ?? null} />
      {choices === null ? (
        <Text size="sm" dimmed data-testid="notifications-unavailable">
          {t('notifications.unavailable')}
        </Text>
      ) : (
        <Form method="post" aria-label={t('notifications.title')}>
          <IntentField intent="notifications" />
          {props.pushOffered ? <input type="hidden" name="push" value="shown" /> : null}
          <table className="settings__choices">
            <thead>
              <tr>
                <th scope="col">{t('notifications.event')}</th>
                {channels.map((channel) => (
                  <th scope="col" key={channel}>
                    {t(`notifications.channel.${channel}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {EVENTS.map((event) => (
                <tr key={event}>
                  <th scope="row">{t(`notifications.events.${event}`)}</th>
                  {channels.map((channel) => (
                    <td key={channel}>
                      <Checkbox
                        name={`${channel}.${event}`}
                        defaultChecked={choices[channel][event]}
                        aria-label={`${t(`notifications.channel.${channel}`)}: ${t(`notifications.events.${event}`)}`}
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          <Group className="settings__actions">
            <Button type="submit" loading={busy}>
              {t('notifications.submit')}
            </Button>
          </Group>
        </Form>
      )}
    </SettingsSection>
  );
}
