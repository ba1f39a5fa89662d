import { contentRevisionEndpoint, trackingRevisionEndpoint } from '@yolla/contract';
import { isUrlLang, langToLocale } from '@yolla/i18n';
import type { Metrics } from '@yolla/api';
import { Redis } from 'ioredis';
import type { ServerBuild } from 'react-router';
import type { InProcessApi } from '../../app/lib/api-transport.server.ts';
import type { WebConfig } from '../../app/lib/env.server.ts';
import type { Logger } from '../../app/lib/logger.server.ts';
import { apiBase } from '../../app/lib/api.server.ts';
import { detectCountry } from '../../app/lib/locale.ts';
import { pageMatcher } from '../../app/lib/redirects.server.ts';
import { PAGES } from '../../app/lib/site-map.ts';
import { securityHeaders } from '../security-headers.ts';
import { createPageCache, type PagePolicy } from './page-cache.ts';
import { revisionWatch } from './revision.ts';
import { memoryStore, redisStore } from './store.ts';

/** The public pages of the site map: the landing layout's (home, tariffs, news, FAQ, pickup points…). */
export const isPublicPage = pageMatcher(PAGES.filter((page) => page.layout === 'landing').map((page) => page.route));

/** A parcel's public page (decision 0033). */
export const isTrackingPage = pageMatcher(['/:lang/tracking/:tracking']);

/**
 * How long a tracking page is kept at most: a move reaches it through the tracking revision within seconds; this
 * bounds what no event announces (a new pickup point's city) and an event committed out of the order of its id.
 */
export const TRACKING_PAGE_TTL_SECONDS = 60;

/**
 * Tracking pages key on the tracking revision (the latest parcel event), so a parcel's move replaces them without
 * touching any other page; they are kept at most a minute, and shared caches in front must ask each time.
 */
export function trackingPagePolicy(revision: () => string | null, ttlSeconds: number) {
  return (pathname: string): PagePolicy | null =>
    isTrackingPage(pathname)
      ? {
          revision: revision(),
          ttlSeconds: Math.min(ttlSeconds, TRACKING_PAGE_TTL_SECONDS),
          cacheControl: 'public, no-cache',
        }
      : null;
}

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
  /** The API of this very process (the one-origin server), once connected. */
  inProcessApi?: () => InProcessApi | null;
}) {
  const { config, logger, build } = options;
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 1, enableOfflineQueue: false })
    : null;
  redis?.on('error', (error: Error) => logger.warn({ err: error.message }, 'page cache: Redis unavailable'));
  const watch = (endpoint: typeof contentRevisionEndpoint | typeof trackingRevisionEndpoint) =>
    revisionWatch({
      intervalMs: config.pageCache.revisionSeconds * 1000,
      fetchRevision: async () => {
        // config.apiUrl is read at each call: the one-origin server learns its port after start.
        const url = `${apiBase(config.apiUrl, config.apiSegment)}${endpoint.path}`;
        // The one-origin server asks its own API in the process: over loopback HTTP the question would pass the
        // front door, and under load a refusal would leave the revision unknown, so every guest page was rendered
        // (and refused) instead of served from the cache.
        const api = options.inProcessApi?.();
        if (api) {
          const { pathname, search } = new URL(url);
          const answer = await api({ method: 'GET', url: `${pathname}${search}`, headers: {} });
          if (answer.statusCode !== 200) throw new Error(`${endpoint.path}: ${answer.statusCode}`);
          return endpoint.response.parse(JSON.parse(answer.payload)).revision;
        }
        const response = await fetch(url, { signal: AbortSignal.timeout(config.apiTimeoutMs) });
        if (!response.ok) throw new Error(`${endpoint.path}: ${response.status}`);
        return endpoint.response.parse(await response.json()).revision;
      },
    });
  const revision = watch(contentRevisionEndpoint);
  const trackingRevision = watch(trackingRevisionEndpoint);
  const cache = createPageCache({
    store: redis ? redisStore(redis) : memoryStore(),
    ttlSeconds: config.pageCache.ttlSeconds,
    staleSeconds: config.pageCache.staleSeconds,
    isPublicPage,
    cookiePrefix: config.cookies.prefix,
    revision: revision.current,
    pagePolicy: trackingPagePolicy(trackingRevision.current, config.pageCache.ttlSeconds),
    buildId: build.assets.version,
    securityHeaders: (nonce, https) => securityHeaders(nonce, config, https),
    trustProxy: options.trustProxy,
    countryOf: (cookie, lang, acceptLanguage) =>
      detectCountry(cookie, isUrlLang(lang) ? langToLocale(lang) : 'en', acceptLanguage),
    ...(options.metrics ? { onLookup: (result) => options.metrics?.pageCache.inc({ result }) } : {}),
  });
  return { ...cache, close: async () => void (await redis?.quit().catch(() => undefined)) };
}
