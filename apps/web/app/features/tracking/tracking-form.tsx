import { IconSearch } from '@tabler/icons-react';
import { href, useNavigate } from 'react-router';
import { useContractForm, type FormAnswer } from '../../components/form/use-contract-form.ts';
import { Button } from '../../components/ui/button.tsx';
import { TextInput } from '../../components/ui/input.tsx';
import { useTranslation } from '../../lib/i18n.tsx';
import { useRootData } from '../../lib/root-data.ts';

/**
 * The tracking form: a GET form to `/{lang}/tracking`, which sends a readable number on to its page (and refuses
 * another with the field's message), so it works without JavaScript; with it, the contract's schema checks the number
 * here and the page opens at once.
 */
export function TrackingForm({ answer, initial }: { answer?: FormAnswer | null; initial?: string }) {
  const { t } = useTranslation('tracking');
  const { lang } = useRootData();
  const navigate = useNavigate();
  const form = useContractForm({
    schema: (contract) => contract.trackingFormSchema,
    answer: answer ?? null,
    onValid: ({ tracking }) => void navigate(href('/:lang/tracking/:tracking', { lang, tracking })),
  });
  const field = form.field('tracking');
  return (
    <form
      {...form.formProps}
      method="get"
      action={href('/:lang/tracking', { lang })}
      role="search"
      aria-label={t('form.label')}
      className="tracking-form"
    >
      <TextInput
        {...field}
        defaultValue={field.defaultValue ?? initial}
        label={t('form.field')}
        placeholder={t('form.placeholder')}
        size="md"
        className="tracking-form__field"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        data-testid="tracking-input"
      />
      <Button type="submit" size="md" leftSection={<IconSearch size={18} aria-hidden />}>
        {t('form.submit')}
      </Button>
    </form>
  );
}
