import { resolveMessage, type TranslateParams } from './engine.ts';
import { DEFAULT_LOCALE, type Locale } from './locales.ts';
import { resources } from './resources.ts';
import { isNamespace } from './types.ts';

export type { TranslateParams };
export type Translate = (key: string, params?: TranslateParams) => string;

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
 * A translator for one locale over every namespace, for servers (the API's messages, page titles). Keys are
 * `namespace.path` (`errors.auth.invalid_credentials`, `validation.required`); a missing key falls back to English.
 */
export function translator(locale: Locale): Translate {
  let t = translators.get(locale);
  if (!t) {
    t = (key, params) => translate(locale, key, params);
    translators.set(locale, t);
  }
  return t;
}
