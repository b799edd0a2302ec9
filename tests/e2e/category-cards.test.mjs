// A category's index page lists its pages as cards, each with the page's description (what its
// meta description says), whether the reader opens the category page itself or reaches it from a
// doc page without a reload. The descriptions come with the category page, not with every page of
// the version (start-up/version-props).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { htmlOf, hydrated, newPage, useSiteAndBrowser, waitUntil } from '../lib/site.mjs';
import { VERSIONS, LATEST, categoryRoutes, prefixOf } from '../fixtures/spec-routes.mjs';
import { decodeEntities, metaDescription } from '../lib/html-text.mjs';

const env = useSiteAndBrowser();

/** Each doc card on the page: the page it links to and the description it shows. */
const docCards = (page) =>
  page.$$eval('article a.card', (cards) =>
    cards
      .filter((card) => card.querySelector('h2')?.textContent.startsWith('📄'))
      .map((card) => ({ href: decodeURI(new URL(card.href).pathname), shown: card.querySelector('p')?.textContent ?? '' })),
  );

function assertCardsDescribed(cards, where) {
  assert.ok(cards.length >= 2, `${where}: ${cards.length} doc cards`);
  for (const { href, shown } of cards) {
    const expected = decodeEntities(metaDescription(htmlOf(href)) ?? '');
    assert.ok(expected.length > 0, `${href} has a description`);
    assert.equal(shown, expected, `${where}: the card for ${href}`);
  }
}

for (const version of VERSIONS) {
  test(`${version}: a category page opened directly shows each page's description on its card`, async () => {
    const { page, context } = await newPage(env.browser);
    const route = categoryRoutes(version).find((r) => r.includes('配置指南')) ?? categoryRoutes(version)[0];
    await page.goto(`${env.server.baseUrl}${route}`);
    await hydrated(page);
    assertCardsDescribed(await docCards(page), route);
    assert.deepEqual(page.errors, []);
    await context.close();
  });
}

test("reached from a doc page's breadcrumb without a reload, a category page shows each page's description", async () => {
  const { page, context } = await newPage(env.browser);
  await page.goto(`${env.server.baseUrl}${prefixOf(LATEST)}/config/mqtt`);
  await hydrated(page);
  await page.evaluate(() => {
    window.__sameDocument = true;
  });
  await page.click('nav.theme-doc-breadcrumbs a[href*="/category/"]');
  await page.waitForURL(/\/category\//);
  await waitUntil(page, () => document.querySelectorAll('article a.card').length >= 2);
  assert.equal(await page.evaluate(() => window.__sameDocument), true, 'the category page came without a reload');
  assertCardsDescribed(await docCards(page), decodeURI(new URL(page.url()).pathname));
  assert.deepEqual(page.errors, []);
  await context.close();
});
