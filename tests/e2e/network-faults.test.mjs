// Network faults: a page whose scripts fail to load tells the reader and offers a retry that works
// once the network is back; a failed client-side route load reloads the page; no prefetching on
// data-saver or 2g connections.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { atRest, countIdleCallbacks, hydrated, newPage, settled, useSiteAndBrowser, waitUntil } from '../lib/site.mjs';

const env = useSiteAndBrowser();

/** JS files a page loads on a fresh visit. */
async function scriptsOf(path) {
  const { page, context } = await newPage(env.browser);
  const urls = new Set();
  // Scripts the page executes; prefetches of linked pages (resource type "other") do not count.
  page.on('request', (r) => r.resourceType() === 'script' && urls.add(new URL(r.url()).pathname));
  await page.goto(`${env.server.baseUrl}${path}`);
  await hydrated(page);
  // Scripts asked for after the start (by effects, observers, idle work) are asked for by then.
  await atRest(page);
  await context.close();
  return urls;
}

/** The chunks only the target page needs (not the shell, not the page we start from). */
async function pageOnlyChunks(target, from) {
  const [t, f] = await Promise.all([scriptsOf(target), scriptsOf(from)]);
  const only = [...t].filter((u) => !f.has(u));
  assert.ok(only.length > 0, `no page-specific chunk found for ${target}`);
  return only;
}

test('a failed route load reloads the page; the reader sees the error and a working retry', async () => {
  const blocked = await pageOnlyChunks('/config/cluster', '/config/mqtt');
  const { page, context } = await newPage(env.browser);
  let offline = true;
  await page.route('**/assets/js/**', (route) => {
    const path = new URL(route.request().url()).pathname;
    return offline && blocked.includes(path) ? route.abort('internetdisconnected') : route.continue();
  });
  await page.goto(`${env.server.baseUrl}/config/mqtt`);
  await hydrated(page);
  await page.evaluate(() => {
    window.__beforeReload = true;
  });
  const documentLoads = [];
  page.on('request', (r) => r.resourceType() === 'document' && documentLoads.push(new URL(r.url()).pathname));
  await page.click('.theme-doc-sidebar-container a[href="/config/cluster"]');
  // The client-side navigation fails to load the chunk, so the page reloads at the target URL.
  await page.waitForURL(`${env.server.baseUrl}/config/cluster`);
  // The mark set before is gone once the reloaded document runs (a failed evaluate is the document
  // being replaced: not yet).
  await waitUntil(page, () => window.__beforeReload === undefined, null, { timeout: 15000 }).catch(() => {});
  assert.equal(await page.evaluate(() => window.__beforeReload), undefined, 'the page was reloaded');
  assert.ok(documentLoads.includes('/config/cluster'), 'the browser loaded /config/cluster as a document');
  // The static page is there, with the error and a retry button.
  const alert = await page.waitForSelector('#chunk-load-error[role="alert"]', { timeout: 15000 });
  assert.match(await alert.textContent(), /页面脚本加载失败/);
  assert.match(await page.textContent('h1'), /集群/);
  // Network back: retry loads the page for real.
  offline = false;
  await page.click('#chunk-load-error button:text-is("重试")');
  await hydrated(page);
  assert.equal(await page.$('#chunk-load-error'), null);
  assert.match(await page.textContent('h1'), /集群/);
  await context.close();
});

async function prefetchedLinks(connection) {
  const { page, context } = await newPage(env.browser);
  await context.addInitScript(countIdleCallbacks);
  if (connection) {
    await context.addInitScript((c) => {
      Object.defineProperty(navigator, 'connection', {
        get: () => ({ ...c, addEventListener() {}, removeEventListener() {} }),
        configurable: true,
      });
    }, connection);
  }
  await page.goto(`${env.server.baseUrl}/config/mqtt`);
  await hydrated(page);
  // The idle prefetch has worked through its queue (the links in view were queued as they were
  // drawn); on a slow connection nothing was queued, and this is the point it would have been done.
  await atRest(page);
  const n = await page.$$eval('link[rel="prefetch"]', (ls) => ls.length);
  await context.close();
  return n;
}

