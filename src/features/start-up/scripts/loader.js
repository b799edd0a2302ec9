// The start-up loader: inlined at the end of every page's body by ./start-up-html.ts (comment lines
// are dropped), the same bytes on every page, so the Content-Security-Policy needs a single hash.
// It requests the page's scripts once the browser has painted the page: the reader's first view
// (text, navbar, tables) does not wait on them, and on a slow link the HTML and CSS have the line
// to themselves. The script element carries its lists: data-route-chunks (the page's route
// chunks, marked data-route-chunk for ../chunk-load-recovery/client.ts) and data-entry (main.js,
// then the webpack runtime), and they run in that order, as deferred scripts did.
(function () {
  var loader = document.currentScript;
  var started = false;
  function list(name) {
    return (loader.getAttribute(name) || '').split(' ').filter(Boolean);
  }
  function start() {
    if (started) return;
    started = true;
    // A not-found page of another docs version than the address's is first replaced by the
    // address's version's page (src/features/not-found); the app must start on that one.
    if (window.fluxmqPageReplaced) window.fluxmqPageReplaced.then(requestScripts);
    else requestScripts();
  }
  function requestScripts() {
    performance.mark('fluxmq:start-up:scripts requested');
    var chunks = list('data-route-chunks');
    chunks.concat(list('data-entry')).forEach(function (src, i) {
      var script = document.createElement('script');
      script.src = src;
      script.async = false;
      if (i < chunks.length) script.setAttribute('data-route-chunk', '');
      else script.onerror = entryFailed;
      document.head.appendChild(script);
    });
  }
  // The framework's base-URL check (home page only) shows its banner when window.docusaurus is
  // still undefined once the HTML is parsed, which is now always the case: the app starts after the
  // first paint. Mark that the app is on its way, and show the banner when an entry script fails.
  function entryFailed() {
    if (typeof window.insertBanner === 'function' && !document.getElementById('__docusaurus-base-url-issue-banner-container')) {
      window.insertBanner();
    }
  }
  if (window.docusaurus === undefined) window.docusaurus = { startingAfterFirstPaint: true };
  // Wait until the first contentful paint has been presented (its performance entry exists), and at
  // least until the frame after this script, which shows the whole page: this script runs last in
  // the body. A page in the background or being prerendered paints nothing: start at once. And
  // start after a second whatever happens, should the browser never get to paint.
  function afterFirstPaint() {
    if (performance.getEntriesByName('first-contentful-paint').length) return start();
    var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
    if (types.indexOf('paint') < 0) return start();
    new PerformanceObserver(function (entries, observer) {
      if (!entries.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      start();
    }).observe({ type: 'paint', buffered: true });
  }
  if (document.visibilityState === 'visible' && typeof requestAnimationFrame === 'function') {
    requestAnimationFrame(function () {
      setTimeout(afterFirstPaint, 0);
    });
    setTimeout(start, 1000);
  } else {
    start();
  }
})();
