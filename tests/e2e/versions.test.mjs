// A reader moves between the docs versions without losing their place.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { BUILD_DIR, atRest, hydrated, loadsOtherVersion, newPage, useSiteAndBrowser, waitUntil } from '../lib/site.mjs';
import { VERSIONS, LATEST } from '../fixtures/spec-routes.mjs';

const env = useSiteAndBrowser();

const DROPDOWN = '.navbar__items--right .dropdown';

/** Waits until the heading sits just below the sticky navbar: within the top quarter of the window. */
const headingInView = (page, id) =>
  waitUntil(
    page,
    (headingId) => {
      const top = document.getElementById(headingId)?.getBoundingClientRect().top;
      return top !== undefined && top >= 0 && top < window.innerHeight / 4;
    },
    id,
    { timeout: 5000 },
  );

test('the version dropdown lists exactly the docs versions, newest first', async () => {
  const { page, context } = await newPage(env.browser);
  await page.goto(`${env.server.baseUrl}/config/mqtt`);
  await hydrated(page);
  const labels = await page.$$eval(`${DROPDOWN} .dropdown__menu a`, (as) => as.map((a) => a.textContent.trim()));
  assert.deepEqual(labels, VERSIONS);
  await context.close();
});

test('switching version keeps the page and stores docs-preferred-version-default', async () => {
  const { page, context } = await newPage(env.browser);
  await page.goto(`${env.server.baseUrl}/config/mqtt`);
  await hydrated(page);
  await page.hover(DROPDOWN);
  await loadsOtherVersion(page, () => page.click(`${DROPDOWN} .dropdown__menu a:text-is("2.0.18")`));
  assert.equal(page.url(), `${env.server.baseUrl}/2.0.18/config/mqtt`);
  assert.equal(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default')), '2.0.18');
  assert.match(await page.textContent('h1'), /MQTT/);
  // Back to the latest: same page again.
  await page.hover(DROPDOWN);
  await loadsOtherVersion(page, () => page.click(`${DROPDOWN} .dropdown__menu a:text-is("${LATEST}")`));
  assert.equal(page.url(), `${env.server.baseUrl}/config/mqtt`);
  assert.equal(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default')), 'current');
  await context.close();
});

test('switching version from a section keeps the section: the #hash and the heading in view, drawn in the new version', async () => {
  const { page, context } = await newPage(env.browser, { viewport: { width: 1280, height: 800 } });
  const heading = '备份与恢复';
  await page.goto(`${env.server.baseUrl}/config/store#${encodeURIComponent(heading)}`);
  await hydrated(page);
  await headingInView(page, heading);
  await page.hover(DROPDOWN);
  await loadsOtherVersion(page, () => page.click(`${DROPDOWN} .dropdown__menu a:text-is("2.0.18")`));
  assert.equal(page.url(), `${env.server.baseUrl}/2.0.18/config/store#${encodeURIComponent(heading)}`);
  await page.waitForSelector('.theme-doc-version-badge:has-text("2.0.18")');
  await headingInView(page, heading);
  // And it stays there once everything above it is drawn: the page has loaded, its fonts are in,
  // and it has settled after that.
  await atRest(page);
  await headingInView(page, heading);
  await context.close();
});

test("the older-version banner's link to the latest version keeps the section too", async () => {
  const { page, context } = await newPage(env.browser, { viewport: { width: 1280, height: 800 } });
  const heading = '备份与恢复';
  await page.goto(`${env.server.baseUrl}/2.0.18/config/store#${encodeURIComponent(heading)}`);
  await hydrated(page);
  // The latest page's code already loaded, as idle prefetch leaves it: the navigation then commits
  // at once, the case where the banner's own click handler could be skipped.
  await page.evaluate(() => window.docusaurus.preload('/config/store'));
  await loadsOtherVersion(page, () => page.click('.theme-doc-version-banner a'));
  assert.equal(page.url(), `${env.server.baseUrl}/config/store#${encodeURIComponent(heading)}`);
  await page.waitForSelector(`.theme-doc-version-badge:has-text("${LATEST}")`);
  await headingInView(page, heading);
  // The banner's own work is still done: the latest version becomes the preferred one.
  assert.equal(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default')), 'current');
  // Back, forward: one history entry was added, not two.
  await page.goBack();
  await page.waitForURL(`${env.server.baseUrl}/2.0.18/config/store#${encodeURIComponent(heading)}`);
  await context.close();
});

test('a page missing in the target version leads to that version root', async () => {
  const { page, context } = await newPage(env.browser);
  await page.goto(`${env.server.baseUrl}/2.0.18/acl/http`);
  await hydrated(page);
  await page.hover(DROPDOWN);
  await loadsOtherVersion(page, () => page.click(`${DROPDOWN} .dropdown__menu a:text-is("2.0.17")`));
  assert.equal(page.url(), `${env.server.baseUrl}/2.0.17/`);
  await context.close();
});

test('a stored preferred version that is not a known version name is cleared', async () => {
  const { page, context } = await newPage(env.browser);
  await context.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('docs-preferred-version-default', '9.9.9-bogus');
      sessionStorage.setItem('seeded', '1');
    }
  });
  await page.goto(`${env.server.baseUrl}/config/mqtt`);
  await hydrated(page);
  await waitUntil(page, () => localStorage.getItem('docs-preferred-version-default') === null, null, { timeout: 5000 });
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('older versions show the unmaintained banner linking to the same page in the latest version, and a version badge', async () => {
  const { page, context } = await newPage(env.browser);
  await page.goto(`${env.server.baseUrl}/2.0.19/config/cluster`);
  await hydrated(page);
  const banner = await page.textContent('.theme-doc-version-banner');
  assert.match(banner, /2\.0\.19/);
  assert.match(banner, /不再积极维护/);
  const href = await page.getAttribute('.theme-doc-version-banner a', 'href');
  assert.equal(href, '/config/cluster');
  assert.match(await page.textContent('.theme-doc-version-badge'), /版本：2\.0\.19/);
  await page.goto(`${env.server.baseUrl}/2.0.19/gzyq/event/drop`);
  // drop exists in the latest version too
  assert.equal(await page.getAttribute('.theme-doc-version-banner a', 'href'), '/gzyq/event/drop');
  await page.goto(`${env.server.baseUrl}/config/cluster`);
  await hydrated(page);
  assert.equal(await page.$('.theme-doc-version-banner'), null);
  assert.equal((await page.textContent('.theme-doc-version-badge')).trim(), `版本：${LATEST}`);
  await context.close();
});

/** A route of the client's route table in a script: its ComponentCreator call, as the minifier writes it. */
const routeIn = (scripts, path) => new RegExp(`\\("${path.replace(/[.]/g, '\\.')}","[0-9a-f]{3}"\\)`).test(scripts);

/** The text of every script the page has fetched so far (read from the build, by the paths the browser fetched). */
async function scriptsOf(page) {
  const paths = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => new URL(e.name).pathname)
      .filter((p) => p.endsWith('.js')),
  );
  return paths.map((p) => fs.readFileSync(path.join(BUILD_DIR, p), 'utf8')).join('\n');
}

