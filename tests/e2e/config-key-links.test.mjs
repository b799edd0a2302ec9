// Pointing at a configuration key, in a real browser: the 「… 起」 badge on keys newer than the page's
// oldest version; each key's own address (#key) scrolls its row into view and marks it, on load and
// after a click from another page; the copy-link is reachable from the keyboard, has a name and puts
// the key's address on the clipboard; and 配置速查's filter box narrows the table as the reader types
// (from the keyboard), keeps the filter in the address without adding history entries, restores it on
// reload, says when nothing matches, keeps hostile text inert — and without JavaScript the full table
// is there.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { hydrated, newPage, useSiteAndBrowser, waitUntil } from '../lib/site.mjs';

const env = useSiteAndBrowser();

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const QUICK = '/config/quick-reference';

/** The rows a reader sees in the key tables: key name, badge text, whether drawn. */
function visibleRows(page) {
  return page.$$eval('table.config-keys tbody tr', (rows) =>
    rows
      .filter((r) => r.getClientRects().length > 0)
      .map((r) => ({ key: r.cells[0].querySelector('code').textContent, text: r.textContent })),
  );
}

/** Where a row is on screen and whether it is marked (the bar at its start that no other row has). */
function rowPlacement(page, id) {
  return page.evaluate((id) => {
    const row = document.getElementById(id);
    if (!row) return null;
    const box = row.getBoundingClientRect();
    const navbar = document.querySelector('.navbar')?.getBoundingClientRect().bottom ?? 0;
    return {
      top: Math.round(box.top),
      bottom: Math.round(box.bottom),
      navbar: Math.round(navbar),
      innerHeight: window.innerHeight,
      marked: getComputedStyle(row).boxShadow !== 'none',
      othersMarked: [...document.querySelectorAll('table.config-keys tr')].filter(
        (r) => r !== row && getComputedStyle(r).boxShadow !== 'none',
      ).length,
    };
  }, id);
}

async function assertInViewAndMarked(page, id, where) {
  await waitUntil(
    page,
    (id) => {
      const r = document.getElementById(id)?.getBoundingClientRect();
      return r && r.top >= 0 && r.bottom <= window.innerHeight;
    },
    id,
  );
  const p = await rowPlacement(page, id);
  assert.ok(p, `${where}: no row #${id}`);
  assert.ok(p.top >= p.navbar - 1, `${where}: the row is under the navbar (top ${p.top}, navbar ends at ${p.navbar})`);
  assert.ok(p.bottom <= p.innerHeight, `${where}: the row is below the screen`);
  assert.ok(p.marked, `${where}: the row is not marked`);
  assert.equal(p.othersMarked, 0, `${where}: other rows are marked too`);
}

test('a key newer than the oldest version with the page carries its 「… 起」 badge; an older key none', async () => {
  const { page, context } = await newPage(env.browser);
  // config/pool, Related pool keys: "ruleEngineMetrics (default on, 2.1.0+)"; config/read Version notes,
  // 2.0.17: no ruleEngineAsync (so from 2.0.18); workThreadSize is in every version.
  const cases = [
    ['/config/pool', 'pool.ruleEngineMetrics', '2.1.0 起'],
    ['/config/pool', 'pool.ruleEngineAsync', '2.0.18 起'],
    ['/config/pool', 'pool.workThreadSize', null],
    ['/2.0.18/config/pool', 'pool.ruleEngineAsync', '2.0.18 起'],
    [QUICK, 'mqtt[].exclusivePool', '2.0.19 起'],
    ['/2.0.19/config/quick-reference', 'mqtt[].exclusivePool', '2.0.19 起'],
  ];
  for (const [address, key, badge] of cases) {
    await page.goto(`${env.server.baseUrl}${address}`);
    await hydrated(page);
    const cell = await page.$eval(`[id="${key}"] td`, (td) => td.innerText.replace(/\s+/g, ' ').trim());
    if (badge) assert.ok(cell.includes(badge), `${address} ${key}: "${cell}" has no badge "${badge}"`);
    else assert.doesNotMatch(cell, /起/, `${address} ${key}: "${cell}" has a badge`);
  }
  // The oldest version's page: no key is newer than it.
  await page.goto(`${env.server.baseUrl}/2.0.17/config/quick-reference`);
  await hydrated(page);
  assert.equal(await page.locator('table.config-keys', { hasText: ' 起' }).count(), 0);
  assert.deepEqual(page.errors, []);
  await context.close();
});

