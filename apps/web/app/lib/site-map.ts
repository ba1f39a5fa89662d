import type { UrlLang } from '@yolla/i18n';

/**
 * Pages that exist, for navigation and footer links. Spec pages not built yet are left out
 * so no link leads to a 404; each page's issue adds its entry.
 */
export const PUBLIC_PAGES = [{ key: 'home', path: '' }] as const;

export const CABINET_PAGES = [{ key: 'dashboard', path: 'cabinet', icon: 'dashboard' }] as const;

export function localePath(lang: UrlLang, path: string): string {
  return path ? `/${lang}/${path}` : `/${lang}`;
}

/** The same page in another language: swaps the first path segment, keeps the rest and the query. */
export function switchLanguagePath(pathname: string, search: string, lang: UrlLang): string {
  const parts = pathname.split('/');
  parts[1] = lang;
  return `${parts.join('/')}${search}`;
}
