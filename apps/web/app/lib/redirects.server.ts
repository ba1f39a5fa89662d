import { isUrlLang } from '@yolla/i18n';
import { matchPath } from 'react-router';

/** Whether a path is a page of this site (see server/route-table.ts). */
export type PageMatcher = (pathname: string) => boolean;

/** Rules for route parameters a redirect target must satisfy beyond its pattern. */
const PARAMETER_RULES: Record<string, (value: string) => boolean> = { lang: isUrlLang };

/** A matcher for the pages of the route table, given their path patterns (`/:lang/cabinet`). */
export function pageMatcher(patterns: readonly string[]): PageMatcher {
  return (pathname) =>
    patterns.some((pattern) => {
      const match = matchPath({ path: pattern, caseSensitive: true, end: true }, pathname);
      return (
        match !== null &&
        Object.entries(match.params).every(
          ([name, value]) => value !== undefined && (PARAMETER_RULES[name]?.(value) ?? true),
        )
      );
    });
}

const SITE = 'http://site.invalid';
/** Control characters (tabs, new lines…) and backslashes, which browsers strip or read as slashes. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
const UNSAFE = /[\u0000-\u001f\u007f\\]/;
const MAX_TARGET = 2000;

/**
 * Where to go after sign-in or a preference change: the target only when it is a page of this site under the
 * current language, resolved the way a browser resolves it (`/en/..//x` is `//x`, which is another host) and
 * returned in that resolved form; anything else — other origins, protocol-relative or scheme URLs, backslashes,
 * control characters, unknown paths, very long values — gives the fallback.
 */
export function safeRedirect(
  target: string | null | undefined,
  options: { lang: string; fallback: string; isPage: PageMatcher },
): string {
  const { lang, fallback, isPage } = options;
  if (!target || target.length > MAX_TARGET || UNSAFE.test(target) || !target.startsWith('/')) return fallback;
  let url: URL;
  try {
    url = new URL(target, SITE);
  } catch {
    return fallback;
  }
  const path = url.pathname;
  if (url.origin !== SITE || path.startsWith('//')) return fallback;
  if (path !== `/${lang}` && !path.startsWith(`/${lang}/`)) return fallback;
  return isPage(path) ? `${path}${url.search}` : fallback;
}
