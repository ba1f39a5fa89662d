import { DEFAULT_LOCALE, negotiateLocale, type Locale } from '@yolla/i18n';
import { translator, type Translate } from '@yolla/i18n/server';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    locale: Locale;
    t: Translate;
  }
}

/** Every request gets the best of az, en, ru, uz, ka from Accept-Language (unknown → en) and a translator for it. */
export const i18nPlugin = fp(
  async (app: FastifyInstance) => {
    const translators = new Map<Locale, Translate>();
    const translatorFor = (locale: Locale): Translate => {
      let t = translators.get(locale);
      if (!t) {
        t = translator(locale);
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
