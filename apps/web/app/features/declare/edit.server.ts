import {
  changeParcelEndpoint,
  guessCarrier,
  idSchema,
  parcelByTrackingEndpoint,
  parcelChangeFormSchema,
  trackingNumberSchema,
} from '@yolla/contract';
import { COUNTRY_PROFILES } from '@yolla/contract/countries';
import { translator } from '@yolla/i18n/server';
import { data, href } from 'react-router';
import { ApiRequestError } from '../../lib/api.server.ts';
import type { RequestState } from '../../lib/context.ts';
import { formatDateTime } from '../../lib/format.ts';
import { intent, intentAction } from '../../lib/intents.server.ts';
import { requireCustomer } from '../../lib/page.server.ts';
import {
  KEPT,
  keptOf,
  parcelPath,
  pickupOptions,
  QUIET,
  refusal,
  removedRow,
  rowsAnswer,
  uploadInvoice,
  valuesOf,
} from './declaration.server.ts';
import type { EditPage } from './declare-view.ts';

/**
 * What the change page does, with the parcel's number: its heading, and its title in the browser's tab. An arrival
 * nobody declared is declared here; a locked declaration is only shown.
 */
export function editHeading(
  state: RequestState,
  page: Pick<EditPage, 'editable' | 'undeclared' | 'trackingNumber'>,
): string {
  const key = !page.editable
    ? 'declare.locked_heading'
    : page.undeclared
      ? 'declare.arrival_heading'
      : 'declare.edit_heading';
  return translator(state.locale)(key, { number: page.trackingNumber });
}

function notFound(): never {
  throw data(null, { status: 404 });
}

/**
 * The change page of the customer's parcel with this tracking number: its declaration as the form's fields, and
 * whether it may still change. A number that is not one of the customer's parcels is a 404.
 */
export async function editPage(state: RequestState, trackNumber: string): Promise<EditPage> {
  const number = trackingNumberSchema.safeParse(trackNumber);
  if (!number.success) notFound();
  try {
    const [answer, pickupPoints] = await Promise.all([
      state.api.call(parcelByTrackingEndpoint, { params: { tracking_number: number.data } }, QUIET),
      pickupOptions(state),
    ]);
    const parcel = answer.data;
    return {
      id: String(parcel.id),
      trackingNumber: parcel.tracking_number,
      carrier: parcel.carrier ?? guessCarrier(parcel.tracking_number),
      editable: parcel.editable,
      undeclared: parcel.state === 'unknown_arrival',
      lockedSince: parcel.locked_since
        ? formatDateTime(parcel.locked_since, state.locale, {
            timeZone: COUNTRY_PROFILES[requireCustomer(state).country].timeZone,
          })
        : null,
      hasInvoice: parcel.invoice !== null,
      pickupPoints,
      initial: valuesOf(parcel),
    };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) notFound();
    throw error;
  }
}

/**
 * The change page's forms: `save` uploads a new invoice (if one is chosen) and changes the declaration (the
 * invoice stays when none is chosen: the form names it again), landing on the parcel's page; `add-item` and `remove-item` as on declaring.
 */
export const editAction = intentAction(
  {
    save: intent({
      schema: parcelChangeFormSchema,
      keep: KEPT,
      posted: { id: idSchema },
      run: async ({ data: { id, ...body }, form, state }) => {
        const invoice = await uploadInvoice(form, state);
        if (!invoice.ok) return invoice;
        const change = { ...body, invoice_file_id: invoice.id };
        try {
          await state.api.call(changeParcelEndpoint, { params: { id }, body: change }, { toast: 'success' });
          return { redirectTo: parcelPath(state, id) };
        } catch (error) {
          if (!(error instanceof ApiRequestError)) throw error;
          return refusal(error, { ...keptOf(form), invoice_file_id: invoice.id ?? '' });
        }
      },
    }),
    'add-item': intent({ run: async ({ form }) => rowsAnswer(form, { add: true }) }),
    'remove-item': intent({ run: async ({ form, url }) => rowsAnswer(form, { remove: removedRow(url) }) }),
  },
  { back: (state) => href('/:lang/cabinet/declare', { lang: state.lang }), fallback: 'save' },
);
