// 配置检查 in a real browser, against the built site: a 2.0.19 config checked in upgrade mode against the
// latest version lists the deprecated pool keys (which may stay) and the keys added (both from the data); a typo gets its
// suggestion, linked to the key's row; an alias bomb and a binary file are refused with a message within
// a second; the page works from the keyboard, on every version without a console error, on a 390 px
// screen without horizontal overflow (light and dark, axe included), says without JavaScript that it
// needs it — and no other page loads the checker's code or the yaml parser.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { BUILD_DIR, hydrated, newPage, useSiteAndBrowser, waitUntil, watchScripts } from '../lib/site.mjs';
import { seriousAxeViolations } from '../lib/axe.mjs';
import { VERSIONS, LATEST, prefixOf } from '../fixtures/spec-routes.mjs';
import { importTs } from '../lib/import-ts.mjs';
import { ROOT } from '../../scripts/lib/docs-tree.mjs';

/** A doc's path inside its version: `endpoint/README` is served at /endpoint/. */
const docPath = (docId) => docId.replace(/(^|\/)(README|index)$/i, '$1');
const { configPages, keysFor, tablesFor } = await importTs('src/data/config-keys/index.ts');
const { keyAnchor } = await importTs('src/features/config-key-links/anchors.ts');
const { hashOf } = await importTs('src/features/config-key-links/hash.ts');
const { versionOrder } = await importTs('src/data/versions.ts');

const env = useSiteAndBrowser();
const SHOTS = path.join(ROOT, '.tmp/config-check');
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
/** A string only the yaml package carries (its alias-bomb guard): where it loads, the parser loads. */
const YAML_SIGNATURE = 'Excessive alias count';
/** A string only the checker component carries (its file button's accepted types; minified scripts keep ASCII as written). */
const CHECKER_SIGNATURE = '.yaml,.yml,text/yaml,application/yaml,text/plain';

/** The checker's status line (a live region; the page has other status regions). */
const STATUS = '[role="status"][data-phase]';
const checkPage = (v) => `${env.server.baseUrl}${prefixOf(v)}/config/check`;

function rowsOf(v) {
  return configPages.flatMap((page) => tablesFor(page, v).flatMap((table) => keysFor(table, v).map((key) => ({ page, table, key }))));
}

const rowId = (r) => `${r.page.docId} ${r.table.id} ${r.key.key}`;

/** A 2.0.19-style pool section writing every pool key of version v (integers and booleans as their type says). */
function poolConfig(v) {
  const lines = ['pool:'];
  for (const { key } of rowsOf(v).filter((r) => /^pool\.\w+$/.test(r.key.key))) {
    const value = /^boolean/.test(key.type) ? 'true' : /^int/.test(key.type) ? '4' : 'BLOCKING';
    lines.push(`  ${key.key.slice('pool.'.length)}: ${value}`);
  }
  return `${lines.join('\n')}\nmqtt:\n  - port: 1883\n    wiretap: false\n`;
}

async function openChecker(browser, v, options = {}) {
  const tab = await newPage(browser, options);
  // newPage keeps errors in page.errors; warnings count here too.
  tab.page.on('console', (m) => m.type() === 'warning' && tab.page.errors.push(`console warning: ${m.text()}`));
  await tab.page.goto(checkPage(v));
  await hydrated(tab.page);
  await tab.page.waitForSelector('textarea:not([disabled])');
  return tab;
}

/** Type a config into the box (as a paste does) and wait for the check's answer. */
async function check(page, text) {
  await page.fill('textarea', text);
  await page.waitForSelector(
    `${STATUS.replace('[data-phase]', '[data-phase="done"]')}, ${STATUS.replace('[data-phase]', '[data-phase="file-error"]')}`,
    { timeout: 30000 },
  );
  return page.textContent(STATUS);
}

