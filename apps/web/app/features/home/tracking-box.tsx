import { Button, Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n.tsx';
import { useNavigate } from 'react-router';
import { contract } from '../../components/contract.ts';
import { useRootData } from '../../lib/root-data.ts';

/** Type a tracking number, go to /{lang}/tracking/{NUMBER}. */
export function TrackingBox() {
  const { t } = useTranslation('home');
  const { lang } = useRootData();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const raw = new FormData(event.currentTarget).get('tracking');
    const { trackingInputSchema } = await contract.load();
    const parsed = trackingInputSchema.safeParse(typeof raw === 'string' ? raw : '');
    if (!parsed.success) {
      setError(t('tracking.invalid'));
      return;
    }
    setError(null);
    void navigate(`/${lang}/tracking/${parsed.data}`);
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      onFocus={() => void contract.load().catch(() => undefined)}
      role="search"
      aria-label={t('tracking.label')}
      noValidate
    >
      <Group align="flex-start" gap="sm" wrap="nowrap">
        <TextInput
          name="tracking"
          aria-label={t('tracking.label')}
          placeholder={t('tracking.placeholder')}
          size="md"
          style={{ flex: 1 }}
          error={error}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          onChange={() => setError(null)}
        />
        <Button type="submit" size="md" leftSection={<IconSearch size={18} aria-hidden />}>
          {t('tracking.submit')}
        </Button>
      </Group>
    </form>
  );
}
