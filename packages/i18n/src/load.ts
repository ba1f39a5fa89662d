import type { Locale } from './locales.ts';
import type { MessageTree, Namespace } from './types.ts';

/** The file of each namespace in `messages/<locale>/`. */
const FILES: Record<Namespace, string> = {
  api: 'api',
  auth: 'auth',
  cabinet: 'cabinet',
  common: 'common',
  errorPage: 'error-page',
  errors: 'errors',
  home: 'home',
  multiselect: 'multiselect',
  validation: 'validation',
};

/**
 * Loads one namespace of one locale as its own small chunk: a browser downloads only the namespaces its
 * pages use, in its language (the server puts the ones a page rendered with into the page itself).
 */
export async function loadNamespace(locale: Locale, ns: Namespace): Promise<MessageTree> {
  const module = (await import(`./messages/${locale}/${FILES[ns]}.ts`)) as { default: MessageTree };
  return module.default;
}
