import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Paper,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { Country } from '@yolla/contract/countries';
import { Form, href, Link, useNavigation } from 'react-router';
import { useContractForm, type FormAnswer } from '../../components/form/use-contract-form.ts';
import { useTranslation } from '../../lib/i18n.tsx';

export interface RegisterFormProps {
  lang: string;
  country: Country;
  phoneExample: string;
  redirect: string | null;
  answer: FormAnswer | null;
}

/** Name, surname, phone, e-mail, password, customer ID and the terms; checked with the country's schema both sides. */
export function RegisterForm({ lang, country, phoneExample, redirect, answer }: RegisterFormProps) {
  const { t } = useTranslation('registration');
  const submitting = useNavigation().state === 'submitting';
  const form = useContractForm({ schema: (contract) => contract.registrationFormSchema(country), answer });
  const terms = form.field('accept_terms');

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
          <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert" data-testid="form-error">
            {form.message}
          </Alert>
        ) : null}
        <Form method="post" {...form.formProps} aria-label={t('title')}>
          <Stack gap="md">
            {redirect ? <input type="hidden" name="redirect" value={redirect} /> : null}
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
              <TextInput {...form.field('name')} label={t('name')} autoComplete="given-name" required />
              <TextInput {...form.field('surname')} label={t('surname')} autoComplete="family-name" required />
            </SimpleGrid>
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
            <Checkbox
              name={terms.name}
              value="on"
              error={terms.error}
              defaultChecked={terms.defaultValue === 'on'}
              onChange={terms.onChange}
              label={t('terms')}
            />
            <Button type="submit" size="md" loading={submitting} fullWidth>
              {t('submit')}
            </Button>
          </Stack>
        </Form>
        <Text size="sm">
          {t('have_account')}{' '}
          <Anchor component={Link} to={href('/:lang/login', { lang })} underline="always">
            {t('sign_in')}
          </Anchor>
        </Text>
      </Stack>
    </Paper>
  );
}

/** Where the country opens accounts through the digital identity: says so and leads to sign-in. */
export function RegistrationNotOffered({ lang }: { lang: string }) {
  const { t } = useTranslation('registration');
  return (
    <Paper withBorder shadow="sm" p="xl" radius="md">
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('not_offered.title')}
        </Title>
        <Text>{t('not_offered.text')}</Text>
        <Button component={Link} to={href('/:lang/login', { lang })} size="md">
          {t('not_offered.sign_in')}
        </Button>
      </Stack>
    </Paper>
  );
}
