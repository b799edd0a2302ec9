// How a page starts: the page's text is painted before any script is requested; then the start-up
// loader requests every script the page needs at once (all named in its HTML), none is discovered
// and inserted while main.js runs, and the app starts in short stages.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { hydrated, newPage, settled, useSiteAndBrowser, waitUntil } from '../lib/site.mjs';
import { startUpScriptLists } from '../lib/html-text.mjs';

const env = useSiteAndBrowser();

const PAGES = ['/config/store', '/', '/2.0.17/install/docker', '/category/前言', '/search/?q=kafka', '/2.1.0/gzyq/rule/FUNCTION'];

/** The lists the start-up loader at the end of a page's HTML carries. */
function loaderLists(html) {
  const lists = startUpScriptLists(html);
  assert.ok(lists, 'the HTML ends with the start-up loader');
  return lists;
}

test('each page is painted before its scripts are requested; the loader names them all and none is inserted later', async () => {
  for (const p of PAGES) {
    const { page, context } = await newPage(env.browser);
    await page.addInitScript(() => {
      window.__insertedBeforeHydration = [];
      new MutationObserver((records) => {
        if (document.documentElement.dataset.hasHydrated === 'true') return;
        // The webpack runtime marks the script elements it inserts with data-webpack.
        for (const r of records)
          for (const n of r.addedNodes)
            if (n.nodeName === 'SCRIPT' && n.hasAttribute('data-webpack')) window.__insertedBeforeHydration.push(n.src);
      }).observe(document, { childList: true, subtree: true });
    });
    const response = await page.goto(`${env.server.baseUrl}${encodeURI(p)}`);
    const html = await response.text();
    assert.equal(/<script[^>]*\ssrc=/.test(html), false, `${p}: no script in the HTML is fetched by the parser`);
    const { chunks, entry } = loaderLists(html);
    assert.ok(chunks.length > 0, `${p}: the loader names the page's route chunks`);
    // The entry's five scripts, in the order the bundler gives (it differs between builds of one
    // version and of several); the app starts once all five have run, whichever comes last.
    assert.deepEqual(
      entry.map((u) => u.replace(/\.[0-9a-f]+\.js$/, '')).sort(),
      ['/assets/js/main', '/assets/js/react-dom', '/assets/js/route-table', '/assets/js/runtime~main', '/assets/js/site-data'],
      p,
    );
    await hydrated(page);
    const inserted = await page.evaluate(() => window.__insertedBeforeHydration);
    assert.deepEqual(inserted, [], `${p}: scripts inserted while the page started`);
    const timing = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      scripts: performance
        .getEntriesByType('resource')
        .filter((r) => r.initiatorType === 'script')
        .map((r) => [new URL(r.name).pathname, r.startTime]),
    }));
    assert.ok(timing.firstPaint > 0, `${p}: the page had a first contentful paint`);
    const requested = timing.scripts.map(([u]) => u);
    for (const u of [...chunks, ...entry]) assert.ok(requested.includes(u), `${p}: ${u} was requested`);
    for (const [u, t] of timing.scripts)
      assert.ok(t >= timing.firstPaint, `${p}: ${u} requested at ${t} ms, before the first paint at ${timing.firstPaint} ms`);
    assert.deepEqual(page.errors, [], p);
    await context.close();
  }
});

test('a page that cannot paint yet (in the background, or no frame comes) still starts', async () => {
  const cases = {
    'in the background': () => {
      Object.defineProperty(Document.prototype, 'visibilityState', { get: () => 'hidden', configurable: true });
    },
    // The loader's is the page's first animation-frame request: it never gets its frame.
    'no frame comes': () => {
      const requestFrame = window.requestAnimationFrame;
      let first = true;
      window.requestAnimationFrame = (callback) => (first ? ((first = false), 0) : requestFrame(callback));
    },
  };
  for (const [name, init] of Object.entries(cases)) {
    const { page, context } = await newPage(env.browser);
    await page.addInitScript(init);
    await page.goto(`${env.server.baseUrl}/config/store`);
    await hydrated(page);
    assert.equal(await page.evaluate(() => performance.getEntriesByName('fluxmq:start-up:scripts requested').length), 1, name);
    assert.deepEqual(page.errors, [], name);
    await context.close();
  }
});

