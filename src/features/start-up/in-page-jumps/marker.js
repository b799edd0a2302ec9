// Inlined in every page's head by ./index.ts (comment lines are dropped). When the page is opened
// at a hash, or the hash changes before the app has taken over, mark <html> so that every block of
// the page is drawn (./off-screen-blocks.css), and bring the target to the top again once it is: a block
// above it, drawn late at its real height, would otherwise push it down. After hydration,
// ./client.ts does the same for the app's own navigations.
(function () {
  var root = document.documentElement;
  function mark() {
    if (location.hash.length > 1) root.setAttribute('data-in-page-jump', '');
  }
  mark();
  addEventListener('hashchange', function () {
    mark();
    var target = null;
    try {
      target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
    } catch (e) {
      // A malformed hash names no element.
    }
    if (target) target.scrollIntoView();
  });
})();
