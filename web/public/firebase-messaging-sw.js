// Manzil's service worker (the spec's path, registered on every page by theme-boot.js):
// - shows the Web Push messages the server sends and opens their page when one is clicked. A message
//   is JSON: { id, title, body, url, unsubscribe? } where a saved search's alert carries
//   unsubscribe: { title, url }, a button that stops its alerts (server/modules/push/push-message.ts);
// - keeps what a reader saw readable offline (ADR 0031): pages, the app's files and photos, and the
//   catalogue's API answers (favourites, recently viewed, searches, ads), each answer under its
//   reader and language. Online, the network answers first; offline, a page never saved shows
//   /offline.html, or the app itself where its screen reads saved answers.
'use strict';

var VERSION = 'v1';
var OFFLINE_CACHE = 'manzil-offline-' + VERSION;
var PAGE_CACHE = 'manzil-pages-' + VERSION;
var FILE_CACHE = 'manzil-files-' + VERSION;
var API_CACHE = 'manzil-api-' + VERSION;
var OFFLINE_PAGE = '/offline.html';
/** The built index.html: the app without a server render, for screens that read saved answers. */
var APP_SHELL = '/index.html';
var OFFLINE_FILES = [OFFLINE_PAGE, APP_SHELL, '/theme-boot.js', '/icons/icon.svg'];
/** Entries per cache; the oldest go first. */
var LIMITS = {};
LIMITS[PAGE_CACHE] = 60;
LIMITS[FILE_CACHE] = 400;
LIMITS[API_CACHE] = 200;
/** Hashed build files, photos and icons: a name never changes its content. */
var FILES = /^\/(assets|uploads|icons)\//;
/** Files whose name stays across builds: the network first, the saved copy offline. */
var UNHASHED_FILES = /^\/(theme-boot\.js|manifest\.(ar|en)\.webmanifest)$/;
/** The website's reads, but not what is live or private to a conversation or an account. */
var API_READS = /^\/api\/website\/(?!notifications\/|messages\/|account|client-errors)/;
/** Screens that draw from saved answers: offline, an unsaved address of theirs opens the app. */
var READABLE_SCREENS =
  /^\/(|search|Favorite|recently-viewed|compare|recidence|industry|AllFeatureProperty|(Property|industry|recidence|IndustryDetailes|industry-details|RecidenceDetailes|residence-details)\/\d+)$/;
var NAME_IDENTIFIER = 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/nameidentifier';
var SHELL_REFRESH_MS = 10 * 60 * 1000;
var shellRefreshedAt = 0;

self.addEventListener('install', function (event) {
  self.skipWaiting();
  // Push works without the offline files: a failed download is tried again at the next install.
  event.waitUntil(
    caches
      .open(OFFLINE_CACHE)
      .then(function (cache) {
        return cache.addAll(OFFLINE_FILES);
      })
      .catch(function () {}),
  );
});

self.addEventListener('activate', function (event) {
  var current = [OFFLINE_CACHE, PAGE_CACHE, FILE_CACHE, API_CACHE];
  event.waitUntil(
    caches
      .keys()
      .then(function (names) {
        return Promise.all(
          names
            .filter(function (name) {
              return name.indexOf('manzil-') === 0 && current.indexOf(name) === -1;
            })
            .map(function (name) {
              return caches.delete(name);
            }),
        );
      })
      // Take over open tabs at once, so a click can bring one of them to the notification's page.
      .then(function () {
        return self.clients.claim();
      }),
  );
});

/** Keeps `response` under `key`, then drops the oldest entries past the cache's limit. */
function keep(cacheName, key, response) {
  return caches.open(cacheName).then(function (cache) {
    return cache
      .put(key, response)
      .then(function () {
        return cache.keys();
      })
      .then(function (keys) {
        var excess = keys.length - LIMITS[cacheName];
        return Promise.all(
          keys.slice(0, Math.max(0, excess)).map(function (old) {
            return cache.delete(old);
          }),
        );
      });
  });
}

