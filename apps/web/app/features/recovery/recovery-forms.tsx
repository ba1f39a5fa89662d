import type { ReactNode } from 'react';
import { Form, href, useNavigation } from 'react-router';
import { FormCard } from '../../components/form/form-card.tsx';
import { CodeEntry } from '../../components/form/code-entry.tsx';
import { useContractForm, type FormAnswer } from '../../components/form/use-contract-form.ts';
import { anchorClass, Stack } from '../../components/ui/layout.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TextInput } from '../../components/ui/input.tsx';
import { PasswordInput } from '../../components/ui/password-input.tsx';
import { useTranslation } from '../../lib/i18n.tsx';
import { AppLink } from '../../components/app-link.tsx';

const link = anchorClass({ size: 'sm', underline: true });

function Frame(props: { title: string; intro: string; message: string | null; children: ReactNode }) {
  return <FormCard {...props} introTestId="recovery-intro" />;
}

/** `/recover`: the phone or e-mail of the account. */
export function RecoveryStartForm({ lang, answer }: { lang: string; answer: FormAnswer | null }) {
  const { t } = useTranslation('recovery');
  const submitting = useNavigation().state === 'submitting';
  const form = useContractForm({ schema: (contract) => contract.recoveryRequestSchema, answer });
  return (
    <Frame title={t('start.title')} intro={t('start.subtitle')} message={form.message}>
      <Form method="post" {...form.formProps} aria-label={t('start.title')}>
        <Stack gap="md">
          <TextInput
            {...form.field('username')}
            label={t('start.username')}
            description={t('start.username_hint')}
            autoComplete="username"
            inputMode="email"
            required
          />
          <Button type="submit" size="md" loading={submitting} fullWidth>
            {t('start.submit')}
          </Button>
        </Stack>
      </Form>
      <AppLink prefetch="none" to={href('/:lang/login', { lang })} className={link}>
        {t('start.back')}
      </AppLink>
    </Frame>
  );
}

/** `/recover/code`: the code, a new one when nothing came, or another phone or e-mail. */
export function RecoveryCodeForm(props: {
  lang: string;
  destination: string;
  resendIn: number;
  undelivered: boolean;
  answer: FormAnswer | null;
}) {
  const { t } = useTranslation('recovery');
  return (
    <CodeEntry
      words={{
        title: t('code.title'),
        sent: t('code.sent', { destination: props.destination }),
        code: t('code.code'),
        submit: t('code.submit'),
        resend: t('code.resend'),
        resendIn: (time) => t('code.resend_in', { time }),
        resendReady: t('code.resend_ready'),
        undelivered: t('code.undelivered', { destination: props.destination }),
        back: { to: href('/:lang/recover', { lang: props.lang }), label: t('code.other') },
      }}
      resendIn={props.resendIn}
      undelivered={props.undelivered}
      answer={props.answer}
      introTestId="recovery-intro"
    />
  );
}

/** `/recover/password`: the new password (the length here, the list of common passwords at the API). */
export function NewPasswordForm({ lang, answer }: { lang: string; answer: FormAnswer | null }) {
  const { t } = useTranslation('recovery');
  const submitting = useNavigation().state === 'submitting';
  const form = useContractForm({ schema: (contract) => contract.newPasswordFormSchema, answer });
  return (
    <Frame title={t('password.title')} intro={t('password.subtitle')} message={form.message}>
      <Form method="post" {...form.formProps} aria-label={t('password.title')}>
        <Stack gap="md">
          <PasswordInput
            {...form.field('password')}
            label={t('password.password')}
            description={t('password.password_hint')}
            autoComplete="new-password"
            required
            visibilityToggleButtonProps={{ 'aria-label': t('password.toggle_password') }}
          />
          <Button type="submit" size="md" loading={submitting} fullWidth>
            {t('password.submit')}
          </Button>
        </Stack>
      </Form>
      <AppLink prefetch="none" to={href('/:lang/recover', { lang })} className={link}>
        {t('password.restart')}
      </AppLink>
    </Frame>
  );
}
