import { randomBytes } from 'node:crypto';
import { createServer, connect, type AddressInfo, type Server, type Socket } from 'node:net';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { startServer, type RunningServer } from '../../server/main.ts';
import { DEMO, hydrated } from './fixtures.ts';

/**
 * A few seconds in which PostgreSQL refuses connections: the API answers 503 with Retry-After, the cabinet shows
 * the error screen instead of signing the customer out, and once the database is back the same session works —
 * without a restart. Runs on real PostgreSQL (TEST_DATABASE_URL), through a proxy this test can switch off.
 */
const base = process.env.TEST_DATABASE_URL;
test.skip(!base, 'needs TEST_DATABASE_URL (a PostgreSQL server where databases may be created)');

let database = '';
let proxy: Server | null = null;
let proxyPort = 0;
const sockets = new Set<Socket>();
let web: RunningServer;

async function proxyUp(target: URL): Promise<void> {
  proxy = createServer((client) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => sockets.delete(socket));
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => proxy!.listen(proxyPort, '127.0.0.1', resolve));
  proxyPort = (proxy.address() as AddressInfo).port;
}

/** Closes the proxy: open connections drop and new ones are refused. */
async function proxyDown(): Promise<void> {
  for (const socket of sockets) socket.destroy();
  await new Promise<void>((resolve) => proxy?.close(() => resolve()));
  proxy = null;
}

test.beforeAll(async () => {
  database = `yolla_e2e_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database "${database}"`);
  await admin.end();
  const target = new URL(base!);
  await proxyUp(target);
  const url = new URL(base!);
  url.host = `127.0.0.1:${proxyPort}`;
  url.pathname = `/${database}`;
  web = await startServer({
    NODE_ENV: 'test',
    PORT: '0',
    DATABASE_URL: url.toString(),
    SEED_DEMO: 'true',
    DB_CONNECT_TIMEOUT_MS: '500',
    DB_STATEMENT_TIMEOUT_MS: '1000',
    LOG_LEVEL: 'silent',
  });
});

test.afterAll(async () => {
  await web?.close();
  await proxyDown();
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`drop database if exists "${database}" with (force)`);
  await admin.end();
});

test('a database that refuses connections for a while signs no one out', async ({ page, context }) => {
  const response = await page.request.post(`${web.url}/en/login`, {
    form: { username: DEMO.email, password: DEMO.password },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
  await page.goto(`${web.url}/en/cabinet`);
  await expect(page.getByRole('heading', { name: /Hello, Aysel/ })).toBeVisible();
  const token = (await context.cookies()).find((c) => c.name === 'yolla_auth_token')!.value;

  await proxyDown();
  const api = await page.request.get(`${web.url}/api/v1/client/me`, {
    headers: { authorization: decodeURIComponent(token) },
  });
  expect(api.status()).toBe(503);
  expect(api.headers()['retry-after']).toBeDefined();
  expect((await api.json()).code).toBe('common.unavailable');
  const outage = await page.goto(`${web.url}/en/cabinet`);
  expect(outage?.status()).toBe(503);
  await hydrated(page);
  await expect(page.getByTestId('error-status')).toHaveText('503 ERROR');
  expect((await context.cookies()).map((c) => c.name)).toEqual(
    expect.arrayContaining(['yolla_auth_token', 'yolla_refresh_token']),
  );

  await proxyUp(new URL(base!));
  await expect(async () => {
    await page.goto(`${web.url}/en/cabinet`);
    await expect(page.getByRole('heading', { name: /Hello, Aysel/ })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
});
