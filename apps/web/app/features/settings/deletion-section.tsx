import { IconTrash } from '@tabler/icons-react';
import { Form } from 'react-router';
import { FormMessage } from '../../components/form/form-message.tsx';
import { IntentField, useIntentPending } from '../../components/form/intent.tsx';
import { useContractForm, type FormAnswer } from '../../components/form/use-contract-form.ts';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { Group, Stack, Text } from '../../components/ui/layout.tsx';
import { Button } from '../../components/ui/button.tsx';
import { PasswordInput } from '../../components/ui/password-input.tsx';
import { useTranslation } from '../../lib/i18n.tsx';
import { SettingsSection } from './settings-section.tsx';

/**
 * Deleting the account (`intent=delete-account`): what goes and what stays said first, then a ticked confirmation
 * and the current password. Refused with the API's message while money or parcels are pending.
 */
export function DeletionSection({ answer }: { answer: FormAnswer | null }) {
  const { t } = useTranslation('settings');
  const busy = useIntentPending('delete-account');
  const form = useContractForm({ schema: (contract) => contract.accountDeletionFormSchema, answer });
  const { defaultValue: _never, ...confirm } = form.field('confirm');
  return (
    <SettingsSection id="deletion" title={t('deletion.title')} intro={t('deletion.intro')}>
      <Text size="sm">{t('deletion.kept')}</Text>
      <FormMessage message={form.message} />
      <Form method="post" {...form.formProps} aria-label={t('deletion.title')} className="settings__danger">
        <IntentField intent="delete-account" />
        <Stack gap="md">
          <PasswordInput
            {...form.field('password')}
            label={t('deletion.password')}
            description={t('deletion.password_hint')}
            autoComplete="current-password"
            visibilityToggleButtonProps={{ 'aria-label': t('password.toggle') }}
          />
          <Checkbox {...confirm} value="on" label={t('deletion.confirm')} />
          <Group>
            <Button type="submit" color="red.9" leftSection={<IconTrash size={16} aria-hidden />} loading={busy}>
              {t('deletion.submit')}
            </Button>
          </Group>
        </Stack>
      </Form>
    </SettingsSection>
  );
}