test('upgrade mode: a 2.0.19 config checked against the latest lists the deprecated pool keys (written ones may stay), the removed keys and the keys added since', async () => {
  const from = '2.0.19';
  const { page, context } = await openChecker(env.browser, from);
  const fromRows = rowsOf(from);
  const toRows = rowsOf(LATEST);
  const toIds = new Set(toRows.map(rowId));
  const fromIds = new Set(fromRows.map(rowId));
  // A name several tables list alike (endpoint.port on endpoint/config and endpoint/README) is listed once, its first row.
  const once = (rows) => [...new Map(rows.reverse().map((r) => [`${r.key.key} ${r.key.type} ${r.key.default}`, r])).values()].reverse();
  const removed = once(fromRows.filter((r) => !toIds.has(rowId(r))));
  const added = once(toRows.filter((r) => !fromIds.has(rowId(r))));
  const deprecated = toRows.filter((r) => fromIds.has(rowId(r)) && r.key.deprecated && versionOrder(r.key.deprecated) > versionOrder(from));
  assert.ok(
    deprecated.some((r) => r.key.key.startsWith('pool.')),
    'the data deprecates pool keys after 2.0.19',
  );

  await page.selectOption('select', LATEST);
  await check(page, poolConfig(from));
  const listed = (list) =>
    page.$$eval(`[data-list="${list}"] > li`, (items) =>
      items.map((li) => ({ key: li.dataset.key, text: li.textContent, href: li.querySelector('a')?.getAttribute('href') })),
    );
  const removedShown = await listed('removed');
  assert.deepEqual(removedShown.map((i) => i.key).sort(), removed.map((r) => r.key.key).sort());
  for (const r of removed) {
    const item = removedShown.find((i) => i.key === r.key.key);
    assert.equal(
      item.href,
      `/${from}/${docPath(r.page.docId)}${hashOf(keyAnchor(r.table, r.key.key))}`,
      `${r.key.key} links to its row in ${from}`,
    );
  }
  const deprecatedShown = await listed('deprecated');
  assert.deepEqual(deprecatedShown.map((i) => i.key).sort(), deprecated.map((r) => r.key.key).sort());
  for (const r of deprecated) {
    const item = deprecatedShown.find((i) => i.key === r.key.key);
    assert.equal(
      item.href,
      `${prefixOf(LATEST)}/${docPath(r.page.docId)}${hashOf(keyAnchor(r.table, r.key.key))}`,
      `${r.key.key} links to its row in ${LATEST}`,
    );
    if (r.key.key.startsWith('pool.')) assert.match(item.text, /第 \d+ 行第 \d+ 列写了它，可以保留/, `${r.key.key} may stay`);
  }
  const addedShown = await listed('added');
  assert.deepEqual(addedShown.map((i) => i.key).sort(), added.map((r) => r.key.key).sort());
  for (const r of added) {
    // A name that two tables list (`endpoint.metrics`) links to either of its rows.
    const rows = added
      .filter((x) => x.key.key === r.key.key)
      .map((x) => `${prefixOf(LATEST)}/${docPath(x.page.docId)}${hashOf(keyAnchor(x.table, x.key.key))}`);
    const href = addedShown.find((i) => i.key === r.key.key).href;
    assert.ok(rows.includes(href), `${r.key.key} links to one of its rows (${href}; rows: ${rows})`);
  }
  assert.match(await page.textContent(STATUS), new RegExp(`升级到 ${LATEST.replace(/\./g, '\\.')} 要删除 \\d+ 项`));
  assert.deepEqual(page.errors, []);
  await context.close();
});

