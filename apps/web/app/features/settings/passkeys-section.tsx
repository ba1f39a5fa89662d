import { IconKey } from '@tabler/icons-react';
import type { UrlLang } from '@yolla/i18n';
import { useState } from 'react';
import { href } from 'react-router';
import { FormMessage } from '../../components/form/form-message.tsx';
import type { FormAnswer } from '../../components/form/use-contract-form.ts';
import { RemoveConfirmList } from '../../components/remove-confirm-list.tsx';
import { useTranslation } from '../../lib/i18n.tsx';
import { AddPasskeyButton } from './add-passkey-button.tsx';
import { DeviceItem, DeviceList } from './device-item.tsx';
import type { PasskeyView } from './passkeys.server.ts';
import { SettingsSection } from './settings-section.tsx';
import { settingsSearch } from './settings-search.ts';

/** The customer's passkeys: each with its device and times and a removal with a confirm step; adding one. */
export function PasskeysSection(props: {
  lang: UrlLang;
  passkeys: PasskeyView[] | null;
  removing: string | null;
  answer: FormAnswer | null;
}) {
  const { t } = useTranslation('settings');
  const [problem, setProblem] = useState<string | null>(null);
  const base = href('/:lang/cabinet/settings', { lang: props.lang });
  return (
    <SettingsSection id="passkeys" title={t('passkeys.title')} intro={t('passkeys.intro')}>
      <FormMessage message={problem ?? props.answer?.message} />
      <DeviceList
        items={props.passkeys}
        unavailable={{ text: t('passkeys.unavailable'), testId: 'passkeys-unavailable' }}
        empty={{ text: t('passkeys.empty'), testId: 'passkeys-empty' }}
      >
        {(passkeys) => (
          <RemoveConfirmList
            className="settings__sessions"
            items={passkeys}
            idOf={(passkey) => passkey.id}
            labelPrefix="passkey"
            confirming={props.removing}
            linkTo={(id) => settingsSearch.href(base, { 'remove-passkey': id }, 'passkeys')}
            intent="remove-passkey"
            idField="passkey"
            question={() => t('passkeys.confirm_text')}
            words={{ remove: t('passkeys.remove'), confirm: t('passkeys.confirm_remove'), keep: t('passkeys.keep') }}
            row={(passkey, { labelId, removal }) => (
              <DeviceItem
                testId="passkey"
                icon={<IconKey size={20} aria-hidden />}
                titleId={labelId}
                title={passkey.device ? t('passkeys.device', { device: passkey.device }) : t('passkeys.unknown_device')}
                recent={
                  passkey.lastUsed ? t('passkeys.last_used', { time: passkey.lastUsed }) : t('passkeys.never_used')
                }
                since={t('passkeys.added', { time: passkey.added })}
                action={removal}
              />
            )}
          />
        )}
      </DeviceList>
      <div>
        <AddPasskeyButton lang={props.lang} onProblem={setProblem} />
      </div>
    </SettingsSection>
  );
}
