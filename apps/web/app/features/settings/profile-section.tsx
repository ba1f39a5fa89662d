import { IconInfoCircle } from '@tabler/icons-react';
import { LOCALE_NAMES, LOCALES } from '@yolla/i18n';
import { Form } from 'react-router';
import { FormMessage } from '../../components/form/form-message.tsx';
import { IntentField, useIntentPending } from '../../components/form/intent.tsx';
import { CustomerCode } from '../../components/customer-code.tsx';
import { useContractForm, type FormAnswer } from '../../components/form/use-contract-form.ts';
import { Alert, Grid, Group, Stack, Text } from '../../components/ui/layout.tsx';
import { Button } from '../../components/ui/button.tsx';
import { NativeSelect, TextInput } from '../../components/ui/input.tsx';
import { useTranslation } from '../../lib/i18n.tsx';
import type { ProfileView } from './settings.server.ts';
import { SettingsSection } from './settings-section.tsx';

type Field = 'name' | 'surname' | 'email' | 'national_id' | 'birth_date' | 'language';

/** Name, surname, e-mail, customer ID, birth date and the language of messages, in one form (`intent=profile`). */
export function ProfileSection(props: {
  profile: ProfileView;
  today: string;
  /** Another page waits for the profile: saving it goes back there. */
  returning: boolean;
  answer: FormAnswer | null;
}) {
  const { t } = useTranslation('settings');
  const { profile, answer } = props;
  const busy = useIntentPending('profile');
  const form = useContractForm({
    schema: (contract) => contract.profileFormSchema({ country: profile.country, today: props.today }),
    answer,
  });
  /** A field with its message, and what was typed before a refusal or else what is saved. */
  const field = (name: Field) => {
    const own = form.field(name);
    return { ...own, defaultValue: own.defaultValue ?? profile[name] ?? '' };
  };
  return (
    <SettingsSection id="profile" title={t('profile.title')} intro={t('profile.intro')}>
      <Group gap="xs">
        <Text as="span" size="sm" dimmed>
          {t('profile.suite_code')}
        </Text>
        <CustomerCode code={profile.code} />
      </Group>
      {profile.completed_profile ? null : (
        <Alert icon={<IconInfoCircle size={20} aria-hidden />} data-testid="profile-incomplete" role="note">
          {props.returning ? t('profile.incomplete_return') : t('profile.incomplete')}
        </Alert>
      )}
      <FormMessage message={form.message} />
      <Form method="post" {...form.formProps} aria-label={t('profile.title')}>
        <IntentField intent="profile" />
        <Stack gap="md">
          <Grid cols={1} sm={2}>
            <TextInput {...field('name')} label={t('profile.name')} autoComplete="given-name" />
            <TextInput {...field('surname')} label={t('profile.surname')} autoComplete="family-name" />
          </Grid>
          <Grid cols={1} sm={2}>
            <TextInput
              {...field('national_id')}
              label={t('profile.national_id')}
              description={t(`profile.national_id_hint.${profile.country}`)}
              autoComplete="off"
              autoCapitalize="characters"
            />
            <TextInput {...field('birth_date')} type="date" label={t('profile.birth_date')} autoComplete="bday" />
          </Grid>
          <TextInput
            {...field('email')}
            type="email"
            inputMode="email"
            label={t('profile.email')}
            description={t('profile.email_hint')}
            autoComplete="email"
          />
          <NativeSelect
            {...field('language')}
            label={t('profile.language')}
            description={t('profile.language_hint')}
            data={[
              { value: '', label: t('profile.language_default') },
              ...LOCALES.map((code) => ({ value: code, label: LOCALE_NAMES[code] })),
            ]}
          />
          <Group>
            <Button type="submit" loading={busy}>
              {t('profile.submit')}
            </Button>
          </Group>
        </Stack>
      </Form>
    </SettingsSection>
  );
}
