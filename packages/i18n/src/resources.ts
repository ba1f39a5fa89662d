import en from './messages/en/index.ts';
import { LOCALES, type Locale } from './locales.ts';
import { importNamespace } from './namespace-files.ts';
import type { Messages, Namespace } from './types.ts';

const NAMESPACES = Object.keys(en) as Namespace[];

/** Whether a string names a namespace. */
export function isNamespace(value: string): value is Namespace {
  return Object.hasOwn(en, value);
}

async function localeMessages(locale: Locale): Promise<Messages> {
  if (locale === 'en') return en;
  const trees = await Promise.all(NAMESPACES.map(async (ns) => [ns, await importNamespace(locale, ns)] as const));
  return Object.fromEntries(trees) as Messages;
}

/**
 * Every message of every locale, loaded once when the module is: for servers and tests. Each locale's files are
 * found by the English namespaces' names, so a file missing in some locale fails loudly here. Browsers get what a
 * page rendered with, and `loadNamespace` for more.
 */
export const resources: Record<Locale, Messages> = Object.fromEntries(
  await Promise.all(LOCALES.map(async (locale) => [locale, await localeMessages(locale)] as const)),
) as Record<Locale, Messages>;
