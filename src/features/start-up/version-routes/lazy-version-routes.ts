/**
 * A docs version's route whose pages come from the version's own chunk (./loader.cjs writes the
 * calls). The route keeps its component; the component's `preload` — what Docusaurus calls for every
 * matched route before it renders a path, at start-up and on each navigation — first loads the
 * version's routes into the route's (so far empty) list, then preloads the ones that render the
 * address, so the page renders whole, as the server rendered it. A chunk that fails to load is asked
 * for again by the next preload; Docusaurus reloads the page when a navigation's preload fails.
 */
import type { ComponentType } from 'react';
import { matchRoutes } from 'react-router-config';

type Preloadable = ComponentType<never> & { preload?: () => Promise<unknown> };
type RouteConfig = { path?: string; exact?: boolean; strict?: boolean; component?: unknown; routes?: RouteConfig[] };
type VersionChunk = { default: RouteConfig[] };

let loadedVersions = 0;

/** The webpack runtime's chunk id → file (relative to the public path). */
declare const __webpack_require__: { u: (chunkId: string) => string };
const versionChunkFiles: Record<string, string> = {};
let lookupWrapped = false;

/**
 * Files of chunks only this version loads, written into its module by the build (./chunk-files.ts),
 * which left them out of the runtime's own map: the runtime's lookup consults them first. A text
 * that is not JSON (the build wrote nothing over the marker) adds nothing.
 */
export function addChunkFiles(json: string): void {
  let files: unknown;
  try {
    files = JSON.parse(json);
  } catch {
    return;
  }
  if (!files || typeof files !== 'object') return;
  if (!lookupWrapped) {
    lookupWrapped = true;
    const runtimeFile = __webpack_require__.u;
    __webpack_require__.u = (chunkId) => versionChunkFiles[chunkId] ?? runtimeFile(chunkId);
  }
  Object.assign(versionChunkFiles, files);
}

/** How many versions' routes have been added so far: a route index built earlier is stale when this grows. */
export function versionRoutesLoaded(): number {
  return loadedVersions;
}

let preloading: string | undefined;

/**
 * Runs a preload of `pathname` (Docusaurus's preload, which calls each matched route's `preload`
 * at once): a version route then preloads that address's routes, not the browser's. For the
 * preload of a link a reader points at (window.docusaurus.preload, ../idle-prefetch/client.ts).
 */
export function forPathname<T>(pathname: string, preload: () => T): T {
  const outer = preloading;
  preloading = pathname;
  try {
    return preload();
  } finally {
    preloading = outer;
  }
}

/** The paths Docusaurus matches for an address: as it is, and decoded (its preload's own pair). */
function pathsOf(pathname: string): string[] {
  try {
    const decoded = decodeURI(pathname);
    return decoded === pathname ? [pathname] : [pathname, decoded];
  } catch {
    return [pathname];
  }
}

/**
 * `component`: the version route's own; `load`: its chunk; `homePageRoutes`: the routes on the way to
 * the site's home page if it is in this version (the theme's breadcrumbs look for it in the route
 * table on every docs page), replaced by the whole list once the chunk is loaded.
 */
export function lazyVersionRoutes(
  component: Preloadable,
  load: () => Promise<VersionChunk>,
  homePageRoutes: RouteConfig[] = [],
): { component: Preloadable; routes: RouteConfig[] } {
  const routes: RouteConfig[] = [...homePageRoutes];
  let loading: Promise<void> | undefined;
  const preloadOwn = component.preload?.bind(component);
  const loadRoutes = (): Promise<void> => {
    loading ??= load().then(
      (chunk) => {
        routes.splice(0, routes.length, ...chunk.default);
        loadedVersions += 1;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  component.preload = () => {
    // The address being preloaded: the one a link's preload names (forPathname), else the browser's,
    // which is already the one Docusaurus is about to render on a navigation and at start-up.
    const pathname = preloading ?? window.location.pathname;
    return Promise.all([
      preloadOwn?.(),
      loadRoutes().then(() =>
        Promise.all(
          pathsOf(pathname)
            .flatMap((p) => matchRoutes(routes as Parameters<typeof matchRoutes>[0], p))
            .map((match) => (match.route.component as Preloadable | undefined)?.preload?.()),
        ),
      ),
    ]);
  };
  return { component, routes };
}
