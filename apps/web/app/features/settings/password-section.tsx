import { Form, useLocation } from 'react-router';
import { FormMessage } from '../../components/form/form-message.tsx';
import { IntentField, useIntentPending } from '../../components/form/intent.tsx';
import { useContractForm, type FormAnswer } from '../../components/form/use-contract-form.ts';
import { Group, Stack } from '../../components/ui/layout.tsx';
import { Button } from '../../components/ui/button.tsx';
import { PasswordInput } from '../../components/ui/password-input.tsx';
import { useTranslation } from '../../lib/i18n.tsx';
import { SettingsSection } from './settings-section.tsx';

/** The password form (`intent=password`): the current password and a new one; every other session ends. */
export function PasswordSection({ answer }: { answer: FormAnswer | null }) {
  const { t } = useTranslation('settings');
  // A new page (after a change) starts with empty fields: the form is keyed by the location.
  const { key } = useLocation();
  const busy = useIntentPending('password');
  const form = useContractForm({ schema: (contract) => contract.passwordChangeSchema, answer });
  return (
    <SettingsSection id="password" title={t('password.title')} intro={t('password.intro')}>
      <FormMessage message={form.message} />
      <Form method="post" key={key} {...form.formProps} aria-label={t('password.title')}>
        <IntentField intent="password" />
        <Stack gap="md">
          <PasswordInput
            {...form.field('current_password')}
            label={t('password.current')}
            autoComplete="current-password"
            required
            visibilityToggleButtonProps={{ 'aria-label': t('password.toggle') }}
          />
          <PasswordInput
            {...form.field('new_password')}
            label={t('password.new')}
            description={t('password.new_hint')}
            autoComplete="new-password"
            required
            visibilityToggleButtonProps={{ 'aria-label': t('password.toggle') }}
          />
          <Group>
            <Button type="submit" loading={busy}>
              {t('password.submit')}
            </Button>
          </Group>
        </Stack>
      </Form>
    </SettingsSection>
  );
}
