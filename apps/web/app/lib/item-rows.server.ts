import type { FormFailure } from './form.server.ts';

type Values = Partial<Record<string, string>>;

/** A form with item rows (`items.{row}.{field}`): the row's fields, how many rows at most, and a new row's values. */
export interface ItemRowsShape {
  fields: readonly string[];
  most: number;
  /** The fields kept as typed (the rows' and the others'), and how long each may be. */
  kept: readonly string[];
  keptLength: number;
  /** The values of a row added without JavaScript, given the rows there are. */
  blank: (rows: readonly Values[]) => Values;
}

/** The kept fields of a posted form (text only, as typed, cut to the shape's length). */
export function keptValues(form: FormData, shape: ItemRowsShape): Values {
  const values: Values = {};
  for (const name of shape.kept) {
    const value = form.get(name);
    if (typeof value === 'string') values[name] = value.slice(0, shape.keptLength);
  }
  return values;
}

/** The item rows of posted values, in order, renumbered without the removed one, or with a blank one more. */
export function withRows(
  values: Values,
  shape: ItemRowsShape,
  change: { add: true } | { remove: number } | null,
): Values {
  const rows: Values[] = [];
  for (let row = 0; row < shape.most; row += 1) {
    const fields = shape.fields.map((field) => [field, values[`items.${row}.${field}`]] as const);
    if (fields.every(([, value]) => value === undefined)) continue;
    rows.push(Object.fromEntries(fields));
  }
  if (change && 'add' in change && rows.length < shape.most) rows.push(shape.blank(rows));
  if (change && 'remove' in change && change.remove >= 0 && rows.length > 1) rows.splice(change.remove, 1);
  const out: Values = Object.fromEntries(Object.entries(values).filter(([name]) => !name.startsWith('items.')));
  rows.forEach((fields, row) => {
    for (const field of shape.fields) out[`items.${row}.${field}`] = fields[field] ?? '';
  });
  return out;
}

/**
 * The form given back as typed with one row more or less (the row buttons without JavaScript), or as it was: the
 * form's answer with nothing refused (200, no message).
 */
export function rowsAnswer(
  form: FormData,
  shape: ItemRowsShape,
  change: { add: true } | { remove: number } | null,
): FormFailure {
  return {
    ok: false,
    status: 200,
    message: null,
    fields: {},
    values: withRows(keptValues(form, shape), shape, change),
  };
}

/** The row (from 0) of a "remove item" button's `?remove={row from 1}`; -1 for none. */
export function removedRowOf(remove: string | null): number {
  const number = Number(remove);
  return Number.isInteger(number) && number >= 1 ? number - 1 : -1;
}
