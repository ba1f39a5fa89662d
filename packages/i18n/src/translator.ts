import { resolveMessage, type TranslateParams } from './engine.ts';
import type { FullKey } from './keys.ts';
import { DEFAULT_LOCALE, type Locale } from './locales.ts';
import { isNamespace, resources } from './resources.ts';

export type { TranslateParams };
/** A translator whose keys the type checker knows: `t('common.meta.error')`; `t('common.nope')` does not compile. */
export type Translate = (key: FullKey, params?: TranslateParams) => string;
/** For keys that arrive as data (an API error's message key, a schema issue's key): checked at run time only. */
export type DynamicTranslate = (key: string, params?: TranslateParams) => string;

const translators = new Map<Locale, Translate>();

/** The message for `namespace.path` in a locale, falling back to English, or the key itself when neither has it. */
export function translate(locale: Locale, key: string, params?: TranslateParams): string {
  const dot = key.indexOf('.');
  const ns = key.slice(0, dot);
  if (dot <= 0 || !isNamespace(ns)) return key;
  const path = key.slice(dot + 1);
  return (
    resolveMessage(resources[locale][ns], locale, path, params) ??
    resolveMessage(resources[DEFAULT_LOCALE][ns], DEFAULT_LOCALE, path, params) ??
    key
  );
}

/**
 * A translator for one locale over every namespace, for servers (page titles, refusal pages). Keys are
 * `namespace.path` (`errors.auth.invalid_credentials`, `validation.required`), checked by the type checker; a
 * missing message falls back to English. Keys that arrive as data go through `translate` (or `DynamicTranslate`).
 */
export function translator(locale: Locale): Translate {
  let t = translators.get(locale);
  if (!t) {
    t = (key, params) => translate(locale, key, params);
    translators.set(locale, t);
  }
  return t;
}
