/**
 * Error reporting with @sentry/react-router, loaded only when the server configured a public
 * DSN (rendered into a meta tag). Without one, nothing is downloaded or sent.
 */
import type * as SentryNamespace from '@sentry/react-router';

type SentryModule = typeof SentryNamespace;

interface SentrySettings {
  dsn: string;
  environment: string;
}

let sentry: SentryModule | null = null;
let loading: Promise<void> | null = null;
const queued: unknown[] = [];

function settings(): SentrySettings | null {
  const content = document.querySelector('meta[name="yolla:sentry"]')?.getAttribute('content');
  if (!content) return null;
  try {
    const parsed = JSON.parse(content) as Partial<SentrySettings>;
    return typeof parsed.dsn === 'string' ? { dsn: parsed.dsn, environment: parsed.environment ?? 'production' } : null;
  } catch {
    return null;
  }
}

/** The two integration factories the options use, so the settings can be checked without a browser. */
export type SentryIntegrations = Pick<SentryModule, 'reactRouterTracingIntegration' | 'replayIntegration'>;

/** The spec's sampling: traces, session replays and replays on error all at 100 %; replays mask no text and block no media. */
export function sentryOptions(config: SentrySettings, module: SentryIntegrations) {
  return {
    dsn: config.dsn,
    environment: config.environment,
    tracesSampleRate: 1,
    replaysSessionSampleRate: 1,
    replaysOnErrorSampleRate: 1,
    integrations: [
      module.reactRouterTracingIntegration(),
      module.replayIntegration({ maskAllText: false, blockAllMedia: false }),
    ],
  };
}

export function initMonitoring(): Promise<void> {
  if (loading) return loading;
  const config = settings();
  if (!config) return Promise.resolve();
  loading = import('@sentry/react-router').then((module) => {
    module.init(sentryOptions(config, module));
    sentry = module;
    for (const error of queued.splice(0)) module.captureException(error);
  });
  return loading;
}

export function reportError(error: unknown): void {
  if (sentry) sentry.captureException(error);
  else if (settings()) {
    queued.push(error);
    void initMonitoring();
  }
}