for (const [what, options] of [
  ['wide screen', { viewport: { width: 1280, height: 800 } }],
  ['phone', PHONE],
]) {
  test(`(${what}) opening a key's address scrolls its row into view below the navbar and marks it`, async () => {
    const { page, context } = await newPage(env.browser, options);
    for (const [address, id] of [
      [`${QUICK}#pool.ruleEngineAsync`, 'pool.ruleEngineAsync'],
      ['/config/mqtt#mqtt%5B%5D.exclusivePool', 'mqtt[].exclusivePool'],
      ['/config/store#store.datasource.url@postgresql', 'store.datasource.url@postgresql'],
      ['/2.0.18/config/pool#pool.ruleEngineMessageSize', 'pool.ruleEngineMessageSize'],
    ]) {
      await page.goto(`${env.server.baseUrl}${address}`);
      await hydrated(page);
      await assertInViewAndMarked(page, id, address);
    }
    assert.deepEqual(page.errors, []);
    await context.close();
  });
}

test('a key link on 「版本变化」 leads, inside the app, to the row on its config page, in view and marked', async () => {
  const { page, context } = await newPage(env.browser);
  await page.goto(`${env.server.baseUrl}/version-changes`);
  await hydrated(page);
  const link = page.locator('section.version-step a[href*="/config/pool#pool.ruleEngineMetrics"]').first();
  await link.scrollIntoViewIfNeeded();
  await link.click();
  await page.waitForURL(/\/config\/pool#pool\.ruleEngineMetrics$/);
  await assertInViewAndMarked(page, 'pool.ruleEngineMetrics', 'after the click');
  // Only that row is marked.
  assert.equal(
    await page.$$eval('table.config-keys tbody tr', (rows) => rows.filter((r) => getComputedStyle(r).boxShadow !== 'none').length),
    1,
  );
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('the copy-link: reached by Tab, named after its key, Enter copies the key address and goes there', async () => {
  const { page, context } = await newPage(env.browser, { permissions: ['clipboard-read', 'clipboard-write'] });
  await page.goto(`${env.server.baseUrl}/config/pool`);
  await hydrated(page);
  const name = '复制配置项 pool.ruleEngineAsync 的链接';
  const link = page.getByRole('link', { name, exact: true });
  assert.equal(await link.count(), 1, 'one link with that accessible name');
  // From the key before it, Tab reaches it.
  await page.getByRole('link', { name: '复制配置项 pool.highWaterMark 的链接', exact: true }).focus();
  let reached = false;
  for (let i = 0; i < 6 && !reached; i++) {
    await page.keyboard.press('Tab');
    reached = await page.evaluate((name) => document.activeElement?.getAttribute('aria-label') === name, name);
  }
  assert.ok(reached, 'Tab reaches the copy-link');
  const focusRing = await page.evaluate(() => getComputedStyle(document.activeElement).outlineStyle);
  assert.notEqual(focusRing, 'none', 'the focused link shows its focus');
  await page.keyboard.press('Enter');
  await waitUntil(page, () => location.hash === '#pool.ruleEngineAsync');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  assert.equal(copied, `${env.server.baseUrl}/config/pool#pool.ruleEngineAsync`);
  await waitUntil(page, () => document.querySelector('.fluxmq-live-region')?.textContent === '已复制配置项 pool.ruleEngineAsync 的链接');
  await assertInViewAndMarked(page, 'pool.ruleEngineAsync', 'after Enter');
  // A key whose name has brackets: its address is one a chat program keeps whole, and it opens the row.
  await page.goto(`${env.server.baseUrl}/config/mqtt`);
  await hydrated(page);
  await page.getByRole('link', { name: '复制配置项 mqtt[].exclusivePool 的链接', exact: true }).click();
  const bracketed = await page.evaluate(() => navigator.clipboard.readText());
  assert.equal(bracketed, `${env.server.baseUrl}/config/mqtt#mqtt%5B%5D.exclusivePool`);
  await page.goto(bracketed);
  await hydrated(page);
  await assertInViewAndMarked(page, 'mqtt[].exclusivePool', bracketed);
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('without clipboard access the copy-link still goes to the row and says where to copy from', async () => {
  const { page, context } = await newPage(env.browser);
  await page.goto(`${env.server.baseUrl}/config/pool`);
  await hydrated(page);
  await page.evaluate(() => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('denied')) } });
  });
  await page.getByRole('link', { name: '复制配置项 pool.ruleEngineThreadSize 的链接', exact: true }).click();
  await waitUntil(page, () => /地址栏/.test(document.querySelector('.fluxmq-live-region')?.textContent ?? ''));
  assert.equal(new URL(page.url()).hash, '#pool.ruleEngineThreadSize');
  assert.deepEqual(page.errors, []);
  await context.close();
});

