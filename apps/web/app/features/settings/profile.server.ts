import { profileFormSchema, updateCustomerProfileEndpoint } from '@yolla/contract';
import { intent } from '../../lib/intents.server.ts';
import { requireCustomer } from '../../lib/page.server.ts';
import { safeRedirect } from '../../lib/redirects.server.ts';
import { signInSearch } from '../../lib/shared-searches.ts';

export const PROFILE_FIELDS = ['name', 'surname', 'email', 'national_id', 'birth_date', 'language'] as const;

/** The API's "today": its clock's UTC day, which the birth-date rule counts from. */
export function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/**
 * `intent=profile`: checked with the rules of the customer's own country (the account's, from the session; not the
 * visitor's country picker) here and again at the API. A blank field removes it; the API's message is a toast.
 * A page that sent the customer here to finish their profile (`?redirect=`, a declaration waiting) gets them back
 * once the profile is complete.
 */
export const profileIntent = intent({
  schema: (state) => profileFormSchema({ country: requireCustomer(state).country, today: today() }),
  keep: PROFILE_FIELDS,
  run: async ({ data, state, server, url }) => {
    const answer = await state.api.call(updateCustomerProfileEndpoint, { body: data }, { toast: 'success' });
    const back = url ? signInSearch.parse(url).redirect : '';
    if (!back || !answer.data.completed_profile) return;
    const target = safeRedirect(back, { lang: state.lang, fallback: '', isPage: server.pages });
    return target ? { redirectTo: target } : undefined;
  },
});
