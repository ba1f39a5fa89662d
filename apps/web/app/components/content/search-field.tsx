import { IconSearch } from '@tabler/icons-react';
import { TextInput } from '../ui/input.tsx';

/**
 * A search box that filters a page as one types; named `q`, so its form also posts it as `?q=` without
 * JavaScript (the loader filters the same way).
 */
export function SearchField(props: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
}) {
  return (
    <TextInput
      type="search"
      name="q"
      label={props.label}
      placeholder={props.placeholder}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={props.value}
      onChange={(event) => props.onChange(event.currentTarget.value)}
      autoComplete="off"
      className={props.className}
    />
  );
}