test('the app starts in stages, each in its own task, and then hydrates the page', async () => {
  for (const p of ['/config/store', '/2.0.17/install/docker']) {
    const { page, context } = await newPage(env.browser);
    await page.addInitScript(() => {
      // Count the browser's turns with a message loop, and note the count at each start-up mark:
      // a stage that ran in its own task sees a later count than the one before it.
      window.__turns = 0;
      window.__stages = [];
      const loop = new MessageChannel();
      window.__turnLoop = loop; // kept reachable, or the channel could be collected
      loop.port1.onmessage = () => {
        window.__turns += 1;
        if (document.documentElement?.dataset.hasHydrated !== 'true') loop.port2.postMessage(0);
      };
      loop.port2.postMessage(0);
      const mark = performance.mark.bind(performance);
      performance.mark = (name, options) => {
        if (String(name).startsWith('fluxmq:start-up:')) window.__stages.push([name.slice('fluxmq:start-up:'.length), window.__turns]);
        return mark(name, options);
      };
    });
    await page.goto(`${env.server.baseUrl}${encodeURI(p)}`);
    await hydrated(page);
    const stages = await page.evaluate(() => window.__stages);
    assert.deepEqual(
      stages.map(([name]) => name),
      ['scripts requested', 'client modules', 'react-dom', 'route table', 'theme layout', 'page route', 'client entry'],
      `${p}: the start-up stages, in order`,
    );
    for (let i = 1; i < stages.length; i++) {
      assert.ok(
        stages[i][1] > stages[i - 1][1],
        `${p}: the browser had a turn between "${stages[i - 1][0]}" and "${stages[i][0]}" (${JSON.stringify(stages)})`,
      );
    }
    assert.deepEqual(page.errors, [], p);
    await context.close();
  }
});

test('on a phone, the navbar menu is built when the reader reaches for its button, and opens by touch or keyboard', async () => {
  const { page, context } = await newPage(env.browser, { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  await page.goto(`${env.server.baseUrl}/config/mqtt`);
  await hydrated(page);
  // The theme built the menu in the render after hydration (from effects): settled, that is done.
  await settled(page);
  // Closed and not built while the page starts.
  assert.equal(await page.locator('.navbar-sidebar').count(), 0, 'the closed menu was built during start-up');
  // Keyboard: focusing the button builds it (closed), Enter opens it.
  await page.focus('button[aria-label="切换导航栏"]');
  await page.waitForSelector('.navbar-sidebar', { state: 'attached' });
  assert.equal(await page.locator('.navbar--sidebar-show').count(), 0, 'focus alone must not open the menu');
  await page.keyboard.press('Enter');
  await page.waitForSelector('.navbar-sidebar .menu__link[href="/config/mqtt"]', { state: 'visible' });
  await page.click('button[aria-label="关闭导航栏"]');
  await waitUntil(page, () => !document.querySelector('.navbar--sidebar-show'));
  // Touch, on a fresh page: one tap builds and opens it.
  await page.goto(`${env.server.baseUrl}/config/store`);
  await hydrated(page);
  assert.equal(await page.locator('.navbar-sidebar').count(), 0);
  await page.tap('button[aria-label="切换导航栏"]');
  await page.waitForSelector('.navbar-sidebar .menu__link--active[href="/config/store"]', { state: 'visible' });
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('on a phone, the navbar menu holds the doc sidebar with the current page marked, and following a link in it closes the menu', async () => {
  const { page, context } = await newPage(env.browser, { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  await page.goto(`${env.server.baseUrl}/config/store`);
  await hydrated(page);
  assert.equal(await page.isVisible('.theme-doc-sidebar-container'), false, 'the desktop sidebar is not shown on a phone');
  assert.equal(await page.isVisible('.theme-doc-toc-mobile'), true, 'the phone has its collapsible table of contents');
  // The navbar menu's second panel is the doc sidebar, the current page marked, and following a
  // link in it closes the menu.
  await page.tap('button[aria-label="切换导航栏"]');
  await page.waitForSelector('.navbar-sidebar', { state: 'visible' });
  const active = await page.waitForSelector('.navbar-sidebar .menu__link--active[href="/config/store"]', { state: 'visible' });
  assert.ok(active);
  await page.tap('.navbar-sidebar a.menu__link[href="/config/mqtt"]');
  await page.waitForURL(`${env.server.baseUrl}/config/mqtt`);
  await page.waitForFunction(() => !document.querySelector('.navbar-sidebar--show'));
  // Widened to a desktop window, the page shows its sidebar with the current page marked.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.waitForSelector('.theme-doc-sidebar-container .menu__link--active[href="/config/mqtt"]', { state: 'visible' });
  await page.waitForSelector('.theme-doc-toc-desktop .table-of-contents__link', { state: 'visible' });
  assert.deepEqual(page.errors, []);
  await context.close();
});
