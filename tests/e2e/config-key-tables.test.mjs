// The configuration key tables (配置指南 pages, 配置速查) as a reader sees them: columns on a wide
// screen; on a phone, a card per key whose meaning is on screen without scrolling sideways. Either
// way, assistive technology reads a table with its column headers and cells (Chromium's own
// accessibility tree).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { hydrated, newPage, useSiteAndBrowser } from '../lib/site.mjs';

const env = useSiteAndBrowser();

const PHONE = { viewport: { width: 412, height: 860 }, isMobile: true, hasTouch: true };

/** Layout of the first key table of a page, once scrolled into view. */
async function keyTableLayout(page) {
  const table = page.locator('table.config-keys').first();
  await table.scrollIntoViewIfNeeded();
  return table.evaluate((t) => {
    const rows = [...t.tBodies[0].rows];
    return {
      viewportWidth: document.documentElement.clientWidth,
      scrollsSideways: t.scrollWidth > t.clientWidth + 1,
      headerShown: t.tHead.getBoundingClientRect().height > 2,
      rows: rows.map((r) => {
        const cells = [...r.cells].map((c) => c.getBoundingClientRect());
        const typeLabel = r.cells[1] && getComputedStyle(r.cells[1], '::before').content;
        return {
          lefts: cells.map((c) => Math.round(c.left)),
          rights: cells.map((c) => Math.round(c.right)),
          tops: cells.map((c) => Math.round(c.top)),
          typeLabel,
        };
      }),
    };
  });
}

for (const address of ['/config/store', '/2.0.17/config/mqtt', '/config/quick-reference']) {
  test(`on a phone, each key of ${address} is a card whose meaning is on screen without scrolling sideways`, async () => {
    const { page, context } = await newPage(env.browser, PHONE);
    await page.goto(`${env.server.baseUrl}${address}`);
    await hydrated(page);
    const layout = await keyTableLayout(page);
    assert.ok(layout.rows.length > 0);
    assert.equal(layout.scrollsSideways, false);
    assert.equal(layout.headerShown, false, 'the header row is for screen readers only');
    for (const [i, row] of layout.rows.entries()) {
      // Cells stacked: each starts on its own line, all within the screen.
      assert.ok(
        row.tops.every((top, j) => j === 0 || top > row.tops[j - 1]),
        `row ${i}: cells not stacked (${row.tops})`,
      );
      assert.ok(
        Math.max(...row.rights) <= layout.viewportWidth,
        `row ${i}: a cell ends at ${Math.max(...row.rights)} px of ${layout.viewportWidth}`,
      );
    }
    // The type (or, on the quick reference, the default) is labelled in Chinese.
    assert.match(layout.rows[0].typeLabel, /^"(类型|默认值)："$/);
    await context.close();
  });
}

test('on a wide screen the key table has its columns and header row', async () => {
  const { page, context } = await newPage(env.browser, { viewport: { width: 1280, height: 900 } });
  await page.goto(`${env.server.baseUrl}/config/store`);
  await hydrated(page);
  const layout = await keyTableLayout(page);
  assert.equal(layout.headerShown, true);
  for (const row of layout.rows) {
    assert.equal(new Set(row.tops).size, 1, `cells of a row on one line: ${row.tops}`);
    assert.deepEqual(
      [...row.lefts].sort((a, b) => a - b),
      row.lefts,
      'cells side by side, left to right',
    );
  }
  assert.equal(layout.rows[0].typeLabel, 'none');
  await context.close();
});

test('on a phone the key table is still read as a table: column headers, rows and cells', async () => {
  const { page, context } = await newPage(env.browser, PHONE);
  await page.goto(`${env.server.baseUrl}/config/store`);
  await hydrated(page);
  // Where a reader reads it: a table far down the page is drawn when the reader nears it.
  const table = page.locator('table.config-keys').first();
  await table.scrollIntoViewIfNeeded();
  // Chromium's own accessibility tree, what a screen reader is given.
  const tree = await page.accessibility.snapshot({ root: await table.elementHandle(), interestingOnly: false });
  const all = (node, role) => [...(node.role === role ? [node] : []), ...(node.children ?? []).flatMap((c) => all(c, role))];
  assert.equal(tree.role, 'table');
  assert.deepEqual(
    all(tree, 'columnheader').map((h) => h.name),
    ['配置项', '类型', '默认值', '说明'],
  );
  const rows = all(tree, 'row').slice(1);
  assert.ok(rows.length > 0);
  for (const row of rows) assert.equal(all(row, 'cell').length, 4, `a row of ${all(row, 'cell').length} cells`);
  // The key cell: the key's name, then its copy-link (named after the key).
  assert.match(all(rows[0], 'cell')[0].name, /^store\.storeType\b/);
  assert.deepEqual(
    all(all(rows[0], 'cell')[0], 'link').map((l) => l.name),
    ['复制配置项 store.storeType 的链接'],
  );
  await context.close();
});
