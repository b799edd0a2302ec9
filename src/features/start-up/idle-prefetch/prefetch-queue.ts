/**
 * The pure parts of the idle prefetch (src/client/idle-prefetch.ts), kept free of imports so the
 * unit tests can run them in Node: the queue that works in small idle slices, the route → chunk
 * index, and the chain of routes that a path renders.
 */

export type IdleDeadline = { timeRemaining: () => number };

export type IdlePrefetchOptions = {
  /** Prefetch the assets of one route path now. */
  prefetchNow: (routePath: string) => void;
  /** Run a callback when the browser is idle (requestIdleCallback or a fallback). */
  whenIdle: (callback: (deadline: IdleDeadline) => void) => void;
  /** Most routes handled in one idle slice, so that no slice becomes a long task. */
  routesPerSlice?: number;
  /** Time budget of one idle slice in milliseconds. */
  sliceMs?: number;
  now?: () => number;
};

/** The path part of a link target: '/config/mqtt#x' → '/config/mqtt'; same-page anchors → null. */
export function routePathOf(target: unknown): string | null {
  if (typeof target !== 'string') return null;
  const path = target.replace(/[?#].*$/s, '');
  return path.startsWith('/') ? path : null;
}

/** A queue of route paths, deduplicated, worked through in small idle slices once started. */
export function createIdlePrefetch({
  prefetchNow,
  whenIdle,
  routesPerSlice = 4,
  sliceMs = 8,
  now = () => Date.now(),
}: IdlePrefetchOptions) {
  const queue: string[] = [];
  const seen = new Set<string>();
  let started = false;
  let scheduled = false;

  const schedule = () => {
    if (scheduled || !started || queue.length === 0) return;
    scheduled = true;
    whenIdle((deadline) => {
      scheduled = false;
      const begin = now();
      for (let done = 0; done < routesPerSlice && queue.length > 0; done++) {
        if (done > 0 && (now() - begin >= sliceMs || deadline.timeRemaining() <= 1)) break;
        try {
          prefetchNow(queue.shift()!);
        } catch {
          // A prefetch is only a hint: it must never break the page.
        }
      }
      schedule();
    });
  };

  return {
    /** Queue the route of a link target; same-page anchors and repeats are ignored. */
    add(target: unknown): boolean {
      const path = routePathOf(target);
      if (path === null || seen.has(path)) return false;
      seen.add(path);
      queue.push(path);
      schedule();
      return true;
    },
    /** Begin working through the queue (called once the page has loaded). */
    start(): void {
      started = true;
      schedule();
    },
    pending: (): number => queue.length,
  };
}

/** Nested chunk names of a route ({ __comp: 'a', content: { x: 'b' } }) → ['a', 'b']. */
export function flatChunkNames(value: unknown, into: string[] = []): string[] {
  if (typeof value === 'string') into.push(value);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) flatChunkNames(v, into);
  return into;
}

/**
 * Route path → chunk names, from Docusaurus's routesChunkNames whose keys are `${path}-${hash}`.
 * Built once, instead of scanning every key for every link as Docusaurus's own prefetch does.
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
 * The chain of nested routes that render a path (like react-router-config's matchRoutes). Routes
 * whose literal start the path lacks are passed over before matchPath, which compiles each route's
 * pattern on first use: the site has ~700 routes, and compiling them all made the first prefetch a
 * long task on a slow phone.
 */
export function routeChain(routes: RouteLike[], pathname: string, matchPath: MatchPath): string[] {
  const chain: string[] = [];
  const lowerPath = pathname.toLowerCase();
  let level: RouteLike[] | undefined = routes;
  while (level) {
    const hit: RouteLike | undefined = level.find(
      (r) => r.path !== undefined && lowerPath.startsWith(literalPrefix(r.path)) && Boolean(matchPath(pathname, r)),
    );
    if (!hit) break;
    chain.push(hit.path!);
    level = hit.routes;
  }
  return chain;
}
