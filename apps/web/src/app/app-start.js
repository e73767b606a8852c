// Starts the app on a pre-rendered page once the page's first contentful paint is on screen
// (docs/decisions/0035-first-load.md, item 18): the markup and the inlined stylesheet
// paint first, then the browser fetches and runs the app's modules, listed by the build in
// `<script type="application/json" id="app-modules">`. A file, not inline: the CSP allows only
// 'self'. Loaded with `defer`, so it runs once the document is parsed. The build writes it,
// minified, as `app-start.js` (prerender-plugin.ts), and puts it in every page, `index.html`
// too, before the entry script.
//
// On every page it also guards the start (docs/decisions/0046-stale-builds.md): when the
// entry module or one it imports cannot be loaded (a new build replaced them while this page
// was cached or open), the page reloads once — the reload guard, once per path within 10 s,
// shared with features/pwa/reload-guard.ts — and otherwise shows the connection-error screen
// the build left in `<template id="app-load-error">`, instead of a page that never starts.
(function () {
  var guardKey = 'jornada:reload:';
  var guardMs = 10000;
  var failed = false;

  // The same rule as reloadOnce() in features/pwa/reload-guard.ts.
  function reloadOnce() {
    var key = guardKey + location.pathname;
    var now = Date.now();
    try {
      var last = Number(sessionStorage.getItem(key));
      if (isFinite(last) && last > 0 && now - last < guardMs && now >= last) return false;
      sessionStorage.setItem(key, String(now));
    } catch {
      // Storage can be blocked: without it the guard cannot stop a loop, so it never reloads.
      return false;
    }
    location.reload();
    return true;
  }

  function showLoadError() {
    var template = document.getElementById('app-load-error');
    var root = document.getElementById('root');
    if (!template || !root) return;
    root.replaceChildren(template.content.cloneNode(true));
    var retry = root.querySelector('[data-load-error-retry]') || root.querySelector('a');
    if (retry) retry.setAttribute('href', location.href);
    var heading = root.querySelector('h1');
    if (heading) {
      heading.setAttribute('tabindex', '-1');
      heading.focus();
    }
  }

  function onLoadError(event) {
    var element = event.target;
    if (failed || !element || element.tagName !== 'SCRIPT' || element.type !== 'module') return;
    failed = true;
    if (!reloadOnce()) showLoadError();
  }
  // Capture: a script's `error` does not bubble.
  document.addEventListener('error', onLoadError, true);

  var data = document.getElementById('app-modules');
  if (!data) return;
  var modules = JSON.parse(data.textContent);
  var started = false;
  function start() {
    if (started) return;
    started = true;
    modules.preload.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = modules.entry;
    document.head.appendChild(script);
  }
  // A page that is not visible does not paint: start at once. Otherwise start on the first
  // contentful paint, or after 2 s at the latest (a browser without paint timing, a page that
  // never paints text).
  if (document.visibilityState !== 'visible') return start();
  setTimeout(start, 2000);
  try {
    if (performance.getEntriesByName('first-contentful-paint').length) return start();
    new PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length) setTimeout(start, 0);
    }).observe({ type: 'paint', buffered: true });
  } catch {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
})();
