import { IconTrash, IconUpload } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { Form } from 'react-router';
import { FormMessage } from '../../components/form/form-message.tsx';
import { IntentField, useIntentPending } from '../../components/form/intent.tsx';
import type { FormAnswer } from '../../components/form/use-contract-form.ts';
import { initials } from '../../components/shell/account-avatar.tsx';
import { Group, Stack } from '../../components/ui/layout.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useTranslation } from '../../lib/i18n.tsx';
import type { ProfileView } from './settings.server.ts';
import { SettingsSection } from './settings-section.tsx';

const MB = 1024 * 1024;

/**
 * The profile picture (`intent=picture`, a multipart form; `intent=remove-picture`). A plain file input, so it
 * works without JavaScript; with it, a missing or too large file is caught before the upload.
 */
export function PictureSection(props: { profile: ProfileView; limitBytes: number; answer: FormAnswer | null }) {
  const { t } = useTranslation('settings');
  const { profile, answer } = props;
  const uploading = useIntentPending('picture');
  const removing = useIntentPending('remove-picture');
  // The browser's own check; a new answer from the server replaces it.
  const [checkError, setCheckError] = useState<string | null>(null);
  const [seen, setSeen] = useState(answer);
  if (seen !== answer) {
    setSeen(answer);
    setCheckError(null);
  }
  const error = checkError ?? answer?.fields.picture ?? null;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const file = new FormData(event.currentTarget).get('picture');
    const problem =
      !(file instanceof File) || file.size === 0
        ? t('picture.choose_first')
        : file.size > props.limitBytes
          ? t('picture.too_large', { size: Math.floor(props.limitBytes / MB) })
          : null;
    setCheckError(problem);
    if (problem) event.preventDefault();
  };
  return (
    <SettingsSection id="picture" title={t('picture.title')} intro={t('picture.intro')}>
      <FormMessage message={answer?.message && !answer.fields.picture ? answer.message : null} />
      <Group gap="lg" align="start">
        <span className="settings__picture" data-testid="settings-picture">
          {profile.picture ? (
            <img src={profile.picture} alt={t('picture.current')} width={96} height={96} />
          ) : (
            <span aria-hidden>{initials(profile.name, profile.code)}</span>
          )}
        </span>
        <Stack gap="sm" className="settings__picture-forms">
          <Form method="post" encType="multipart/form-data" onSubmit={onSubmit} aria-label={t('picture.title')}>
            <IntentField intent="picture" />
            <Stack gap="xs">
              <label htmlFor="picture-file" className="settings__label">
                {t('picture.file')}
              </label>
              <span id="picture-hint" className="settings__hint">
                {t('picture.hint', { size: Math.floor(props.limitBytes / MB) })}
              </span>
              <input
                id="picture-file"
                type="file"
                name="picture"
                accept="image/png,image/jpeg,image/webp"
                className="settings__file"
                aria-describedby={error ? 'picture-hint picture-error' : 'picture-hint'}
                aria-invalid={error ? true : undefined}
                onChange={() => setCheckError(null)}
              />
              {error ? (
                <span id="picture-error" className="settings__error" data-testid="picture-error">
                  {error}
                </span>
              ) : null}
              <Group>
                <Button type="submit" leftSection={<IconUpload size={16} aria-hidden />} loading={uploading}>
                  {t('picture.upload')}
                </Button>
              </Group>
            </Stack>
          </Form>
          {profile.picture ? (
            <Form method="post">
              <IntentField intent="remove-picture" />
              <Button
                type="submit"
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={16} aria-hidden />}
                loading={removing}
              >
                {t('picture.remove')}
              </Button>
            </Form>
          ) : null}
        </Stack>
      </Group>
    </SettingsSection>
  );
}