test("a typo gets 「你是不是想写 …」, and the suggestion leads to the key's row", async () => {
  const { page, context } = await openChecker(env.browser, LATEST);
  const target =
    rowsOf(LATEST).find((r) => r.key.key === 'pool.workThreadSize') ?? rowsOf(LATEST).find((r) => /^pool\.\w{8,}$/.test(r.key.key));
  const name = target.key.key.split('.')[1];
  const typo = `${name.slice(0, 3)}${name[4]}${name[3]}${name.slice(5)}`;
  await check(page, `pool:\n  ${typo}: 4\n`);
  const finding = page.locator('li[data-kind="unknown"]');
  assert.match(await finding.textContent(), new RegExp(`没有配置项 pool\\.${typo}`));
  assert.match(await finding.textContent(), /第 2 行第 3 列/);
  // 「第 2 行第 3 列」 moves the caret there in the box.
  await finding.locator('button[data-line="2"]').click();
  assert.deepEqual(await page.evaluate(() => [document.activeElement.tagName, document.activeElement.selectionStart]), [
    'TEXTAREA',
    'pool:\n'.length + 2,
  ]);
  const suggestion = finding.locator(`a:has-text("${target.key.key}")`);
  const anchor = keyAnchor(target.table, target.key.key);
  assert.equal(await suggestion.getAttribute('href'), `/${target.page.docId}${hashOf(anchor)}`);
  await Promise.all([page.waitForURL(`**/${target.page.docId}**`), suggestion.click()]);
  await page.waitForSelector(`[id="${anchor}"]`);
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('an alias bomb is refused within a second of the input, with a message; a binary file is refused too', async () => {
  const { page, context } = await openChecker(env.browser, LATEST);
  const names = 'abcdefghij';
  const lines = [`${names[0]}: &${names[0]} ["lol","lol","lol","lol","lol","lol","lol","lol","lol","lol"]`];
  for (let i = 1; i < names.length; i++)
    lines.push(
      `${names[i]}: &${names[i]} [${Array(10)
        .fill(`*${names[i - 1]}`)
        .join(',')}]`,
    );
  // Measured in the page: from the input event to the status naming the aliases.
  await page.evaluate(() => {
    const status = document.querySelector('[role="status"][data-phase]');
    window.__bomb = {};
    document.querySelector('textarea').addEventListener('input', () => (window.__bomb.input = performance.now()), { once: true });
    new MutationObserver(() => {
      if (status.textContent.includes('别名') && !window.__bomb.refused) window.__bomb.refused = performance.now();
    }).observe(status, { childList: true, subtree: true, characterData: true });
  });
  await page.fill('textarea', lines.join('\n'));
  await waitUntil(page, () => Boolean(window.__bomb.refused), undefined, { timeout: 15000 });
  const { input, refused } = await page.evaluate(() => window.__bomb);
  assert.ok(refused - input < 1000, `refused ${Math.round(refused - input)} ms after the input`);
  assert.match(await page.textContent(STATUS), /没有检查：.*别名/);
  assert.equal(await page.$('li[data-kind]'), null, 'no findings drawn for a refused text');

  // A binary file chosen with the file button.
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0xff, 0xfe, 0x00]);
  await page.setInputFiles('input[type="file"]', { name: 'config.yaml', mimeType: 'application/octet-stream', buffer: png });
  await waitUntil(page, () => /UTF-8|二进制/.test(document.querySelector('[role="status"][data-phase]').textContent));
  assert.deepEqual(page.errors, []);
  await context.close();
});

test("following a finding's link and going Back finds the box and the upgrade choice as they were, checked again", async () => {
  const { page, context } = await openChecker(env.browser, '2.0.19');
  const text = 'pool:\n  workThreadSize: many\n';
  await page.selectOption('select', LATEST);
  await check(page, text);
  await page.locator('li[data-kind="type"] a').first().click();
  await page.waitForURL((url) => !url.pathname.endsWith('/config/check'), { timeout: 10000 });
  await page.goBack();
  await page.waitForSelector('textarea:not([disabled])');
  await waitUntil(page, () => document.querySelector('textarea').value.length > 0);
  assert.equal(await page.inputValue('textarea'), text);
  assert.equal(await page.inputValue('select'), LATEST);
  await page.waitForSelector('[role="status"][data-phase="done"]', { timeout: 30000 });
  assert.match(await page.textContent('li[data-kind="type"]'), /pool\.workThreadSize 应为整数/);
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('keyboard: the box, the file button and the upgrade choice are labelled and reached with Tab; typing checks', async () => {
  const { page, context } = await openChecker(env.browser, '2.0.18');
  // File dialogs are caught from now on: Playwright turns the catching on in the browser when the
  // first listener is added, and a listener added together with the key press could come after it.
  const choosers = [];
  page.on('filechooser', (chooser) => choosers.push(chooser));
  await page.focus('textarea');
  assert.equal(await page.evaluate(() => document.activeElement.labels?.[0]?.textContent), 'config.yaml 的内容（2.0.18）');
  await page.keyboard.type('pool:\n  workThreadSize: many\n', { delay: 5 });
  await page.waitForSelector('[role="status"][data-phase="done"]', { timeout: 30000 });
  assert.match(await page.textContent('li[data-kind="type"]'), /pool\.workThreadSize 应为整数/);
  assert.equal(await page.getAttribute(STATUS, 'aria-live'), 'polite');
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement.type), 'file');
  assert.equal(await page.evaluate(() => document.activeElement.closest('label')?.textContent.trim()), '选择文件');
  // Enter opens the file dialog, as Space does.
  await page.keyboard.press('Enter');
  for (const end = Date.now() + 20000; choosers.length === 0 && Date.now() < end;) await new Promise((resolve) => setTimeout(resolve, 50));
  assert.equal(choosers.length, 1, 'Enter on 「选择文件」 opens the file dialog, once');
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement.tagName), 'SELECT');
  assert.equal(await page.evaluate(() => document.activeElement.labels?.[0]?.textContent), '升级检查：');
  assert.deepEqual(page.errors, []);
  await context.close();
});

