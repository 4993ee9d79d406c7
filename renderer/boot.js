// Starts the page's modules once the page has loaded and painted (a page an island is for: once painted), or at once
// when a visitor reaches for an island before then. Every page is complete HTML without
// scripts, so behaviour can wait: on slow connections the modules then no longer compete with the page for
// bandwidth or the main thread before its content is on screen. The build inlines this script, minified, at
// the end of each page's body (scripts/defer-scripts.ts; the CSP allows it by hash) with the entry and its
// static imports as attributes: a file of its own cost a request, and the browser ran the layout that follows
// parsing only once that file had arrived.
(function () {
  var boot = document.currentScript;
  var entry = boot.getAttribute('data-entry');
  var preload = (boot.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  // A page an island is for (a form, the calculator, search): the head script asks for its code at the first paint.
  var islandPage = document.querySelector('site-island[data-with-page]') !== null;
  var started = false;

  function start() {
    if (started) return;
    started = true;
    // The web app manifest, linked now that the page has painted (lib/pwa/manifest.ts says why not in the HTML).
    var manifest = document.createElement('link');
    manifest.rel = 'manifest';
    manifest.href = boot.getAttribute('data-manifest');
    document.head.appendChild(manifest);
    // The island's code, if the head script has not asked for it yet (it had no paint timing).
    if (touch && touch.preload) touch.preload();
    preload.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.src = entry;
    // The entry (or a module it imports) did not load, or ran and threw before the island loader started: no island
    // can wake on this page, so the head script gives every held touch back to the browser now.
    script.addEventListener('error', fail);
    script.addEventListener('load', function () {
      if (touch && !touch.wake) fail();
    });
    document.body.appendChild(script);
    // And if it neither loads nor fails in time (a stalled request), the head script's bound.
    if (touch && touch.entryRequested) touch.entryRequested();
  }

  function fail() {
    if (touch && touch.fail) touch.fail();
  }

  // After the first contentful paint and one more frame. Hidden tabs never paint, and old browsers lack the
  // paint timing API: they start at once; a time-out covers anything else.
  function afterFirstPaint() {
    if (document.visibilityState === 'hidden' || !('PerformanceObserver' in window)) return start();
    var next = function () {
      window.requestAnimationFrame(function () {
        window.setTimeout(start, 0);
      });
    };
    window.setTimeout(start, 3000);
    if (window.performance.getEntriesByName('first-contentful-paint').length) return next();
    try {
      new window.PerformanceObserver(function (list, observer) {
        observer.disconnect();
        next();
      }).observe({ type: 'paint', buffered: true });
    } catch {
      start();
    }
  }

  // A visitor who already reached for an island (renderer/head.js holds the touch) is not kept waiting for the
  // page's load: the modules start now, and so does any touch that comes before the load.
  var touch = window.__firstTouch;
  if (touch) touch.boot = start;
  if (touch && document.querySelector('site-island[data-wanted]')) start();
  // A page an island is for starts once painted, without waiting for its load: the visitor came for the island.
  else if (islandPage || document.readyState === 'complete') afterFirstPaint();
  else window.addEventListener('load', afterFirstPaint, { once: true });
})();
