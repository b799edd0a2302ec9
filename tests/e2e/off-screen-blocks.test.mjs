// Blocks far down a long doc page are laid out only when the reader nears them (content-visibility,
// src/features/start-up/in-page-jumps/off-screen-blocks.css): they must still show their content when reached, and in-page links must
// still land on their heading.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { atRest, hydrated, newPage, useSiteAndBrowser, waitUntil } from '../lib/site.mjs';

const env = useSiteAndBrowser();
const PHONE = { viewport: { width: 412, height: 823 } };

/** In the page: how far a heading is from where a jump puts it (its scroll margin below the top, clear of the sticky navbar). */
function offsetFromJumpPlace(id) {
  const h = document.getElementById(id);
  return h ? h.getBoundingClientRect().top - parseFloat(getComputedStyle(h).scrollMarginTop) : NaN;
}

/** In the page: whether the heading is where a jump puts it (its own copy of the measure: page functions cannot share a closure). */
function isAtJumpPlace(id) {
  const h = document.getElementById(id);
  return Boolean(h) && Math.abs(h.getBoundingClientRect().top - parseFloat(getComputedStyle(h).scrollMarginTop)) <= 3;
}

/**
 * Waits until the heading is where a jump puts it, then checks it is still there once nothing more
 * can move it: the page has loaded, its fonts are in, and every block the jump draws is laid out
 * (atRest: settled after all that).
 */
async function landsAndStays(page, id, what) {
  // A timeout is reported by the assertion below, with the offset.
  await waitUntil(page, isAtJumpPlace, id, { timeout: 5000 }).catch(() => {});
  await atRest(page);
  const off = await page.evaluate(offsetFromJumpPlace, id);
  assert.ok(Math.abs(off) <= 3, `${what}: the heading is at the top of the screen once the page is at rest (${off}px off)`);
}

/** In the page: a link to the heading, put at the top of the article, followed as a reader's click would. */
function followLinkFromTop(id) {
  const a = document.createElement('a');
  a.href = `#${id}`;
  a.textContent = 'jump';
  document.querySelector('.theme-doc-markdown').prepend(a);
  a.click();
}

test('a table far down a long page is drawn when the reader reaches it; blocks with links always are', async () => {
  const { page, context } = await newPage(env.browser, PHONE);
  await page.goto(`${env.server.baseUrl}/config/store`);
  await hydrated(page);
  // The last table without links (a block with links is always drawn, for accessibility checkers).
  await page.evaluate(() => {
    const tables = [...document.querySelectorAll('.theme-doc-markdown > table')].filter((t) => !t.querySelector('a[href]'));
    tables.at(-1).id = 'far-table';
  });
  const state = await page.evaluate(() => {
    // A block's own box is always there; what is skipped is what is inside it.
    const isDrawn = (el) => el.firstElementChild.checkVisibility({ contentVisibilityAuto: true });
    const blocks = [...document.querySelectorAll('.theme-doc-markdown > *')];
    const withLinks = blocks.filter((b) => b.firstElementChild && b.querySelector('a[href]'));
    return {
      firstDrawn: blocks.slice(0, 3).every(isDrawn),
      farTableDrawn: isDrawn(document.getElementById('far-table')),
      blocksWithLinksDrawn: withLinks.length > 0 && withLinks.every(isDrawn),
      footerDrawn: isDrawn(document.querySelector('footer')),
    };
  });
  assert.deepEqual(
    state,
    { firstDrawn: true, farTableDrawn: false, blocksWithLinksDrawn: true, footerDrawn: true },
    'on load: the first blocks, blocks with links and the footer are drawn; a table far down is not',
  );

  await page.evaluate(() => document.getElementById('far-table').scrollIntoView());
  await waitUntil(page, () => document.getElementById('far-table').firstElementChild.checkVisibility({ contentVisibilityAuto: true }));
  const table = page.locator('#far-table');
  assert.ok((await table.boundingBox()).height > 100, 'the table has its real height once drawn');
  assert.ok(await table.locator('td').first().isVisible(), 'its cells are visible');
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('an in-page link to a heading far down a long page lands on it and stays there', async () => {
  const { page, context } = await newPage(env.browser, PHONE);
  await page.goto(`${env.server.baseUrl}/config/store`);
  await hydrated(page);
  // A heading in the second half of the page, with enough page below it to reach the top.
  const id = await page.$$eval('.theme-doc-markdown > h2[id]', (hs) => hs[Math.floor(hs.length * 0.6)].id);

  // A fresh load of the URL with the hash.
  await page.goto(`${env.server.baseUrl}/config/store#${encodeURIComponent(id)}`);
  await hydrated(page);
  await landsAndStays(page, id, 'a load of the URL with the hash');

  // A click on a link to it from the top of the page (client-side).
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.evaluate(followLinkFromTop, id);
  await landsAndStays(page, id, 'a click on a link to it');

  // A client-side navigation from another page to the heading (no :target is set that way).
  await page.goto(`${env.server.baseUrl}/config/mqtt`);
  await hydrated(page);
  await page.evaluate((i) => {
    window.history.pushState({}, '', `/config/store#${encodeURIComponent(i)}`);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, id);
  await page.waitForURL(/\/config\/store#/);
  await landsAndStays(page, id, 'a client-side navigation to it');
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('before the app has started, jumping to a heading far down, or opening the page at one, lands on it', async () => {
  const { page, context } = await newPage(env.browser, PHONE);
  // The app never starts: its scripts do not load (the page's inline scripts still run).
  await page.route(/\/assets\/js\//, (route) => route.abort());
  await page.goto(`${env.server.baseUrl}/config/store`);
  const ids = await page.$$eval('.theme-doc-markdown > h2[id]', (hs) => [
    hs[Math.floor(hs.length * 0.5)].id,
    hs[Math.floor(hs.length * 0.7)].id,
  ]);
  const marked = () => page.evaluate(() => document.documentElement.hasAttribute('data-in-page-jump'));
  assert.equal(await marked(), false, 'no mark without a hash');
  // A plain link to a heading far down, followed from the top of the page.
  await page.evaluate(followLinkFromTop, ids[1]);
  await landsAndStays(page, ids[1], 'a link followed before the app started');
  assert.equal(await marked(), true);
  // A fresh load of the page at another heading.
  await page.goto('about:blank');
  await page.goto(`${env.server.baseUrl}/config/store#${encodeURIComponent(ids[0])}`);
  assert.equal(await marked(), true, 'opened at a hash: marked');
  await landsAndStays(page, ids[0], 'opened at the hash');
  await context.close();
});
