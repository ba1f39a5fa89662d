// Yolla's service worker (decision 0044): shows the notices pushed to this device. Registered by the settings page
// when the customer subscribes; nothing of a notice is kept here.
/* global self, clients */

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(clients.claim()));

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
