import { IconAlertTriangle } from '@tabler/icons-react';
import type { UrlLang } from '@yolla/i18n';
import type { FormAnswer } from '../../components/form/use-contract-form.ts';
import { Alert, Stack, Title } from '../../components/ui/layout.tsx';
import { useTranslation } from '../../lib/i18n.tsx';
import { DeletionSection } from './deletion-section.tsx';
import { NotificationsSection } from './notifications-section.tsx';
import { PasskeysSection } from './passkeys-section.tsx';
import { PasswordSection } from './password-section.tsx';
import { PhoneSection } from './phone-section.tsx';
import { PictureSection } from './picture-section.tsx';
import { ProfileSection } from './profile-section.tsx';
import { SessionsSection } from './sessions-section.tsx';
import type { SettingsData, SettingsIntent } from './settings.server.ts';

/** What the page's action answered: a refused form, marked with its intent. */
export type SettingsAnswer = FormAnswer & { intent: SettingsIntent | null };

/** The answer for one form of the page, or null when the last answer was another form's. */
export function answerFor(answer: SettingsAnswer | null, intent: SettingsIntent): FormAnswer | null {
  return answer && answer.intent === intent ? answer : null;
}

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
      {answer && answer.intent === null && answer.message ? (
        <Alert tone="red" data-testid="form-error">
          {answer.message}
        </Alert>
      ) : null}
      {data.profile ? (
        <>
          <ProfileSection profile={data.profile} today={data.today} answer={answerFor(answer, 'profile')} />
          <PictureSection
            profile={data.profile}
            limitBytes={data.uploadLimitBytes}
            answer={answerFor(answer, 'picture') ?? answerFor(answer, 'remove-picture')}
          />
          <PhoneSection profile={data.profile} example={data.phoneExample} answer={answerFor(answer, 'phone-code')} />
        </>
      ) : null}
      <PasswordSection answer={answerFor(answer, 'password')} />
      <SessionsSection sessions={data.sessions} answer={answerFor(answer, 'end-session')} />
      <PasskeysSection
        lang={data.lang}
        passkeys={data.passkeys}
        removing={data.removingPasskey}
        answer={answerFor(answer, 'add-passkey') ?? answerFor(answer, 'remove-passkey')}
      />
      <NotificationsSection choices={data.notifications} answer={answerFor(answer, 'notifications')} />
      <DeletionSection answer={answerFor(answer, 'delete-account')} />
    </Stack>
  );
}
