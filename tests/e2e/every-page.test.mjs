// Every page a reader can open, in every version, starts in chromium as served by nginx: it answers
// 200 (404 for an unknown address), the app takes over the server's HTML (hydrates), and nothing is
// logged as an error or warning on the way — a failed hydration, a missing chunk, a React warning.
// Two tabs share the work; one test per version, so a failure names its version.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { VERSIONS, prefixOf, versionRoutes } from '../fixtures/spec-routes.mjs';
import { hydrated, newPage, useSiteAndBrowser } from '../lib/site.mjs';

const env = useSiteAndBrowser();

const TABS = 2;

/**
 * How long a page may take to start. What is asserted is that it starts, not how fast (start-up
 * speed has its own tests): the suite runs this file beside others, and on 2026-11-30 a page beside
 * the search hand-over test's three slowed pages took over the 20 s a normal page is given, with no
 * error. As the hand-over test waits for its slowed pages, the wait is long enough for a slow machine.
 */
const START_TIMEOUT_MS = 120000;

/** What the page shows of its start when it did not start: for the failure's message. */
const startState = (page) =>
  page
    .evaluate(() => ({
      readyState: document.readyState,
      hydrated: document.documentElement.dataset.hasHydrated ?? null,
      scripts: performance.getEntriesByType('resource').filter((e) => e.initiatorType === 'script').length,
    }))
    .catch((error) => String(error));

/** Opens each address in one of TABS tabs; returns "address: problem" lines. */
async function problemsOpening(addresses, expectedStatus) {
  const queue = [...addresses];
  const problems = [];
  await Promise.all(
    Array.from({ length: TABS }, async () => {
      const { page, context } = await newPage(env.browser);
      // newPage keeps errors in page.errors; warnings count here too.
      page.on('console', (m) => m.type() === 'warning' && page.errors.push(`console warning: ${m.text()}`));
      try {
        for (let address = queue.shift(); address !== undefined; address = queue.shift()) {
          page.errors = [];
          const res = await page.goto(`${env.server.baseUrl}${address}`);
          if (res.status() !== expectedStatus) problems.push(`${address}: status ${res.status()}`);
          try {
            await hydrated(page, { timeout: START_TIMEOUT_MS });
          } catch {
            problems.push(`${address}: the app did not start in ${START_TIMEOUT_MS / 1000} s (${JSON.stringify(await startState(page))})`);
          }
          // The browser logs the 404 status of a not-found page itself; that is what was asked for.
          const logged = page.errors.filter((e) => !(expectedStatus === 404 && /status of 404/.test(e)));
          for (const e of new Set(logged)) problems.push(`${address}: ${e.slice(0, 300)}`);
        }
      } finally {
        await context.close();
      }
    }),
  );
  return problems;
}

for (const version of VERSIONS) {
  test(`every page of ${version} answers 200 and starts without a console error or warning`, async () => {
    const routes = [...versionRoutes(version), ...(version === VERSIONS[0] ? ['/search/?q=mqtt'] : [])];
    assert.ok(routes.length > 100, `${routes.length} routes`);
    assert.deepEqual(await problemsOpening(routes, 200), []);
  });
}

test('an unknown address in every version answers 404 and starts without a console error or warning', async () => {
  const addresses = VERSIONS.flatMap((v) => [`${prefixOf(v)}/no-such-page`, `${prefixOf(v)}/config/no-such-page`]);
  assert.deepEqual(await problemsOpening(addresses, 404), []);
});
