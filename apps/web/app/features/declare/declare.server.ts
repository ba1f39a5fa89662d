import {
  declareParcelEndpoint,
  guessCarrier,
  parcelByTrackingEndpoint,
  parcelFormSchema,
  trackingInputSchema,
} from '@yolla/contract';
import { data, href } from 'react-router';
import { ApiRequestError } from '../../lib/api.server.ts';
import type { RequestState } from '../../lib/context.ts';
import { keepDraft, takeDraft, type DraftValues } from '../../lib/form-draft.server.ts';
import { intent, intentAction, type IntentServer } from '../../lib/intents.server.ts';
import { signInSearch } from '../../lib/shared-searches.ts';
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
} from './declaration.server.ts';
import { declareSearch } from './declare-search.ts';
import { EXISTING_FIELD, PROBLEM_FIELD, type DeclarePage } from './declare-view.ts';

/** The form's name for the draft it leaves while the customer finishes their profile. */
const DRAFT = 'declare';

/**
 * The declaration page: the pickup points of the customer's country, and the tracking number the address names — or,
 * back from finishing the profile, the declaration as the customer left it.
 */
export async function declarePage(
  state: RequestState,
  trackingNumber: string | null,
  back: { server: IntentServer; request: Request },
): Promise<DeclarePage> {
  let number = '';
  if (trackingNumber !== null) {
    const parsed = trackingInputSchema.safeParse(trackingNumber);
    if (!parsed.success) throw data(null, { status: 404 });
    number = parsed.data;
  }
  const returning = declareSearch.parse(back.request).draft;
  const draft = returning ? takeDraft(state, back.server.config.sessionSecret, DRAFT) : null;
  const initial = draft ?? (number ? { tracking_number: number } : {});
  const shown = initial.tracking_number ?? '';
  return {
    pickupPoints: await pickupOptions(state),
    initial,
    carrier: shown ? guessCarrier(shown) : null,
    restored: draft !== null,
  };
}

/**
 * An incomplete profile: the declaration waits in a draft while the settings ask for what is missing, and the profile
 * form brings the customer back to it. When the draft cannot be kept, the page keeps it and links to the settings.
 */
function finishProfileFirst(state: RequestState, server: IntentServer, url: URL | null, values: DraftValues) {
  const page = url?.pathname ?? href('/:lang/cabinet/declare', { lang: state.lang });
  if (!keepDraft(state, server.config.sessionSecret, DRAFT, values)) return null;
  const settings = href('/:lang/cabinet/settings', { lang: state.lang });
  const back = declareSearch.href(page, { draft: true });
  return { redirectTo: signInSearch.href(settings, { redirect: back }, 'profile') };
}

/** The customer's parcel with this number (the one they declared before), or null. */
async function existingParcel(state: RequestState, number: string): Promise<string | null> {
  try {
    const answer = await state.api.call(parcelByTrackingEndpoint, { params: { tracking_number: number } }, QUIET);
    return answer.data.id;
  } catch (error) {
    if (error instanceof ApiRequestError) return null;
    throw error;
  }
}

/**
 * The page's forms: `declare` uploads the invoice (if one is chosen) and declares the parcel, landing on its page;
 * `add-item` and `remove-item` give the form back with a row more or less, for browsers without JavaScript.
 */
export const declareAction = intentAction(
  {
    declare: intent({
      schema: parcelFormSchema,
      keep: KEPT,
      run: async ({ data: body, form, state, server, url }) => {
        const invoice = await uploadInvoice(form, state);
        if (!invoice.ok) return invoice;
        const values = { ...keptOf(form), invoice_file_id: invoice.id ?? '' };
        try {
          const answer = await state.api.call(
            declareParcelEndpoint,
            { body: { ...body, invoice_file_id: invoice.id } },
            { toast: 'success' },
          );
          return { redirectTo: parcelPath(state, answer.data.id) };
        } catch (error) {
          if (!(error instanceof ApiRequestError)) throw error;
          if (error.code === 'parcels.already_declared') {
            const id = await existingParcel(state, body.tracking_number);
            return refusal(error, values, id ? { [PROBLEM_FIELD]: error.code, [EXISTING_FIELD]: String(id) } : {});
          }
          if (error.code === 'parcels.profile_incomplete') {
            return (
              finishProfileFirst(state, server, url, values) ?? refusal(error, values, { [PROBLEM_FIELD]: error.code })
            );
          }
          return refusal(error, values);
        }
      },
    }),
    'add-item': intent({ run: async ({ form }) => rowsAnswer(form, { add: true }) }),
    'remove-item': intent({ run: async ({ form, url }) => rowsAnswer(form, { remove: removedRow(url) }) }),
  },
  { back: (state) => href('/:lang/cabinet/declare', { lang: state.lang }), fallback: 'declare' },
);
