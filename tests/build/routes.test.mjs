// The build has exactly the routes of the spec's page table (tests/fixtures/spec-routes.mjs):
// every expected doc and category page per version, no unexpected doc route, the search page and 404.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { VERSIONS, versionRoutes, docRoutes } from '../fixtures/spec-routes.mjs';
import { BUILD_DIR, builtRoutes, htmlOf } from '../lib/site.mjs';

const norm = (r) => (r.length > 1 ? r.replace(/\/$/, '') : r);
const built = new Set(builtRoutes().map(norm));

for (const v of VERSIONS) {
  test(`version ${v}: every route of the spec exists in the build`, () => {
    const missing = versionRoutes(v).map(norm).filter((r) => !built.has(r));
    assert.deepEqual(missing, [], `missing routes in ${v}`);
  });
}

test('no doc route exists that the spec does not list', () => {
  const expected = new Set(VERSIONS.flatMap(versionRoutes).map(norm));
  expected.add('/search');
  const extra = [...built].filter((r) => !expected.has(r));
  assert.deepEqual(extra, []);
});

test('each version root renders the introduction page (product/introduction)', () => {
  for (const v of VERSIONS) {
    const root = docRoutes(v)[0];
    const html = htmlOf(root);
    assert.match(html, /<h1[^>]*>产品介绍<\/h1>/, `${root} does not render 产品介绍`);
  }
});

test('the not-found page exists and is in Chinese', () => {
  const html = fs.readFileSync(path.join(BUILD_DIR, '404.html'), 'utf8');
  assert.match(html, /找不到页面/);
  assert.match(html, /<html[^>]*lang="?zh-Hans"?[ >]/);
});
