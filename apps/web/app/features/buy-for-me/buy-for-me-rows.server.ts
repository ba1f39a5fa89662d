import { BUY_FOR_ME_LIMITS } from '@yolla/contract/buy-for-me-lists';
import type { FormFailure } from '../../lib/form.server.ts';
import {
  keptValues,
  removedRowOf,
  rowsAnswer as rowsAnswerOf,
  type ItemRowsShape,
} from '../../lib/item-rows.server.ts';
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

/** The order form's rows: a link may be 2,000 characters; an added row asks for one piece. */
const SHAPE: ItemRowsShape = {
  fields: ITEM_FIELDS,
  most: BUY_FOR_ME_LIMITS.items,
  kept: KEPT,
  keptLength: 2000,
  blank: () => ({ quantity: '1' }),
};

/** The kept fields of a posted form (text only, as typed). */
export function keptOf(form: FormData): FormValues {
  return keptValues(form, SHAPE);
}

/**
 * The form given back as typed, with one row more or less (the row buttons without JavaScript) or as it was (back
 * from the review to change it): the form's answer with nothing refused (200, no message).
 */
export function rowsAnswer(form: FormData, change: { add: true } | { remove: number } | null): FormFailure {
  return rowsAnswerOf(form, SHAPE, change);
}

/** The row (from 0) a "remove item" button names by the address it posts to (`?remove={row from 1}`); -1 for none. */
export function removedRow(url: URL | null): number {
  return removedRowOf(url ? buyForMeNewSearch.parse(url).remove : null);
}
