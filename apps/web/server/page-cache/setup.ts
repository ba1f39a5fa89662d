import { contentRevisionEndpoint } from '@yolla/contract';
import { isUrlLang, langToLocale } from '@yolla/i18n';
import type { Metrics } from '@yolla/api';
import { Redis } from 'ioredis';
import type { ServerBuild } from 'react-router';
import type { WebConfig } from '../../app/lib/env.server.ts';
import type { Logger } from '../../app/lib/logger.server.ts';
import { apiBase } from '../../app/lib/api.server.ts';
import { detectCountry } from '../../app/lib/locale.ts';
import { pageMatcher } from '../../app/lib/redirects.server.ts';
import { PAGES } from '../../app/lib/site-map.ts';
import { securityHeaders } from '../security-headers.ts';
import { createPageCache } from './page-cache.ts';
import { revisionWatch } from './revision.ts';
import { memoryStore, redisStore } from './store.ts';

/** The public pages of the site map: the landing layout's (home, tariffs, news, FAQ, pickup points…). */
export const isPublicPage = pageMatcher(PAGES.filter((page) => page.layout === 'landing').map((page) => page.route));

/**
 * The production server's guest page cache: in Redis when REDIS_URL is set (every instance shares it), else in
 * memory; keyed on the content revision the API reports, so a change to content or prices is seen within
 * PAGE_CACHE_REVISION_SECONDS.
 */
export function guestPageCache(options: {
  config: WebConfig;
  logger: Logger;
  build: ServerBuild;
  trustProxy: (address: string, hop: number) => boolean;
  metrics?: Metrics;
}) {
  const { config, logger, build } = options;
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 1, enableOfflineQueue: false })
    : null;
  redis?.on('error', (error: Error) => logger.warn({ err: error.message }, 'page cache: Redis unavailable'));
  const revision = revisionWatch({
    intervalMs: config.pageCache.revisionSeconds * 1000,
    fetchRevision: async () => {
      // config.apiUrl is read at each call: the one-origin server learns its port after start.
      const url = `${apiBase(config.apiUrl, config.apiSegment)}${contentRevisionEndpoint.path}`;
      const response = await fetch(url, { signal: AbortSignal.timeout(config.apiTimeoutMs) });
      if (!response.ok) throw new Error(`content revision: ${response.status}`);
      return contentRevisionEndpoint.response.parse(await response.json()).revision;
    },
  });
  const cache = createPageCache({
    store: redis ? redisStore(redis) : memoryStore(),
    ttlSeconds: config.pageCache.ttlSeconds,
    staleSeconds: config.pageCache.staleSeconds,
    isPublicPage,
    cookiePrefix: config.cookies.prefix,
    revision: revision.current,
    buildId: build.assets.version,
    securityHeaders: (nonce, https) => securityHeaders(nonce, config, https),
    trustProxy: options.trustProxy,
    countryOf: (cookie, lang, acceptLanguage) =>
      detectCountry(cookie, isUrlLang(lang) ? langToLocale(lang) : 'en', acceptLanguage),
    ...(options.metrics ? { onLookup: (result) => options.metrics?.pageCache.inc({ result }) } : {}),
  });
  return { ...cache, close: async () => void (await redis?.quit().catch(() => undefined)) };
}
