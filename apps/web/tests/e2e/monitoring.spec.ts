import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { hydrated } from './fixtures.ts';

const SERVE = fileURLToPath(new URL('./serve.ts', import.meta.url));

test.describe('error reporting', () => {
  test('is not loaded at all without a DSN', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/en');
    await hydrated(page);
    await page.waitForTimeout(500);
    await expect(page.locator('meta[name="yolla:sentry"]')).toHaveCount(0);
    const sentryChunk = await page.evaluate(() =>
      performance.getEntriesByType('resource').some((e) => /sentry|index\.client/i.test(e.name)),
    );
    expect(sentryChunk).toBe(false);
  });

  test.describe('with a DSN configured', () => {
    let ingest: Server;
    let app: ChildProcess;
    let baseUrl = '';
    const envelopes: string[] = [];

    test.beforeAll(async () => {
      test.setTimeout(150_000);
      ingest = createServer((req, res) => {
        res.setHeader('access-control-allow-origin', '*');
        res.setHeader('access-control-allow-headers', '*');
        let body = '';
        req.on('data', (chunk) => (body += chunk));
        req.on('end', () => {
          if (req.method === 'POST') envelopes.push(body);
          res.end('{}');
        });
      });
      await new Promise<void>((resolve) => ingest.listen(0, '127.0.0.1', resolve));
      const ingestPort = (ingest.address() as AddressInfo).port;
      const port = 4300 + Math.floor(Math.random() * 500);
      baseUrl = `http://localhost:${port}`;
      app = spawn(process.execPath, [SERVE], {
        env: {
          ...process.env,
          E2E_PORT: String(port),
          SENTRY_DSN: `http://e2epublickey@127.0.0.1:${ingestPort}/1`,
          SENTRY_ENVIRONMENT: 'e2e',
        },
        stdio: 'ignore',
      });
      // Seeding the demo on a fresh embedded database takes up to a minute on a busy two-core machine.
      await expect
        .poll(async () => (await fetch(`${baseUrl}/health`).catch(() => null))?.status ?? 0, { timeout: 120_000 })
        .toBe(200);
    });

    test.afterAll(async () => {
      app.kill('SIGTERM');
      await new Promise((resolve) => ingest.close(resolve));
    });

    test('reports an uncaught error with the configured environment, and the bar turns red', async ({ page }) => {
      await page.goto(`${baseUrl}/en`);
      await hydrated(page);
      await expect(page.locator('meta[name="yolla:sentry"]')).toHaveCount(1);
      await expect.poll(() => page.evaluate(() => Boolean((window as { __SENTRY__?: unknown }).__SENTRY__))).toBe(true);
      await page.evaluate(() => {
        setTimeout(() => {
          throw new Error('yolla-e2e-uncaught');
        }, 0);
      });
      await expect.poll(() => envelopes.some((e) => e.includes('yolla-e2e-uncaught')), { timeout: 15_000 }).toBe(true);
      const report = envelopes.find((e) => e.includes('yolla-e2e-uncaught'))!;
      expect(report).toContain('"environment":"e2e"');
      await expect(page.getByTestId('loading-bar')).toHaveAttribute('data-state', 'error');
    });
  });
});
