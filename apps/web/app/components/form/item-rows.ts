import { useState, type MouseEvent } from 'react';

/** How many item rows (`items.{row}.{field}`) the values hold: at least one, at most `most`. */
export function rowsIn(values: Partial<Record<string, string>>, most: number): number {
  let rows = 0;
  for (let row = 0; row < most; row += 1) {
    if (Object.keys(values).some((name) => name.startsWith(`items.${row}.`))) rows = row + 1;
  }
  return Math.max(rows, 1);
}

let nextKey = 1000;

/**
 * A form's item rows (1 to `most`) as keys for React: "add" and "remove" change them in place with JavaScript (the
 * buttons are also submit buttons, so without it the action gives the form back with a row more or less), and a
 * new `count` from the action starts them again. Fields are named by position, so what was typed stays with its row.
 */
export function useItemRows(count: number, most: number) {
  const [keys, setKeys] = useState(() => Array.from({ length: count }, (_, row) => row));
  const [counted, setCounted] = useState(count);
  if (counted !== count) {
    setCounted(count);
    setKeys(Array.from({ length: count }, (_, row) => row));
  }
  const add = (event: MouseEvent) => {
    event.preventDefault();
    setKeys((current) => (current.length < most ? [...current, (nextKey += 1)] : current));
  };
  const remove = (key: number) => (event: MouseEvent) => {
    event.preventDefault();
    setKeys((current) => (current.length > 1 ? current.filter((each) => each !== key) : current));
  };
  return { keys, add, remove, canAdd: keys.length < most, canRemove: keys.length > 1 };
}

/** The field props a form gives each of its fields, with the value shown. */
export type FieldProps = (name: string) => {
  name: string;
  error: string | undefined;
  defaultValue: string;
  autoFocus: boolean;
  onChange: () => void;
};
