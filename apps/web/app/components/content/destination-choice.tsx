import type { Country } from '@yolla/contract';
import { COUNTRIES } from '@yolla/contract/countries';
import { Form, useSubmit } from 'react-router';
import { useTranslation } from '../../lib/i18n.tsx';
import { Group } from '../ui/layout.tsx';
import { Button } from '../ui/button.tsx';
import { NativeSelect } from '../ui/input.tsx';

/**
 * A destination country for a public page (`?to=`): a GET form, so the choice is a link and works without
 * JavaScript; with it, choosing submits at once. Shown where the country switch `carriageCountry` is on.
 */
export function DestinationChoice({
  destination,
  label,
  submitLabel,
  className,
  testId,
}: {
  destination: Country;
  label: string;
  submitLabel: string;
  className?: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  const submit = useSubmit();
  return (
    <Form method="get" aria-label={label} className={className}>
      <Group align="end" gap="sm">
        <NativeSelect
          name="to"
          label={label}
          defaultValue={destination}
          data={COUNTRIES.map((code) => ({ value: code, label: t(`country.${code}`) }))}
          onChange={(event) => void submit(event.currentTarget.form, { preventScrollReset: true, replace: true })}
          data-testid={testId}
        />
        <Button type="submit" variant="default">
          {submitLabel}
        </Button>
      </Group>
    </Form>
  );
}
