// 配置速查 lists, per version, the keys the config pages show for that version — both rendered
// from src/data/config-keys — and links each group to its page in the same version.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { VERSIONS, docRoutes, prefixOf } from '../fixtures/spec-routes.mjs';
import { htmlOf } from '../lib/site.mjs';
import { importTs } from '../lib/import-ts.mjs';

const { inRange } = await importTs('src/data/versions.ts');

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

/** The rows of a page's config-key tables: key → the text of its other cells (默认值, 说明 on the quick reference). */
const rowsIn = (html) =>
  new Map(
    [...html.matchAll(/<table class="?config-keys[ ">][\s\S]*?<\/table>/g)].flatMap((t) =>
      t[0]
        .split(/<tr[^>]*>/)
        .map((row) => row.split(/<td[^>]*>/).slice(1))
        .filter((cells) => cells.length > 1)
        // The key is the first cell's code (its 「… 起」 badge and copy-link follow it); the other cells as text.
        .map(([key, ...rest]) => [/<code>([^<]+)<\/code>/.exec(key)[1].replace(/&amp;/g, '&'), rest.map((cell) => cell.replace(/<[^>]+>/g, '').replace(/&amp;/g, '&').trim())]),
    ),
  );

for (const v of VERSIONS) {
  test(`${v}: 配置速查 shows exactly the keys of that version's config pages`, () => {
    const quick = htmlOf(`${prefixOf(v)}/config/quick-reference`);
    const listed = keysIn(quick);
    const CONFIG_PAGES = configPages(v);
    assert.ok(CONFIG_PAGES.length >= 12, `config pages: ${CONFIG_PAGES}`);
    // The 端点管理 pages (2.1.1 on) keep their keys in the same data: those with key tables count too.
    const endpointPages = docRoutes(v).filter((r) => r.startsWith(`${prefixOf(v)}/endpoint/`)).filter((r) => keysIn(htmlOf(r)).size);
    const onPages = new Set([...CONFIG_PAGES.map((p) => `${prefixOf(v)}/config/${p}`), ...endpointPages].flatMap((r) => [...keysIn(htmlOf(r))]));
    assert.ok(onPages.size >= 40, `only ${onPages.size} keys on the config pages`);
    assert.deepEqual([...listed].sort(), [...onPages].sort());
    for (const p of CONFIG_PAGES) assert.match(quick, new RegExp(`href="?${prefixOf(v)}/config/${p}"?`), `no link to config/${p}`);
    for (const r of endpointPages) assert.match(quick, new RegExp(`href="?${r}"?`), `no link to ${r}`);
  });
}

test('a key an older version lacks is missing from its quick reference (mqtt[].exclusivePool came in 2.0.19)', () => {
  assert.ok(keysIn(htmlOf('/config/quick-reference')).has('mqtt[].exclusivePool'));
  assert.ok(!keysIn(htmlOf('/2.0.18/config/quick-reference')).has('mqtt[].exclusivePool'));
});

// The versions of keys as the notes give them, written here by hand (not read from src/data/config-keys):
// config/read's version notes, the install/docker and install/kubernetes samples, endpoint/config.
const KEY_VERSIONS = [
  ['logAll', { since: '2.0.18' }],
  ['http.bridge', { since: '2.0.18' }],
  ['pool.ruleEngineAsync', { since: '2.0.18' }],
  ['pool.ruleEngineMetrics', { since: '2.1.0' }],
  // 2.1.0 restructured pool: eventThreadGroup added; the RingBuffer keys deprecated, not removed (the
  // 2.1.x config/read notes still set bufferSize: 4096, config/pool is the same in every version, the
  // CHANGELOG calls old keys deprecated: READINGS.md, config/pool), so every version lists them.
  ['pool.eventThreadGroup', { since: '2.1.0' }],
  ['pool.bufferSize', {}],
  ['pool.eventMessageSize', {}],
  ['pool.waitStrategy', {}],
  ['pool.globalReadSize', {}],
  ['mqtt[].metrics', { since: '2.1.0' }],
  ['cluster.kubernetes.service', {}],
  ['cluster.kubernetes.namespace', {}],
  ['cluster.kubernetes.master', {}],
  ['cluster.kubernetes.accountToken', {}],
  ['cluster.kubernetes.enabled', { since: '2.1.1' }],
  ['cluster.kubernetes.port', { since: '2.1.1' }],
];

for (const v of VERSIONS) {
  test(`${v}: 配置速查 has the keys of ${v} and no other (pool structure, metrics, Kubernetes discovery)`, () => {
    const listed = keysIn(htmlOf(`${prefixOf(v)}/config/quick-reference`));
    const wrong = KEY_VERSIONS.filter(([key, range]) => listed.has(key) !== inRange(range, v)).map(([key]) => `${key} ${listed.has(key) ? 'listed' : 'missing'}`);
    assert.deepEqual(wrong, []);
  });

  test(`${v}: pool thread defaults are that version's (max(CPU 核数 / 4, 1) from 2.1.0 on)`, () => {
    const rows = rowsIn(htmlOf(`${prefixOf(v)}/config/pool`));
    const restructured = inRange({ since: '2.1.0' }, v);
    // On the config page a row is 类型, 默认值, 说明.
    assert.equal(rows.get('pool.bossThreadSize')?.[1], restructured ? 'max(CPU 核数 / 4, 1)' : '4');
    assert.equal(rows.get('pool.eventThreadSize')?.[1], restructured ? 'max(CPU 核数 / 4, 1)' : 'CPU 核数 + 2');
    assert.equal(rows.get('pool.workThreadSize')?.[1], 'CPU 核数');
    // The RingBuffer keys: a plain key before 2.1.0, deprecated (may stay) from 2.1.0 on.
    for (const key of ['pool.bufferSize', 'pool.eventMessageSize', 'pool.waitStrategy']) {
      const meaning = rows.get(key)?.[2] ?? '';
      assert.equal(meaning.includes('2.1.0 起已废弃'), restructured, `${v}: ${key}: "${meaning}"`);
      if (restructured) assert.match(meaning, /可以保留/);
    }
  });
}
