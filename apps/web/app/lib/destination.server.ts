import { featuresFor, type Country } from '@yolla/contract';
import type { RequestState } from './context.ts';
import { destinationSearch } from './shared-searches.ts';

/**
 * The destination country a public page shows (price list, carriage rules): `?to=` where the visitor's country
 * offers a choice (`carriageCountry`), else the visitor's own country.
 */
export function destinationOf(url: URL, state: RequestState): { destination: Country; canChoose: boolean } {
  const canChoose = featuresFor(state.country).carriageCountry;
  const picked = destinationSearch.parse(url).to;
  return { destination: canChoose && picked ? picked : state.country, canChoose };
}
