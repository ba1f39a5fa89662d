import { MultiSelect, type ComboboxItem, type MultiSelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The spec's multi-select limits. */
export const MULTI_SELECT = { optionsLimit: 1000, maxDropdownHeight: 300, optionHeight: 40 } as const;

export interface SearchableMultiSelectProps extends Omit<
  MultiSelectProps,
  'data' | 'limit' | 'maxDropdownHeight' | 'nothingFoundMessage' | 'searchable'
> {
  data: ComboboxItem[];
  value: string[];
  onChange: (value: string[]) => void;
  /** Selection cap; when reached the list explains how to pick another instead of offering options. */
  maxValues?: number;
}

/**
 * A searchable multi-select on Mantine's MultiSelect: up to 1000 options rendered, a 300 px
 * dropdown of 40 px options, and the three messages (empty list, nothing found, cap reached).
 */
export function SearchableMultiSelect({
  data,
  value,
  onChange,
  maxValues,
  placeholder,
  styles,
  ...rest
}: SearchableMultiSelectProps) {
  const { t } = useTranslation('multiselect');
  const atCap = maxValues !== undefined && value.length >= maxValues;
  const message = atCap ? t('max_selected', { count: maxValues }) : data.length === 0 ? t('empty') : t('nothing_found');
  return (
    <MultiSelect
      {...rest}
      // At the cap only the chosen items stay (their pills need labels) and they are hidden from the
      // list, which then shows the cap message instead of options.
      data={atCap ? data.filter((item) => value.includes(item.value)) : data}
      hidePickedOptions={atCap}
      withCheckIcon
      value={value}
      onChange={onChange}
      searchable
      limit={MULTI_SELECT.optionsLimit}
      maxDropdownHeight={MULTI_SELECT.maxDropdownHeight}
      nothingFoundMessage={message}
      placeholder={value.length === 0 ? (placeholder ?? t('placeholder')) : undefined}
      // Inline rather than a stylesheet: one more render-blocking file for one rule is not worth it.
      styles={{
        option: { minHeight: MULTI_SELECT.optionHeight, alignItems: 'center' },
        ...(typeof styles === 'object' ? styles : {}),
      }}
      {...(maxValues !== undefined ? { maxValues } : {})}
    />
  );
}
