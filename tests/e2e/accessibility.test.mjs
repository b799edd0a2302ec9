// Accessibility: axe-core finds no serious or critical violation on pages of all five versions, in
// light and dark mode, including the search page, a category index, the 404 page and the mobile
// layout; and the shell works by keyboard alone.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { hydrated, newPage, useSiteAndBrowser, waitUntil } from '../lib/site.mjs';
import { seriousAxeViolations } from '../lib/axe.mjs';

const env = useSiteAndBrowser();

const PAGES = [
  '/',
  '/config/mqtt',
  '/config/quick-reference',
  '/config/quick-reference?q=集群',
  '/version-changes',
  '/2.0.18/version-changes',
  '/gzyq/rule/FUNCTION',
  '/install/docker',
  '/category/配置指南',
  '/search/?q=集群',
  '/no-such-page',
  '/2.1.0/gzyq/rule/EXAMPLES',
  '/2.0.19/auth/db',
  '/2.0.18/acl/http',
  '/2.0.17/protocol/coap',
  '/2.0.17/gzyq/rule/INTRODUCE',
];

for (const mode of ['light', 'dark']) {
  test(`axe: no serious or critical violation on ${PAGES.length} pages in ${mode} mode`, async () => {
    const { page, context } = await newPage(env.browser, { bypassCSP: true, colorScheme: mode });
    const found = [];
    for (const p of PAGES) {
      await page.goto(`${env.server.baseUrl}${encodeURI(p)}`);
      await hydrated(page);
      if (p.startsWith('/search')) await page.waitForSelector('a[href*="_highlight"]', { timeout: 20000 });
      assert.equal(await page.getAttribute('html', 'data-theme'), mode);
      for (const v of await seriousAxeViolations(page)) found.push(`${p}: ${v}`);
    }
    assert.deepEqual(found, []);
    await context.close();
  });
}

test('axe: the mobile layout with the sidebar open has no serious or critical violation', async () => {
  const { page, context } = await newPage(env.browser, { bypassCSP: true, viewport: { width: 390, height: 844 } });
  await page.goto(`${env.server.baseUrl}/config/mqtt`);
  await hydrated(page);
  assert.deepEqual(await seriousAxeViolations(page), []);
  await page.click('button[aria-label="切换导航栏"]');
  await page.waitForSelector('.navbar-sidebar', { state: 'visible' });
  assert.deepEqual(await seriousAxeViolations(page), []);
  await context.close();
});

test('keyboard: the skip link comes first and moves focus to the content', async () => {
  const { page, context } = await newPage(env.browser);
  await page.goto(`${env.server.baseUrl}/config/mqtt`);
  await hydrated(page);
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement.textContent.trim()), '跳到主要内容');
  await page.keyboard.press('Enter');
  // Focus moved to the content: the next Tab lands inside it, past the navbar and sidebar.
  await page.keyboard.press('Tab');
  assert.ok(
    await page.evaluate(
      () =>
        Boolean(document.activeElement.closest('main, #__docusaurus_skipToContent_fallback')) &&
        !document.activeElement.closest('nav.navbar, .theme-doc-sidebar-container'),
    ),
    'focus is in the main content',
  );
  await context.close();
});

async function tabTo(page, predicate, max = 60) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(predicate)) return true;
  }
  return false;
}

test('keyboard: the search box works without a mouse', async () => {
  const { page, context } = await newPage(env.browser);
  await page.goto(`${env.server.baseUrl}/config/mqtt`);
  await hydrated(page);
  assert.ok(await tabTo(page, () => document.activeElement.matches('input.navbar__search-input')));
  await page.keyboard.type('集群');
  await page.waitForSelector('[role="listbox"] [role="option"]');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.waitForURL((u) => u.pathname !== '/config/mqtt');
  await context.close();
});

test('keyboard: the version dropdown works without a mouse', async () => {
  const { page, context } = await newPage(env.browser);
  await page.goto(`${env.server.baseUrl}/config/mqtt`);
  await hydrated(page);
  assert.ok(await tabTo(page, () => document.activeElement.matches('.navbar__items--right .dropdown > a')));
  await page.keyboard.press('Enter');
  await page.waitForSelector('.navbar__items--right .dropdown--show');
  // The menu fades in; wait until its items are rendered visible before tabbing into them.
  await waitUntil(page, () => {
    const menu = document.querySelector('.navbar__items--right .dropdown--show .dropdown__menu');
    return Boolean(menu) && getComputedStyle(menu).visibility === 'visible' && getComputedStyle(menu).opacity === '1';
  });
  // Tab through the open menu, recording where focus goes, until the 2.0.18 item has focus.
  const trail = [];
  for (let i = 0; i < 10; i++) {
    await page.keyboard.press('Tab');
    const here = await page.evaluate(() => ({
      text: document.activeElement.textContent.trim().slice(0, 20),
      open: Boolean(document.querySelector('.navbar__items--right .dropdown--show')),
    }));
    trail.push(`${here.text}${here.open ? '' : ' (menu closed)'}`);
    if (here.text === '2.0.18') break;
  }
  assert.equal(trail.at(-1), '2.0.18', `focus trail after opening the menu: ${trail.join(' → ')}`);
  await page.keyboard.press('Enter');
  await page.waitForURL(`${env.server.baseUrl}/2.0.18/config/mqtt`);
  await context.close();
});

test('keyboard: the colour toggle works without a mouse', async () => {
  const { page, context } = await newPage(env.browser);
  await page.goto(`${env.server.baseUrl}/config/mqtt`);
  await hydrated(page);
  assert.ok(await tabTo(page, () => document.activeElement.matches('button[title*="切换浅色/暗黑模式"]')));
  await page.keyboard.press('Enter');
  assert.equal(await page.getAttribute('html', 'data-theme'), 'dark');
  await context.close();
});

test('keyboard: the mobile menu opens and closes without a mouse', async () => {
  const { page, context } = await newPage(env.browser, { viewport: { width: 800, height: 900 } });
  await page.goto(`${env.server.baseUrl}/config/mqtt`);
  await hydrated(page);
  assert.ok(await tabTo(page, () => document.activeElement.matches('button.navbar__toggle')));
  await page.keyboard.press('Enter');
  await page.waitForSelector('.navbar-sidebar', { state: 'visible' });
  assert.ok(await tabTo(page, () => document.activeElement.matches('.navbar-sidebar button[aria-label="关闭导航栏"]'), 20));
  await page.keyboard.press('Enter');
  await waitUntil(page, () => !document.querySelector('.navbar-sidebar--show'));
  await context.close();
});
