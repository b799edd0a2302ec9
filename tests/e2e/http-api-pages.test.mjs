// The API pages as a reader uses them in chromium: the link 「下载 OpenAPI 文件，可导入 Apifox / Postman」
// saves a file that is valid OpenAPI 3.1 for the docs version being read, served as JSON, and works
// without JavaScript too; on a phone the field and endpoint tables are cards that need no sideways scroll.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import { Validator } from '@seriousme/openapi-schema-validator';
import { hydrated, newPage, useSiteAndBrowser } from '../lib/site.mjs';
import { seriousAxeViolations } from '../lib/axe.mjs';
import { importTs } from '../lib/import-ts.mjs';
import { prefixOf } from '../fixtures/spec-routes.mjs';

const { DOCS_VERSIONS } = await importTs('src/data/versions.ts');
const env = useSiteAndBrowser();
const LINK = '下载 OpenAPI 文件，可导入 Apifox / Postman';

async function assertOpenApiOf(text, v) {
  const doc = JSON.parse(text);
  const validator = new Validator();
  const res = await validator.validate(doc);
  assert.ok(res.valid, JSON.stringify(res.errors));
  assert.equal(validator.version, '3.1');
  assert.equal(doc.info.version, v);
  assert.ok(doc.paths['/api/publish']?.post, 'the publish endpoint, documented in every version');
}

for (const v of DOCS_VERSIONS) {
  test(`${v}: the download link on api/Publish saves the version's OpenAPI file`, async () => {
    const { page, context } = await newPage(env.browser, { acceptDownloads: true });
    await page.goto(`${env.server.baseUrl}${prefixOf(v)}/api/Publish`);
    await hydrated(page);
    const link = page.getByRole('link', { name: LINK });
    await link.scrollIntoViewIfNeeded();
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    assert.equal(download.suggestedFilename(), `fluxmq-${v}-openapi.json`);
    assert.equal(download.url(), `${env.server.baseUrl}${prefixOf(v)}/openapi.json`);
    await assertOpenApiOf(await fs.readFile(await download.path(), 'utf8'), v);
    assert.deepEqual(page.errors, []);
    await context.close();
  });
}

test('the latest API reference links /openapi.json, served as JSON, and its field and endpoint tables are keyboard-reachable', async () => {
  const { page, context } = await newPage(env.browser);
  await page.goto(`${env.server.baseUrl}/api/reference`);
  await hydrated(page);
  const href = await page.getByRole('link', { name: LINK }).getAttribute('href');
  assert.equal(href, '/openapi.json');
  const res = await page.request.get(`${env.server.baseUrl}${href}`);
  assert.equal(res.status(), 200);
  assert.match(res.headers()['content-type'], /^application\/json/);
  await assertOpenApiOf(await res.text(), DOCS_VERSIONS[0]);
  const tabIndexes = await page.locator('table.http-api-endpoints').evaluateAll((ts) => ts.map((t) => t.tabIndex));
  assert.ok(tabIndexes.length >= 10 && tabIndexes.every((i) => i === 0), `endpoint tables: ${tabIndexes}`);
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('without JavaScript, api/Check of the oldest version still offers the download, and it works', async () => {
  const oldest = DOCS_VERSIONS[DOCS_VERSIONS.length - 1];
  const { page, context } = await newPage(env.browser, { javaScriptEnabled: false, acceptDownloads: true });
  await page.goto(`${env.server.baseUrl}${prefixOf(oldest)}/api/Check`);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: LINK }).click()]);
  await assertOpenApiOf(await fs.readFile(await download.path(), 'utf8'), oldest);
  await context.close();
});

const PHONE = { viewport: { width: 412, height: 860 }, isMobile: true, hasTouch: true };

for (const [address, table] of [
  ['/api/Check', 'table.http-api-fields'],
  ['/api/reference', 'table.http-api-endpoints'],
]) {
  test(`on a phone, the rows of ${table} on ${address} are cards within the screen`, async () => {
    const { page, context } = await newPage(env.browser, PHONE);
    await page.goto(`${env.server.baseUrl}${address}`);
    await hydrated(page);
    const t = page.locator(table).last();
    await t.scrollIntoViewIfNeeded();
    const layout = await t.evaluate((el) => ({
      viewport: document.documentElement.clientWidth,
      scrollsSideways: el.scrollWidth > el.clientWidth + 1,
      rows: [...el.tBodies[0].rows].map((r) =>
        [...r.cells].map((c) => c.getBoundingClientRect()).map((b) => ({ top: Math.round(b.top), right: Math.round(b.right) })),
      ),
    }));
    assert.ok(layout.rows.length > 0);
    assert.equal(layout.scrollsSideways, false);
    for (const [i, cells] of layout.rows.entries()) {
      assert.ok(
        cells.every((c, j) => j === 0 || c.top > cells[j - 1].top),
        `row ${i}: cells not stacked`,
      );
      assert.ok(
        cells.every((c) => c.right <= layout.viewport),
        `row ${i}: a cell ends beyond the screen`,
      );
    }
    // Screen readers still get a table with its column headers.
    const snapshot = await page.accessibility.snapshot({ root: await t.elementHandle() });
    assert.equal(snapshot.role, 'table');
    assert.deepEqual(page.errors, []);
    await context.close();
  });
}

for (const colorScheme of ['light', 'dark']) {
  test(`axe: no serious or critical violation on the API pages' components in ${colorScheme} mode`, async () => {
    const found = [];
    for (const address of ['/api/reference', '/api/Check', `${prefixOf(DOCS_VERSIONS[DOCS_VERSIONS.length - 1])}/api/Publish`]) {
      const { page, context } = await newPage(env.browser, { bypassCSP: true, colorScheme });
      await page.goto(`${env.server.baseUrl}${address}`);
      await hydrated(page);
      const violations = await seriousAxeViolations(page);
      found.push(...violations.map((v) => `${address}: ${v}`), ...page.errors.map((e) => `${address}: ${e}`));
      await context.close();
    }
    assert.deepEqual(found, []);
  });
}
