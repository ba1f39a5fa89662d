import { langToLocale, URL_LANGS } from '@yolla/i18n';
import { PAGES, type PageEntry } from './site-map.ts';

/** Pages a search engine may list: the public site (landing layout), without route parameters. */
export function publicPaths(pages: readonly PageEntry[] = PAGES): string[] {
  return pages
    .filter((page) => page.layout === 'landing' && !page.route.slice('/:lang'.length).includes(':'))
    .map((page) => page.route.slice('/:lang'.length));
}

/** Pages kept out of search engines: the cabinet and every sign-in, registration and recovery step. */
export function privatePrefixes(pages: readonly PageEntry[] = PAGES): string[] {
  const prefixes = new Set<string>();
  for (const page of pages) {
    if (page.layout === 'landing') continue;
    // `/:lang/cabinet/addresses` is covered by `/cabinet`, `/:lang/recover/code` by `/recover`.
    const [first = ''] = page.route.slice('/:lang/'.length).split('/');
    prefixes.add(`/${first}`);
  }
  return [...prefixes].sort();
}

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * `/sitemap.xml`: every public page in every language (news items included), each with its alternates (`hreflang` az, en, ru, uz, ka and
 * `x-default`), from the site map, so a new public page is listed without an edit here.
 */
export function sitemapXml(
  origin: string,
  pages: readonly PageEntry[] = PAGES,
  /** Pages of the content itself, such as `/news/{slug}` for every news item. */
  contentPaths: readonly string[] = [],
): string {
  const urls: string[] = [];
  for (const path of [...publicPaths(pages), ...contentPaths]) {
    const alternates = [
      ...URL_LANGS.map(
        (lang) =>
          `    <xhtml:link rel="alternate" hreflang="${langToLocale(lang)}" href="${escapeXml(`${origin}/${lang}${path}`)}"/>`,
      ),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(`${origin}/`)}"/>`,
    ];
    for (const lang of URL_LANGS) {
      urls.push(`  <url>\n    <loc>${escapeXml(`${origin}/${lang}${path}`)}</loc>\n${alternates.join('\n')}\n  </url>`);
    }
  }
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    `${urls.join('\n')}\n</urlset>\n`
  );
}

/** `/robots.txt`: everything public may be crawled; the cabinet and the account steps in every language not. */
export function robotsTxt(origin: string, pages: readonly PageEntry[] = PAGES): string {
  const disallowed = URL_LANGS.flatMap((lang) => privatePrefixes(pages).map((prefix) => `Disallow: /${lang}${prefix}`));
  return ['User-agent: *', 'Allow: /', ...disallowed, '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
