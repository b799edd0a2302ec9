import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FeaturePart } from '../../feature-plugin';
import { loaderSource } from '../scripts/start-up-html';

/**
 * Addresses ending in .html or /index.html are normalised to the page's own on any static
 * host, not only behind the project's nginx, which redirects them: a small inline script in every
 * page's head (./clean-address.js) puts the address right before the app starts on it, so the app
 * renders the page the HTML was rendered for (no hydration errors). Its hash enters the
 * Content-Security-Policy like every inline script.
 */
export default function cleanAddress(): FeaturePart {
  const script = loaderSource(path.join(path.dirname(fileURLToPath(import.meta.url)), 'clean-address.js'));
  return {
    injectHtmlTags() {
      return { headTags: [{ tagName: 'script', innerHTML: script }] };
    },
  };
}
