// Code blocks as a reader uses them: highlighted (at build time, so the browser runs no highlighter),
// highlighted lines from magic comments, the copy button, word wrap, and blocks reached by
// client-side navigation.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { hydrated, newPage, settled, useSiteAndBrowser, waitUntil, watchScripts } from '../lib/site.mjs';

const env = useSiteAndBrowser();

/** A Prism grammar keyword: present in any JS that carries Prism's language definitions. */
const PRISM_GRAMMAR = /lookbehind/;

test('the browser downloads no syntax highlighter, yet code is coloured, also after client-side navigation', async () => {
  const { page, context } = await newPage(env.browser);
  const watched = watchScripts(page);
  await page.goto(`${env.server.baseUrl}/config/mqtt`);
  await hydrated(page);
  await page.click('nav.menu a[href="/config/store"]');
  await page.waitForURL('**/config/store');
  // The address changes first; the previous page stays until the next one's chunks are in. Wait for
  // the store page's own SQL (the MQTT page has none).
  await waitUntil(
    page,
    () =>
      document.querySelector('article pre.language-sql .token.keyword') &&
      document.querySelectorAll('article pre.prism-code .token').length > 100,
  );
  const colours = await page.evaluate(() => {
    const kinds = {};
    for (const t of document.querySelectorAll('article pre.prism-code .token')) kinds[t.className] ??= getComputedStyle(t).color;
    return {
      distinct: new Set(Object.values(kinds)).size,
      sql: getComputedStyle(document.querySelector('article pre.language-sql .token.keyword')).color,
    };
  });
  assert.equal(colours.sql, 'rgb(0, 0, 255)', 'SQL keywords are blue in light mode');
  assert.ok(colours.distinct >= 4, `tokens take several colours (${colours.distinct})`);
  // A script the page loads once the store page is drawn (from an effect, a highlighter loaded
  // late) has been asked for by the time the page has settled.
  await settled(page);
  const scripts = watched.all();
  assert.ok(scripts.length > 3, 'the scripts were seen');
  const withPrism = scripts.filter((s) => PRISM_GRAMMAR.test(s.body)).map((s) => s.address);
  assert.deepEqual(withPrism, [], 'no script carries Prism grammars');
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('magic comments highlight their lines, and the copy button copies the code without them', async () => {
  const { page, context } = await newPage(env.browser, { permissions: ['clipboard-read', 'clipboard-write'] });
  await page.goto(`${env.server.baseUrl}/config/mqtt`);
  await hydrated(page);
  const block = page.locator('article .theme-code-block', { has: page.locator('.theme-code-block-highlighted-line') }).first();
  const info = await block.evaluate((el) => {
    const lines = [...el.querySelectorAll('.theme-code-block-highlighted-line')];
    return {
      count: lines.length,
      text: lines.map((l) => l.textContent).join('\n'),
      background: getComputedStyle(lines[0]).backgroundColor,
      codeBackground: getComputedStyle(el.querySelector('pre')).backgroundColor,
      shown: [...el.querySelectorAll('code .token-line')].map((l) => l.textContent).join('\n'),
    };
  });
  assert.ok(info.count >= 1);
  assert.notEqual(info.background, info.codeBackground, 'highlighted lines stand out from the block');
  assert.doesNotMatch(info.shown, /highlight-(next-line|start|end)/, 'magic comments are not shown');
  await block.hover();
  await block.locator('button[title="复制"]').click();
  await block.locator('button[aria-label="复制成功"]').waitFor({ timeout: 900 }); // the button says "copied" for a second
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  assert.equal(copied, info.shown, 'the clipboard gets exactly the code the reader sees');
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('on a narrow screen a code block with long lines offers word wrap when the reader reaches it, which wraps the block', async () => {
  const { page, context } = await newPage(env.browser, { viewport: { width: 390, height: 800 } });
  await page.goto(`${env.server.baseUrl}/config/mqtt`);
  await hydrated(page);
  // Scroll down block by block, as a reader does, until one offers to wrap.
  const index = await page.evaluate(async () => {
    const frames = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const blocks = [...document.querySelectorAll('article .theme-code-block')];
    for (const [i, block] of blocks.entries()) {
      block.scrollIntoView({ block: 'center' });
      await frames();
      await frames();
      if (block.querySelector('button[title="切换自动换行"]')) return i;
    }
    return -1;
  });
  assert.ok(index >= 0, 'a block with long lines offers word wrap once on screen');
  const block = page.locator('article .theme-code-block').nth(index);
  const pre = block.locator('pre');
  const before = await pre.evaluate((el) => ({
    scrolls: el.scrollWidth > el.clientWidth,
    space: getComputedStyle(el.querySelector('code')).whiteSpace,
  }));
  assert.equal(before.scrolls, true, 'the block scrolls sideways before wrapping');
  await block.locator('button[title="切换自动换行"]').click();
  const after = await pre.evaluate((el) => ({
    scrolls: el.scrollWidth > el.clientWidth,
    space: getComputedStyle(el.querySelector('code')).whiteSpace,
  }));
  assert.equal(after.space, 'pre-wrap');
  assert.equal(after.scrolls, false, 'wrapped, the block no longer scrolls sideways');
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('code blocks far down a long page are drawn only as the reader nears them, at the height they will have', async () => {
  const { page, context } = await newPage(env.browser, { viewport: { width: 1280, height: 800 } });
  await page.goto(`${env.server.baseUrl}/config/store`);
  await hydrated(page);
  const blocks = await page.evaluate(async () => {
    const frames = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    await frames();
    const pres = [...document.querySelectorAll('article pre.prism-code')];
    // As loaded: which blocks the browser has drawn, and the height each holds.
    const out = pres.map((pre) => ({
      drawn: pre.querySelector('code').checkVisibility({ contentVisibilityAuto: true }),
      height: pre.getBoundingClientRect().height,
      top: pre.getBoundingClientRect().top + window.scrollY,
    }));
    for (const [i, pre] of pres.entries()) {
      pre.scrollIntoView({ block: 'center' });
      await frames();
      Object.assign(out[i], {
        drawnNear: pre.querySelector('code').checkVisibility({ contentVisibilityAuto: true }),
        heightNear: pre.getBoundingClientRect().height,
      });
    }
    return out;
  });
  assert.ok(blocks.length > 10, `config/store has many code blocks (${blocks.length})`);
  const far = blocks.filter((b) => b.top > 800 * 3);
  assert.ok(far.length > 5, 'several blocks start far below the first screen');
  assert.deepEqual(
    far.filter((b) => b.drawn).map((b) => b.top),
    [],
    'blocks far below the first screen are not drawn while the page loads',
  );
  assert.ok(
    blocks.every((b) => b.drawnNear),
    'every block is drawn once the reader scrolls to it',
  );
  // Within a pixel, or a pixel per thousand on very long blocks (line heights are rounded to 1/64 px).
  const jumps = blocks
    .filter((b) => Math.abs(b.heightNear - b.height) > Math.max(1, b.height / 1000))
    .map((b) => `${b.height} -> ${b.heightNear}`);
  assert.deepEqual(jumps, [], 'a block keeps its height when it is drawn: nothing below it moves');
  assert.deepEqual(page.errors, []);
  await context.close();
});
