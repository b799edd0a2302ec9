// A reader searches: Ctrl+K focuses the box, Chinese and English queries show at most 8
// suggestions that lead into the version being read, and the search page answers ?q=.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  atRest,
  countIdleCallbacks,
  countWorkers,
  hydrated,
  newPage,
  settled,
  useSiteAndBrowser,
  waitUntil,
  watchScripts,
} from '../lib/site.mjs';
import { VERSIONS, LATEST } from '../fixtures/spec-routes.mjs';

const env = useSiteAndBrowser();

const SEARCH_INPUT = 'input.navbar__search-input';
const OPTIONS = '[role="listbox"] [role="option"]';

async function suggestionsFor(page, query) {
  await page.keyboard.press('Control+k');
  await page.keyboard.type(query);
  await page.waitForSelector(OPTIONS, { timeout: 20000 });
  return page.$$(OPTIONS);
}

test('Ctrl+K focuses the search box, and the shortcut hint is shown', async () => {
  const { page, context } = await newPage(env.browser);
  await page.goto(`${env.server.baseUrl}/config/mqtt`);
  await hydrated(page);
  assert.equal(await page.evaluate(() => document.activeElement?.tagName), 'BODY');
  const hint = await page.textContent('[class*="searchHint"]');
  assert.match(hint ?? '', /K/);
  await page.keyboard.press('Control+k');
  assert.equal(await page.evaluate((sel) => document.activeElement === document.querySelector(sel), SEARCH_INPUT), true);
  await context.close();
});

