/**
 * Not found: a reader who follows a broken or old link gets a not-found page of the docs version the
 * address was in, that starts without being drawn twice, and two ways on (search the address's
 * words, the version's docs home: theme/NotFound/Content).
 */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { featurePlugin } from '../feature-plugin';

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
 * threw its hydration errors away and drew the whole page again. nginx now answers such an address
 * with its version's page (deploy/nginx/site.conf), whose HTML is what the browser renders.
 *
 * The static-site generator renders every leaf route path through the site's whole route table.
 * The leaves here sit below a prefix no address has, so the router never uses this route: each path
 * is rendered by the docs' own routes, as the browser renders any unknown address of that version.
 */
export default function notFound(olderVersionPaths: readonly string[]) {
  return function notFoundPlugin(): Plugin {
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
        },
      ],
    });
  };
}
