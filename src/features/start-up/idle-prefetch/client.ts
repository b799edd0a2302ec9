/**
 * Prefetch linked pages when the browser is idle, not while the page starts.
 *
 * Docusaurus's <Link> calls `window.docusaurus.prefetch(path)` for every internal link as soon as it
 * scrolls into view. Docusaurus 3.6's prefetch then scans the whole route table for each link and
 * appends a `<link rel="prefetch">` for every chunk of the route, including chunks the page already
 * loaded: on config/store that was ~80 calls in one task right after hydration, 525 prefetch
 * elements for 35 distinct files, and over a second of blocked main thread on a throttled phone
 * (bench/HISTORY.md, Lighthouse TBT).
 *
 * This module keeps the behaviour readers benefit from — pages linked from what they can see are
 * fetched ahead, and never on 2g or data-saver connections — but:
 * - calls are queued and worked through after the `load` event, a few routes per idle slice;
 * - chunks are looked up in an index built once, and each file is prefetched once, never when the
 *   page already has it.
 * Hover and touch still load a page at once (Docusaurus's own `window.docusaurus.preload`).
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { matchPath } from '@docusaurus/router';
import { createIdlePrefetch, type IdleDeadline } from './prefetch-queue';
import { chunkIndex, routeChain, type MatchPath, type RouteLike } from '../route-chunks';
import registry from '@generated/registry';
import { chunkIdsOfLoader } from './chunk-files';

type DocusaurusClientApi = {
  prefetch: (routePath: string) => false | Promise<unknown>;
  preload: (routePath: string) => false | Promise<unknown>;
};

/**
 * The webpack runtime: its public path (`p`), a chunk id's file (`u`), and Docusaurus's chunk-asset
 * helper (`gca`: chunk name → URL), which this module provides itself: the map it was built on is
 * left out of the build (./index.ts).
 */
declare const __webpack_require__: { p: string; u: (chunkId: string) => string; gca?: (chunkName: string) => string | undefined };

/** The URLs of the files a registry chunk loads: its own and the shared chunks it needs first. */
function chunkUrls(chunkName: string): string[] {
  const entry = (registry as Record<string, [unknown, ...unknown[]] | undefined>)[chunkName];
  return entry ? chunkIdsOfLoader(entry[0]).map((id) => __webpack_require__.p + __webpack_require__.u(id)) : [];
}

/** No prefetching on 2g or data-saver connections, where readers pay for every byte (the same test as Docusaurus's). */
function isSlowConnection(): boolean {
  const connection = (navigator as Navigator & { connection?: { effectiveType?: string; saveData?: boolean } }).connection;
  return Boolean(connection?.effectiveType?.includes('2g') || connection?.saveData);
}

function whenIdle(callback: (deadline: IdleDeadline) => void): void {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(callback, { timeout: 5000 });
  } else {
    setTimeout(() => callback({ timeRemaining: () => 8 }), 50);
  }
}

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
  if (isSlowConnection()) return;
  const fresh = routeChunkNames(routePath).filter((name) => !handledChunks.has(name));
  if (fresh.length === 0) return;
  // Looked up once per route, and only when it has chunks not seen before (the DOM scan costs).
  const onPage = assetsOnPage();
  const pageBase = window.location.origin + window.location.pathname;
  for (const chunkName of fresh) {
    if (handledChunks.has(chunkName)) continue;
    handledChunks.add(chunkName);
    for (const url of chunkUrls(chunkName)) {
      // Webpack may have merged a chunk into another one: its URL then contains "undefined".
      if (url.includes('undefined')) continue;
      // Resolved against the page's path, not document.baseURI: the address's query can be megabytes
      // (a shared tester case), and every URL parsed against it would copy it.
      const assetPath = new URL(url, pageBase).pathname;
      if (onPage.has(assetPath)) continue;
      onPage.add(assetPath);
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.href = url;
      document.head.appendChild(link);
    }
  }
}

/** Replace `window.docusaurus.prefetch` at the moment Docusaurus installs its client API. */
function installIdlePrefetch(): void {
  const existing = Object.getOwnPropertyDescriptor(window, 'docusaurus');
  if (existing && !existing.configurable) return;
  let api: DocusaurusClientApi | undefined;
  Object.defineProperty(window, 'docusaurus', {
    configurable: true,
    enumerable: true,
    get: () => api,
    set(value: DocusaurusClientApi) {
      if (!value || typeof value.prefetch !== 'function') {
        api = value;
        return;
      }
      const queue = createIdlePrefetch({ prefetchNow: prefetchRoute, whenIdle });
      // The route data and the chunk index each get their own turn, before the first prefetch.
      const start = () =>
        void loadRouteData().then(() =>
          whenIdle(() => {
            index = chunkIndex(routeData!.chunkNames);
            // The chunks of the page being read are loaded: never looked up.
            for (const name of routeChunkNames(window.location.pathname)) handledChunks.add(name);
            queue.start();
          }),
        );
      if (document.readyState === 'complete') start();
      else window.addEventListener('load', start, { once: true });
      api = Object.freeze({
        ...value,
        prefetch: (routePath: string) => (!isSlowConnection() && queue.add(routePath) ? Promise.resolve() : false),
      });
    },
  });
}

if (ExecutionEnvironment.canUseDOM) {
  // Docusaurus's own prefetch, should it ever run, finds a chunk's file here (the first the entry loads).
  __webpack_require__.gca ??= (chunkName) => chunkUrls(chunkName)[0];
  installIdlePrefetch();
}
