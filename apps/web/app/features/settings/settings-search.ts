import { param, searchSchema } from '../../lib/search-params.ts';

/**
 * `/{lang}/cabinet/settings`'s query: the confirm step open in a list, signing a session out (`?end-session={id}`)
 * removing a passkey (`?remove-passkey={id}`) or a push device (`?remove-push-device={id}`); the loader keeps only an id of the customer's own list.
 */
export const settingsSearch = searchSchema({
  'end-session': param.id(),
  'remove-passkey': param.id(),
  'remove-push-device': param.id(),
});
