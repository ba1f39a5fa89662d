import { IconKey, IconTrash } from '@tabler/icons-react';
import type { UrlLang } from '@yolla/i18n';
import { useState } from 'react';
import { Form, href, useNavigation } from 'react-router';
import type { FormAnswer } from '../../components/form/use-contract-form.ts';
import { Group, Stack, Text } from '../../components/ui/layout.tsx';
import { Button, LinkButton } from '../../components/ui/button.tsx';
import { useTranslation } from '../../lib/i18n.tsx';
import { AddPasskeyButton } from './add-passkey-button.tsx';
import { DeviceItem, DeviceList } from './device-item.tsx';
import type { PasskeyView } from './passkeys.server.ts';
import { FormMessage, SettingsSection } from './settings-section.tsx';

/** The confirm step of a removal: a link led here (`?remove-passkey={id}`), so it works without JavaScript. */
function RemoveConfirm({ passkey, back, titleId }: { passkey: PasskeyView; back: string; titleId: string }) {
  const { t } = useTranslation('settings');
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('passkey') === passkey.id;
  return (
    <Form method="post" action={back} className="settings__passkey-confirm" data-testid="passkey-confirm">
      <input type="hidden" name="intent" value="remove-passkey" />
      <input type="hidden" name="passkey" value={passkey.id} />
      <Stack gap="xs">
        <Text size="sm">{t('passkeys.confirm_text')}</Text>
        <Group gap="sm">
          <Button type="submit" color="red.9" size="xs" loading={busy} aria-describedby={titleId}>
            {t('passkeys.confirm_remove')}
          </Button>
          <LinkButton to={`${back}#passkeys`} variant="default" size="xs">
            {t('passkeys.keep')}
          </LinkButton>
        </Group>
      </Stack>
    </Form>
  );
}

function PasskeyItem(props: { passkey: PasskeyView; confirming: boolean; back: string }) {
  const { passkey, confirming, back } = props;
  const { t } = useTranslation('settings');
  const titleId = `passkey-${passkey.id}`;
  return (
    <DeviceItem
      testId="passkey"
      icon={<IconKey size={20} aria-hidden />}
      titleId={titleId}
      title={passkey.device ? t('passkeys.device', { device: passkey.device }) : t('passkeys.unknown_device')}
      recent={passkey.lastUsed ? t('passkeys.last_used', { time: passkey.lastUsed }) : t('passkeys.never_used')}
      since={t('passkeys.added', { time: passkey.added })}
      action={
        confirming ? (
          <RemoveConfirm passkey={passkey} back={back} titleId={titleId} />
        ) : (
          <LinkButton
            to={`${back}?remove-passkey=${passkey.id}#passkeys`}
            preventScrollReset
            variant="light"
            color="red"
            size="xs"
            className="settings__session-action"
            leftSection={<IconTrash size={14} aria-hidden />}
            aria-describedby={titleId}
          >
            {t('passkeys.remove')}
          </LinkButton>
        )
      }
    />
  );
}

/** The customer's passkeys: each with its device and times and a removal with a confirm step; adding one. */
export function PasskeysSection(props: {
  lang: UrlLang;
  passkeys: PasskeyView[] | null;
  removing: string | null;
  answer: FormAnswer | null;
}) {
  const { t } = useTranslation('settings');
  const [problem, setProblem] = useState<string | null>(null);
  const back = href('/:lang/cabinet/settings', { lang: props.lang });
  return (
    <SettingsSection id="passkeys" title={t('passkeys.title')} intro={t('passkeys.intro')}>
      <FormMessage message={problem ?? props.answer?.message ?? null} />
      <DeviceList
        items={props.passkeys}
        unavailable={{ text: t('passkeys.unavailable'), testId: 'passkeys-unavailable' }}
        empty={{ text: t('passkeys.empty'), testId: 'passkeys-empty' }}
      >
        {(passkey) => (
          <PasskeyItem key={passkey.id} passkey={passkey} confirming={props.removing === passkey.id} back={back} />
        )}
      </DeviceList>
      <div>
        <AddPasskeyButton lang={props.lang} onProblem={setProblem} />
      </div>
    </SettingsSection>
  );
}
