// Inlined in every page's head by ./index.ts (comment lines are dropped).
// An address ending in .html or /index.html (an old bookmark, a link from another site) is
// normalised to the page's own address, /config/mqtt. nginx redirects such addresses
// before the page is sent; other static hosts send a file as they find it: the page's own HTML for
// /config/mqtt/index.html, the site's not-found page for /config/mqtt.html. The app must start on
// the address the HTML was rendered for (its og:url), or React throws its hydration errors and draws
// the page again. So, before the app starts: when the host sent the page itself, the address becomes
// the page's own, in place (history.replaceState, no request); when it sent the not-found page, the
// browser asks for the clean address instead (location.replace), which every host answers with the
// page, or with the not-found page if there is none.
(function () {
  var path = location.pathname;
  if (!/\.html$/.test(path)) return;
  var clean = path
    .replace(/(^|\/)index\.html$/, '$1')
    .replace(/\.html$/, '')
    .replace(/(.)\/$/, '$1');
  var rendered = null;
  try {
    rendered = new URL(document.querySelector('meta[property="og:url"]').content).pathname;
  } catch (e) {
    // No og:url: the page is taken as the address's own.
  }
  var rest = location.search + location.hash;
  if (rendered && /\/404\.html$/.test(rendered)) {
    location.replace(clean + rest);
  } else {
    // The page's own address where it is this one (a version's home page keeps its trailing slash).
    var own = rendered && rendered.replace(/(.)\/$/, '$1') === clean ? rendered : clean;
    history.replaceState(history.state, '', own + rest);
  }
})();
