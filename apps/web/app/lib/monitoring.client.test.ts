import { describe, expect, it } from 'vitest';
import { sentryOptions, type SentryIntegrations } from './monitoring.client.ts';

function recordingIntegrations() {
  const calls: { name: string; options: unknown }[] = [];
  const integrations = {
    reactRouterTracingIntegration: (options?: unknown) => {
      calls.push({ name: 'tracing', options });
      return { name: 'ReactRouterTracing' };
    },
    replayIntegration: (options?: unknown) => {
      calls.push({ name: 'replay', options });
      return { name: 'Replay' };
    },
  } as unknown as SentryIntegrations;
  return { integrations, calls };
}

describe('error reporting settings', () => {
  it('sample every trace, session replay and replay on error, with the configured environment', () => {
    const { integrations } = recordingIntegrations();
    const options = sentryOptions({ dsn: 'https://key@o1.ingest.example/1', environment: 'staging' }, integrations);
    expect(options).toMatchObject({
      dsn: 'https://key@o1.ingest.example/1',
      environment: 'staging',
      tracesSampleRate: 1,
      replaysSessionSampleRate: 1,
      replaysOnErrorSampleRate: 1,
    });
    expect(options.integrations.map((i) => i.name)).toEqual(['ReactRouterTracing', 'Replay']);
  });

  it('record replays without masking text or blocking media', () => {
    const { integrations, calls } = recordingIntegrations();
    sentryOptions({ dsn: 'https://key@o1.ingest.example/1', environment: 'production' }, integrations);
    expect(calls.find((c) => c.name === 'replay')?.options).toEqual({ maskAllText: false, blockAllMedia: false });
  });
});
