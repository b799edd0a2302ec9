// Inlined at the end of every page's body by ./index.ts (comment lines are dropped), before the
// start-up loader (src/features/start-up/scripts/loader.js). __VERSION_PAGES__ pairs each older docs
// version's path with its not-found page (["/2.0.18", "/2.0.18/404.html"]); __ROOT_NOT_FOUND__ is
// the site's own not-found page ("/404.html").
// Each older docs version has its own not-found page, /2.0.18/404.html, and nginx answers an unknown
// address under /2.0.18/ with it. Other static hosts (GitHub Pages, object storage, `docusaurus
// serve`) answer every unknown address with /404.html, drawn for the latest version: the app, which
// renders the address in its own version, would throw hydration errors and draw the page again.
// When this page is a not-found page of another version than the address's, the address's version's
// page is fetched and put in its place before the app starts (the loader waits for
// window.fluxmqPageReplaced), with its version's scripts and styles (each version is its own
// build). Should that fail, the page stays as it is.
(function () {
  var rendered;
  try {
    rendered = new URL(document.querySelector('meta[property="og:url"]').content).pathname;
  } catch (e) {
    return;
  }
  if (!/\/404\.html$/.test(rendered)) return;
  var path = location.pathname;
  var versionPages = __VERSION_PAGES__;
  var wanted = __ROOT_NOT_FOUND__;
  for (var i = 0; i < versionPages.length; i++) {
    var versionPath = versionPages[i][0];
    if (path === versionPath || path.indexOf(versionPath + '/') === 0) wanted = versionPages[i][1];
  }
  if (wanted === rendered) return;
  window.fluxmqPageReplaced = fetch(wanted, { credentials: 'same-origin' })
    .then(function (response) {
      if (!response.ok) throw new Error('no page ' + wanted);
      return response.text();
    })
    .then(function (html) {
      var next = new DOMParser().parseFromString(html, 'text/html');
      var nextApp = next.getElementById('__docusaurus');
      var app = document.getElementById('__docusaurus');
      if (!nextApp || !app) return;
      app.replaceWith(document.adoptNode(nextApp));
      document.documentElement.className = next.documentElement.className;
      document.title = next.title;
      // The scripts the loader requests are those of the page now in place: each docs version is
      // its own build (scripts/build-site.mjs), with its own app, route chunks and styles.
      var loader = document.querySelector('script[data-entry]');
      var nextLoader = next.querySelector('script[data-entry]');
      if (loader && nextLoader) {
        loader.setAttribute('data-route-chunks', nextLoader.getAttribute('data-route-chunks') || '');
        loader.setAttribute('data-entry', nextLoader.getAttribute('data-entry') || '');
      }
      var sheets = document.querySelectorAll('link[rel="stylesheet"]');
      var nextSheets = next.querySelectorAll('link[rel="stylesheet"]');
      var pending = nextSheets.length;
      var dropOld = function () {
        if (--pending > 0) return;
        for (var k = 0; k < sheets.length; k++) sheets[k].remove();
      };
      for (var j = 0; j < nextSheets.length; j++) {
        var sheet = document.adoptNode(nextSheets[j]);
        sheet.onload = sheet.onerror = dropOld;
        document.head.appendChild(sheet);
      }
    })
    .catch(function () {});
})();
