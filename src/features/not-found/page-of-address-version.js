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
// window.fluxmqPageReplaced). Should that fail, the page stays as it is.
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
      // The route chunks the loader requests first are those of the page now in place.
      var loader = document.querySelector('script[data-entry]');
      var nextLoader = next.querySelector('script[data-entry]');
      if (loader && nextLoader) loader.setAttribute('data-route-chunks', nextLoader.getAttribute('data-route-chunks') || '');
    })
    .catch(function () {});
})();
