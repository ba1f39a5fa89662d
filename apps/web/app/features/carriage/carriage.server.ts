import {
  carriageRulesEndpoint,
  COUNTRY_PROFILES,
  dayIn,
  siteDocumentEndpoint,
  type CarriageItem,
  type Country,
  type CustomsLimit,
  type SiteDocument,
} from '@yolla/contract';
import { ApiRequestError } from '../../lib/api.server.ts';
import type { RequestState } from '../../lib/context.ts';
import { destinationOf } from '../../lib/destination.server.ts';
import { formatDay, formatMoney } from '../../lib/format.ts';

export interface CarriagePage {
  destination: Country;
  canChooseDestination: boolean;
  /** null when the API could not give the rules (the page says so). */
  rules: {
    document: SiteDocument;
    updated: string;
    prohibited: CarriageItem[];
    restricted: CarriageItem[];
    customsLimit: (CustomsLimit & { limit: string }) | null;
  } | null;
}

/** The rules of carriage, the prohibited and restricted items, and the destination's customs limit. */
export async function loadCarriage(url: URL, state: RequestState): Promise<CarriagePage> {
  const { destination, canChoose } = destinationOf(url, state);
  try {
    const [document, rules] = await Promise.all([
      state.api.call(siteDocumentEndpoint, { params: { id: 'carriage' } }, { toast: false }),
      state.api.call(carriageRulesEndpoint, { query: { destination } }, { toast: false }),
    ]);
    // The rule in force today in the destination: the latest that took effect by then (a change is a new rule).
    const today = dayIn(new Date(), COUNTRY_PROFILES[destination].timeZone);
    const limit = rules.data.customs_limits
      .filter((rule) => rule.effective_from <= today)
      .sort((a, b) => b.effective_from.localeCompare(a.effective_from))[0];
    return {
      destination,
      canChooseDestination: canChoose,
      rules: {
        document: document.data,
        updated: formatDay(document.data.updated_on, state.locale),
        prohibited: rules.data.items.filter((item) => item.kind === 'prohibited'),
        restricted: rules.data.items.filter((item) => item.kind === 'restricted'),
        customsLimit: limit ? { ...limit, limit: formatMoney(limit, state.locale) } : null,
      },
    };
  } catch (error) {
    if (error instanceof ApiRequestError) return { destination, canChooseDestination: canChoose, rules: null };
    throw error;
  }
}
