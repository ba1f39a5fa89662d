import { param, searchSchema } from '../../lib/search-params.ts';
import { signInSearch } from '../../lib/shared-searches.ts';

/**
 * `/{lang}/login/identify`'s query: where to go after signing in, and what the identity provider sends back to it
 * (`?code&state`, or `?error` when the person declined).
 */
export const identifySearch = searchSchema({
  ...signInSearch.fields,
  code: param.text(2000),
  state: param.text(200),
  error: param.flag(),
});
