import type { MetaDescriptor } from 'react-router';

/** Page titles read `{page title} | {product name}`. */
export function pageTitle(title: string, brand: string): string {
  return `${title} | ${brand}`;
}

/** What a page's `<head>` says about it, made on the server by `pageHead` (lib/page.server.ts). */
export interface PageHead {
  /** `{page} | {brand}`. */
  title: string;
  description: string;
  /** The page's own address, without its query. */
  canonical: string;
  /** The same page in each language (`hreflang` az, en, ru, uz, ka), and `x-default`. */
  alternates: { hrefLang: string; href: string }[];
  /** For link previews (Open Graph): the product's name and the page's locale (`ka_GE`). */
  siteName: string;
  ogLocale: string;
  /** schema.org data for search engines: the organisation on the home page, the breadcrumb on every other. */
  structuredData: Record<string, unknown>;
}

/** The tags of a page head. */
export function headTags(head: PageHead): MetaDescriptor[] {
  return [
    { title: head.title },
    { name: 'description', content: head.description },
    { tagName: 'link', rel: 'canonical', href: head.canonical },
    ...head.alternates.map(({ hrefLang, href }) => ({ tagName: 'link', rel: 'alternate', hrefLang, href })),
    // A link shared in a messenger or a social network shows the page's own title and description.
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: head.siteName },
    { property: 'og:title', content: head.title },
    { property: 'og:description', content: head.description },
    { property: 'og:url', content: head.canonical },
    { property: 'og:locale', content: head.ogLocale },
    { name: 'twitter:card', content: 'summary' },
    { name: 'twitter:title', content: head.title },
    { name: 'twitter:description', content: head.description },
    { 'script:ld+json': head.structuredData },
  ];
}

/**
 * Every page route's `meta`: `export const meta = pageMeta;` with a loader that returns `{ head: pageHead(…) }`.
 * A page that failed renders the root's error title instead.
 */
export function pageMeta({ loaderData }: { loaderData?: { head?: PageHead } | undefined }): MetaDescriptor[] {
  return loaderData?.head ? headTags(loaderData.head) : [];
}
