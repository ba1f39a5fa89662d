import type { ComboboxItem, MantineStyleProps, MultiSelectProps } from '@mantine/core';

/** The spec's multi-select limits. */
export const MULTI_SELECT = { optionsLimit: 1000, maxDropdownHeight: 300, optionHeight: 40 } as const;

/** Without style props: the field at rest is plain markup, its width comes with `className` (docs/render-cost.md). */
export interface SearchableMultiSelectProps extends Omit<
  MultiSelectProps,
  'data' | 'limit' | 'maxDropdownHeight' | 'nothingFoundMessage' | 'searchable' | keyof MantineStyleProps
> {
  data: ComboboxItem[];
  value: string[];
  onChange: (value: string[]) => void;
  /** Selection cap; when reached the list explains how to pick another instead of offering options. */
  maxValues?: number;
}
