// The shell behaves the same on any static host: nginx with deploy/nginx/site.conf (redirects .html
// addresses, a not-found page per docs version) and a generic static server that answers every
// unknown address with the root 404.html and rewrites nothing (GitHub Pages, object storage,
// `docusaurus serve`; tests/lib/static-server.mjs). Each test runs on both and fails on any console
// error, console warning (bar the one a test expects) or uncaught page error — a hydration error
// (React #418/#423/#425) is one.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { HOSTS, hydrated, loadsOtherVersion, settled, useHostsAndBrowser, waitUntil } from '../lib/site.mjs';
import { LATEST, VERSIONS, categoryRoutes } from '../fixtures/spec-routes.mjs';

const env = useHostsAndBrowser();

const BAR = 'div[role="banner"]';
const TOGGLE = 'button[title*="切换浅色/暗黑模式"]';
const NO_RESULTS = '没有找到任何文档';
const OLDER_VERSIONS = VERSIONS.filter((v) => v !== LATEST);

/**
 * A tab that records what the console and the page report: `problems` (errors, warnings, uncaught
 * errors), `warnings` on their own, and `notFoundAddresses`, the addresses the browser said were
 * answered 404 (the browser logs that status of a page as an error; an unknown address must get it).
 */
async function openTab(contextOptions = {}) {
  const context = await env.browser.newContext({ locale: 'zh-CN', ...contextOptions });
  const page = await context.newPage();
  const log = { problems: [], warnings: [], notFoundAddresses: [] };
  page.on('pageerror', (e) => log.problems.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    const text = m.text();
    if (m.type() === 'error' && /the server responded with a status of 404/.test(text))
      log.notFoundAddresses.push(decodeURI(new URL(m.location().url).pathname));
    else if (m.type() === 'error') log.problems.push(`console error: ${text.slice(0, 300)}`);
    else if (m.type() === 'warning') log.warnings.push(text.slice(0, 300));
  });
  return { context, page, log };
}

/** Problems and warnings: what a test that expects a quiet console asserts is empty. */
const noise = (log) => [...log.problems, ...log.warnings.map((w) => `console warning: ${w}`)];

const pathOf = (page) => decodeURI(new URL(page.url()).pathname);

