import type { Locale } from './locales.ts';
import type { MessageTree, Namespace } from './types.ts';

/** The file of a namespace in `messages/<locale>/`: its name in kebab case (`errorPage` → `error-page.ts`). */
export function fileOf(ns: Namespace): string {
  return ns.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/**
 * Imports one namespace of one locale. The bundler turns this into a table of every locale's every namespace
 * file, which grows with each feature; it lives in this module, which `load.ts` fetches only when a namespace is
 * first needed, so the table stays out of every page's first load.
 */
export async function importNamespace(locale: Locale, ns: Namespace): Promise<MessageTree> {
  const module = (await import(`./messages/${locale}/${fileOf(ns)}.ts`)) as { default: MessageTree };
  return module.default;
}
