import {
  fileIdSchema,
  INVOICE_FIELD,
  minorToDecimal,
  PARCEL_FORM_ITEMS,
  PARCEL_ITEM_FIELDS,
  pickupPointsEndpoint,
  uploadInvoiceEndpoint,
  type ParcelDetail,
} from '@yolla/contract';
import { href } from 'react-router';
import { ApiRequestError } from '../../lib/api.server.ts';
import type { RequestState } from '../../lib/context.ts';
import type { FormFailure } from '../../lib/form.server.ts';
import { firstMessages } from '../../lib/form-errors.ts';
import {
  keptValues,
  removedRowOf,
  rowsAnswer as rowsAnswerOf,
  type ItemRowsShape,
} from '../../lib/item-rows.server.ts';
import { requireCustomer } from '../../lib/page.server.ts';
import { declareSearch } from './declare-search.ts';
import type { FormValues, PickupOption } from './declare-view.ts';

/** The fields the declaration form shows again as typed after any refusal (and after adding or removing a row). */
export const KEPT = [
  'tracking_number',
  'origin',
  'shop',
  'delivery_kind',
  'pickup_point_id',
  'note',
  'invoice_file_id',
  ...Array.from({ length: PARCEL_FORM_ITEMS }, (_, row) =>
    PARCEL_ITEM_FIELDS.map((field) => `items.${row}.${field}`),
  ).flat(),
];

export const QUIET = { toast: false } as const;

/** The pickup points of the customer's own country, by their stable ids. */
export async function pickupOptions(state: RequestState): Promise<PickupOption[]> {
  const { country } = requireCustomer(state);
  const points = await state.api.call(pickupPointsEndpoint, { query: { country } }, QUIET);
  return points.data.map((point) => ({ id: point.id, label: `${point.name} — ${point.address}` }));
}

/** The parcel's page, where a declaration lands (the parcels' detail page; its route is another screen's line). */
export function parcelPath(state: RequestState, id: number | string): string {
  return href('/:lang/cabinet/packages/:id', { lang: state.lang, id: String(id) });
}

/** A parcel's declaration as the form's fields. */
export function valuesOf(parcel: ParcelDetail): FormValues {
  const values: FormValues = {
    origin: parcel.origin,
    shop: parcel.shop ?? '',
    delivery_kind: parcel.delivery?.kind ?? 'courier',
    pickup_point_id: parcel.delivery?.kind === 'pickup' ? parcel.delivery.pickup_point_id : '',
    note: parcel.note ?? '',
    // The change keeps the invoice only when it names it again.
    invoice_file_id: parcel.invoice?.id ?? '',
  };
  parcel.items.forEach((item, row) => {
    values[`items.${row}.category`] = item.category;
    values[`items.${row}.description`] = item.description;
    values[`items.${row}.quantity`] = String(item.quantity);
    values[`items.${row}.unit_price`] = minorToDecimal(item.unit_price);
    values[`items.${row}.currency`] = item.currency;
  });
  return values;
}

/** The declaration's rows: an added row asks for one piece, in the first row's currency. */
const SHAPE: ItemRowsShape = {
  fields: PARCEL_ITEM_FIELDS,
  most: PARCEL_FORM_ITEMS,
  kept: KEPT,
  keptLength: 500,
  blank: (rows) => ({ quantity: '1', currency: rows[0]?.currency }),
};

/** The kept fields of a posted form (text only, as typed). */
export function keptOf(form: FormData): FormValues {
  return keptValues(form, SHAPE);
}

/**
 * "Add item" and "remove item" without JavaScript: the form comes back as typed, with one row more or less. It is
 * the form's answer with nothing refused (200, no message).
 */
export function rowsAnswer(form: FormData, change: { add: true } | { remove: number }): FormFailure {
  return rowsAnswerOf(form, SHAPE, change);
}

/** The row (from 0) a "remove item" button names by the address it posts to (`?remove={row from 1}`); -1 for none. */
export function removedRow(url: URL | null): number {
  return removedRowOf(url ? declareSearch.parse(url).remove : null);
}

/** The API's field names as the form's: the delivery's parts are its fields. */
const FIELD_NAMES: Record<string, string> = {
  'delivery.pickup_point_id': 'pickup_point_id',
  'delivery.kind': 'delivery_kind',
  delivery: 'delivery_kind',
  invoice_file_id: INVOICE_FIELD,
};

/** An API refusal as the form's answer: its message, its field messages on the form's fields, what was typed. */
export function refusal(error: ApiRequestError, values: FormValues, extra: FormValues = {}): FormFailure {
  const fields: Record<string, string> = {};
  for (const [name, message] of Object.entries(firstMessages(error.fields)))
    fields[FIELD_NAMES[name] ?? name] ??= message;
  return { ok: false, status: error.status, message: error.message, fields, values: { ...values, ...extra } };
}

/**
 * The invoice, if one is chosen: uploaded first, so a refused file stores nothing else and shows on its field.
 * Without a new file, the one uploaded on an earlier attempt (its id kept in the form) still counts.
 */
export async function uploadInvoice(
  form: FormData,
  state: RequestState,
): Promise<{ ok: true; id: string | null } | FormFailure> {
  const file = form.get(INVOICE_FIELD);
  const values = keptOf(form);
  if (!(file instanceof File) || file.size === 0) {
    const earlier = fileIdSchema.safeParse(form.get('invoice_file_id'));
    return { ok: true, id: earlier.success ? earlier.data : null };
  }
  const multipart = new FormData();
  multipart.set(INVOICE_FIELD, file, file.name || 'invoice');
  try {
    const answer = await state.api.call(uploadInvoiceEndpoint, { multipart }, QUIET);
    return { ok: true, id: answer.data.id };
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error;
    const failure = refusal(error, { ...values, invoice_file_id: '' });
    const fields = { [INVOICE_FIELD]: failure.fields[INVOICE_FIELD] ?? error.message };
    return { ...failure, message: null, fields };
  }
}
