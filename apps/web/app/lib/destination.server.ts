import { countrySchema, featuresFor, type Country } from '@yolla/contract';
import type { RequestState } from './context.ts';

/**
 * The destination country a public page shows (price list, carriage rules): `?to=` where the visitor's country
 * offers a choice (`carriageCountry`), else the visitor's own country.
 */
export function destinationOf(url: URL, state: RequestState): { destination: Country; canChoose: boolean } {
  const canChoose = featuresFor(state.country).carriageCountry;
  const picked = countrySchema.safeParse(url.searchParams.get('to')?.toUpperCase());
  return { destination: canChoose && picked.success ? picked.data : state.country, canChoose };
}
