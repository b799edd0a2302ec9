/**
 * The queue of the idle prefetch (./client.ts), kept free of imports so the unit tests can run it in
 * Node: route paths, deduplicated, worked through in small idle slices. Which chunks a route path
 * needs is ../route-chunks.ts.
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
