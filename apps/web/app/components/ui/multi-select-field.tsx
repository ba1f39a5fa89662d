import { MultiSelect } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../lib/i18n.tsx';
import { MantineTheme } from './mantine-theme.tsx';
import { MULTI_SELECT, type SearchableMultiSelectProps } from './multi-select-props.ts';

/**
 * The interactive multi-select (Mantine's MultiSelect with its combobox and scroll area), loaded when the
 * customer first reaches for the field: up to 1000 options rendered, a 300 px dropdown of 40 px options,
 * and the three messages (empty list, nothing found, cap reached). It takes the focus it was activated with.
 */
export function MultiSelectField({
  data,
  value,
  onChange,
  maxValues,
  placeholder,
  styles,
  takeFocus,
  ...rest
}: SearchableMultiSelectProps & { takeFocus: boolean }) {
  const { t } = useTranslation('multiselect');
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (takeFocus) input.current?.focus();
  }, [takeFocus]);
  const atCap = maxValues !== undefined && value.length >= maxValues;
  const message = atCap ? t('max_selected', { count: maxValues }) : data.length === 0 ? t('empty') : t('nothing_found');
  return (
    <MantineTheme>
      <MultiSelect
        {...rest}
        ref={input}
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
    </MantineTheme>
  );
}
