// 配置速查 lists, per version, the keys the config pages show for that version — both rendered
// from src/data/config-keys — and links each group to its page in the same version.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { VERSIONS, docRoutes, prefixOf } from '../fixtures/spec-routes.mjs';
import { htmlOf } from '../lib/site.mjs';

/** Keys in the config-key tables of a page (class config-keys, rendered by the two components). */
const keysIn = (html) =>
  new Set(
    [...html.matchAll(/<table class="?config-keys[ ">][\s\S]*?<\/table>/g)].flatMap((t) =>
      // The key is the code that opens a row's first cell.
      [...t[0].matchAll(/<tr[^>]*><td[^>]*><code>([^<]+)<\/code>/g)].map((m) => m[1].replace(/&amp;/g, '&')),
    ),
  );

/** The 配置指南 pages of a version, from the spec's page table (config/<name>, the quick reference itself aside). */
function configPages(v) {
  const prefix = `${prefixOf(v)}/config/`;
  return docRoutes(v)
    .filter((r) => r.startsWith(prefix))
    .map((r) => r.slice(prefix.length))
    .filter((name) => name && name !== 'quick-reference');
}

for (const v of VERSIONS) {
  test(`${v}: 配置速查 shows exactly the keys of that version's config pages`, () => {
    const quick = htmlOf(`${prefixOf(v)}/config/quick-reference`);
    const listed = keysIn(quick);
    const CONFIG_PAGES = configPages(v);
    assert.ok(CONFIG_PAGES.length >= 12, `config pages: ${CONFIG_PAGES}`);
    const onPages = new Set(CONFIG_PAGES.flatMap((p) => [...keysIn(htmlOf(`${prefixOf(v)}/config/${p}`))]));
    assert.ok(onPages.size >= 40, `only ${onPages.size} keys on the config pages`);
    assert.deepEqual([...listed].sort(), [...onPages].sort());
    for (const p of CONFIG_PAGES) assert.match(quick, new RegExp(`href="?${prefixOf(v)}/config/${p}"?`), `no link to config/${p}`);
  });
}

test('a key an older version lacks is missing from its quick reference (mqtt[].exclusivePool came in 2.0.19)', () => {
  assert.ok(keysIn(htmlOf('/config/quick-reference')).has('mqtt[].exclusivePool'));
  assert.ok(!keysIn(htmlOf('/2.0.18/config/quick-reference')).has('mqtt[].exclusivePool'));
});
