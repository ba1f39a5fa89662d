// Not in components/form: that folder is grouped into every page's first load (server/chunk-groups.ts), and the
// checkbox is only on the sign-up pages.
import { Checkbox } from '../ui/checkbox.tsx';
import type { ReactNode } from 'react';

/** A form's field props from `useContractForm().field(…)`. */
interface FieldProps {
  name: string;
  error: string | undefined;
  defaultValue: string | undefined;
  onChange: () => void;
}

/** The terms box of a sign-up form: posts `on` when ticked, keeps its tick and message across a refused attempt. */
export function TermsCheckbox({ field, label }: { field: FieldProps; label: ReactNode }) {
  return (
    <Checkbox
      name={field.name}
      value="on"
      error={field.error}
      defaultChecked={field.defaultValue === 'on'}
      onChange={field.onChange}
      label={label}
    />
  );
}