test("a page loads only its own docs version's routes; switching version loads the other version's page, moving within it does not", async () => {
  const { page, context } = await newPage(env.browser);
  await page.goto(`${env.server.baseUrl}/2.0.17/install/docker`);
  await hydrated(page);
  let scripts = await scriptsOf(page);
  assert.ok(routeIn(scripts, '/2.0.17/config/mqtt'), "the page's own version's routes were loaded");
  for (const other of ['/2.0.18/config/mqtt', '/2.1.0/config/mqtt', '/config/mqtt']) {
    assert.ok(!routeIn(scripts, other), `the route ${other} of another version was loaded by a 2.0.17 page`);
  }
  await page.hover(DROPDOWN);
  await loadsOtherVersion(page, () => page.click(`${DROPDOWN} .dropdown__menu a:text-is("2.0.18")`));
  assert.equal(page.url(), `${env.server.baseUrl}/2.0.18/install/docker`);
  await page.waitForSelector('.theme-doc-version-badge:has-text("2.0.18")');
  scripts = await scriptsOf(page);
  assert.ok(routeIn(scripts, '/2.0.18/config/mqtt'), 'the 2.0.18 routes were loaded when the reader switched to it');
  assert.ok(!routeIn(scripts, '/2.0.17/config/mqtt'), 'the 2.0.18 page loaded no 2.0.17 route');
  await page.evaluate(() => (window.samePage = true));
  // Within the version, the next-page link leads on without a reload too.
  const next = await page.getAttribute('.pagination-nav__link--next', 'href');
  assert.match(next, /^\/2\.0\.18\//);
  await page.click('.pagination-nav__link--next');
  await page.waitForURL(`${env.server.baseUrl}${next}`);
  await page.waitForSelector('.theme-doc-version-badge:has-text("2.0.18")');
  assert.equal(await page.evaluate(() => window.samePage), true, 'the page was reloaded');
  assert.deepEqual(page.errors, []);
  await context.close();
});
