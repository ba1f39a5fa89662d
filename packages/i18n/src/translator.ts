import i18next, { type TFunction } from 'i18next';
import { DEFAULT_LOCALE, type Locale } from './locales.ts';
import { resources } from './resources.ts';
import { NAMESPACES } from './types.ts';

export type TranslateParams = Record<string, string | number>;
export type Translate = (key: string, params?: TranslateParams) => string;

let instance: ReturnType<typeof i18next.createInstance> | null = null;

function shared() {
  if (instance) return instance;
  instance = i18next.createInstance();
  void instance.init({
    resources,
    lng: DEFAULT_LOCALE,
    fallbackLng: DEFAULT_LOCALE,
    ns: [...NAMESPACES],
    defaultNS: 'errors',
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

/**
 * A translator for one locale over all namespaces. Keys are `namespace.path`
 * (`errors.auth.invalid_credentials`, `validation.required`); a missing key falls back to English.
 */
export function translator(locale: Locale): Translate {
  const t: TFunction = shared().getFixedT(locale);
  return (key, params) => {
    const dot = key.indexOf('.');
    const ns = key.slice(0, dot);
    const path = key.slice(dot + 1);
    return String(t(path, { ns, ...params }));
  };
}
