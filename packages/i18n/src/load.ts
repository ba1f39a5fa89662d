import type { Locale } from './locales.ts';
import type { MessageTree, Namespace } from './types.ts';

/**
 * Loads one namespace of one locale as its own small chunk: a browser downloads only the namespaces its
 * pages use, in its language (the server puts the ones a page rendered with into the page itself). The table of
 * namespace files comes with the first namespace loaded this way (`namespace-files.ts`), not with the page.
 */
export async function loadNamespace(locale: Locale, ns: Namespace): Promise<MessageTree> {
  const { importNamespace } = await import('./namespace-files.ts');
  return importNamespace(locale, ns);
}
