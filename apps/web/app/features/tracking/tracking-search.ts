import { param, searchSchema } from '../../lib/search-params.ts';

/**
 * `/{lang}/tracking`'s query: the tracking box's one field, as a GET form sends it without JavaScript
 * (`?tracking=…`); a readable number goes on to its page.
 */
export const trackingSearch = searchSchema({ tracking: param.text(100) });
