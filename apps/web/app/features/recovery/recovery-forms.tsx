import { Alert, Anchor, Button, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Form, href, Link, useNavigation } from 'react-router';
import { ResendCode } from '../../components/form/resend-code.tsx';
import { useContractForm, type FormAnswer } from '../../components/form/use-contract-form.ts';
import { useTranslation } from '../../lib/i18n.tsx';

function Frame({
  title,
  intro,
  message,
  children,
}: {
  title: string;
  intro: ReactNode;
  message: string | null;
  children: ReactNode;
}) {
  return (
    <Paper withBorder shadow="sm" p="xl" radius="md">
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            {title}
          </Title>
          <Text c="dimmed" size="sm" mt={4} data-testid="recovery-intro">
            {intro}
          </Text>
        </div>
        {message ? (
          <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert" data-testid="form-error">
            {message}
          </Alert>
        ) : null}
        {children}
      </Stack>
    </Paper>
  );
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
      <Anchor component={Link} to={href('/:lang/login', { lang })} size="sm" underline="always">
        {t('start.back')}
      </Anchor>
    </Frame>
  );
}

/** `/recover/code`: the code, a new one when nothing came, or another phone or e-mail. */
export function RecoveryCodeForm(props: {
  lang: string;
  destination: string;
  resendIn: number;
  answer: FormAnswer | null;
}) {
  const { t } = useTranslation('recovery');
  const submitting = useNavigation().state === 'submitting';
  const form = useContractForm({ schema: (contract) => contract.codeFormSchema, answer: props.answer });
  return (
    <Frame title={t('code.title')} intro={t('code.sent', { destination: props.destination })} message={form.message}>
      <Form method="post" {...form.formProps} aria-label={t('code.title')}>
        <Stack gap="md">
          <TextInput
            {...form.field('code')}
            label={t('code.code')}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={7}
            size="lg"
            required
          />
          <Button type="submit" size="md" loading={submitting} fullWidth>
            {t('code.submit')}
          </Button>
        </Stack>
      </Form>
      <ResendCode
        resendIn={props.resendIn}
        label={t('code.resend')}
        waiting={(time) => t('code.resend_in', { time })}
        ready={t('code.resend_ready')}
      />
      <Anchor component={Link} to={href('/:lang/recover', { lang: props.lang })} size="sm" underline="always">
        {t('code.other')}
      </Anchor>
    </Frame>
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
      <Anchor component={Link} to={href('/:lang/recover', { lang })} size="sm" underline="always">
        {t('password.restart')}
      </Anchor>
    </Frame>
  );
}
