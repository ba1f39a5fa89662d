import { IconAlertTriangle } from '@tabler/icons-react';
import type { UrlLang } from '@yolla/i18n';
import { FormMessage } from '../../components/form/form-message.tsx';
import { answerFor, type IntentAnswer } from '../../components/form/intent.tsx';
import { Alert, Stack, Title } from '../../components/ui/layout.tsx';
import { useTranslation } from '../../lib/i18n.tsx';
import { DeletionSection } from './deletion-section.tsx';
import { NotificationsSection } from './notifications-section.tsx';
import { PasskeysSection } from './passkeys-section.tsx';
import { PasswordSection } from './password-section.tsx';
import { PhoneSection } from './phone-section.tsx';
import { PictureSection } from './picture-section.tsx';
import { PushSection } from './push-section.tsx';
import { ProfileSection } from './profile-section.tsx';
import { SessionsSection } from './sessions-section.tsx';
import type { SettingsData, SettingsIntent } from './settings.server.ts';

/** What the page's action answered: a refused form, marked with its intent. */
export type SettingsAnswer = IntentAnswer<SettingsIntent>;

/** `/{lang}/cabinet/settings`: the customer's profile, security, sessions, notifications and account, in sections. */
export function SettingsPage({
  data,
  answer,
}: {
  data: SettingsData & { lang: UrlLang };
  answer: SettingsAnswer | null;
}) {
  const { t } = useTranslation('settings');
  return (
    <Stack gap="lg" className="settings">
      <Title order={1} look={2}>
        {t('title')}
      </Title>
      {data.problem ? (
        <Alert tone="red" icon={<IconAlertTriangle size={20} aria-hidden />} title={t('problem')}>
          {data.problem}
        </Alert>
      ) : null}
      {answer && answer.intent === null ? <FormMessage message={answer.message} /> : null}
      {data.profile ? (
        <>
          <ProfileSection
            profile={data.profile}
            today={data.today}
            returning={data.returning}
            answer={answerFor(answer, 'profile')}
          />
          <PictureSection
            profile={data.profile}
            limitBytes={data.uploadLimitBytes}
            answer={answerFor(answer, 'picture', 'remove-picture')}
          />
          <PhoneSection profile={data.profile} example={data.phoneExample} answer={answerFor(answer, 'phone-code')} />
        </>
      ) : null}
      <PasswordSection answer={answerFor(answer, 'password')} />
      <SessionsSection
        lang={data.lang}
        sessions={data.sessions}
        ending={data.endingSession}
        answer={answerFor(answer, 'end-session')}
      />
      <PasskeysSection
        lang={data.lang}
        passkeys={data.passkeys}
        removing={data.removingPasskey}
        answer={answerFor(answer, 'add-passkey', 'remove-passkey')}
      />
      <NotificationsSection
        choices={data.notifications}
        pushOffered={Boolean(data.push?.publicKey)}
        answer={answerFor(answer, 'notifications')}
      />
      <PushSection
        lang={data.lang}
        push={data.push}
        removing={data.removingPushDevice}
        answer={answerFor(answer, 'add-push-device', 'remove-push-device')}
      />
      <DeletionSection answer={answerFor(answer, 'delete-account')} />
    </Stack>
  );
}