test('a Chinese query on a 2.0.18 page shows at most 8 suggestions that lead into /2.0.18/', async () => {
  const { page, context } = await newPage(env.browser);
  const indexRequests = [];
  page.on('request', (r) => r.url().includes('search-index') && indexRequests.push(new URL(r.url()).pathname));
  await page.goto(`${env.server.baseUrl}/2.0.18/config/mqtt`);
  await hydrated(page);
  const options = await suggestionsFor(page, '集群');
  assert.ok(options.length >= 1 && options.length <= 8, `${options.length} suggestions`);
  assert.deepEqual([...new Set(indexRequests)], ['/2.0.18/search-index.json']);
  const seeAll = await page.getAttribute('[role="listbox"] a[href*="/search"]', 'href');
  assert.match(seeAll, /version=2\.0\.18/);
  await options[0].click();
  await page.waitForURL((u) => !u.pathname.endsWith('/config/mqtt'));
  assert.match(new URL(page.url()).pathname, /^\/2\.0\.18\//);
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('an English query (kafka) on a latest page shows suggestions of the latest version', async () => {
  const { page, context } = await newPage(env.browser);
  await page.goto(`${env.server.baseUrl}/`);
  await hydrated(page);
  const options = await suggestionsFor(page, 'kafka');
  assert.ok(options.length >= 1 && options.length <= 8);
  await options[0].click();
  await page.waitForURL((u) => u.pathname !== '/');
  assert.doesNotMatch(new URL(page.url()).pathname, /^\/2\.(0\.1[789]|1\.0)\//);
  await context.close();
});

test('the search page answers ?q= with results, in Chinese', async () => {
  const { page, context } = await newPage(env.browser);
  await page.goto(`${env.server.baseUrl}/search/?q=${encodeURIComponent('集群')}`);
  await hydrated(page);
  await page.waitForSelector('a[href*="_highlight="]', { timeout: 20000 });
  const heading = await page.textContent('h1');
  assert.match(heading, /集群/);
  const links = await page.$$eval('a[href*="_highlight="]', (as) => as.map((a) => a.getAttribute('href')));
  assert.ok(
    links.some((h) => h.startsWith('/config/cluster')),
    `no result leads to the cluster page: ${links}`,
  );
  await context.close();
});

test('the line between search results is the theme border colour in light and in dark mode', async () => {
  const seen = {};
  for (const mode of ['light', 'dark']) {
    const { page, context } = await newPage(env.browser, { colorScheme: mode });
    await page.goto(`${env.server.baseUrl}/search/?q=kafka`);
    await hydrated(page);
    await page.waitForSelector('main article', { timeout: 20000 });
    assert.equal(await page.getAttribute('html', 'data-theme'), mode);
    const { line, border, background } = await page.$eval('main article', (a) => {
      // The theme's border colour, resolved the way the browser resolves a colour.
      const probe = document.createElement('div');
      probe.style.color = 'var(--ifm-toc-border-color)';
      document.body.append(probe);
      const border = getComputedStyle(probe).color;
      probe.remove();
      return { line: getComputedStyle(a).borderBottomColor, border, background: getComputedStyle(document.body).backgroundColor };
    });
    assert.equal(line, border, `${mode}: the separator is ${line}, the theme border is ${border}`);
    seen[mode] = { line, background };
    await context.close();
  }
  // Luminance of an rgb() colour, 0 (black) to 1 (white).
  const luminance = (rgb) => {
    const [r, g, b] = rgb.match(/\d+/g).map(Number);
    return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
  };
  // In dark mode the line is a dark grey close to the page, not the light grey the plugin fixes.
  assert.ok(luminance(seen.dark.line) < 0.4, `dark separator ${seen.dark.line} is too bright`);
  assert.ok(luminance(seen.light.line) > 0.7, `light separator ${seen.light.line} is too dark`);
});

test("the search page keeps the address's query and version, and searches only that version's index", async () => {
  const { page, context } = await newPage(env.browser);
  const indexRequests = [];
  page.on('request', (r) => r.url().includes('search-index') && indexRequests.push(new URL(r.url()).pathname));
  await page.goto(`${env.server.baseUrl}/search/?q=${encodeURIComponent('集群')}&version=2.0.18`);
  await hydrated(page);
  await page.waitForSelector('main a[href*="_highlight="]', { timeout: 20000 });
  const url = new URL(page.url());
  assert.equal(url.searchParams.get('q'), '集群');
  assert.equal(url.searchParams.get('version'), '2.0.18');
  assert.equal(await page.inputValue('main input[type="search"]'), '集群');
  const links = await page.$$eval('main a[href*="_highlight="]', (as) => as.map((a) => a.getAttribute('href')));
  assert.ok(links.length > 0 && links.every((h) => h.startsWith('/2.0.18/')), `results outside 2.0.18: ${links}`);
  assert.deepEqual([...new Set(indexRequests)], ['/2.0.18/search-index.json']);
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('the search page draws many results a few at a time, all of them in the end, and starts over for a new query', async () => {
  const { page, context } = await newPage(env.browser);
  // Every change in the number of results drawn, as the reader's screen sees it.
  await page.addInitScript(() => {
    window.__drawn = [];
    let last = -1;
    const observer = new MutationObserver(() => {
      const n = document.querySelectorAll('main article').length;
      if (n !== last) window.__drawn.push((last = n));
    });
    document.addEventListener('DOMContentLoaded', () => observer.observe(document.body, { childList: true, subtree: true }));
  });
  await page.goto(`${env.server.baseUrl}/search/?q=kafka`);
  await hydrated(page);
  // "找到 N 篇文档": the number announced is the number drawn once drawing ends.
  await page.waitForSelector('main p:has-text("篇文档")', { timeout: 20000 });
  const announced = Number((await page.textContent('main p:has-text("篇文档")')).match(/\d+/)[0]);
  assert.ok(announced > 20, `kafka should find many documents, found ${announced}`);
  await waitUntil(page, (n) => document.querySelectorAll('main article').length === n, announced);
  const steps = (await page.evaluate(() => window.__drawn)).filter((n) => n > 0);
  assert.ok(steps[0] <= 10, `the first update draws at most 10 results, not ${steps[0]}`);
  assert.ok(steps.length >= Math.ceil(announced / 10), `drawn in steps: ${steps}`);
  // A new query in the page's box replaces the results and the address.
  await page.fill('main input[type="search"]', '集群');
  await page.waitForURL((u) => u.searchParams.get('q') === '集群');
  await waitUntil(page, () => [...document.querySelectorAll('main article h2')].some((h) => h.textContent.includes('集群')));
  const heading = await page.textContent('h1');
  assert.match(heading, /集群/);
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('the _highlight terms are marked on the target page and cleared on the next page', async () => {
  const { page, context } = await newPage(env.browser);
  await page.goto(`${env.server.baseUrl}/config/cluster?_highlight=${encodeURIComponent('集群')}`);
  await hydrated(page);
  await waitUntil(page, () => document.querySelectorAll('article mark[data-markjs]').length > 0);
  assert.match(await page.textContent('article mark[data-markjs]'), /集群/);
  // Client-side navigation to a page without the parameter removes every mark.
  await page.click('.theme-doc-sidebar-container a[href="/config/mqtt"]');
  await page.waitForURL(`${env.server.baseUrl}/config/mqtt`);
  await waitUntil(page, () => document.querySelectorAll('mark[data-markjs]').length === 0);
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('a ?version= the site does not have: the page says so, fetches no index, and links the query in each version', async () => {
  const { page, context } = await newPage(env.browser);
  await page.addInitScript(countWorkers);
  const indexRequests = [];
  page.on('request', (r) => r.url().includes('search-index') && indexRequests.push(new URL(r.url()).pathname));
  await page.goto(`${env.server.baseUrl}/search/?q=kafka&version=9.9.9/`);
  await hydrated(page);
  const alert = page.locator('main [role="alert"]');
  await alert.waitFor();
  assert.match(await alert.textContent(), /没有名为“9\.9\.9\/”的文档版本/);
  const links = await alert.locator('a').evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute('href')]));
  // Every version, newest first; the latest one's search needs no ?version=.
  assert.deepEqual(
    links,
    VERSIONS.map((v) => [v, v === LATEST ? '/search/?q=kafka' : `/search/?q=kafka&version=${v}%2F`]),
  );
  // The notice is drawn in the commit whose effects decide whether to load the index: once the page
  // has settled after it, they have run, and a load would have started the search's worker.
  await settled(page);
  assert.equal(await page.locator('main [class*="loadingRing"]').count(), 0, 'no loading ring');
  assert.equal(await page.evaluate(() => window.__workersStarted), 0, 'no search worker was started');
  assert.deepEqual(indexRequests, []);
  assert.deepEqual(page.errors, []);
  // One of the offered versions searches the same query there.
  await alert.locator('a', { hasText: '2.0.17' }).click();
  await page.waitForSelector('main a[href*="_highlight="]', { timeout: 20000 });
  const results = await page.$$eval('main a[href*="_highlight="]', (as) => as.map((a) => a.getAttribute('href')));
  assert.ok(
    results.every((h) => h.startsWith('/2.0.17/')),
    `results outside 2.0.17: ${results}`,
  );
  assert.equal(await page.locator('main [role="alert"]').count(), 0);
  assert.deepEqual([...new Set(indexRequests)], ['/2.0.17/search-index.json']);
  await context.close();
});

test('a search index that fails to load: the page stops waiting, says so, and its retry button searches', async () => {
  const { page, context } = await newPage(env.browser);
  await page.route('**/search-index.json*', (route) => route.abort());
  await page.goto(`${env.server.baseUrl}/search/?q=${encodeURIComponent('集群')}`);
  await hydrated(page);
  const alert = page.locator('main [role="alert"]');
  await alert.waitFor({ timeout: 20000 });
  assert.match(await alert.textContent(), /搜索索引加载失败/);
  assert.equal(await page.locator('main [class*="loadingRing"]').count(), 0, 'the loading ring is gone');
  assert.ok(page.errors.length > 0 && page.errors.every((e) => /fetch/i.test(e)), page.errors.join('\n'));
  await page.unroute('**/search-index.json*');
  await alert.getByRole('button', { name: '重试' }).click();
  await page.waitForSelector('main a[href*="_highlight="]', { timeout: 20000 });
  assert.equal(new URL(page.url()).searchParams.get('q'), '集群');
  assert.equal(await page.locator('main [role="alert"]').count(), 0);
  await context.close();
});

test('the navbar search box and its clear button are named in Chinese, before and after the app starts', async () => {
  const { page, context } = await newPage(env.browser);
  await page.goto(`${env.server.baseUrl}/config/mqtt`);
  const html = await (await page.request.get(`${env.server.baseUrl}/config/mqtt`)).text();
  assert.match(html, /<input[^>]*aria-label=搜索[^>]*navbar__search-input/);
  assert.doesNotMatch(html, /aria-label=Search\b/);
  await hydrated(page);
  await page.getByRole('textbox', { name: '搜索', exact: true }).fill('kafka');
  const clear = page.getByRole('button', { name: '清除查询' });
  await clear.click();
  assert.equal(await page.inputValue(SEARCH_INPUT), '');
  assert.deepEqual(page.errors, []);
  await context.close();
});

test("the navbar box's code loads when the reader reaches for it: not with the page; what was typed meanwhile is kept and searched", async () => {
  const { page, context } = await newPage(env.browser);
  // mark.js (the plugin's highlighter) names its marks data-markjs: its chunk is the search bar's.
  const scripts = watchScripts(page);
  const loadedSearchBar = () => scripts.all().some((s) => s.body.includes('data-markjs'));
  await page.addInitScript(countIdleCallbacks);
  await page.goto(`${env.server.baseUrl}/config/mqtt`);
  await hydrated(page);
  // "With the page": as it loads and starts, in the effects after, or in its idle work (the idle
  // prefetch): all of it done once the page is at rest.
  await atRest(page);
  assert.equal(loadedSearchBar(), false, 'the search bar code is not loaded with the page');
  // The box is there, named, with its shortcut hint, before its code is.
  assert.ok(await page.getByRole('textbox', { name: '搜索', exact: true }).isVisible());
  assert.match((await page.textContent('.navbar [class*="searchHint"]')) ?? '', /K/);
  await page.keyboard.press('Control+k');
  await page.keyboard.type('kafka');
  await page.waitForSelector(OPTIONS, { timeout: 20000 });
  assert.equal(loadedSearchBar(), true);
  assert.equal(await page.inputValue(SEARCH_INPUT), 'kafka');
  assert.equal(await page.evaluate((sel) => document.activeElement === document.querySelector(sel), SEARCH_INPUT), true);
  assert.equal(await page.locator('.navbar [class*="searchHint"]').count(), 0, 'one hint only, gone while the box holds text');
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('the navbar box: an index that fails to load ends the loading ring with a notice whose retry works; a good load fetches the index once', async () => {
  const { page, context } = await newPage(env.browser);
  await page.route('**/search-index.json*', (route) => route.abort());
  await page.goto(`${env.server.baseUrl}/config/mqtt`);
  await hydrated(page);
  await page.keyboard.press('Control+k');
  await page.keyboard.type('kafka');
  const notice = page.locator('[role="alert"]', { hasText: '搜索索引加载失败' });
  await notice.waitFor({ timeout: 20000 });
  assert.ok(await notice.isVisible());
  assert.equal(await page.locator('.navbar [class*="searchBarLoadingRing"]').isVisible(), false, 'the loading ring is hidden');
  await page.unroute('**/search-index.json*');
  const indexRequests = [];
  page.on('request', (r) => r.url().includes('search-index') && indexRequests.push(new URL(r.url()).pathname));
  page.errors.length = 0;
  await notice.getByRole('button', { name: '重试' }).click();
  await page.waitForURL(`${env.server.baseUrl}/config/mqtt`);
  await hydrated(page);
  const options = await suggestionsFor(page, 'kafka');
  assert.ok(options.length > 0);
  assert.equal(await page.locator('[role="alert"]', { hasText: '搜索索引加载失败' }).count(), 0);
  assert.deepEqual(indexRequests, ['/search-index.json']);
  assert.deepEqual(page.errors, []);
  await context.close();
});
