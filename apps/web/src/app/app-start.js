// Starts the app on a pre-rendered page once the page's first contentful paint is on screen
// (docs/decisions/0035-first-load.md, item 18): the markup and the inlined stylesheet
// paint first, then the browser fetches and runs the app's modules, listed by the build in
// `<script type="application/json" id="app-modules">`. A file, not inline: the CSP allows only
// 'self'. Loaded with `defer`, so it runs once the document is parsed. The build writes it,
// minified, as `app-start.js` (prerender-plugin.ts).
(function () {
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
