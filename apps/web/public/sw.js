/*
 * Jornada's service worker (spec section 9: /sw.js, scope /, classic type).
 *
 * - Offline shell: the build replaces the two placeholders below with the
 *   build's version and the files of the shell (index.html, the entry chunk,
 *   its static imports and CSS, the manifest and icons); they are cached on
 *   install.
 * - Navigations go to the network first and fall back to the cached
 *   index.html, so the app opens without a connection.
 * - Hashed files under /assets/ are cached the first time they are fetched
 *   (they never change); other static files are served from the cache and
 *   refreshed in the background.
 * - API calls, the socket, /builds/latest.json and this file are never cached.
 * - A new version waits until the page asks it to take over (message
 *   { type: 'SKIP_WAITING' } from 'Actualizar ahora'); the page then reloads.
 */
'use strict';

var BUILD_VERSION = '__JORNADA_BUILD_VERSION__';
var PRECACHE_URLS = [
  '/index.html',
  '/manifest.webmanifest',
  '/favicon.svg',
  '/icons/icon-192.png',
  '/icons/icon-512.png',
].concat(/* __JORNADA_PRECACHE__ */ []);
var SHELL_CACHE = 'jornada-shell-' + BUILD_VERSION;
var ASSET_CACHE = 'jornada-assets-' + BUILD_VERSION;
var NEVER_CACHED = /^\/(api|oauth|health|socket\.io|builds|sw\.js)(\/|$)|^\/[a-z-]+-api\//;

self.addEventListener('install', function (event) {
  event.waitUntil(
    caches.open(SHELL_CACHE).then(function (cache) {
      return cache.addAll(
        PRECACHE_URLS.map(function (url) {
          return new Request(url, { cache: 'reload' });
        }),
      );
    }),
  );
});

self.addEventListener('activate', function (event) {
  event.waitUntil(
    caches
      .keys()
      .then(function (keys) {
        return Promise.all(
          keys
            .filter(function (key) {
              return key.indexOf('jornada-') === 0 && key !== SHELL_CACHE && key !== ASSET_CACHE;
            })
            .map(function (key) {
              return caches.delete(key);
            }),
        );
      })
      .then(function () {
        return self.clients.claim();
      }),
  );
});

self.addEventListener('message', function (event) {
  if (event.data && event.data.type === 'SKIP_WAITING') self.skipWaiting();
});

function networkFirstNavigation(request) {
  return fetch(request).catch(function () {
    return caches.open(SHELL_CACHE).then(function (cache) {
      return cache.match('/index.html').then(function (shell) {
        return shell || Response.error();
      });
    });
  });
}

function cacheFirst(request) {
  return caches.open(ASSET_CACHE).then(function (cache) {
    return cache.match(request).then(function (cached) {
      if (cached) return cached;
      return caches.match(request).then(function (precached) {
        if (precached) return precached;
        return fetch(request).then(function (response) {
          if (response.ok) cache.put(request, response.clone());
          return response;
        });
      });
    });
  });
}

function staleWhileRevalidate(request) {
  return caches.open(SHELL_CACHE).then(function (cache) {
    return cache.match(request).then(function (cached) {
      var network = fetch(request)
        .then(function (response) {
          if (response.ok) cache.put(request, response.clone());
          return response;
        })
        .catch(function () {
          return cached || Response.error();
        });
      return cached || network;
    });
  });
}

self.addEventListener('fetch', function (event) {
  var request = event.request;
  if (request.method !== 'GET') return;
  var url = new URL(request.url);
  if (url.origin !== self.location.origin || NEVER_CACHED.test(url.pathname)) return;
  if (request.mode === 'navigate') {
    event.respondWith(networkFirstNavigation(request));
  } else if (url.pathname.indexOf('/assets/') === 0) {
    event.respondWith(cacheFirst(request));
  } else if (PRECACHE_URLS.indexOf(url.pathname) !== -1) {
    event.respondWith(staleWhileRevalidate(request));
  }
});
