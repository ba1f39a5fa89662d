import { Form } from 'react-router';
import { FormMessage } from '../../components/form/form-message.tsx';
import { IntentField, useIntentPending } from '../../components/form/intent.tsx';
import { useContractForm, type FormAnswer } from '../../components/form/use-contract-form.ts';
import { Group, Stack, Text } from '../../components/ui/layout.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TextInput } from '../../components/ui/input.tsx';
import { useTranslation } from '../../lib/i18n.tsx';
import type { ProfileView } from './settings.server.ts';
import { SettingsSection } from './settings-section.tsx';

/** The phone number and its change (`intent=phone-code`): a code goes to the new number, typed on the next page. */
export function PhoneSection(props: { profile: ProfileView; example: string; answer: FormAnswer | null }) {
  const { t } = useTranslation('settings');
  const { profile } = props;
  const busy = useIntentPending('phone-code');
  const form = useContractForm({
    schema: (contract) => contract.phoneChangeRequestSchema(profile.country),
    answer: props.answer,
  });
  return (
    <SettingsSection id="phone" title={t('phone.title')} intro={t('phone.intro')}>
      <Group gap="xs">
        <Text as="span" size="sm" dimmed>
          {t('phone.current')}
        </Text>
        <Text as="span" weight={600} data-testid="current-phone">
          {profile.phone ?? t('phone.none')}
        </Text>
      </Group>
      <FormMessage message={form.message} />
      <Form method="post" {...form.formProps} aria-label={t('phone.title')}>
        <IntentField intent="phone-code" />
        <Stack gap="md">
          <TextInput
            {...form.field('phone')}
            type="tel"
            inputMode="tel"
            label={t('phone.new')}
            description={t('phone.new_hint', { example: props.example })}
            autoComplete="tel"
            required
          />
          <Group>
            <Button type="submit" loading={busy}>
              {t('phone.submit')}
            </Button>
          </Group>
        </Stack>
      </Form>
    </SettingsSection>
  );
}
