import { Alert, Anchor, Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Form, href, Link, useNavigation } from 'react-router';
import { ResendCode } from '../../components/form/resend-code.tsx';
import { useContractForm, type FormAnswer } from '../../components/form/use-contract-form.ts';
import { useTranslation } from '../../lib/i18n.tsx';

export interface OtpFormProps {
  lang: string;
  destination: string;
  resendIn: number;
  answer: FormAnswer | null;
}

/** The code from the SMS, and a new code when it did not come (with a countdown while the minute runs). */
export function OtpForm({ lang, destination, resendIn, answer }: OtpFormProps) {
  const { t } = useTranslation('registration');
  const submitting = useNavigation().state === 'submitting';
  const form = useContractForm({ schema: (contract) => contract.codeFormSchema, answer });

  return (
    <Paper withBorder shadow="sm" p="xl" radius="md">
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            {t('otp.title')}
          </Title>
          <Text c="dimmed" size="sm" mt={4} data-testid="code-sent">
            {t('otp.sent', { destination })}
          </Text>
        </div>
        {form.message ? (
          <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert" data-testid="form-error">
            {form.message}
          </Alert>
        ) : null}
        <Form method="post" {...form.formProps} aria-label={t('otp.title')}>
          <Stack gap="md">
            <TextInput
              {...form.field('code')}
              label={t('otp.code')}
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={7}
              size="lg"
              required
            />
            <Button type="submit" size="md" loading={submitting} fullWidth>
              {t('otp.submit')}
            </Button>
          </Stack>
        </Form>
        <ResendCode
          resendIn={resendIn}
          label={t('otp.resend')}
          waiting={(time) => t('otp.resend_in', { time })}
          ready={t('otp.resend_ready')}
        />
        <Anchor component={Link} to={href('/:lang/register', { lang })} size="sm" underline="always">
          {t('otp.change_phone')}
        </Anchor>
      </Stack>
    </Paper>
  );
}
