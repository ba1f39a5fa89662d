import { IconDeviceMobile } from '@tabler/icons-react';
import type { UrlLang } from '@yolla/i18n';
import { useState } from 'react';
import { href } from 'react-router';
import { FormMessage } from '../../components/form/form-message.tsx';
import type { FormAnswer } from '../../components/form/use-contract-form.ts';
import { RemoveConfirmList } from '../../components/remove-confirm-list.tsx';
import { useTranslation } from '../../lib/i18n.tsx';
import { DeviceItem, DeviceList } from './device-item.tsx';
import type { PushDevicesView } from './push-devices.server.ts';
import { SettingsSection } from './settings-section.tsx';
import { settingsSearch } from './settings-search.ts';
import { SubscribePushButton } from './subscribe-push-button.tsx';

/**
 * The devices receiving push notifications, each removable with a confirm step (plain forms: no JavaScript needed),
 * and subscribing this one. Not shown at all while push is not offered (no VAPID keys on the server).
 */
export function PushSection(props: {
  lang: UrlLang;
  push: PushDevicesView | null;
  removing: string | null;
  answer: FormAnswer | null;
}) {
  const { t } = useTranslation('settings');
  const [problem, setProblem] = useState<string | null>(null);
  if (props.push && !props.push.publicKey) return null;
  const base = href('/:lang/cabinet/settings', { lang: props.lang });
  return (
    <SettingsSection id="push" title={t('push.title')} intro={t('push.intro')}>
      <FormMessage message={problem ?? props.answer?.message} />
      <DeviceList
        items={props.push?.devices ?? null}
        unavailable={{ text: t('push.unavailable'), testId: 'push-unavailable' }}
        empty={{ text: t('push.empty'), testId: 'push-empty' }}
      >
        {(devices) => (
          <RemoveConfirmList
            className="settings__sessions"
            items={devices}
            idOf={(device) => device.id}
            labelPrefix="push-device"
            confirming={props.removing}
            linkTo={(id) => settingsSearch.href(base, { 'remove-push-device': id }, 'push')}
            intent="remove-push-device"
            idField="device"
            question={() => t('push.confirm_text')}
            words={{ remove: t('push.remove'), confirm: t('push.confirm_remove'), keep: t('push.keep') }}
            row={(device, { labelId, removal }) => (
              <DeviceItem
                testId="push-device"
                icon={<IconDeviceMobile size={20} aria-hidden />}
                titleId={labelId}
                title={device.label}
                recent={t('push.added', { time: device.added })}
                action={removal}
              />
            )}
          />
        )}
      </DeviceList>
      {props.push?.publicKey ? (
        <div>
          <SubscribePushButton publicKey={props.push.publicKey} onProblem={setProblem} />
        </div>
      ) : null}
    </SettingsSection>
  );
}
