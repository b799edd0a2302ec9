import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FeaturePart } from '../../feature-plugin';
import { loaderSource } from '../scripts/start-up-html';

/**
 * A small inline script at the top of every page (./marker.js) marks <html> when the page is opened
 * at a hash, so that the blocks far down a page that are otherwise drawn only when the reader nears
 * them (./off-screen-blocks.css) are all drawn and the jump lands where it should. The CSS used to find
 * this out itself, with `:has(:target)` on the article; that selector made the browser restyle the
 * whole article each time the parser added to it, about twice the style work of a long page's load.
 * Its hash enters the Content-Security-Policy like every inline script (scripts/post-build.mjs).
 */
export default function inPageJumpMarker(): FeaturePart {
  const script = loaderSource(path.join(path.dirname(fileURLToPath(import.meta.url)), 'marker.js'));
  return {
    injectHtmlTags() {
      return { headTags: [{ tagName: 'script', innerHTML: script }] };
    },
  };
}
