import { DEFAULT_LOCALE, negotiateLocale, type Locale } from '@yolla/i18n';
import { translate, type DynamicTranslate } from '@yolla/i18n/server';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    locale: Locale;
    /** Keys arrive as data here (an error's message key), so they are checked at run time, falling back to English. */
    t: DynamicTranslate;
  }
}

/** Every request gets the best of az, en, ru, uz, ka from Accept-Language (unknown → en) and a translator for it. */
export const i18nPlugin = fp(
  async (app: FastifyInstance) => {
    const translators = new Map<Locale, DynamicTranslate>();
    const translatorFor = (locale: Locale): DynamicTranslate => {
      let t = translators.get(locale);
      if (!t) {
        t = (key, params) => translate(locale, key, params);
        translators.set(locale, t);
      }
      return t;
    };
    app.decorateRequest('locale', DEFAULT_LOCALE);
    app.decorateRequest('t', () => '');
    app.addHook('onRequest', async (request) => {
      const locale = negotiateLocale(request.headers['accept-language']) ?? DEFAULT_LOCALE;
      request.locale = locale;
      request.t = translatorFor(locale);
    });
  },
  { name: 'i18n' },
);
