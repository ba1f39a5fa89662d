import { DEFAULT_LOCALE, negotiateLocale, type Locale } from '@yolla/i18n';
import { translator, type Translate } from '@yolla/i18n/server';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    locale: Locale;
    /**
     * The request's translator, typed with the web's key type: `request.t('api.signed_out')` compiles,
     * `request.t('api.nope')` does not. Keys that arrive as data (a schema issue's key) go through `translate`.
     */
    t: Translate;
  }
}

/** Every request gets the best of az, en, ru, uz, ka from Accept-Language (unknown → en) and a translator for it. */
export const i18nPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('locale', DEFAULT_LOCALE);
    app.decorateRequest('t', () => '');
    app.addHook('onRequest', async (request) => {
      const locale = negotiateLocale(request.headers['accept-language']) ?? DEFAULT_LOCALE;
      request.locale = locale;
      request.t = translator(locale);
    });
  },
  { name: 'i18n' },
);
