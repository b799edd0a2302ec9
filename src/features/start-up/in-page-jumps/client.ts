/**
 * After a client-side navigation to a hash (a link to a heading of this or another page), draw
 * every block of the page and bring the target to the top again.
 *
 * Blocks far down a page are laid out only when the reader nears them (content-visibility in
 * ./off-screen-blocks.css) and stand in at a typical height until then. Docusaurus scrolls the target
 * into view after a navigation; a block above it drawn a moment later could then grow and push the
 * target down. The attribute set here draws all blocks (CSS), and the target is scrolled to again
 * before the browser paints, so it stays where the reader expects. A load of a URL with a hash, and
 * a jump before hydration, are marked by an inline script (./marker.js).
 */
import type { Location } from 'history';

const ATTRIBUTE = 'data-in-page-jump';

function targetOf(hash: string): HTMLElement | null {
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null; // a malformed escape in the hash: nothing to scroll to
  }
}

export function onRouteDidUpdate({ location, previousLocation }: { location: Location; previousLocation: Location | null }): void {
  if (!location.hash) {
    document.documentElement.removeAttribute(ATTRIBUTE);
    return;
  }
  if (!previousLocation) return;
  // Only the query changed (配置速查's filter and the topic and ACL tester keep their state there): no jump, as Docusaurus
  // itself does not scroll then.
  if (previousLocation.pathname === location.pathname && previousLocation.hash === location.hash) return;
  document.documentElement.setAttribute(ATTRIBUTE, '');
  targetOf(location.hash)?.scrollIntoView();
}
