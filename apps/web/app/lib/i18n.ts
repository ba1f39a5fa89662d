import { DEFAULT_LOCALE, NAMESPACES, type Locale, type Messages } from '@yolla/i18n';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * One i18next instance per request on the server (all locales loaded) and one in the
 * browser (only the page's locale, loaded before hydration).
 */
export function createI18n(locale: Locale, resources: Partial<Record<Locale, Messages>>): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: resources[DEFAULT_LOCALE] ? DEFAULT_LOCALE : false,
    resources,
    ns: [...NAMESPACES],
    defaultNS: 'common',
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    returnNull: false,
  });
  return instance;
}
