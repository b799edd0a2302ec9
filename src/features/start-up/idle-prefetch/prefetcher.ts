/**
 * The idle prefetch's working part, loaded by ./client.ts after the page's `load` event and only on
 * a connection that prefetches (never on 2g or with data saver, so such a reader never downloads
 * it): the route table and chunk index, and the queue that prefetches each linked route's files in
 * idle slices, each file once and never one the page has.
 */
import { matchPath } from '@docusaurus/router';
import { createIdlePrefetch } from './prefetch-queue';
import { isSlowConnection, whenIdle } from './connection';
import { chunkIndex, routeChain, type MatchPath, type RouteLike } from '../route-chunks';

/** Docusaurus's chunk-asset helper: chunk name → asset URL (injected into the webpack runtime). */
declare const __webpack_require__: { gca?: (chunkName: string) => string | undefined };

/**
 * The route table and its chunk names, evaluated only when prefetching starts (after the `load`
 * event): importing them here would evaluate the whole route table with the client modules, the
 * first and longest step of the app's start-up. They are in main.js already: no request.
 */
let routeData: { routes: RouteLike[]; chunkNames: Record<string, unknown> } | undefined;
async function loadRouteData(): Promise<void> {
  const [routes, chunkNames] = await Promise.all([
    import(/* webpackMode: "eager" */ '@generated/routes'),
    import(/* webpackMode: "eager" */ '@generated/routesChunkNames'),
  ]);
  routeData = { routes: routes.default as RouteLike[], chunkNames: chunkNames.default as Record<string, unknown> };
}

let index: Map<string, string[]> | undefined;
/** Chunk names already dealt with (prefetched, or found on the page): each is looked at once. */
const handledChunks = new Set<string>();

/** Asset paths the page already has: its scripts and any prefetch or preload link. */
function assetsOnPage(): Set<string> {
  const paths = new Set<string>();
  for (const s of Array.from(document.scripts)) if (s.src) paths.add(new URL(s.src).pathname);
  for (const l of Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"], link[rel="preload"]'))) {
    paths.add(new URL(l.href).pathname);
  }
  return paths;
}

/** The chunk names of every route that renders a path (once the route data and index are loaded). */
function routeChunkNames(routePath: string): string[] {
  if (!routeData || !index) return [];
  return routeChain(routeData.routes, routePath, matchPath as MatchPath).flatMap((route) => index!.get(route.path!) ?? []);
}

function prefetchRoute(routePath: string): void {
  if (isSlowConnection() || typeof __webpack_require__.gca !== 'function') return;
  const fresh = routeChunkNames(routePath).filter((name) => !handledChunks.has(name));
  if (fresh.length === 0) return;
  // Looked up once per route, and only when it has chunks not seen before (gca and the DOM scan cost).
  const onPage = assetsOnPage();
  for (const chunkName of fresh) {
    if (handledChunks.has(chunkName)) continue;
    handledChunks.add(chunkName);
    // gca builds its whole name → id table on every call (~2 ms on a throttled phone): call it only
    // for chunks not seen before.
    const url = __webpack_require__.gca(chunkName);
    // Webpack may have merged a chunk into another one: its URL then contains "undefined".
    if (!url || url.includes('undefined')) continue;
    const assetPath = new URL(url, document.baseURI).pathname;
    if (onPage.has(assetPath)) continue;
    onPage.add(assetPath);
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = url;
    document.head.appendChild(link);
  }
}

/**
 * Start prefetching: the route data and the chunk index each get their own turn, then the queue,
 * with the route paths the page's links asked for so far.
 */
export function startIdlePrefetch(asked: string[]): { add: (routePath: string) => boolean } {
  const queue = createIdlePrefetch({ prefetchNow: prefetchRoute, whenIdle });
  for (const routePath of asked) queue.add(routePath);
  void loadRouteData().then(() =>
    whenIdle(() => {
      index = chunkIndex(routeData!.chunkNames);
      // The chunks of the page being read are loaded: never looked up (gca is slow, see below).
      for (const name of routeChunkNames(window.location.pathname)) handledChunks.add(name);
      queue.start();
    }),
  );
  return queue;
}
