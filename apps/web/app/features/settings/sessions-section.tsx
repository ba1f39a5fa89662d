import { Button } from '@mantine/core';
import { IconDeviceDesktop, IconDeviceMobile, IconDeviceTablet, IconDevices, IconLogout } from '@tabler/icons-react';
import { Form, useNavigation } from 'react-router';
import type { FormAnswer } from '../../components/form/use-contract-form.ts';
import { Badge, IconBadge, Stack, Text } from '../../components/ui/layout.tsx';
import { useTranslation } from '../../lib/i18n.tsx';
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
    <li className="settings__session" data-testid="session">
      <IconBadge size={36} light round>
        <Icon size={20} aria-hidden />
      </IconBadge>
      <Stack gap={2} className="settings__session-text">
        <Text weight={600} id={titleId}>
          {what}{' '}
          {session.current ? (
            <Badge tone="blue" data-testid="session-current">
              {t('sessions.current')}
            </Badge>
          ) : null}
        </Text>
        <Text size="sm" dimmed>
          {t('sessions.last_seen', { time: session.lastSeen })}
        </Text>
        <Text size="xs" dimmed>
          {t('sessions.signed_in', { time: session.signedIn })}
        </Text>
      </Stack>
      {session.current ? null : (
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
      )}
    </li>
  );
}

/** The active sessions (`intent=end-session` signs one out); the current one first marked as this device. */
export function SessionsSection({ sessions, answer }: { sessions: SessionView[] | null; answer: FormAnswer | null }) {
  const { t } = useTranslation('settings');
  return (
    <SettingsSection id="sessions" title={t('sessions.title')} intro={t('sessions.intro')}>
      <FormMessage message={answer?.message ?? null} />
      {sessions === null ? (
        <Text size="sm" dimmed data-testid="sessions-unavailable">
          {t('sessions.unavailable')}
        </Text>
      ) : (
        <ul className="settings__sessions">
          {sessions.map((session) => (
            <SessionItem key={session.id} session={session} />
          ))}
        </ul>
      )}
      {sessions?.length === 1 && sessions[0]?.current ? (
        <Text size="sm" dimmed data-testid="sessions-only-this">
          {t('sessions.only_this')}
        </Text>
      ) : null}
    </SettingsSection>
  );
}
