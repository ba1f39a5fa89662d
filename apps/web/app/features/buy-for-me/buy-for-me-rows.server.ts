import { BUY_FOR_ME_LIMITS } from '@yolla/contract/buy-for-me-lists';
import type { FormFailure } from '../../lib/form.server.ts';
import { buyForMeNewSearch } from './buy-for-me-search.ts';
import type { FormValues } from './buy-for-me-view.ts';

/** The fields of one item row. */
export const ITEM_FIELDS = ['link', 'description', 'color', 'size', 'quantity', 'unit_price'] as const;

/** The fields the order form shows again as typed after a refusal, a row added or removed, or the review. */
export const KEPT = [
  'shop_country',
  'currency',
  'local_delivery',
  'pay_currency',
  'note',
  ...Array.from({ length: BUY_FOR_ME_LIMITS.items }, (_, row) =>
    ITEM_FIELDS.map((field) => `items.${row}.${field}`),
  ).flat(),
];

const KEPT_LENGTH = 2000;

/** The kept fields of a posted form (text only, as typed; a link may be 2,000 characters). */
export function keptOf(form: FormData): FormValues {
  const values: FormValues = {};
  for (const name of KEPT) {
    const value = form.get(name);
    if (typeof value === 'string') values[name] = value.slice(0, KEPT_LENGTH);
  }
  return values;
}

/** The item rows of posted values, in order, renumbered without the removed one, or with an empty one more. */
export function withRows(values: FormValues, change: { add: true } | { remove: number } | null): FormValues {
  const rows: FormValues[] = [];
  for (let row = 0; row < BUY_FOR_ME_LIMITS.items; row += 1) {
    const fields = ITEM_FIELDS.map((field) => [field, values[`items.${row}.${field}`]] as const);
    if (fields.every(([, value]) => value === undefined)) continue;
    rows.push(Object.fromEntries(fields));
  }
  if (change && 'add' in change && rows.length < BUY_FOR_ME_LIMITS.items) rows.push({ quantity: '1' });
  if (change && 'remove' in change && change.remove >= 0 && rows.length > 1) rows.splice(change.remove, 1);
  const out: FormValues = Object.fromEntries(Object.entries(values).filter(([name]) => !name.startsWith('items.')));
  rows.forEach((fields, row) => {
    for (const field of ITEM_FIELDS) out[`items.${row}.${field}`] = fields[field] ?? '';
  });
  return out;
}

/**
 * The form given back as typed, with one row more or less (the row buttons without JavaScript) or as it was (back
 * from the review to change it): the form's answer with nothing refused (200, no message).
 */
export function rowsAnswer(form: FormData, change: { add: true } | { remove: number } | null): FormFailure {
  return { ok: false, status: 200, message: null, fields: {}, values: withRows(keptOf(form), change) };
}

/** The row (from 0) a "remove item" button names by the address it posts to (`?remove={row from 1}`); -1 for none. */
export function removedRow(url: URL | null): number {
  const row = url ? buyForMeNewSearch.parse(url).remove : null;
  const number = Number(row);
  return Number.isInteger(number) && number >= 1 ? number - 1 : -1;
}
