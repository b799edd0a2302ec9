// The site shell as a reader meets it: language, labels, colour mode, announcement bar,
// mobile sidebar, clean URLs, not-found page, hash links, footer.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { atRest, countIdleCallbacks, hydrated, newPage, settled, useSiteAndBrowser, waitUntil, watchScripts } from '../lib/site.mjs';
import { LATEST, VERSIONS, prefixOf } from '../fixtures/spec-routes.mjs';

const env = useSiteAndBrowser();

const TOGGLE = 'button[title*="切换浅色/暗黑模式"]';
const theme = (page) => page.evaluate(() => document.documentElement.getAttribute('data-theme'));

test('the page is zh-Hans with the framework labels in Chinese', async () => {
  const { page, context } = await newPage(env.browser);
  await page.goto(`${env.server.baseUrl}/config/mqtt`);
  await hydrated(page);
  assert.equal(await page.getAttribute('html', 'lang'), 'zh-Hans');
  assert.equal((await page.textContent('a[href="#__docusaurus_skipToContent_fallback"]')).trim(), '跳到主要内容');
  const body = await page.textContent('body');
  assert.doesNotMatch(body, /Skip to main content|Edit this page|Previous|Next/);
  const logo = await page.$('.navbar__logo img');
  assert.equal(await logo.getAttribute('width'), '36');
  assert.equal(await logo.getAttribute('height'), '32');
  // The title beside it names the link; the logo is decorative (no redundant alt text).
  assert.equal(await logo.getAttribute('alt'), '');
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('footer: copyright line and the ICP number linked to the filing site', async () => {
  const { page, context } = await newPage(env.browser);
  await page.goto(`${env.server.baseUrl}/`);
  await hydrated(page);
  assert.match(await page.textContent('.footer__copyright'), /Copyright © 2021-2025 非迅科技/);
  const icp = await page.$('footer a:text-is("苏ICP备2023015068号-1")');
  assert.ok(icp, 'ICP link present');
  assert.match(await icp.getAttribute('href'), /^https:\/\/beian\.miit\.gov\.cn/);
  await context.close();
});

test('colour mode: light by default, toggle survives a reload, another tab follows', async () => {
  const { page, context } = await newPage(env.browser, { colorScheme: 'light' });
  await page.goto(`${env.server.baseUrl}/config/mqtt`);
  await hydrated(page);
  assert.equal(await theme(page), 'light');
  const other = await context.newPage();
  await other.goto(`${env.server.baseUrl}/config/cluster`);
  await hydrated(other);
  await page.click(TOGGLE);
  assert.equal(await theme(page), 'dark');
  await waitUntil(other, () => document.documentElement.getAttribute('data-theme') === 'dark', null, { timeout: 5000 });
  await page.reload();
  await hydrated(page);
  assert.equal(await theme(page), 'dark');
  await context.close();
});

test('colour mode follows the system preference when nothing is stored', async () => {
  const { page, context } = await newPage(env.browser, { colorScheme: 'dark' });
  await page.goto(`${env.server.baseUrl}/config/mqtt`);
  await hydrated(page);
  assert.equal(await theme(page), 'dark');
  // The announcement bar follows the mode too: no white band above a dark page.
  const bar = () =>
    page.evaluate(() => {
      const rgb = (c) => c.match(/\d+/g).slice(0, 3).map(Number);
      const luminance = ([r, g, b]) => (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
      const style = getComputedStyle(document.querySelector('div[role="banner"]'));
      return { background: luminance(rgb(style.backgroundColor)), text: luminance(rgb(style.color)) };
    });
  const dark = await bar();
  assert.ok(dark.background < 0.2 && dark.text > 0.7, `dark mode bar: ${JSON.stringify(dark)}`);
  await page.click(TOGGLE);
  const light = await bar();
  assert.ok(light.background > 0.9 && light.text < 0.2, `light mode bar: ${JSON.stringify(light)}`);
  await context.close();
});

test('closing the announcement bar survives a reload; a new id shows it again', async () => {
  const { page, context } = await newPage(env.browser);
  await page.goto(`${env.server.baseUrl}/`);
  await hydrated(page);
  const bar = 'div[role="banner"]';
  assert.ok(await page.isVisible(bar));
  await page.click(`${bar} button[aria-label="关闭"]`);
  assert.equal(await page.isVisible(bar), false);
  await page.reload();
  await hydrated(page);
  assert.equal(await page.isVisible(bar), false);
  // A reader who dismissed an older announcement (another id): the dismissal is reset and the
  // current announcement is shown on the very next page (src/features/shell/announcement-reset).
  await page.evaluate(() => {
    localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement');
  });
  await page.reload();
  await hydrated(page);
  await page.waitForSelector(bar, { state: 'visible', timeout: 5000 });
  assert.equal(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss')), 'false');
  await context.close();
});

test('at 800 px the mobile sidebar opens and closes', async () => {
  const { page, context } = await newPage(env.browser, { viewport: { width: 800, height: 900 } });
  await page.goto(`${env.server.baseUrl}/config/mqtt`);
  await hydrated(page);
  assert.equal(await page.isVisible('.theme-doc-sidebar-container'), false);
  await page.click('button[aria-label="切换导航栏"]');
  await page.waitForSelector('.navbar-sidebar', { state: 'visible' });
  assert.ok(await page.isVisible('.navbar-sidebar a:text-matches("^MQTT ?配置$")'));
  await page.click('button[aria-label="关闭导航栏"]');
  await waitUntil(page, () => !document.querySelector('.navbar--sidebar-show'));
  await context.close();
});

test('…/index.html and ….html URLs land on the clean page', async () => {
  const { page, context } = await newPage(env.browser);
  await page.goto(`${env.server.baseUrl}/config/mqtt/index.html`);
  await hydrated(page);
  assert.match(new URL(page.url()).pathname, /^\/config\/mqtt\/?$/);
  assert.match(await page.textContent('h1'), /MQTT/);
  await page.goto(`${env.server.baseUrl}/2.0.18/config/cluster.html`);
  await hydrated(page);
  assert.equal(new URL(page.url()).pathname, '/2.0.18/config/cluster');
  await context.close();
});

test('an unknown path shows the not-found page', async () => {
  const { page, context } = await newPage(env.browser);
  const res = await page.goto(`${env.server.baseUrl}/no/such/page`);
  assert.equal(res.status(), 404);
  await hydrated(page);
  assert.match(await page.textContent('h1'), /找不到页面/);
  // Client-side navigation to an unknown route shows it too.
  await page.goto(`${env.server.baseUrl}/config/mqtt`);
  await hydrated(page);
  await page.evaluate(() => {
    window.history.pushState({}, '', '/2.0.18/does-not-exist');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await page.waitForSelector('h1:text("找不到页面")');
  await context.close();
});

test('the not-found page offers a search for the broken address and the docs home, in its version', async () => {
  const { page, context } = await newPage(env.browser);
  const wayOn = async () => {
    await hydrated(page);
    // In the page's main landmark, where a screen reader's jump to "main" lands.
    const nav = page.getByRole('main').getByRole('navigation', { name: '接下来可以' });
    await nav.waitFor();
    return nav.locator('a').evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute('href')]));
  };
  await page.goto(`${env.server.baseUrl}/2.0.17/config/store-mysql.html`);
  assert.deepEqual(await wayOn(), [
    ['在 2.0.17 版文档中搜索“store mysql”', '/search/?q=store+mysql&version=2.0.17%2F'],
    ['前往 2.0.17 版文档首页', '/2.0.17/'],
  ]);
  // The search link searches that version.
  await page.getByRole('link', { name: '在 2.0.17 版文档中搜索“store mysql”' }).click();
  await page.waitForSelector('main a[href*="_highlight="]', { timeout: 20000 });
  const results = await page.$$eval('main a[href*="_highlight="]', (as) => as.map((a) => a.getAttribute('href')));
  assert.ok(results.length > 0 && results.every((h) => h.startsWith('/2.0.17/')), `results outside 2.0.17: ${results}`);
  // A latest-version address, and one with markup and a broken escape ("%E4" alone is no
  // character) in it: the app still starts, and the words are shown as text.
  await page.goto(`${env.server.baseUrl}/no/such/page`);
  assert.deepEqual(await wayOn(), [
    [`在 ${LATEST} 版文档中搜索“page”`, '/search/?q=page'],
    [`前往 ${LATEST} 版文档首页`, '/'],
  ]);
  let dialogs = 0;
  page.on('dialog', (d) => {
    dialogs += 1;
    void d.dismiss();
  });
  await page.goto(`${env.server.baseUrl}/config/%3Cimg%20src=x%20onerror=alert(1)%3E%E4`);
  const [search] = await wayOn();
  assert.equal(search[0], `在 ${LATEST} 版文档中搜索“<img src=x onerror=alert(1)%3E%E4”`);
  assert.match(await page.textContent('h1'), /找不到页面/);
  assert.equal(await page.locator('main img, nav img[src="x"]').count(), 0);
  assert.equal(dialogs, 0);
  // No uncaught error (the console's "404 Not Found" for the page itself is expected).
  assert.deepEqual(
    page.errors.filter((e) => e.startsWith('pageerror:')),
    [],
  );
  await context.close();
});

test("an unknown address in each version starts on the server's page, in that version, without being drawn again", async () => {
  // Every version, each with one of a few kinds of unknown address (a page, a deep path, a .html name, a bare word).
  const kinds = ['/config/no-such-page', '/gzyq/rule/nope', '/config/store-mysql.html', '/x'];
  for (const [path, version] of VERSIONS.map((v, i) => [`${prefixOf(v)}${kinds[i % kinds.length]}`, v])) {
    const { page, context } = await newPage(env.browser);
    await page.goto(`${env.server.baseUrl}${path}`, { waitUntil: 'domcontentloaded' });
    // The heading the server sent is the one the reader keeps: React adopts it (a failed hydration
    // would draw a new one, after logging its recoverable errors).
    const served = await page.$('h1');
    await hydrated(page);
    await page.getByRole('navigation', { name: '接下来可以' }).waitFor();
    assert.equal(await served.evaluate((h) => h.isConnected && h.textContent), '找不到页面', path);
    const label = await page.textContent('.navbar__items--right .dropdown > .navbar__link');
    assert.equal(label.trim(), version, `${path}: the navbar names ${label}`);
    const errors = page.errors.filter((e) => !/status of 404/.test(e));
    assert.deepEqual(errors, [], `${path}: ${errors.join('\n')}`);
    await context.close();
  }
});

test('a link with a hash scrolls to its heading', async () => {
  const { page, context } = await newPage(env.browser, { viewport: { width: 1280, height: 700 } });
  await page.goto(`${env.server.baseUrl}/auth/db`);
  await hydrated(page);
  const ids = await page.$$eval('article h2[id], article h3[id]', (hs) => hs.map((h) => h.id));
  assert.ok(ids.length >= 2, 'the page has headings to link to');
  const target = ids.at(-1);
  await page.goto(`${env.server.baseUrl}/auth/db#${target}`);
  await hydrated(page);
  await waitUntil(
    page,
    (id) => {
      const r = document.getElementById(id).getBoundingClientRect();
      return r.top >= 0 && r.top < window.innerHeight / 2;
    },
    target,
    { timeout: 5000 },
  );
  assert.ok(await page.evaluate(() => window.scrollY > 0));
  await context.close();
});

test('with localStorage throwing on every call the site still renders and navigates', async () => {
  const { page, context } = await newPage(env.browser);
  await context.addInitScript(() => {
    const fail = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    Object.defineProperty(window, 'localStorage', { get: fail, configurable: true });
  });
  const warnings = [];
  page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
  await page.goto(`${env.server.baseUrl}/config/mqtt`);
  await hydrated(page);
  assert.match(await page.textContent('h1'), /MQTT/);
  await page.click('.theme-doc-sidebar-container a:text-is("集群配置")');
  await page.waitForURL(`${env.server.baseUrl}/config/cluster`);
  assert.match(await page.textContent('h1'), /集群/);
  await page.click(TOGGLE);
  assert.equal(await theme(page), 'dark');
  assert.ok(warnings.length >= 1, 'a console warning says storage is unavailable');
  assert.deepEqual(
    page.errors.filter((e) => e.startsWith('pageerror')),
    [],
  );
  await context.close();
});

test('a slow route change shows the progress bar, which finishes when the page is there', async () => {
  const { page, context } = await newPage(env.browser);
  await page.goto(`${env.server.baseUrl}/config/mqtt`);
  await hydrated(page);
  // Hold every script from now on until the progress bar has appeared, so loading the next page
  // takes as long as that, however fast or slow the machine.
  let release;
  const held = new Promise((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/js/**', async (route) => {
    await held;
    await route.continue();
  });
  await page.evaluate(() => {
    window.__progressSeen = false;
    new MutationObserver(() => {
      if (document.getElementById('nprogress')) window.__progressSeen = true;
    }).observe(document.body, { childList: true, subtree: true });
  });
  await page.click('.theme-doc-sidebar-container a[href="/config/store"]');
  const appeared = await waitUntil(page, () => window.__progressSeen, null, { timeout: 10000 }).then(
    () => true,
    () => false,
  );
  release();
  await page.waitForURL(`${env.server.baseUrl}/config/store`, { timeout: 20000 });
  await waitUntil(page, () => document.querySelector('article h1')?.textContent.includes('持久化'));
  assert.equal(appeared, true, 'the progress bar appeared while the next page was loading');
  await waitUntil(page, () => !document.getElementById('nprogress'), null, { timeout: 5000 });
  await context.close();
});

/** Watches a page's scripts; `loaded` is true once the page has asked for the mermaid library. */
function watchMermaidLoad(page) {
  const scripts = watchScripts(page);
  return {
    get loaded() {
      return scripts.all().some((s) => s.body.includes('flowchart-v2'));
    },
  };
}

test('a page with a Mermaid diagram draws it in light and dark mode; other pages do not load mermaid', async () => {
  const { page, context } = await newPage(env.browser);
  const mermaid = watchMermaidLoad(page);
  await page.addInitScript(countIdleCallbacks);
  await page.goto(`${env.server.baseUrl}/config/mqtt`);
  await hydrated(page);
  // The page has done all it does as it starts and after (effects, observers, its idle work).
  await atRest(page);
  assert.equal(mermaid.loaded, false, 'a page without diagrams does not load the mermaid library');
  await page.goto(`${env.server.baseUrl}/gzyq/rule/INTRODUCE`);
  await hydrated(page);
  // The diagram is drawn when it comes near the viewport.
  await page.evaluate(() =>
    document.querySelector('article .mermaid-placeholder, article .docusaurus-mermaid-container')?.scrollIntoView(),
  );
  await page.waitForSelector('.docusaurus-mermaid-container svg', { timeout: 20000 });
  assert.equal(mermaid.loaded, true);
  await page.click('button[title*="切换浅色/暗黑模式"]');
  await page.waitForSelector('.docusaurus-mermaid-container svg', { timeout: 20000 });
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('code blocks keep their server-rendered markup through hydration and take their colours from the mode', async () => {
  for (const mode of ['light', 'dark']) {
    const { page, context } = await newPage(env.browser, { colorScheme: mode });
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        window.__firstToken = document.querySelector('article pre .token.keyword');
      });
    });
    await page.goto(`${env.server.baseUrl}/gzyq/rule/FUNCTION`);
    await hydrated(page);
    // The render after hydration (the browser-only one, from effects) has been committed once the
    // page has settled: a block it replaced would be gone by then.
    await settled(page);
    const r = await page.evaluate(() => ({
      kept: Boolean(window.__firstToken) && window.__firstToken.isConnected,
      inline: document.querySelectorAll('article pre .token[style*="color"]').length,
      keyword: getComputedStyle(document.querySelector('article pre .token.keyword')).color,
    }));
    assert.equal(r.kept, true, `${mode}: the server-rendered code block is still in the page after hydration`);
    assert.equal(r.inline, 0, `${mode}: no inline token colours`);
    // vsLight keywords are blue (0, 0, 255); vsDark keywords are (86, 156, 214).
    assert.equal(r.keyword, mode === 'light' ? 'rgb(0, 0, 255)' : 'rgb(86, 156, 214)');
    await page.click('button[title*="切换浅色/暗黑模式"]');
    const toggled = await page.evaluate(() => getComputedStyle(document.querySelector('article pre .token.keyword')).color);
    assert.equal(toggled, mode === 'light' ? 'rgb(86, 156, 214)' : 'rgb(0, 0, 255)', `${mode}: the toggle repaints code`);
    assert.deepEqual(page.errors, []);
    await context.close();
  }
});

test('a diagram far below the fold is drawn only when the reader scrolls near it', async () => {
  const { page, context } = await newPage(env.browser, { viewport: { width: 1280, height: 600 } });
  const mermaid = watchMermaidLoad(page);
  await page.addInitScript(countIdleCallbacks);
  await page.goto(`${env.server.baseUrl}/gzyq/rule/TROUBLESHOOTING`);
  await hydrated(page);
  const top = await page.evaluate(() => document.querySelector('article .mermaid-placeholder').getBoundingClientRect().top);
  assert.ok(top > 600 + 400, `the first diagram starts ${top}px down, beyond the load-ahead margin`);
  // The observers of the diagrams have had their first callbacks (the rendering steps settled() waits
  // for), and the page's idle work is done: a diagram drawn without the reader nearing it would be.
  await atRest(page);
  assert.equal(mermaid.loaded, false, 'no mermaid before the reader gets near a diagram');
  assert.equal(await page.$('.docusaurus-mermaid-container svg'), null);
  await page.mouse.wheel(0, top - 300);
  await page.waitForSelector('.docusaurus-mermaid-container svg', { timeout: 20000 });
  assert.equal(mermaid.loaded, true);
  assert.deepEqual(page.errors, []);
  await context.close();
});
