// Yolla's service worker (decision 0044): registered on every page once it has hydrated. It shows the notices
// pushed to this device, and keeps for offline use the built files, an offline page per language and the last copy
// of the parcel list the customer opened, nothing else signed-in. Signing in or out erases that copy.
/* global self, clients, caches */

const VERSION = 'v1';
const ASSETS = `yolla-assets-${VERSION}`;
const OFFLINE = `yolla-offline-${VERSION}`;
const LIST = `yolla-list-${VERSION}`;
const LANGS = ['az', 'en', 'ru', 'uz', 'ge'];
const offlinePath = (lang) => `/${lang}/offline`;
const listPath = (lang) => `/${lang}/cabinet/packages`;
/** The parcel list, in any language and with any query: one copy per language, kept without its query. */
const LIST_PAGE = /^\/(az|en|ru|uz|ge)\/cabinet\/packages\/?$/;
/** Posts that start or end a session, with or without JavaScript (`.data`): each erases the list's copy. */
const SESSION_CHANGE =
  /^\/(az|en|ru|uz|ge)\/(sign-out|login|login\/identify|otp|register|recover(\/[a-z]+)?)(\.data)?$/;

const langOf = (path) => {
  const first = path.split('/')[1];
  return LANGS.includes(first) ? first : 'en';
};

/** The built files a page links to (`/assets/…`), so a kept page has its styles and scripts offline. */
async function keepAssetsOf(html) {
  const cache = await caches.open(ASSETS);
  const paths = new Set(html.match(/\/assets\/[\w./-]+\.(?:js|css|woff2|svg|png)/g) ?? []);
  await Promise.all(
    [...paths].map(async (path) => {
      if (await cache.match(path)) return;
      const response = await fetch(path).catch(() => null);
      if (response?.ok) await cache.put(path, response);
    }),
  );
}

/**
 * The offline pages, as a guest sees them (no cookies: nothing of the customer in them), with their files. One the
 * server did not give (busy, or offline meanwhile) is asked for again after a later page has loaded.
 */
async function keepOfflinePages() {
  const cache = await caches.open(OFFLINE);
  await Promise.all(
    LANGS.map(async (lang) => {
      if (await cache.match(offlinePath(lang))) return;
      const response = await fetch(offlinePath(lang), { credentials: 'omit', cache: 'no-store' }).catch(() => null);
      if (!response?.ok) return;
      await keepAssetsOf(await response.clone().text());
      await cache.put(offlinePath(lang), response);
    }),
  );
}

const forgetList = () => caches.delete(LIST);

self.addEventListener('install', (event) => event.waitUntil(keepOfflinePages().then(() => self.skipWaiting())));

self.addEventListener('activate', (event) => {
  const current = [ASSETS, OFFLINE, LIST];
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('yolla-') && !current.includes(name))
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => clients.claim()),
  );
});

// The sign-out page says so too (a page the worker did not yet control when the customer signed out).
self.addEventListener('message', (event) => {
  if (event.data === 'forget-list') event.waitUntil(forgetList());
});

/**
 * The offline page in the path's language, served in place of the page asked for, without its scripts: they would
 * hydrate the offline page's data on another address. Its "Try again" reloads the address in the bar.
 */
async function offlinePage(path) {
  const cached = await caches.open(OFFLINE).then((cache) => cache.match(offlinePath(langOf(path))));
  if (!cached) return Response.error();
  const html = (await cached.text())
    .replace(/<script\b[^>]*type="module"[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/g, '');
  // Its own headers (the security policy whose nonce the page's inline script carries), but the length changed.
  const headers = new Headers(cached.headers);
  headers.delete('Content-Length');
  headers.delete('Content-Encoding');
  return new Response(html, { status: 503, headers });
}

/** Keeps a parcel list that arrived in place of the copy; a redirect (to sign-in: the session ended) erases it. */
async function keepList(key, response) {
  if (response.type === 'opaqueredirect') return forgetList();
  if (!response.ok || response.type !== 'basic') return undefined;
  const html = await response.clone().text();
  await caches.open(LIST).then((cache) => cache.put(key, response));
  return keepAssetsOf(html);
}

/**
 * The parcel list: the network first, each page that arrives replaces the copy (after it has gone to the page, so
 * it streams as before); offline, the copy.
 */
async function parcelList(event, path) {
  const key = listPath(langOf(path));
  try {
    const response = await fetch(event.request);
    event.waitUntil(keepList(key, response.clone()).catch(() => undefined));
    return response;
  } catch {
    const copy = await caches.open(LIST).then((cache) => cache.match(key));
    return copy ?? offlinePage(path);
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(ASSETS);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.method !== 'GET') {
    if (SESSION_CHANGE.test(url.pathname)) event.waitUntil(forgetList());
    return;
  }
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request));
  } else if (request.mode === 'navigate') {
    if (LIST_PAGE.test(url.pathname)) event.respondWith(parcelList(event, url.pathname));
    else event.respondWith(fetch(request).catch(() => offlinePage(url.pathname)));
    event.waitUntil(keepOfflinePages().catch(() => undefined));
  }
  // Anything else (`.data`, the API, the other files) goes to the network untouched, never kept.
});

// A push: its payload is the notice's title and text as JSON (decrypted by the browser, RFC 8291).
self.addEventListener('push', (event) => {
  let notice = { title: 'Yolla', body: '' };
  try {
    notice = { ...notice, ...event.data.json() };
  } catch {
    // A push without a readable payload still says something arrived.
  }
  event.waitUntil(
    self.registration.showNotification(notice.title, {
      body: notice.body,
      icon: '/icon-192.png',
      tag: notice.title,
    }),
  );
});

// A click opens the site (a window already open comes to the front); the site brings the customer to their cabinet.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(
    clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => 'focus' in client);
      return open ? open.focus() : clients.openWindow('/');
    }),
  );
});
