import { IconDeviceDesktop, IconDeviceMobile, IconDeviceTablet, IconDevices, IconLogout } from '@tabler/icons-react';
import { Form, useNavigation } from 'react-router';
import type { FormAnswer } from '../../components/form/use-contract-form.ts';
import { Badge, Text } from '../../components/ui/layout.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useTranslation } from '../../lib/i18n.tsx';
import { DeviceItem, DeviceList } from './device-item.tsx';
import type { SessionView } from './settings.server.ts';
import { FormMessage, SettingsSection } from './settings-section.tsx';

const ICONS = {
  desktop: IconDeviceDesktop,
  phone: IconDeviceMobile,
  tablet: IconDeviceTablet,
  unknown: IconDevices,
} as const;

/** One session: device, browser and system, when it signed in and was last used; others can be signed out. */
function SessionItem({ session }: { session: SessionView }) {
  const { t } = useTranslation('settings');
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('session') === session.id;
  const Icon = ICONS[session.device];
  const what =
    session.browser && session.os
      ? t('sessions.browser_on_os', { browser: session.browser, os: session.os })
      : (session.browser ?? session.os ?? t(`sessions.device.${session.device}`));
  const titleId = `session-${session.id}`;
  return (
    <DeviceItem
      testId="session"
      icon={<Icon size={20} aria-hidden />}
      titleId={titleId}
      title={
        <>
          {what}{' '}
          {session.current ? (
            <Badge tone="blue" data-testid="session-current">
              {t('sessions.current')}
            </Badge>
          ) : null}
        </>
      }
      recent={t('sessions.last_seen', { time: session.lastSeen })}
      since={t('sessions.signed_in', { time: session.signedIn })}
      action={
        session.current ? null : (
          <Form method="post" className="settings__session-action">
            <input type="hidden" name="intent" value="end-session" />
            <input type="hidden" name="session" value={session.id} />
            <Button
              type="submit"
              variant="light"
              color="red"
              size="xs"
              leftSection={<IconLogout size={14} aria-hidden />}
              loading={busy}
              aria-describedby={titleId}
            >
              {t('sessions.sign_out')}
            </Button>
          </Form>
        )
      }
    />
  );
}

/** The active sessions (`intent=end-session` signs one out); the current one first marked as this device. */
export function SessionsSection({ sessions, answer }: { sessions: SessionView[] | null; answer: FormAnswer | null }) {
  const { t } = useTranslation('settings');
  return (
    <SettingsSection id="sessions" title={t('sessions.title')} intro={t('sessions.intro')}>
      <FormMessage message={answer?.message ?? null} />
      <DeviceList items={sessions} unavailable={{ text: t('sessions.unavailable'), testId: 'sessions-unavailable' }}>
        {(session) => <SessionItem key={session.id} session={session} />}
      </DeviceList>
      {sessions?.length === 1 && sessions[0]?.current ? (
        <Text size="sm" dimmed data-testid="sessions-only-this">
          {t('sessions.only_this')}
        </Text>
      ) : null}
    </SettingsSection>
  );
}