for (const v of VERSIONS) {
  test(`${v}: the checker starts and checks without a console error or warning; the upgrade choice offers the later versions only`, async () => {
    const { page, context } = await openChecker(env.browser, v);
    assert.match(await page.textContent(STATUS), /粘贴或拖入 config\.yaml/);
    const options = await page.$$eval('select option', (o) => o.map((x) => x.value).filter(Boolean));
    assert.deepEqual(options, VERSIONS.slice(0, VERSIONS.indexOf(v)));
    const status = await check(page, poolConfig(v));
    assert.match(status, /检查完成/);
    assert.deepEqual(page.errors, []);
    await context.close();
  });
}

test('390 px screen, light and dark: results fit the width, axe finds no serious violation', async () => {
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const colorScheme of ['light', 'dark']) {
    const { page, context } = await openChecker(env.browser, '2.0.19', { ...PHONE, colorScheme, bypassCSP: true });
    await page.selectOption('select', LATEST);
    // A file with YAML mistakes gets those only (with their excerpts); a sound one gets every list.
    const texts = {
      'yaml-mistakes': `${poolConfig('2.0.19')}  - port: "8883"\n    aVeryLongUnknownKeyNameThatKeepsGoingAndGoingWithoutAnyBreakAtAll: 1\npool2:\n\tbad: [\n`,
      keys: `${poolConfig('2.0.19')}mqtt:\n  - port: "8883"\n    aVeryLongUnknownKeyNameThatKeepsGoingAndGoingWithoutAnyBreakAtAll: 1\npool2:\n  bad: 1\n`,
    };
    for (const [name, text] of Object.entries(texts)) {
      // Empty the box first, so the answer waited for is this text's, not the previous one's.
      await page.fill('textarea', '');
      await page.waitForSelector('[role="status"][data-phase="empty"]', { timeout: 10000 });
      await check(page, text);
      if (name === 'keys') await page.click('details summary');
      else
        assert.equal(
          await page.locator('[role="status"][data-phase] ~ div details').count(),
          0,
          'a file with YAML mistakes lists no defaults',
        );
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      assert.ok(overflow <= 0, `${colorScheme}, ${name}: the page is ${overflow} px wider than the screen`);
      await page.screenshot({ path: path.join(SHOTS, `phone-${colorScheme}-${name}.png`), fullPage: true });
      const violations = await seriousAxeViolations(page, 'article');
      assert.deepEqual(violations, [], `${colorScheme}, ${name}`);
    }
    assert.deepEqual(page.errors, []);
    await context.close();
  }
});

test('without JavaScript the page says the checker needs it', async () => {
  const context = await env.browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(checkPage(LATEST));
  assert.match(await page.textContent(STATUS), /需要启用 JavaScript/);
  assert.ok(await page.isDisabled('textarea'), 'the box does not take text it cannot check');
  await context.close();
});

test('only the checker page loads the checker and the yaml parser', async () => {
  const { page, context } = await newPage(env.browser);
  const scripts = watchScripts(page);
  for (const p of ['/config/mqtt', '/config/quick-reference', '/version-changes']) {
    await page.goto(`${env.server.baseUrl}${p}`);
    await hydrated(page);
  }
  const elsewhere = scripts.take();
  assert.ok(elsewhere.length > 3);
  assert.deepEqual(
    elsewhere.filter((s) => s.body.includes(YAML_SIGNATURE) || s.body.includes(CHECKER_SIGNATURE)).map((s) => s.address),
    [],
  );
  // The checker page itself does load them (the signatures still match).
  await page.goto(checkPage(LATEST));
  await hydrated(page);
  await check(page, 'pool:\n  workThreadSize: 4\n');
  const here = scripts.take();
  assert.ok(
    here.some((s) => s.body.includes(CHECKER_SIGNATURE)),
    'the page chunk carries the component',
  );
  // The parser is in the build, in the worker's own script.
  const JS = path.join(BUILD_DIR, 'assets/js');
  assert.ok(
    fs.readdirSync(JS).some((f) => fs.readFileSync(path.join(JS, f), 'utf8').includes(YAML_SIGNATURE)),
    'a script of the build carries the yaml parser',
  );
  await context.close();
});
