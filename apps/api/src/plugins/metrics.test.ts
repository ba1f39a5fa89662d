import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { frontDoor, refuseWithHouseError } from '../lib/front-door.ts';
import { createMetrics } from '../lib/metrics.ts';
import { createTestApi, usesPostgres, type TestApi } from '../test/harness.ts';

const TOKEN = 'metrics-token-0123456789abcdef';
let api: TestApi | null = null;
let server: Server | null = null;

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await api?.close();
  api = null;
  server = null;
});

/** The API behind the front door, as a host serves it, with metrics on and `GET /metrics` behind the token. */
async function host(env: Record<string, string> = {}, maxInFlight = 16) {
  const metrics = createMetrics();
  api = await createTestApi({ metrics, env });
  const app = api.app;
  // `/hold` stays in flight until released (a page waiting on its database).
  const held: ServerResponse[] = [];
  server = createServer(
    frontDoor((req, res) => (req.url === '/hold' ? held.push(res) : app.routing(req, res)), {
      maxInFlight,
      maxWaitMs: 50,
      retryAfterSeconds: 5,
      metrics,
      metricsToken: TOKEN,
      refuse: refuseWithHouseError,
    }),
  );
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const scrape = async () => {
    const response = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    return response.text();
  };
  const holding = async () => {
    while (held.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    return () => held.splice(0).forEach((res) => res.end());
  };
  return { base, scrape, holding };
}

describe('GET /metrics', () => {
  it('refuses without the token, or with another, as the API refuses: 401 with a code', async () => {
    const { base } = await host();
    for (const authorization of [undefined, 'Bearer not-the-token', `Basic ${TOKEN}`]) {
      const response = await fetch(`${base}/metrics`, { headers: authorization ? { authorization } : {} });
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/);
      expect(((await response.json()) as { code: string }).code).toBe('common.unauthenticated');
    }
  });

  it('counts a request it served by route pattern and status, with its latency', async () => {
    const { base, scrape } = await host();
    expect((await fetch(`${base}/api/v1/client/tariffs`)).status).toBe(200);
    expect((await fetch(`${base}/api/v1/client/no-such-thing`)).status).toBe(404);
    const text = await scrape();
    expect(text).toContain('http_requests_total{method="GET",route="/api/v1/client/tariffs",status="200"} 1');
    expect(text).toContain(
      'http_request_duration_seconds_count{method="GET",route="/api/v1/client/tariffs",status="200"} 1',
    );
    expect(text).toContain('http_requests_total{method="GET",route="(unmatched)",status="404"} 1');
    // The event loop's delay and the process's own figures come with them.
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds /m);
    if (usesPostgres) expect(text).toMatch(/^yolla_db_pool_connections\{state="in_use"\} \d+/m);
  });

  it('counts the requests a rate limit refused (429) by route', async () => {
    const { base, scrape } = await host({ GLOBAL_RATE_IP_MAX: '1' });
    await fetch(`${base}/api/v1/client/tariffs`);
    expect((await fetch(`${base}/api/v1/client/tariffs`)).status).toBe(429);
    expect(await scrape()).toContain('yolla_rate_limit_refusals_total{route="/api/v1/client/tariffs"} 1');
  });

  it('counts the requests refused for want of a place in time', async () => {
    const { base, scrape, holding } = await host({}, 1);
    const held = fetch(`${base}/hold`);
    const release = await holding();
    expect((await fetch(`${base}/api/v1/client/tariffs`)).status).toBe(503);
    release();
    await held;
    const text = await scrape();
    expect(text).toContain('yolla_requests_shed_total{reason="queue"} 1');
    expect(text).toContain('http_requests_total{method="GET",route="(shed)",status="503"} 1');
  });
});
