import { Alert, Anchor, Button, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Form, href, Link, useNavigation } from 'react-router';
import { useContractForm, type FormAnswer } from '../../components/form/use-contract-form.ts';
import { useTranslation } from '../../lib/i18n.tsx';

export interface SignInFormProps {
  lang: string;
  redirect: string | null;
  /** What the action answered to the last refused attempt. */
  answer: FormAnswer | null;
  supportEmail: string;
}

/** Phone or e-mail plus password. Checked in the browser with the same schema the server and API use. */
export function SignInForm({ lang, redirect, answer, supportEmail }: SignInFormProps) {
  const { t } = useTranslation('auth');
  const navigation = useNavigation();
  const submitting = navigation.state === 'submitting';
  const form = useContractForm({ schema: (contract) => contract.signInFormSchema, answer });

  return (
    <Paper withBorder shadow="sm" p="xl" radius="md">
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            {t('title')}
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            {t('subtitle')}
          </Text>
        </div>
        {form.message ? (
          <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert" data-testid="sign-in-error">
            {form.message}
          </Alert>
        ) : null}
        <Form method="post" {...form.formProps} aria-label={t('title')}>
          <Stack gap="md">
            {redirect ? <input type="hidden" name="redirect" value={redirect} /> : null}
            <TextInput
              {...form.field('username')}
              label={t('username')}
              description={t('username_hint')}
              autoComplete="username"
              inputMode="email"
              required
            />
            <PasswordInput
              {...form.field('password')}
              label={t('password')}
              autoComplete="current-password"
              required
              visibilityToggleButtonProps={{ 'aria-label': t('toggle_password') }}
            />
            <Anchor component={Link} to={href('/:lang/recover', { lang })} size="sm" underline="always">
              {t('forgot_password')}
            </Anchor>
            <Button type="submit" size="md" loading={submitting} fullWidth>
              {t('submit')}
            </Button>
          </Stack>
        </Form>
        <Text size="sm">
          {t('no_account')}{' '}
          <Anchor
            component={Link}
            to={
              redirect
                ? `${href('/:lang/register', { lang })}?redirect=${encodeURIComponent(redirect)}`
                : href('/:lang/register', { lang })
            }
            underline="always"
          >
            {t('register')}
          </Anchor>
        </Text>
        <Text size="sm" c="dimmed">
          {t('help')}{' '}
          <Anchor href={`mailto:${supportEmail}`} size="sm" underline="always">
            {supportEmail}
          </Anchor>
        </Text>
      </Stack>
    </Paper>
  );
}
