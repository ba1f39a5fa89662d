import { IconDeviceDesktop, IconDeviceMobile, IconDeviceTablet, IconDevices, IconLogout } from '@tabler/icons-react';
import type { UrlLang } from '@yolla/i18n';
import { href } from 'react-router';
import { FormMessage } from '../../components/form/form-message.tsx';
import type { FormAnswer } from '../../components/form/use-contract-form.ts';
import { RemoveConfirmList } from '../../components/remove-confirm-list.tsx';
import { Badge, Text } from '../../components/ui/layout.tsx';
import { useTranslation } from '../../lib/i18n.tsx';
import { DeviceItem, DeviceList } from './device-item.tsx';
import type { SessionView } from './settings.server.ts';
import { SettingsSection } from './settings-section.tsx';
import { settingsSearch } from './settings-search.ts';

const ICONS = {
  desktop: IconDeviceDesktop,
  phone: IconDeviceMobile,
  tablet: IconDeviceTablet,
  unknown: IconDevices,
} as const;

/**
 * The active sessions: device, browser and system, when each signed in and was last used; the current one marked
 * as this device, any other signed out after a confirm step (`?end-session={id}`, then `intent=end-session`).
 */
export function SessionsSection(props: {
  lang: UrlLang;
  sessions: SessionView[] | null;
  ending: string | null;
  answer: FormAnswer | null;
}) {
  const { t } = useTranslation('settings');
  const { sessions } = props;
  const base = href('/:lang/cabinet/settings', { lang: props.lang });
  return (
    <SettingsSection id="sessions" title={t('sessions.title')} intro={t('sessions.intro')}>
      <FormMessage message={props.answer?.message} />
      <DeviceList items={sessions} unavailable={{ text: t('sessions.unavailable'), testId: 'sessions-unavailable' }}>
        {(items) => (
          <RemoveConfirmList
            className="settings__sessions"
            items={items}
            idOf={(session) => session.id}
            labelPrefix="session"
            confirming={props.ending}
            linkTo={(id) => settingsSearch.href(base, { 'end-session': id }, 'sessions')}
            intent="end-session"
            idField="session"
            question={() => t('sessions.confirm_text')}
            words={{ remove: t('sessions.sign_out'), confirm: t('sessions.confirm'), keep: t('sessions.keep') }}
            icon={<IconLogout size={14} aria-hidden />}
            row={(session, { labelId, removal }) => {
              const Icon = ICONS[session.device];
              const what =
                session.browser && session.os
                  ? t('sessions.browser_on_os', { browser: session.browser, os: session.os })
                  : (session.browser ?? session.os ?? t(`sessions.device.${session.device}`));
              return (
                <DeviceItem
                  testId="session"
                  icon={<Icon size={20} aria-hidden />}
                  titleId={labelId}
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
                  action={session.current ? null : removal}
                />
              );
            }}
          />
        )}
      </DeviceList>
      {sessions?.length === 1 && sessions[0]?.current ? (
        <Text size="sm" dimmed data-testid="sessions-only-this">
          {t('sessions.only_this')}
        </Text>
      ) : null}
    </SettingsSection>
  );
}
