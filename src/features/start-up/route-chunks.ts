/**
 * Route → chunks: which routes of Docusaurus's generated route table render a path, and the chunk
 * names they load. One implementation for the build, which names a page's start-up scripts in its
 * HTML (./scripts/route-table.ts), and for the browser, which prefetches linked pages when idle
 * (./idle-prefetch/client.ts). Free of imports, so the unit tests run it in Node.
 */

export type RouteLike = { path?: string; exact?: boolean; strict?: boolean; routes?: RouteLike[] };
export type MatchPath = (pathname: string, route: RouteLike) => unknown;

/**
 * The literal start of a route pattern, lower-cased: '/config/mqtt' → '/config/mqtt', '/:id' → '/',
 * '*' → ''. A path that does not start with it cannot match (react-router matches case-insensitively).
 */
export function literalPrefix(pattern: string): string {
  const end = pattern.search(/[:*(?+]/);
  return (end === -1 ? pattern : pattern.slice(0, end)).toLowerCase();
}

/**
 * The chain of nested routes that render a path, outermost first (what react-router-config's
 * matchRoutes returns, and what Docusaurus preloads before rendering). Routes whose literal start
 * the path lacks are passed over before matchPath, which compiles each route's pattern on first use:
 * the site has ~700 routes, and compiling them all made the first prefetch a long task on a slow phone.
 */
export function routeChain<R extends RouteLike>(routes: R[], pathname: string, matchPath: MatchPath): R[] {
  const chain: R[] = [];
  const lowerPath = pathname.toLowerCase();
  let level: R[] | undefined = routes;
  while (level) {
    const hit: R | undefined = level.find(
      (r) => r.path !== undefined && lowerPath.startsWith(literalPrefix(r.path)) && Boolean(matchPath(pathname, r)),
    );
    if (!hit) break;
    chain.push(hit);
    level = hit.routes as R[] | undefined;
  }
  return chain;
}

/** Nested chunk names of a route ({ __comp: 'a', content: { x: 'b' } }) → ['a', 'b']. */
export function flatChunkNames(value: unknown, into: string[] = []): string[] {
  if (typeof value === 'string') into.push(value);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) flatChunkNames(v, into);
  return into;
}

/**
 * Route path → chunk names, from Docusaurus's routesChunkNames whose keys are `${path}-${hash}`: what
 * the browser can look up, where a route knows its path but not its hash. Built once, instead of
 * scanning every key for every link as Docusaurus's own prefetch does.
 */
export function chunkIndex(routesChunkNames: Record<string, unknown>): Map<string, string[]> {
  const index = new Map<string, string[]>();
  for (const [key, chunks] of Object.entries(routesChunkNames)) {
    const path = key.replace(/-[^-]+$/, '');
    const list = index.get(path) ?? [];
    flatChunkNames(chunks, list);
    index.set(path, list);
  }
  return index;
}
