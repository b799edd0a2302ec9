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
 * fetched ahead, and never on 2g or data-saver connections (SPEC §2) — but:
 * - calls are queued and worked through after the `load` event, a few routes per idle slice;
 * - chunks are looked up in an index built once, and each file is prefetched once, never when the
 *   page already has it.
 * Hover and touch still load a page at once (`window.docusaurus.preload` is Docusaurus's own).
 *
 * This module, which every page loads, only takes the links' requests; the part that finds and
 * prefetches their files (./prefetcher.ts, with the route table's lookups) is loaded after `load`,
 * and never on a 2g or data-saver connection, where nothing is prefetched.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { isSlowConnection } from './connection';

type DocusaurusClientApi = {
  prefetch: (routePath: string) => false | Promise<unknown>;
  preload: (routePath: string) => false | Promise<unknown>;
};

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
      // Route paths the links asked for before the prefetcher is loaded, then the prefetcher's queue.
      const asked: string[] = [];
      let queue: { add: (routePath: string) => boolean } | undefined;
      const start = () => {
        if (isSlowConnection()) return;
        import('./prefetcher').then(
          ({ startIdlePrefetch }) => {
            queue = startIdlePrefetch(asked.splice(0));
          },
          // Prefetching is only a hint: a prefetcher that cannot load leaves the page as it is.
          () => undefined,
        );
      };
      if (document.readyState === 'complete') start();
      else window.addEventListener('load', start, { once: true });
      api = Object.freeze({
        ...value,
        prefetch: (routePath: string) => {
          if (isSlowConnection()) return false;
          if (queue) return queue.add(routePath) ? Promise.resolve() : false;
          asked.push(routePath);
          return Promise.resolve();
        },
      });
    },
  });
}

if (ExecutionEnvironment.canUseDOM) installIdlePrefetch();
