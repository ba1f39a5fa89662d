import type { MetaDescriptor } from 'react-router';

/** Page titles read `{page title} | {product name}`. */
export function pageTitle(title: string, brand: string): string {
  return `${title} | ${brand}`;
}

export function pageMeta(title: string, brand: string, description?: string): MetaDescriptor[] {
  return [{ title: pageTitle(title, brand) }, ...(description ? [{ name: 'description', content: description }] : [])];
}