async function openQuickReference(page, search = '') {
  await page.goto(`${env.server.baseUrl}${QUICK}${search}`);
  await hydrated(page);
  return page.getByRole('searchbox', { name: '筛选配置项' });
}

test('the filter box narrows the table as the reader types, from the keyboard, and Esc clears it', async () => {
  const { page, context } = await newPage(env.browser);
  const box = await openQuickReference(page);
  const all = (await visibleRows(page)).length;
  assert.ok(all > 60, `${all} keys`);
  // Tab from the heading's anchor link just before the box reaches it.
  await page.locator('h2 a.hash-link[href="#全部配置项"]').focus();
  let reached = false;
  for (let i = 0; i < 3 && !reached; i++) {
    await page.keyboard.press('Tab');
    reached = await box.evaluate((el) => el === document.activeElement);
  }
  assert.ok(reached, 'Tab reaches the filter box');
  await page.keyboard.type('ruleEngine', { delay: 30 });
  // The table follows the box a render later (deferred): wait until it reflects the whole word.
  const filteredBy = (words) =>
    document.querySelector('[role="status"][data-filtered-by]')?.dataset.filteredBy.toLowerCase() === words.toLowerCase();
  await waitUntil(page, filteredBy, 'ruleEngine');
  const rows = await visibleRows(page);
  assert.deepEqual(rows.map((r) => r.key).sort(), [
    'pool.ruleEngineAsync',
    'pool.ruleEngineMessageSize',
    'pool.ruleEngineMetrics',
    'pool.ruleEngineMetricsInterval',
    'pool.ruleEngineThreadSize',
  ]);
  assert.match(await page.getByRole('status').filter({ hasText: '显示' }).textContent(), /显示 5 个配置项（共 \d+ 个）/);
  // Only the groups with a match keep their heading.
  const headings = await page.$$eval('.theme-doc-markdown section h3', (hs) =>
    hs.filter((h) => h.getClientRects().length).map((h) => h.textContent),
  );
  assert.deepEqual(headings, ['连接池配置']);
  // A Chinese word from the meaning.
  await box.fill('');
  await page.keyboard.type('集群');
  await waitUntil(page, filteredBy, '集群');
  const cluster = await visibleRows(page);
  assert.ok(cluster.length >= 3, `${cluster.length} rows for 集群`);
  for (const r of cluster) assert.match(r.text, /集群/, `${r.key} does not mention 集群`);
  await page.keyboard.press('Escape');
  await waitUntil(page, (all) => document.querySelectorAll('table.config-keys tbody tr:not([hidden])').length === all, all);
  assert.equal(await box.inputValue(), '');
  assert.equal(await box.evaluate((el) => el === document.activeElement), true, 'focus stays in the box');
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('the address keeps the filter (?q=) without history entries, and a reload or a shared address restores it', async () => {
  const { page, context } = await newPage(env.browser);
  const box = await openQuickReference(page);
  const historyBefore = await page.evaluate(() => history.length);
  await box.focus();
  await page.keyboard.type('messageMax', { delay: 40 });
  await waitUntil(page, () => new URLSearchParams(location.search).get('q') === 'messageMax');
  assert.equal(await page.evaluate(() => history.length), historyBefore, 'typing adds no history entries');
  await page.reload();
  await hydrated(page);
  await waitUntil(page, () => document.querySelector('input[type="search"]')?.value === 'messageMax');
  // The rows left are the keys whose name or meaning holds the filter (mqtt[].messageMaxSize among them).
  await waitUntil(page, () => {
    const rows = [...document.querySelectorAll('table.config-keys tbody tr')];
    return rows.some((tr) => tr.hidden) && rows.filter((tr) => !tr.hidden).every((tr) => /messagemax/i.test(tr.textContent));
  });
  const shown = await visibleRows(page);
  assert.ok(
    shown.some((r) => r.key === 'mqtt[].messageMaxSize'),
    JSON.stringify(shown.map((r) => r.key)),
  );
  for (const r of shown) assert.match(`${r.key} ${r.text}`, /messageMax/i);
  // A shared address with a Chinese filter.
  await openQuickReference(page, `?q=${encodeURIComponent('认证')}`);
  await waitUntil(page, () => document.querySelector('input[type="search"]')?.value === '认证');
  for (const r of await visibleRows(page)) assert.match(r.text, /认证/);
  // Clearing the box takes ?q= out of the address.
  await page.getByRole('button', { name: '清除筛选' }).click();
  await waitUntil(page, () => !location.search.includes('q='));
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('a filter that matches nothing says so; on a phone the hidden rows stay hidden', async () => {
  const { page, context } = await newPage(env.browser, PHONE);
  const box = await openQuickReference(page);
  await box.fill('没有这个词zzz');
  await page.getByText('没有匹配的配置项').waitFor();
  assert.equal((await visibleRows(page)).length, 0);
  assert.equal(await page.$$eval('.theme-doc-markdown section h3', (hs) => hs.filter((h) => h.getClientRects().length).length), 0);
  await box.fill('pool.work');
  await waitUntil(page, () => document.querySelectorAll('table.config-keys tbody tr:not([hidden])').length === 1);
  assert.deepEqual(
    (await visibleRows(page)).map((r) => r.key),
    ['pool.workThreadSize'],
    'on a phone only the matching card is drawn',
  );
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('hostile filter text is inert: markup stays text, pattern characters are literal, a 64 KB paste does not freeze the page', async () => {
  const { page, context } = await newPage(env.browser, { permissions: ['clipboard-read', 'clipboard-write'] });
  const box = await openQuickReference(page);
  await box.fill('<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>');
  await page.getByText('没有匹配的配置项').waitFor();
  assert.equal(await page.evaluate(() => window.__pwned), undefined);
  assert.equal(await page.locator('article img[src="x"]').count(), 0);
  await box.fill('.*');
  await page.getByText('没有匹配的配置项').waitFor();
  await box.fill('mqtt[].');
  await waitUntil(page, () => document.querySelectorAll('table.config-keys tbody tr:not([hidden])').length > 10);
  for (const r of await visibleRows(page)) assert.ok(r.key.includes('mqtt[].'), r.key);
  await box.fill('(');
  await page.getByText('没有匹配的配置项').waitFor();
  // A 64 KB paste, through the clipboard as a reader pastes.
  await box.fill('');
  await page.evaluate(() => navigator.clipboard.writeText('规则'.repeat(32 * 1024)));
  await box.focus();
  const started = Date.now();
  await page.keyboard.press('Control+V');
  await waitUntil(page, () => document.querySelector('input[type="search"]').value.length > 0);
  const value = await box.inputValue();
  assert.ok(value.length <= 100, `the box holds ${value.length} characters`);
  await waitUntil(page, () => new URLSearchParams(location.search).get('q')?.length > 0);
  assert.ok(Date.now() - started < 5000, `the paste took ${Date.now() - started} ms to settle`);
  const asked = Date.now();
  assert.equal(await page.evaluate(() => 1 + 1), 2, 'the page still answers');
  assert.ok(Date.now() - asked < 1000, `the page took ${Date.now() - asked} ms to answer after the paste`);
  // A hostile address: the filter is read as text, bounded.
  await openQuickReference(page, `?q=${encodeURIComponent('<svg onload=window.__pwned=3>')}%E0%A4%A`);
  await page.getByText('没有匹配的配置项').waitFor();
  assert.equal(await page.evaluate(() => window.__pwned), undefined);
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('without JavaScript the full table is there, whatever ?q= says, and no dead filter box', async () => {
  const { page: withJs, context: jsContext } = await newPage(env.browser);
  await openQuickReference(withJs);
  const all = (await visibleRows(withJs)).length;
  await jsContext.close();
  const context = await env.browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${env.server.baseUrl}${QUICK}?q=ruleEngine`);
  assert.equal((await visibleRows(page)).length, all);
  assert.equal(await page.locator('article input').count(), 0, 'no filter box that could not work');
  // The key's own address still works as a plain in-page link.
  await page.goto(`${env.server.baseUrl}${QUICK}#pool.ruleEngineAsync`);
  const p = await rowPlacement(page, 'pool.ruleEngineAsync');
  assert.ok(p.top >= 0 && p.bottom <= p.innerHeight, 'the row is in view');
  assert.ok(p.marked, 'the row is marked (:target)');
  await context.close();
});

test("an older version's banner has a link to the latest version's 「版本变化」", async () => {
  const { page, context } = await newPage(env.browser);
  await page.goto(`${env.server.baseUrl}/2.0.18/config/pool?x=1#pool.bufferSize`);
  await hydrated(page);
  const link = page.getByRole('link', { name: '查看版本变化', exact: true });
  assert.equal(await link.getAttribute('href'), '/version-changes');
  await link.click();
  await page.waitForURL(`${env.server.baseUrl}/version-changes`);
  // The address changes first; the page follows once its code is loaded.
  await page.waitForSelector('h1:text-is("版本变化")');
  // The latest version has no banner, and so no such link.
  assert.equal(await page.getByRole('link', { name: '查看版本变化', exact: true }).count(), 0);
  assert.deepEqual(page.errors, []);
  await context.close();
});
