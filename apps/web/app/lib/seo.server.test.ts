import { URL_LANGS } from '@yolla/i18n';
import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapXml } from './seo.server.ts';
import { PAGES, type PageEntry } from './site-map.ts';

const ORIGIN = 'https://yolla.example';
const landing = PAGES.filter(
  (page: PageEntry) => page.layout === 'landing' && !page.route.slice('/:lang'.length).includes(':'),
);
const others = PAGES.filter((page: PageEntry) => page.layout !== 'landing');

describe('the site map for search engines', () => {
  const xml = sitemapXml(ORIGIN);
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

  it('lists every public page of the route table in every language', () => {
    expect(landing.length).toBeGreaterThan(1);
    for (const page of landing) {
      for (const lang of URL_LANGS) {
        expect(locs).toContain(`${ORIGIN}/${lang}${page.route.slice('/:lang'.length)}`);
      }
    }
    expect(locs).toHaveLength(landing.length * URL_LANGS.length);
  });

  it('lists each news item in every language, after the pages', () => {
    const withNews = sitemapXml(ORIGIN, PAGES, ['/news/new-warehouse']);
    for (const lang of URL_LANGS) expect(withNews).toContain(`<loc>${ORIGIN}/${lang}/news/new-warehouse</loc>`);
    expect(withNews).toContain(`hreflang="ka" href="${ORIGIN}/ge/news/new-warehouse"`);
  });

  it('lists no cabinet, sign-in, registration or recovery page', () => {
    for (const page of others) {
      const path = page.route.slice('/:lang'.length);
      expect(locs.some((loc) => loc?.endsWith(path))).toBe(false);
    }
  });

  it('gives each page its alternates with Georgian as ka and an x-default', () => {
    const entry = xml.split('<url>')[1] ?? '';
    expect(entry).toContain(`hreflang="ka" href="${ORIGIN}/ge"`);
    expect(entry).toContain(`hreflang="x-default" href="${ORIGIN}/"`);
    expect(entry.match(/hreflang=/g)).toHaveLength(URL_LANGS.length + 1);
  });
});

describe('robots.txt', () => {
  const robots = robotsTxt(ORIGIN);

  it('keeps the cabinet and the account pages of every language out, and names the site map', () => {
    for (const lang of URL_LANGS) {
      for (const prefix of ['/cabinet', '/login', '/register', '/otp', '/recover']) {
        expect(robots).toContain(`Disallow: /${lang}${prefix}\n`);
      }
    }
    expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it('disallows no public page', () => {
    const disallowed = [...robots.matchAll(/^Disallow: (\S+)$/gm)].map((match) => match[1] ?? '');
    for (const page of landing) {
      const path = page.route.slice('/:lang'.length);
      if (path === '') continue;
      for (const lang of URL_LANGS) {
        expect(disallowed.some((rule) => `/${lang}${path}`.startsWith(rule))).toBe(false);
      }
    }
  });
});
