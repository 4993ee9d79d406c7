// Starts the page's modules once the page has loaded. Every page is complete HTML without scripts, so
// behaviour can wait: on slow connections the modules no longer compete with the page for bandwidth before
// first paint. The HTML names the entry and its static imports (scripts/defer-scripts.ts writes them).
(function () {
  var boot = document.currentScript;
  var entry = boot.getAttribute('data-entry');
  var preload = (boot.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  function start() {
    preload.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.src = entry;
    document.body.appendChild(script);
  }
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
})();
