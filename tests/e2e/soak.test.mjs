// Soak: one tab runs 300 searches and 300 client-side navigations. The JS heap stays within a bound
// and search does not slow down beyond 2× its first runs. The pages are the latest version's: each
// docs version is its own build (scripts/build-site.mjs), so a move into another version loads a
// new document, and one document lives as long as the reader stays in one version.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { hydrated, newPage, useSiteAndBrowser, waitUntil } from '../lib/site.mjs';

const ROUNDS = 300;
/** Heap after the loop may exceed the heap after warm-up by at most this much. */
const HEAP_GROWTH_BOUND = 64 * 1024 * 1024;
const PAGES = [
  '/config/mqtt',
  '/config/cluster',
  '/auth/db',
  '/acl/http',
  '/install/docker',
  '/gzyq/rule/GRAMMAR',
  '/function/share',
  '/gzyq/event/connect',
];
const QUERIES = ['集群', 'kafka', '共享订阅', 'mqtt', '认证', 'docker', '规则', 'redis'];

const env = useSiteAndBrowser({ browserOptions: { args: ['--js-flags=--expose-gc'] } });

async function heap(page, cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  return page.evaluate(() => performance.memory.usedJSHeapSize);
}

test(`${ROUNDS} searches and ${ROUNDS} navigations in one tab: bounded heap, no search slowdown`, async () => {
  const { page, context } = await newPage(env.browser);
  const cdp = await context.newCDPSession(page);
  await page.goto(`${env.server.baseUrl}/config/mqtt`);
  await hydrated(page);
  const input = 'input.navbar__search-input';
  const searchTimes = [];
  let baseline = 0;
  for (let i = 0; i < ROUNDS; i++) {
    // Navigate client-side, as a reader clicking through the site.
    const target = PAGES[i % PAGES.length];
    await page.evaluate((to) => window.docusaurus && window.history.pushState(null, '', to), target);
    await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
    await waitUntil(page, (to) => decodeURI(location.pathname) === to && Boolean(document.querySelector('article h1')), target).catch(
      async (error) => {
        const state = await page
          .evaluate(() => ({ path: decodeURI(location.pathname), h1: document.querySelector('h1')?.textContent, title: document.title }))
          .catch((e) => String(e));
        throw new Error(
          `round ${i}, navigating to ${target}: ${error.message}; the page: ${JSON.stringify(state)}; errors: ${JSON.stringify(page.errors)}`,
        );
      },
    );
    // The search bar empties its box after each navigation, from a timer an effect sets once the new
    // page is drawn: let that pass before typing, as a reader would (a fill before it was lost).
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
    // Search.
    const q = QUERIES[i % QUERIES.length];
    const t0 = Date.now();
    await page.fill(input, q);
    await waitUntil(page, () => document.querySelectorAll('[role="listbox"] [role="option"]').length > 0, null, { interval: 10 }).catch(
      async (error) => {
        const box = await page.inputValue(input).catch((e) => String(e));
        throw new Error(
          `round ${i}, searching "${q}" on ${target}: ${error.message}; the search box holds ${JSON.stringify(box)}; errors: ${JSON.stringify(page.errors)}`,
        );
      },
    );
    searchTimes.push(Date.now() - t0);
    await page.keyboard.press('Escape');
    if (i === 19) baseline = await heap(page, cdp);
  }
  const final = await heap(page, cdp);
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const first = median(searchTimes.slice(20, 60));
  const last = median(searchTimes.slice(-40));
  console.log(
    `soak: heap after warm-up ${(baseline / 1048576).toFixed(1)} MiB, after ${ROUNDS} rounds ${(final / 1048576).toFixed(1)} MiB; search median ${first} ms early, ${last} ms late`,
  );
  assert.ok(final - baseline < HEAP_GROWTH_BOUND, `heap grew by ${((final - baseline) / 1048576).toFixed(1)} MiB`);
  assert.ok(last <= 2 * first, `search slowed from ${first} ms to ${last} ms`);
  assert.deepEqual(page.errors, []);
  await context.close();
});
