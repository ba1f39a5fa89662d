import { COUNTRIES } from '@yolla/contract/countries';
import { param, searchSchema } from './search-params.ts';

/**
 * The query names several pages share (a page's own are in its feature folder): where to go after signing in
 * (`?redirect=/en/cabinet/…` on sign-in, identification and registration, and on the settings when the profile form
 * should bring the customer back to what sent them there; `safeRedirect` checks it before use),
 * and the destination country of a public page's prices or rules (`?to=GE` on home, tariffs and carriage).
 */
export const signInSearch = searchSchema({ redirect: param.text(2000) });

export const destinationSearch = searchSchema({ to: param.oneOf(COUNTRIES, null, { ignoreCase: true }) });