for (const host of HOSTS) {
  const base = () => env.hosts[host].baseUrl;

  test(`${host}: a changed announcement id shows the new announcement on the first page the reader opens`, async () => {
    const { context, page, log } = await openTab();
    await page.goto(`${base()}/config/mqtt`);
    await hydrated(page);
    await page.click(`${BAR} button[aria-label="关闭"]`);
    await page.reload();
    await hydrated(page);
    assert.equal(await page.isVisible(BAR), false, 'a closed announcement stays closed');
    // The reader closed an earlier announcement; the site now has another id.
    await page.evaluate(() => {
      localStorage.setItem('docusaurus.announcement.id', 'an-earlier-announcement');
      localStorage.setItem('docusaurus.announcement.dismiss', 'true');
    });
    await page.goto(`${base()}/config/cluster`, { waitUntil: 'domcontentloaded' });
    // Shown from the server's HTML on, before the app starts, and still after it did.
    assert.equal(await page.getAttribute('html', 'data-announcement-bar-initially-dismissed'), 'false');
    assert.equal(await page.isVisible(BAR), true, 'the new announcement is shown before the app starts');
    await hydrated(page);
    // The app reads the stored dismissal in an effect after hydration; settled, its render is done.
    await settled(page);
    assert.equal(await page.isVisible(BAR), true, 'the new announcement is shown once the app runs');
    // Closing it holds again.
    await page.click(`${BAR} button[aria-label="关闭"]`);
    await page.reload();
    await hydrated(page);
    assert.equal(await page.isVisible(BAR), false);
    assert.deepEqual(noise(log), []);
    await context.close();
  });

  test(`${host}: an unknown address in an older version shows that version's not-found page, without hydration errors`, async () => {
    for (const version of OLDER_VERSIONS) {
      const { context, page, log } = await openTab();
      const address = `/${version}/no-such-page`;
      const res = await page.goto(`${base()}${address}`);
      assert.equal(res.status(), 404, address);
      await hydrated(page);
      await page.getByRole('navigation', { name: '接下来可以' }).waitFor();
      assert.equal((await page.textContent('h1')).trim(), '找不到页面', address);
      const label = await page.textContent('.navbar__items--right .dropdown > .navbar__link');
      assert.equal(label.trim(), version, `${address}: the navbar names version ${label}`);
      // The navbar's links stay in the address's version.
      assert.equal(
        await page.getAttribute('.navbar__items a.navbar__link:text-is("配置速查")', 'href'),
        `/${version}/config/quick-reference`,
      );
      assert.equal(pathOf(page), address);
      assert.deepEqual(log.notFoundAddresses, [address]);
      assert.deepEqual(noise(log), [], address);
      await context.close();
    }
    // The latest version's unknown addresses keep the site's own not-found page.
    const { context, page, log } = await openTab();
    await page.goto(`${base()}/config/no-such-page`);
    await hydrated(page);
    assert.equal((await page.textContent('.navbar__items--right .dropdown > .navbar__link')).trim(), LATEST);
    assert.deepEqual(noise(log), []);
    await context.close();
  });

  test(`${host}: .html and /index.html addresses become the page's own address before the app starts, without hydration errors`, async () => {
    for (const [address, clean, heading] of [
      ['/config/mqtt/index.html', '/config/mqtt', /MQTT/],
      ['/config/mqtt.html', '/config/mqtt', /MQTT/],
      [`/${OLDER_VERSIONS.at(-1)}/config/cluster.html`, `/${OLDER_VERSIONS.at(-1)}/config/cluster`, /集群/],
      ['/index.html', '/', /产品介绍/],
      ['/category/配置指南/index.html', '/category/配置指南', /配置指南/],
    ]) {
      const { context, page, log } = await openTab();
      // The address as the page saw it once its HTML was parsed: before the app's scripts start.
      await context.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          window.__addressWhenParsed = location.pathname + location.search;
        });
      });
      await page.goto(`${base()}${address}?from=old-link`);
      await hydrated(page);
      // nginx redirects …/index.html to …/ (deploy/nginx/site.conf; tests/e2e/nginx.test.mjs).
      const expected = host === HOSTS[0] && address.endsWith('/index.html') && clean !== '/' ? [clean, `${clean}/`] : [clean];
      assert.ok(expected.includes(pathOf(page)), `${address}: at ${pathOf(page)}`);
      const parsedAt = decodeURI(await page.evaluate(() => window.__addressWhenParsed));
      assert.ok(
        expected.some((p) => parsedAt === `${p}?from=old-link`),
        `${address}: at ${parsedAt} when the page was parsed, before the app started`,
      );
      assert.match(await page.textContent('h1'), heading, address);
      // A generic host answers /config/mqtt.html with its 404 (there is no such file); the page then
      // asks for the clean address. Nothing else may be answered 404.
      assert.ok(
        log.notFoundAddresses.every((a) => a === address),
        `${address}: 404 for ${log.notFoundAddresses}`,
      );
      assert.deepEqual(noise(log), [], address);
      await context.close();
    }
  });

  test(`${host}: storage whose every call throws gives one console warning, no error, and the site works without persistence`, async () => {
    const { context, page, log } = await openTab({ colorScheme: 'light' });
    await context.addInitScript(() => {
      for (const method of ['getItem', 'setItem', 'removeItem', 'key', 'clear']) {
        Storage.prototype[method] = () => {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        };
      }
    });
    await page.goto(`${base()}/config/cluster`);
    await hydrated(page);
    // Colour mode, announcement bar, a tab group (remembered by group), the version dropdown.
    await page.click(TOGGLE);
    assert.equal(await page.getAttribute('html', 'data-theme'), 'dark');
    await page.click(`${BAR} button[aria-label="关闭"]`);
    assert.equal(await page.isVisible(BAR), false);
    await page.click('[role="tab"]:not([aria-selected="true"])');
    await page.click('.theme-doc-sidebar-container a:text-is("MQTT 配置")');
    await page.waitForURL(`${base()}/config/mqtt`);
    await page.waitForSelector('article h1:text-matches("MQTT")');
    await page.hover('.navbar__items--right .dropdown');
    await loadsOtherVersion(page, () => page.click(`.navbar__items--right .dropdown__link:text-is("${OLDER_VERSIONS[0]}")`));
    assert.equal(page.url(), `${base()}/${OLDER_VERSIONS[0]}/config/mqtt`);
    // Nothing persists: a reload starts over.
    await page.reload();
    await hydrated(page);
    assert.equal(await page.getAttribute('html', 'data-theme'), 'light');
    assert.equal(await page.isVisible(BAR), true);
    assert.deepEqual(log.problems, []);
    assert.ok(log.warnings.length >= 1, 'a console warning says the storage is not available');
    assert.ok(
      log.warnings.every((w) => /storage/i.test(w)),
      log.warnings.join('\n'),
    );
    await context.close();
  });

  test(`${host}: the search box answers every query with suggestions or the no-results text`, async () => {
    const { context, page, log } = await openTab();
    await page.goto(`${base()}/config/mqtt`);
    await hydrated(page);
    const input = 'input.navbar__search-input';
    const answer = async (query) => {
      await waitUntil(
        page,
        (noResults) => {
          const box = document.querySelector('[role="listbox"]');
          return (
            Boolean(box) &&
            getComputedStyle(box).display !== 'none' &&
            (box.querySelector('[role="option"]') !== null || box.textContent.includes(noResults))
          );
        },
        NO_RESULTS,
        { timeout: 15000 },
      ).catch(() => assert.fail(`no suggestions and no "${NO_RESULTS}" for ${JSON.stringify(query.slice(0, 40))}`));
    };
    // A 2,000-character paste of Chinese text, first: a query the search never answered blocked
    // every later one.
    const sentence = '在规则引擎中把设备上报的消息写入数据库之前需要先配置数据源并确认连接可用然后再创建动作，';
    const paste = sentence.repeat(Math.ceil(2000 / sentence.length)).slice(0, 2000);
    await page.click(input);
    await page.keyboard.insertText(paste);
    await answer(paste);
    const shown = await page.inputValue(input);
    assert.ok(shown.length > 0 && paste.startsWith(shown), 'the box shows the start of the paste, which is what is searched');
    for (const query of ['((((((((', '*', '\\', 'a-b-c-d-e-f-g-h-i-j-k-l-m-n', '集群']) {
      await page.fill(input, '');
      await page.keyboard.type(query);
      await answer(query);
    }
    assert.ok((await page.$$('[role="listbox"] [role="option"]')).length > 0, '集群 finds pages');
    // The search page with the same paste as ?q= says how many documents it found, or that none.
    await page.goto(`${base()}/search/?q=${encodeURIComponent(paste)}`);
    await hydrated(page);
    await page.waitForSelector('main p:text-matches("^(共找到 \\\\d+ 篇文档|没有找到任何文档)$")', { timeout: 15000 });
    assert.deepEqual(noise(log), []);
    await context.close();
  });

  test(`${host}: Tab then Enter on the skip link leaves focus on the main content`, async () => {
    for (const address of ['/config/mqtt', `/category/配置指南`, '/no/such/page']) {
      const { context, page, log } = await openTab();
      await page.goto(`${base()}${address}`);
      await hydrated(page);
      await page.keyboard.press('Tab');
      assert.equal(await page.evaluate(() => document.activeElement.textContent.trim()), '跳到主要内容', address);
      await page.keyboard.press('Enter');
      // Chromium's focus fix-up (focus back to <body> from an element that lost its tabindex) runs
      // in a rendering step: settled, it has run.
      await settled(page);
      const focused = await page.evaluate(() => {
        const el = document.activeElement;
        return { tag: el.tagName, inMain: Boolean(el.closest('main')) || el.id === '__docusaurus_skipToContent_fallback' };
      });
      assert.ok(focused.inMain && focused.tag !== 'BODY', `${address}: focus is on ${focused.tag}`);
      // The next Tab goes on in the content, past the navbar and sidebar.
      await page.keyboard.press('Tab');
      assert.ok(
        await page.evaluate(
          () =>
            Boolean(document.activeElement.closest('#__docusaurus_skipToContent_fallback')) &&
            !document.activeElement.closest('nav.navbar, .theme-doc-sidebar-container'),
        ),
        address,
      );
      assert.deepEqual(noise(log), [], address);
      await context.close();
    }
  });

  test(`${host}: every version's category pages say what their section covers, on the page and as the meta description`, async () => {
    const { context, page, log } = await openTab();
    for (const version of VERSIONS) {
      for (const route of categoryRoutes(version).filter((r) => /\/category\/(配置指南|规则引擎|api)$/.test(r))) {
        await page.goto(`${base()}${route}`);
        await hydrated(page);
        const shown = (await page.textContent('main header p')).trim();
        const meta = await page.getAttribute('meta[name="description"]', 'content');
        assert.ok(/\p{Script=Han}/u.test(shown) && shown.length >= 20, `${route}: "${shown}"`);
        assert.equal(meta, shown, `${route}: the meta description is the shown one`);
      }
    }
    assert.deepEqual(noise(log), []);
    await context.close();
  });

  test(`${host}: tabs name their panels and key tables read as tables on a phone, with no explicit roles on rows and cells`, async () => {
    const { context, page, log } = await openTab({ viewport: { width: 412, height: 860 }, isMobile: true, hasTouch: true });
    await page.goto(`${base()}/config/cluster`);
    await hydrated(page);
    const linked = () =>
      page.$$eval('[role="tablist"]', (lists) =>
        lists.map((list) => {
          const tab = list.querySelector('[role="tab"][aria-selected="true"]');
          const panel = tab && document.getElementById(tab.getAttribute('aria-controls'));
          return {
            panel: panel?.getAttribute('role'),
            visible: Boolean(panel && !panel.hidden),
            labelledBy: panel?.getAttribute('aria-labelledby') === tab?.id,
          };
        }),
      );
    assert.ok((await linked()).length > 0);
    for (const link of await linked()) assert.deepEqual(link, { panel: 'tabpanel', visible: true, labelledBy: true });
    await page.tap('[role="tab"]:not([aria-selected="true"])');
    for (const link of await linked()) assert.deepEqual(link, { panel: 'tabpanel', visible: true, labelledBy: true });
    await page.goto(`${base()}/config/store`);
    await hydrated(page);
    const table = page.locator('table.config-keys').first();
    await table.scrollIntoViewIfNeeded();
    assert.equal(await page.locator('table.config-keys :is(thead, tbody, tr, th, td)[role]').count(), 0);
    const tree = await page.accessibility.snapshot({ root: await table.elementHandle(), interestingOnly: false });
    const all = (node, role) => [...(node.role === role ? [node] : []), ...(node.children ?? []).flatMap((c) => all(c, role))];
    assert.equal(tree.role, 'table');
    assert.deepEqual(
      all(tree, 'columnheader').map((h) => h.name),
      ['配置项', '类型', '默认值', '说明'],
    );
    assert.ok(
      all(tree, 'row')
        .slice(1)
        .every((row) => all(row, 'cell').length === 4),
    );
    assert.deepEqual(noise(log), []);
    await context.close();
  });
}
