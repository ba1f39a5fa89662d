import { preferencesSchema } from '@yolla/contract';
import { data, href, redirect } from 'react-router';
import type { Route } from './+types/preferences';
import { readForm } from '../lib/form.server.ts';
import { safeRedirect } from '../lib/redirects.server.ts';
import { COUNTRY_COOKIE_MAX_AGE } from '../lib/locale.ts';
import { requestState, serverOf } from '../lib/request.server.ts';

/** Stores the customer's country in the country cookie (365 days). */
export async function action({ request, context }: Route.ActionArgs) {
  const state = requestState(context);
  const parsed = await readForm(request, preferencesSchema, { locale: state.locale });
  if (!parsed.ok) return data({ ok: false }, { status: 400 });
  state.out.set(state.names.country, parsed.data.country, { maxAge: COUNTRY_COOKIE_MAX_AGE, httpOnly: false });
  // A plain form post goes back to its page; the header's fetcher just gets the answer and the data revalidates.
  if (parsed.data.redirect) {
    const options = {
      lang: state.lang,
      fallback: href('/:lang', { lang: state.lang }),
      isPage: serverOf(context).pages,
    };
    return redirect(safeRedirect(parsed.data.redirect, options));
  }
  return data({ ok: true });
}

export function loader({ context }: Route.LoaderArgs) {
  return redirect(href('/:lang', { lang: requestState(context).lang }));
}
