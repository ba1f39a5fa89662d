import { IconSearch } from '@tabler/icons-react';
import { href, useNavigate } from 'react-router';
import { useContractForm } from '../../components/form/use-contract-form.ts';
import { Group } from '../../components/ui/layout.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TextInput } from '../../components/ui/input.tsx';
import { useTranslation } from '../../lib/i18n.tsx';
import { useRootData } from '../../lib/root-data.ts';

/**
 * Type a tracking number, go to /{lang}/tracking/{NUMBER}. Without JavaScript the box is a GET form to
 * /{lang}/tracking, which sends a readable number on to its page and refuses another with the field's message.
 */
export function TrackingBox() {
  const { t } = useTranslation('home');
  const { lang } = useRootData();
  const navigate = useNavigate();
  const form = useContractForm({
    schema: (contract) => contract.trackingFormSchema,
    onValid: ({ tracking }) => void navigate(href('/:lang/tracking/:tracking', { lang, tracking })),
  });

  return (
    <form
      {...form.formProps}
      method="get"
      action={href('/:lang/tracking', { lang })}
      role="search"
      aria-label={t('tracking.label')}
    >
      <Group align="start" gap="sm" nowrap>
        <TextInput
          {...form.field('tracking')}
          aria-label={t('tracking.label')}
          placeholder={t('tracking.placeholder')}
          size="md"
          style={{ flex: 1 }}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
        />
        <Button type="submit" size="md" leftSection={<IconSearch size={18} aria-hidden />}>
          {t('tracking.submit')}
        </Button>
      </Group>
    </form>
  );
}
