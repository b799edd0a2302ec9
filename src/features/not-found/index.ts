/**
 * Not found: a reader who follows a broken or old link gets a not-found page of the docs version the
 * address was in, on any static host, that starts without being drawn twice, and two ways on (search the address's
 * words, the version's docs home: theme/NotFound/Content).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { featurePlugin } from '../feature-plugin';
import { loaderSource } from '../start-up/scripts/start-up-html';

/** Where the not-found page of a docs version path lives in the build: /2.0.18 → /2.0.18/404.html. */
export function notFoundPagePath(versionPath: string): string {
  return `${versionPath.replace(/\/$/, '')}/404.html`;
}

/** A route prefix that no address has: the router never enters the route below. */
const NEVER_MATCHED = '/__versioned-not-found__';

/**
 * One not-found page per older docs version: build/2.0.18/404.html, and so on.
 *
 * The framework renders a single 404.html at /404.html, which falls inside the latest version's docs
 * route. A reader's unknown address under /2.0.18/ is rendered by the browser inside 2.0.18's docs
 * route (its version in the navbar, its links), so hydrating the one 404.html there failed: React
 * threw its hydration errors away and drew the whole page again. nginx answers such an address with
 * its version's page (deploy/nginx/site.conf), whose HTML is what the browser renders. Any other
 * static host answers it with /404.html: a small inline script at the end of every page's body
 * (./page-of-address-version.js) then fetches the address's version's page and puts it in place
 * before the app starts. Its hash enters the Content-Security-Policy like every inline script.
 *
 * The static-site generator renders every leaf route path through the site's whole route table.
 * The leaves here sit below a prefix no address has, so the router never uses this route: each path
 * is rendered by the docs' own routes, as the browser renders any unknown address of that version.
 */
export default function notFound(olderVersionPaths: readonly string[]) {
  return function notFoundPlugin(context: LoadContext): Plugin {
    const pageOfAddressVersion = loaderSource(path.join(path.dirname(fileURLToPath(import.meta.url)), 'page-of-address-version.js'))
      .replace('__VERSION_PAGES__', JSON.stringify(olderVersionPaths.map((versionPath) => [versionPath, notFoundPagePath(versionPath)])))
      .replace('__ROOT_NOT_FOUND__', JSON.stringify(`${context.baseUrl}404.html`));
    return featurePlugin({
      name: 'not-found',
      themePath: path.join(__dirname, 'theme'),
      parts: [
        {
          async contentLoaded({ actions }) {
            actions.addRoute({
              path: NEVER_MATCHED,
              component: '@theme/NotFound',
              routes: olderVersionPaths.map((versionPath) => ({
                path: notFoundPagePath(versionPath),
                component: '@theme/NotFound',
                exact: true,
              })),
            });
          },
          injectHtmlTags() {
            if (olderVersionPaths.length === 0) return {};
            return { postBodyTags: [{ tagName: 'script', innerHTML: pageOfAddressVersion }] };
          },
        },
      ],
    });
  };
}
