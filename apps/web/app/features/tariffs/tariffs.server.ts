import {
  calculatorQuery,
  tariffCalculatorFormSchema,
  tariffQuoteEndpoint,
  tariffsEndpoint,
  type Country,
  type Origin,
} from '@yolla/contract';
import { toQuoteView, type QuoteView } from '../../components/tariffs/quote-view.ts';
import { toTariffView, type TariffView } from '../../components/tariffs/tariff-view.ts';
import { ApiRequestError } from '../../lib/api.server.ts';
import { destinationOf } from '../../lib/destination.server.ts';
import type { RequestState } from '../../lib/context.ts';
import { apiFailure, readForm, type FormFailure } from '../../lib/form.server.ts';
import { formatCentimetres, formatKilograms } from '../../lib/format.ts';

/** A route of the price list with its limits, formatted for the page. */
export interface RouteView extends TariffView {
  maxWeight: string;
  maxSide: string;
  threshold: string;
}

export interface TariffsPage {
  destination: Country;
  canChooseDestination: boolean;
  /** null when the price list could not be loaded: the page says so and still renders. */
  routes: RouteView[] | null;
}

const KEPT = ['origin', 'destination', 'weight_kg', 'length_cm', 'width_cm', 'height_cm'] as const;
type Kept = (typeof KEPT)[number];

export type CalculatorAnswer =
  { ok: true; quote: QuoteView; values: Partial<Record<Kept, string>> } | FormFailure<Kept>;

export async function loadTariffsPage(url: URL, state: RequestState): Promise<TariffsPage> {
  const { destination, canChoose } = destinationOf(url, state);
  return priceListTo(destination, canChoose, state);
}

/** The price list to one destination; `routes` is null when the API could not give it. */
export async function priceListTo(
  destination: Country,
  canChooseDestination: boolean,
  state: RequestState,
): Promise<TariffsPage> {
  try {
    const list = await state.api.call(tariffsEndpoint, { query: { destination } }, { toast: false });
    const routes = list.data.map((tariff) => ({
      ...toTariffView(tariff, state.locale),
      maxWeight: formatKilograms(tariff.max_weight_grams, state.locale),
      maxSide: formatCentimetres(tariff.max_side_cm, state.locale),
      threshold: formatCentimetres(tariff.volumetric_threshold_cm, state.locale),
    }));
    return { destination, canChooseDestination, routes };
  } catch (error) {
    if (error instanceof ApiRequestError) return { destination, canChooseDestination, routes: null };
    throw error;
  }
}

/** The calculator starts from Turkey, the warehouse most parcels come from, to the destination shown. */
export function calculatorDefaults(page: TariffsPage): { origin: Origin; destination: Country } {
  return { origin: 'TR', destination: page.destination };
}

/** The API names the weight in grams; the form asks for kilograms. */
function onFormFields(failure: FormFailure<Kept>): FormFailure<Kept> {
  const { weight_grams: weight, ...rest } = failure.fields;
  return { ...failure, fields: weight ? { weight_kg: weight, ...rest } : rest };
}

/** The calculator's action: the form checked with the contract's schema, then priced by the API's one rule. */
export async function quoteFromForm(request: Request, state: RequestState): Promise<CalculatorAnswer> {
  const parsed = await readForm(request, tariffCalculatorFormSchema, { locale: state.locale, keep: KEPT });
  if (!parsed.ok) return parsed;
  try {
    const quote = await state.api.call(tariffQuoteEndpoint, { query: calculatorQuery(parsed.data) }, { toast: false });
    return { ok: true, quote: toQuoteView(quote, state.locale), values: parsed.kept };
  } catch (error) {
    return onFormFields(apiFailure(error, parsed.kept));
  }
}

export type { QuoteView };
