import type { Country } from '@yolla/contract/countries';
import { Form, href, useNavigation } from 'react-router';
import { TermsCheckbox } from '../../components/consent/terms-checkbox.tsx';
import { FormCard } from '../../components/form/form-card.tsx';
import { useContractForm, type FormAnswer } from '../../components/form/use-contract-form.ts';
import { anchorClass, Grid, Stack, Text } from '../../components/ui/layout.tsx';
import { Button, LinkButton } from '../../components/ui/button.tsx';
import { TextInput } from '../../components/ui/input.tsx';
import { PasswordInput } from '../../components/ui/password-input.tsx';
import { useTranslation } from '../../lib/i18n.tsx';
import { AppLink } from '../../components/app-link.tsx';

export interface RegisterFormProps {
  lang: string;
  country: Country;
  phoneExample: string;
  redirect: string;
  answer: FormAnswer | null;
}

/** Name, surname, phone, e-mail, password, customer ID and the terms; checked with the country's schema both sides. */
export function RegisterForm({ lang, country, phoneExample, redirect, answer }: RegisterFormProps) {
  const { t } = useTranslation('registration');
  const submitting = useNavigation().state === 'submitting';
  const form = useContractForm({ schema: (contract) => contract.registrationFormSchema(country), answer });
  const terms = form.field('accept_terms');

  return (
    <FormCard title={t('title')} intro={t('subtitle')} message={form.message}>
      <Form method="post" {...form.formProps} aria-label={t('title')}>
        <Stack gap="md">
          {redirect ? <input type="hidden" name="redirect" value={redirect} /> : null}
          <Grid cols={1} xs={2}>
            <TextInput {...form.field('name')} label={t('name')} autoComplete="given-name" required />
            <TextInput {...form.field('surname')} label={t('surname')} autoComplete="family-name" required />
          </Grid>
          <TextInput
            {...form.field('phone')}
            label={t('phone')}
            description={t('phone_hint', { example: phoneExample })}
            placeholder={phoneExample}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            required
          />
          <TextInput
            {...form.field('email')}
            label={t('email')}
            description={t('email_hint')}
            type="email"
            autoComplete="email"
          />
          <PasswordInput
            {...form.field('password')}
            label={t('password')}
            description={t('password_hint')}
            autoComplete="new-password"
            required
            visibilityToggleButtonProps={{ 'aria-label': t('toggle_password') }}
          />
          <TextInput
            {...form.field('national_id')}
            label={t(`national_id.${country}`)}
            description={t(`national_id_hint.${country}`)}
            autoComplete="off"
            required
          />
          <TermsCheckbox field={terms} label={t('terms')} />
          <Button type="submit" size="md" loading={submitting} fullWidth>
            {t('submit')}
          </Button>
        </Stack>
      </Form>
      <Text size="sm">
        {t('have_account')}{' '}
        <AppLink prefetch="none" to={href('/:lang/login', { lang })} className={anchorClass({ underline: true })}>
          {t('sign_in')}
        </AppLink>
      </Text>
    </FormCard>
  );
}

/** Where the country opens accounts through the digital identity: says so and leads to it (`/login/identify`). */
export function RegistrationNotOffered({ lang }: { lang: string }) {
  const { t } = useTranslation('registration');
  return (
    <FormCard title={t('not_offered.title')}>
      <Text>{t('not_offered.text')}</Text>
      <LinkButton to={href('/:lang/login/identify', { lang })} size="md">
        {t('not_offered.sign_in')}
      </LinkButton>
    </FormCard>
  );
}
