import type { Locale } from './locales.ts';
import type { MessageTree } from './types.ts';

/** Values for `{{name}}` placeholders; a numeric `count` also picks the plural form (`key_one`, `key_few`, …). */
export type TranslateParams = Record<string, string | number>;

const pluralRules = new Map<Locale, Intl.PluralRules>();

function pluralCategory(locale: Locale, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  return rules.select(count);
}

/** The messages found at each path of a tree, kept: a page looks up a few hundred, the same on every render. */
const found = new WeakMap<MessageTree, Map<string, string | undefined>>();

/** The message at a dotted path of one namespace's tree, or undefined. */
function lookup(tree: MessageTree | undefined, path: string): string | undefined {
  if (tree === undefined) return undefined;
  let paths = found.get(tree);
  if (!paths) found.set(tree, (paths = new Map()));
  const kept = paths.get(path);
  // One lookup for a kept message; `has` only for a path kept as missing (rare: a plural form a language lacks).
  if (kept !== undefined || paths.has(path)) return kept;
  let node: MessageTree | string | undefined = tree;
  for (const part of path.split('.')) {
    if (node === undefined || typeof node === 'string') {
      node = undefined;
      break;
    }
    node = node[part];
  }
  const message = typeof node === 'string' ? node : undefined;
  paths.set(path, message);
  return message;
}

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/** Replaces `{{name}}` with the parameter's value; a placeholder without a value stays as written. */
export function interpolate(message: string, params: TranslateParams | undefined): string {
  if (!params || !message.includes('{{')) return message;
  return message.replace(PLACEHOLDER, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : String(value);
  });
}

/**
 * The message of `path` in one namespace tree for a locale: with a numeric `count`, the plural form the
 * locale's rules pick (`path_one`, `path_few`, …), else `path_other`, else `path` itself. Undefined when missing.
 */
export function resolveMessage(
  tree: MessageTree | undefined,
  locale: Locale,
  path: string,
  params?: TranslateParams,
): string | undefined {
  const count = params?.count;
  if (typeof count === 'number') {
    const plural =
      lookup(tree, `${path}_${pluralCategory(locale, count)}`) ?? lookup(tree, `${path}_other`) ?? lookup(tree, path);
    return plural === undefined ? undefined : interpolate(plural, params);
  }
  const message = lookup(tree, path);
  return message === undefined ? undefined : interpolate(message, params);
}
