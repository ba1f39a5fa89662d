import { Alert, Anchor, Button, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { signInFormSchema } from '@yolla/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import { fieldErrors, namespaced } from '../../lib/form-errors.ts';

export interface SignInFormProps {
  redirect: string | null;
  /** What the server answered to the last attempt. */
  result: { message: string | null; fields: Record<string, string> } | null;
  supportEmail: string;
}

/** Phone or e-mail plus password. Checked in the browser with the same schema the server and API use. */
export function SignInForm({ redirect, result, supportEmail }: SignInFormProps) {
  const { t } = useTranslation('auth');
  const { t: tv } = useTranslation();
  const navigation = useNavigation();
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  const submitting = navigation.state === 'submitting';
  const errors = { ...(result?.fields ?? {}), ...clientErrors };

  const validate = (event: FormEvent<HTMLFormElement>) => {
    const form = new FormData(event.currentTarget);
    const parsed = signInFormSchema.safeParse({
      username: form.get('username') ?? '',
      password: form.get('password') ?? '',
    });
    if (parsed.success) {
      setClientErrors({});
      return;
    }
    event.preventDefault();
    setClientErrors(fieldErrors(parsed.error, (key, params) => tv(namespaced(key), params)));
  };

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
        {result?.message ? (
          <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert" data-testid="sign-in-error">
            {result.message}
          </Alert>
        ) : null}
        <Form method="post" onSubmit={validate} noValidate aria-label={t('title')}>
          <Stack gap="md">
            {redirect ? <input type="hidden" name="redirect" value={redirect} /> : null}
            <TextInput
              name="username"
              label={t('username')}
              description={t('username_hint')}
              autoComplete="username"
              inputMode="email"
              required
              error={errors.username}
              onChange={() => setClientErrors(({ username: _drop, ...rest }) => rest)}
            />
            <PasswordInput
              name="password"
              label={t('password')}
              autoComplete="current-password"
              required
              visibilityToggleButtonProps={{ 'aria-label': t('toggle_password') }}
              error={errors.password}
              onChange={() => setClientErrors(({ password: _drop, ...rest }) => rest)}
            />
            <Button type="submit" size="md" loading={submitting} fullWidth>
              {t('submit')}
            </Button>
          </Stack>
        </Form>
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
