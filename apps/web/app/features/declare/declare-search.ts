import { param, searchSchema } from '../../lib/search-params.ts';

/**
 * The declaration form's query: which row a "remove item" button posts to remove without JavaScript
 * (`?remove={row}`, counted from 1), and `?draft` when the customer comes back for the declaration they left to
 * finish their profile (only then is the draft taken: a prefetch of the plain page must not use it up).
 */
export const declareSearch = searchSchema({ remove: param.id(), draft: param.flag() });
