import { localeToLang } from '@yolla/i18n';
import { href, redirect } from 'react-router';
import type { Route } from './+types/root-redirect';
import { requestState } from '../lib/request.server.ts';

/** `/` goes to the home page in the detected language (locale cookie, then browser language, then en). */
export function loader({ context }: Route.LoaderArgs) {
  return redirect(href('/:lang', { lang: localeToLang(requestState(context).locale) }));
}
