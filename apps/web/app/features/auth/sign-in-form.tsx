import type { UrlLang } from '@yolla/i18n';
import { Form, href, useNavigation } from 'react-router';
import { useContractForm, type FormAnswer } from '../../components/form/use-contract-form.ts';
import { FormCard } from '../../components/form/form-card.tsx';
import { anchorClass, Stack, Text } from '../../components/ui/layout.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TextInput } from '../../components/ui/input.tsx';
import { PasswordInput } from '../../components/ui/password-input.tsx';
import { useTranslation } from '../../lib/i18n.tsx';
import { useRootData } from '../../lib/root-data.ts';
import { PasskeySignInButton } from './passkey-sign-in-button.tsx';
import { AppLink } from '../../components/app-link.tsx';
import { signInSearch } from '../../lib/shared-searches.ts';

export interface SignInFormProps {
  lang: UrlLang;
  /** Where to go after signing in (`?redirect=`, checked by the action); '' for the cabinet. */
  redirect: string;
  /** What the action answered to the last refused attempt. */
  answer: FormAnswer | null;
  supportEmail: string;
}

/** Phone or e-mail plus password. Checked in the browser with the same schema the server and API use. */
export function SignInForm({ lang, redirect, answer, supportEmail }: SignInFormProps) {
  const { t } = useTranslation('auth');
  const identity = useTranslation('identity').t;
  const { features } = useRootData();
  const navigation = useNavigation();
  const submitting = navigation.state === 'submitting';
  const form = useContractForm({ schema: (contract) => contract.signInFormSchema, answer });

  return (
    <FormCard title={t('title')} intro={t('subtitle')} message={form.message} messageTestId="sign-in-error">
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
          <AppLink
            prefetch="none"
            to={href('/:lang/recover', { lang })}
            className={anchorClass({ size: 'sm', underline: true })}
          >
            {t('forgot_password')}
          </AppLink>
          <Button type="submit" size="md" loading={submitting} fullWidth>
            {t('submit')}
          </Button>
        </Stack>
      </Form>
      {features.digitalLogin ? (
        <AppLink
          prefetch="none"
          to={signInSearch.href(href('/:lang/login/identify', { lang }), { redirect })}
          className={anchorClass({ underline: true })}
          data-testid="identify-link"
        >
          {identity('login_link')}
        </AppLink>
      ) : null}
      <PasskeySignInButton lang={lang} redirect={redirect} />
      <Text size="sm">
        {t('no_account')}{' '}
        <AppLink
          prefetch="none"
          to={signInSearch.href(href('/:lang/register', { lang }), { redirect })}
          className={anchorClass({ underline: true })}
        >
          {t('register')}
        </AppLink>
      </Text>
      <Text size="sm" dimmed>
        {t('help')}{' '}
        <a href={`mailto:${supportEmail}`} className={anchorClass({ size: 'sm', underline: true })}>
          {supportEmail}
        </a>
      </Text>
    </FormCard>
  );
}
