import { Button, TextInput } from '@mantine/core';
import { Form, href, Link, useNavigation } from 'react-router';
import { FormCard } from '../../components/form/form-card.tsx';
import { ResendCode } from '../../components/form/resend-code.tsx';
import { useContractForm, type FormAnswer } from '../../components/form/use-contract-form.ts';
import { anchorClass, Stack } from '../../components/ui/layout.tsx';
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
    <FormCard
      title={t('otp.title')}
      intro={t('otp.sent', { destination })}
      introTestId="code-sent"
      message={form.message}
    >
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
      <Link to={href('/:lang/register', { lang })} className={anchorClass({ size: 'sm', underline: true })}>
        {t('otp.change_phone')}
      </Link>
    </FormCard>
  );
}
