import { createContext, useContext, type ReactNode } from 'react';

/** The `<meta name="application-name">` the document carries: the browser reads the brand from it. */
export const BRAND_META = 'application-name';

const BrandContext = createContext<string | null>(null);

/**
 * The brand (`BRAND_NAME`) for the shell when the root's loader has no data (an error raised before it ran): the
 * server's configuration on the server, the document's `application-name` in the browser.
 */
export function BrandProvider({ value, children }: { value: string | null; children: ReactNode }) {
  return <BrandContext value={value}>{children}</BrandContext>;
}

/** The brand given by `BrandProvider`; `fallback` (the root data's, when there is some) comes first. */
export function useBrand(fallback?: string): string | null {
  const brand = useContext(BrandContext);
  return fallback ?? brand;
}

/** The brand a server-rendered document names, for the browser's `BrandProvider`. */
export function documentBrand(doc: Document): string | null {
  return doc.querySelector(`meta[name="${BRAND_META}"]`)?.getAttribute('content') ?? null;
}
