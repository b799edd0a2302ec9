// The build has exactly the routes of the spec's page table (tests/fixtures/spec-routes.mjs): every
// expected doc and category page per version is a page of that version with its heading, no
// unexpected doc route, the search page; and an unknown address in each version gets a not-found
// page in Chinese whose links stay in that version.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { VERSIONS, LATEST, prefixOf, versionRoutes, docRoutes } from '../fixtures/spec-routes.mjs';
import { BUILD_DIR, builtRoutes, htmlOf } from '../lib/site.mjs';

const norm = (r) => (r.length > 1 ? r.replace(/\/$/, '') : r);
const built = new Set(builtRoutes().map(norm));

/** The docs version a page is rendered in: Docusaurus marks <html> with docs-version-<name> ('current' for the latest). */
const versionOfPage = (html) => html.match(/<html[^>]*\bclass="[^"]*\bdocs-version-([^\s"]+)/)?.[1];
const versionName = (v) => (v === LATEST ? 'current' : v);

for (const v of VERSIONS) {
  test(`version ${v}: every route of the spec is a page of that version, with its heading`, () => {
    const problems = [];
    for (const r of versionRoutes(v)) {
      let html;
      try {
        html = htmlOf(r);
      } catch {
        problems.push(`${r}: no page`);
        continue;
      }
      if (versionOfPage(html) !== versionName(v)) problems.push(`${r}: rendered in version ${versionOfPage(html)}`);
      if (!/<h1[^>]*>[^<\s]/.test(html)) problems.push(`${r}: no heading`);
      if (/<h1[^>]*>找不到页面/.test(html)) problems.push(`${r}: the not-found page`);
    }
    assert.deepEqual(problems, []);
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

test("an unknown address in each version gets a not-found page in Chinese whose navbar stays in that version", () => {
  for (const v of VERSIONS) {
    // The page nginx answers that version's unknown addresses with (deploy/nginx/site.conf).
    const page = `${prefixOf(v)}/404.html`;
    const html = fs.readFileSync(path.join(BUILD_DIR, page), 'utf8');
    assert.match(html, /<h1[^>]*>找不到页面/, page);
    assert.match(html, /<html[^>]*lang="?zh-Hans"?[ >]/, `${page}: not marked as Chinese`);
    assert.equal(versionOfPage(html), versionName(v), `${page}: rendered in another version`);
    const navbarLinks = [...html.matchAll(/<a[^>]*class="[^"]*navbar__link[^>]*>/g)].map((m) => m[0].match(/href="?([^" >]+)/)?.[1]).filter((href) => href?.startsWith('/'));
    assert.ok(navbarLinks.length >= 2, `${page}: navbar links ${navbarLinks}`);
    for (const href of navbarLinks) assert.ok(href.startsWith(`${prefixOf(v)}/`), `${page}: the navbar leads to ${href}, out of ${v}`);
  }
});
