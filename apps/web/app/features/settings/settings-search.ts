import { param, searchSchema } from '../../lib/search-params.ts';

/**
 * `/{lang}/cabinet/settings`'s query: the confirm step open in a list, signing a session out (`?end-session={id}`)
 * or removing a passkey (`?remove-passkey={id}`); the loader keeps only an id of the customer's own list.
 */
export const settingsSearch = searchSchema({ 'end-session': param.id(), 'remove-passkey': param.id() });
