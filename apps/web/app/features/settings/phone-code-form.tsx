import { Button, TextInput } from '@mantine/core';
import type { UrlLang } from '@yolla/i18n';
import { Form, href, Link, useNavigation } from 'react-router';
import { FormCard } from '../../components/form/form-card.tsx';
import { ResendCode } from '../../components/form/resend-code.tsx';
import { useContractForm, type FormAnswer } from '../../components/form/use-contract-form.ts';
import { anchorClass, Stack } from '../../components/ui/layout.tsx';
import { useTranslation } from '../../lib/i18n.tsx';

/** `/cabinet/settings/phone`: the code sent to the new number, a new code when none came, or another number. */
export function PhoneCodeForm(props: {
  lang: UrlLang;
  destination: string;
  resendIn: number;
  answer: FormAnswer | null;
}) {
  const { t } = useTranslation('settings');
  const submitting = useNavigation().state === 'submitting';
  const form = useContractForm({ schema: (contract) => contract.codeFormSchema, answer: props.answer });
  return (
    <div className="settings">
      <FormCard
        title={t('phone_code.title')}
        intro={t('phone_code.sent', { destination: props.destination })}
        introTestId="code-sent"
        message={form.message}
      >
        <Form method="post" {...form.formProps} aria-label={t('phone_code.title')}>
          <Stack gap="md">
            <TextInput
              {...form.field('code')}
              label={t('phone_code.code')}
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={7}
              size="lg"
              required
            />
            <Button type="submit" size="md" loading={submitting} fullWidth>
              {t('phone_code.submit')}
            </Button>
          </Stack>
        </Form>
        <ResendCode
          resendIn={props.resendIn}
          label={t('phone_code.resend')}
          waiting={(time) => t('phone_code.resend_in', { time })}
          ready={t('phone_code.resend_ready')}
        />
        <Link
          to={href('/:lang/cabinet/settings', { lang: props.lang })}
          className={anchorClass({ size: 'sm', underline: true })}
        >
          {t('phone_code.other')}
        </Link>
      </FormCard>
    </div>
  );
}
