import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { expect, test } from '@playwright/test';
import type { ServerBuild } from 'react-router';
import { loadWebConfig } from '../../app/lib/env.server.ts';
import { createLogger } from '../../app/lib/logger.server.ts';
import { createWebApp, type WebApp } from '../../server/app.ts';
import { actionRoutes } from '../../server/route-table.ts';
import { fill } from '../first-load/pages.ts';
import { BUILD_DIR } from './route-table.ts';

/**
 * Every action of a signed-in page passes one check, the cabinet layout's auth guard, before any of its own code
 * runs. The production build is served here with each route's action replaced by a recorder, so a recorder that
 * runs is action code that ran; the API is unreachable, which a guest's request never needs.
 */
const ran: string[] = [];
let server: Server;
let web: WebApp;
let origin: string;
let cabinet: { id: string; pattern: string }[];
/** An action outside the cabinet (the country switch): a guest's post reaches it, so the recorders do record. */
const PUBLIC_ACTION = '/:lang/preferences';

test.beforeAll(async () => {
  const build = (await import(pathToFileURL(`${BUILD_DIR}server/index.js`).href)) as ServerBuild;
  const actions = actionRoutes(build.routes);
  cabinet = actions.filter((route) => route.ancestors.includes('layouts/cabinet'));
  const recorded = new Set([
    ...cabinet.map((route) => route.id),
    ...actions.filter((r) => r.pattern === PUBLIC_ACTION).map((r) => r.id),
  ]);
  const routes = Object.fromEntries(
    Object.entries(build.routes).map(([id, route]) => {
      if (!route || !recorded.has(id)) return [id, route];
      const action = () => {
        ran.push(id);
        return new Response('the action ran', { status: 418 });
      };
      return [id, { ...route, module: { ...route.module, action } }];
    }),
  );
  const config = loadWebConfig({
    NODE_ENV: 'production',
    API_URL: 'http://127.0.0.1:9',
    OAUTH_CLIENT_SECRET: 'e2e-web-client-secret',
    SESSION_SECRET: 'e2e-signed-in-actions-session-secret-0123',
    PAGE_CACHE: 'off',
    LOG_LEVEL: 'silent',
  });
  web = createWebApp({
    config,
    logger: createLogger('silent'),
    build: { ...build, routes },
    clientDir: `${BUILD_DIR}client`,
  });
  server = createServer(web.handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await web.close();
});

/** Where a post sends the browser: the Location of a document's redirect, or the one a data request carries. */
async function post(url: string): Promise<{ status: number; to: string | null }> {
  const response = await fetch(`${origin}${url}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
    body: 'intent=profile&name=Guest&id=1&code=123456',
  });
  const body = await response.text();
  if (!url.includes('.data')) return { status: response.status, to: response.headers.get('location') };
  // A data request's redirect is 202 with the target in its turbo-stream body.
  const target = /"redirect","([^"]+)"/.exec(body)?.[1] ?? null;
  return { status: response.status, to: target };
}

test('every action of a signed-in page sends a guest to sign-in, the same way, before any of its code runs', async () => {
  const patterns = cabinet.map((route) => route.pattern);
  expect(patterns).toEqual(
    expect.arrayContaining(['/:lang/cabinet/addresses', '/:lang/cabinet/settings', '/:lang/cabinet/settings/phone']),
  );
  for (const route of cabinet) {
    for (const lang of ['en', 'ge']) {
      const page = fill(route.pattern).replace(/^\/en\//, `/${lang}/`);
      const login = `/${lang}/login?redirect=${encodeURIComponent(page)}`;
      expect(await post(page), `${page}`).toEqual({ status: 302, to: login });
      const data = await post(`${page}.data`);
      expect(data, `${page}.data`).toEqual({ status: 202, to: login });
    }
  }
  expect(ran).toEqual([]);
});

test('an action outside the cabinet is reached by a guest, so a recorder that did not run means the guard stopped it', async () => {
  const before = ran.length;
  expect((await post(fill(PUBLIC_ACTION))).status).toBe(418);
  expect(ran.length).toBe(before + 1);
});
