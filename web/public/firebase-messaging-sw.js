// Manzil's service worker (the spec's path): shows the Web Push messages the server sends and opens
// their page when one is clicked. A message is JSON: { id, title, body, url, unsubscribe? } where a
// saved search's alert carries unsubscribe: { title, url }, a button that stops its alerts
// (server/modules/push/push-message.ts).
'use strict';

self.addEventListener('install', function () {
  self.skipWaiting();
});

self.addEventListener('activate', function (event) {
  // Take over open tabs at once, so a click can bring one of them to the notification's page.
  event.waitUntil(self.clients.claim());
});

/** The page to open, always on this site: a link to anywhere else keeps only its path. */
function pageOf(value) {
  try {
    var url = new URL(typeof value === 'string' ? value : '/', self.location.origin);
    if (url.origin !== self.location.origin) {
      url = new URL(url.pathname + url.search + url.hash, self.location.origin);
    }
    return url.href;
  } catch {
    return new URL('/', self.location.origin).href;
  }
}

function readMessage(data) {
  if (!data) return {};
  try {
    var message = data.json();
    return message && typeof message === 'object' ? message : {};
  } catch {
    return { body: data.text() };
  }
}

self.addEventListener('push', function (event) {
  var message = readMessage(event.data);
  var title = typeof message.title === 'string' && message.title ? message.title : 'منزل';
  var options = {
    body: typeof message.body === 'string' ? message.body : '',
    dir: 'auto',
    data: { url: pageOf(message.url) },
  };
  var unsubscribe = message.unsubscribe;
  if (unsubscribe && typeof unsubscribe.title === 'string' && typeof unsubscribe.url === 'string') {
    options.actions = [{ action: 'unsubscribe', title: unsubscribe.title }];
    options.data.unsubscribe = pageOf(unsubscribe.url);
  }
  // One notification per id: the same notification pushed twice replaces itself.
  if (message.id !== undefined && message.id !== null) options.tag = 'notification-' + String(message.id);
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener('notificationclick', function (event) {
  event.notification.close();
  var data = event.notification.data || {};
  var target = pageOf(event.action === 'unsubscribe' && data.unsubscribe ? data.unsubscribe : data.url);
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(function (windows) {
      var mine = windows.filter(function (client) {
        return new URL(client.url).origin === self.location.origin;
      });
      var onPage = mine.find(function (client) {
        return client.url === target;
      });
      if (onPage) return onPage.focus();
      var open =
        mine.find(function (client) {
          return client.focused;
        }) || mine[0];
      if (!open) return self.clients.openWindow(target);
      // An open tab of the site goes to the page and comes to the front; a new window if it cannot.
      return open
        .focus()
        .then(function (focused) {
          return focused.navigate(target);
        })
        .catch(function () {
          return self.clients.openWindow(target);
        });
    }),
  );
});