function keepable(response) {
  return response.status === 200 && response.type === 'basic';
}

/** The signed-in reader a request speaks for (the token's user, unverified: only a cache key). */
function readerOf(request) {
  var token = (request.headers.get('authorization') || '').replace(/^Bearer\s+/i, '');
  if (!token) return 'visitor';
  try {
    var claims = JSON.parse(atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/')));
    return 'user-' + String(claims.sub || claims[NAME_IDENTIFIER]);
  } catch {
    return 'user';
  }
}

/** An API answer is saved per reader and language: offline, nobody reads another reader's list. */
function apiKey(request) {
  var url = new URL(request.url);
  url.searchParams.set('sw-reader', readerOf(request));
  url.searchParams.set('sw-language', request.headers.get('accept-language') || '');
  return url.href;
}

/** The network's answer, kept under `key`; offline, the answer kept last (in any of our caches). */
function networkFirst(event, cacheName, key) {
  return fetch(event.request).then(
    function (response) {
      if (keepable(response)) event.waitUntil(keep(cacheName, key, response.clone()));
      return response;
    },
    function (error) {
      return caches.match(key).then(function (saved) {
        if (saved) return saved;
        throw error;
      });
    },
  );
}

function file(event) {
  return caches.match(event.request, { cacheName: FILE_CACHE }).then(function (saved) {
    return (
      saved ||
      fetch(event.request).then(function (response) {
        if (keepable(response)) event.waitUntil(keep(FILE_CACHE, event.request.url, response.clone()));
        return response;
      })
    );
  });
}

/** The offline files follow the build: fetched again after an online page, at most every 10 minutes. */
function refreshOfflineFiles() {
  if (Date.now() - shellRefreshedAt < SHELL_REFRESH_MS) return Promise.resolve();
  shellRefreshedAt = Date.now();
  return caches
    .open(OFFLINE_CACHE)
    .then(function (cache) {
      return cache.addAll(OFFLINE_FILES);
    })
    .catch(function () {});
}

/** The page saved for `address`; for a bare /search, a way to the last search results saved. */
function savedPage(address) {
  return caches.open(PAGE_CACHE).then(function (cache) {
    return cache.match(address).then(function (saved) {
      if (saved || new URL(address).pathname !== '/search') return saved;
      return cache.keys().then(function (keys) {
        var searches = keys.filter(function (key) {
          return new URL(key.url).pathname === '/search';
        });
        var last = searches[searches.length - 1];
        return last ? Response.redirect(last.url, 302) : undefined;
      });
    });
  });
}

function page(event) {
  var request = event.request;
  return fetch(request).then(
    function (response) {
      if (keepable(response)) {
        event.waitUntil(keep(PAGE_CACHE, request.url, response.clone()).then(refreshOfflineFiles));
      }
      return response;
    },
    function () {
      var path = new URL(request.url).pathname;
      return savedPage(request.url).then(function (saved) {
        if (saved) return saved;
        var fallback = READABLE_SCREENS.test(path) ? APP_SHELL : OFFLINE_PAGE;
        return caches.open(OFFLINE_CACHE).then(function (cache) {
          return cache.match(fallback).then(function (offline) {
            return offline || cache.match(OFFLINE_PAGE);
          });
        });
      });
    },
  );
}

self.addEventListener('fetch', function (event) {
  var request = event.request;
  if (request.method !== 'GET') return;
  var url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    if (!/^\/dashboard(\/|$)/.test(url.pathname)) event.respondWith(page(event));
  } else if (FILES.test(url.pathname)) {
    event.respondWith(file(event));
  } else if (UNHASHED_FILES.test(url.pathname)) {
    event.respondWith(networkFirst(event, FILE_CACHE, request.url));
  } else if (API_READS.test(url.pathname)) {
    event.respondWith(networkFirst(event, API_CACHE, apiKey(request)));
  }
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
