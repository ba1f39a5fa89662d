import { useId, useState } from 'react';
import { useTranslation } from '../../lib/i18n.tsx';
import { deferred, useDeferred } from './deferred.ts';
import { MultiSelectAtRest } from './multi-select-at-rest.tsx';
import type { SearchableMultiSelectProps } from './multi-select-props.ts';

export { MULTI_SELECT, type SearchableMultiSelectProps } from './multi-select-props.ts';

const field = deferred(() => import('./multi-select-field.tsx'));

/**
 * A searchable multi-select. The page arrives with the field as it looks at rest — label, chosen values as
 * removable pills, placeholder — and the combobox behind it (list, search, keyboard) is fetched when the
 * customer first focuses or presses the field, or earlier once the page is idle; it then takes over in place.
 */
export function SearchableMultiSelect(props: SearchableMultiSelectProps) {
  const {
    data,
    value,
    onChange,
    label,
    placeholder,
    className,
    id,
    'data-testid': testId,
  } = props as SearchableMultiSelectProps & {
    'data-testid'?: string;
  };
  const { t } = useTranslation('multiselect');
  const [module, request] = useDeferred(field);
  const [activated, setActivated] = useState(false);
  const ownId = useId();
  const inputId = id ?? ownId;
  if (module) return <module.MultiSelectField {...props} id={inputId} takeFocus={activated} />;

  const activate = () => {
    setActivated(true);
    void request();
  };
  const labels = new Map(data.map((item) => [item.value, item.label]));
  return (
    <MultiSelectAtRest
      inputId={inputId}
      label={label}
      className={className}
      pills={value.map((item) => ({ value: item, label: labels.get(item) ?? item }))}
      onRemove={(item) => onChange(value.filter((other) => other !== item))}
      placeholder={value.length === 0 ? (placeholder ?? t('placeholder')) : undefined}
      testId={testId}
      onActivate={activate}
    />
  );
}