test('links are prefetched on a normal connection, not on data-saver or 2g', async () => {
  assert.ok((await prefetchedLinks(null)) > 0, 'baseline: visible links are prefetched');
  assert.equal(await prefetchedLinks({ saveData: true, effectiveType: '4g' }), 0, 'saveData');
  assert.equal(await prefetchedLinks({ saveData: false, effectiveType: '2g' }), 0, '2g');
  assert.equal(await prefetchedLinks({ saveData: false, effectiveType: 'slow-2g' }), 0, 'slow-2g');
});

test('prefetching waits for the page to load, fetches each file once and never one the page has', async () => {
  const { page, context } = await newPage(env.browser);
  await page.addInitScript(countIdleCallbacks);
  await page.addInitScript(() => {
    window.__prefetchTimes = [];
    window.addEventListener('load', () => {
      window.__loadedAt = performance.now();
    });
    new MutationObserver((records) => {
      for (const r of records)
        for (const n of r.addedNodes) if (n.nodeName === 'LINK' && n.rel === 'prefetch') window.__prefetchTimes.push(performance.now());
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(`${env.server.baseUrl}/config/store`);
  await hydrated(page);
  await waitUntil(page, () => document.querySelectorAll('link[rel="prefetch"]').length > 5, null, { timeout: 15000 });
  // Every prefetch there will be: the idle prefetch has worked through its queue.
  await atRest(page);
  const r = await page.evaluate(() => ({
    hrefs: [...document.querySelectorAll('link[rel="prefetch"]')].map((l) => new URL(l.href).pathname),
    scripts: [...document.scripts].filter((s) => s.src).map((s) => new URL(s.src).pathname),
    times: window.__prefetchTimes,
    loadedAt: window.__loadedAt,
  }));
  assert.equal(new Set(r.hrefs).size, r.hrefs.length, 'each file is prefetched once');
  const initialScripts = new Set(r.scripts);
  assert.deepEqual(
    r.hrefs.filter((h) => initialScripts.has(h)),
    [],
    'no prefetch of a script the page already runs',
  );
  assert.ok(r.loadedAt > 0 && r.times.every((t) => t >= r.loadedAt), 'prefetches start after the load event');
  assert.ok(
    r.hrefs.every((h) => h.startsWith('/assets/js/')),
    r.hrefs.join(' '),
  );
  await context.close();
});

test("the home page shows the framework's base-URL banner when its bundles cannot load, and not otherwise", async () => {
  const banner = '#__docusaurus-base-url-issue-banner';
  // Scripts load: the app starts after the first paint, and no banner appears meanwhile.
  {
    const { page, context } = await newPage(env.browser);
    await page.goto(`${env.server.baseUrl}/`);
    await hydrated(page);
    // The banner is shown at DOMContentLoaded (long past: the page loaded) or when an entry script
    // fails (they ran: the app started); settled after that, the page has drawn whatever came of it.
    await settled(page);
    assert.equal(await page.$(banner), null, 'no banner on a page that started');
    assert.deepEqual(page.errors, []);
    await context.close();
  }
  // The bundles are not where the HTML says (as with a wrong baseUrl: no CSS, no main.js): the
  // banner tells the reader. (With the CSS loaded, the framework keeps the banner hidden.)
  {
    const { page, context } = await newPage(env.browser);
    await page.route('**/assets/**', (route) => route.fulfill({ status: 404, body: 'not found' }));
    await page.goto(`${env.server.baseUrl}/`);
    const shown = await page.waitForSelector(banner, { timeout: 10000 });
    assert.match(await shown.textContent(), /Your Docusaurus site did not load properly\./);
    assert.equal(await page.$$eval(banner, (b) => b.length), 1, 'one banner');
    assert.match(await page.textContent('h1'), /\S/, 'the page itself is still there');
    await context.close();
  }
});
