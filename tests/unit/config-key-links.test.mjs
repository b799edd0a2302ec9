// Pointing at a configuration key (src/features/config-key-links): each row's anchor is unique and
// stable (the key's name; name@table when an earlier table lists the name), the 「… 起」 badge comes
// from since and shows only on keys newer than the page's oldest version, and the 配置速查 filter takes
// the reader's text literally, bounded, and keeps it in ?q=.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { importTs } from '../lib/import-ts.mjs';

const { keyAnchor, anchorProblems } = await importTs('src/features/config-key-links/anchors.ts');
const { hashOf, anchorOfHash } = await importTs('src/features/config-key-links/hash.ts');
const { sinceBadge, keyIntroducedIn } = await importTs('src/features/config-key-links/since.ts');
const filter = await importTs('src/features/config-key-links/filter.ts');
const { configPages, tableFor, tablesFor } = await importTs('src/data/config-keys/index.ts');
const { DOCS_VERSIONS } = await importTs('src/data/versions.ts');

const ORDERED = [...DOCS_VERSIONS].reverse();
const [OLDEST, SECOND, THIRD] = ORDERED;

test('every key row of the site has an anchor of its own, and a key is found at its name', () => {
  assert.deepEqual(anchorProblems(configPages), []);
  const anchors = configPages.flatMap((p) => p.tables.flatMap((t) => [...new Set(t.keys.map((k) => k.key))].map((k) => keyAnchor(t, k))));
  assert.equal(new Set(anchors).size, anchors.length, 'anchors are unique across all config pages (配置速查 shows them all)');
  assert.equal(keyAnchor(tableFor('config/pool', 'ruleEngine'), 'pool.ruleEngineAsync'), 'pool.ruleEngineAsync');
});

test('a name that two tables list is told apart by the later table (store.datasource.url under PostgreSQL)', () => {
  assert.equal(keyAnchor(tableFor('config/store', 'mysql'), 'store.datasource.url'), 'store.datasource.url');
  assert.equal(keyAnchor(tableFor('config/store', 'postgresql'), 'store.datasource.url'), 'store.datasource.url@postgresql');
});

test('data whose tables would give two rows the same anchor is refused, naming the key', () => {
  const k = (key) => ({ key, type: 'int', default: '1', meaning: '示例。' });
  const pages = [
    {
      docId: 'config/x',
      title: 'x',
      tables: [
        { id: 'a', caption: 'a', keys: [k('x.key')] },
        { id: 'b', caption: 'b', keys: [k('x.key')] },
      ],
    },
    { docId: 'config/y', title: 'y', tables: [{ id: 'b', caption: 'b', keys: [k('x.key')] }] },
  ];
  assert.match(
    anchorProblems(pages).join('\n'),
    /config\/y table "b" x\.key: its anchor "#x\.key@b" is already the anchor of a row in config\/x table "b"/,
  );
});

test('an anchor goes into an address with its brackets encoded, and comes back out of one', () => {
  assert.equal(hashOf('mqtt[].port'), '#mqtt%5B%5D.port');
  assert.equal(hashOf('store.datasource.url@postgresql'), '#store.datasource.url@postgresql');
  for (const a of ['mqtt[].port', 'pool.ruleEngineAsync', 'store.datasource.url@postgresql']) assert.equal(anchorOfHash(hashOf(a)), a);
  assert.equal(anchorOfHash('#%E0%A4%A'), '', 'a malformed escape names nothing');
  assert.equal(anchorOfHash(''), '');
});

test('the badge: the version that introduced the key, on keys newer than the oldest version with the page', () => {
  const t = {
    id: 't',
    caption: 't',
    since: SECOND,
    keys: [{ key: 'a', since: THIRD }, { key: 'b' }, { key: 'c', until: THIRD }, { key: 'c', since: THIRD }],
  };
  assert.equal(keyIntroducedIn(t, 'a'), THIRD);
  assert.equal(keyIntroducedIn(t, 'b'), SECOND, "a key without since has its table's");
  assert.equal(keyIntroducedIn(t, 'c'), SECOND, 'a key split into two rows was introduced by the first');
  assert.equal(sinceBadge(t, 'a', OLDEST), THIRD);
  assert.equal(sinceBadge(t, 'b', SECOND), undefined, 'no badge on a page whose every version has the key');
  assert.equal(sinceBadge({ id: 'u', caption: 'u', keys: [{ key: 'd' }] }, 'd', OLDEST), undefined);
  // The site data: keys the notes date, e.g. the rule-engine metrics keys, carry a badge on pages all versions have.
  const ruleEngine = tableFor('config/pool', 'ruleEngine');
  assert.ok(sinceBadge(ruleEngine, 'pool.ruleEngineMetrics', OLDEST));
  const everyVersion = tablesFor(
    configPages.find((p) => p.docId === 'config/eventbus'),
    OLDEST,
  )[0];
  assert.equal(sinceBadge(everyVersion, everyVersion.keys[0].key, OLDEST), undefined);
});

const keyOf = (key, meaning) => ({ key, meaning });

test('the filter matches part of a key or a word of the meaning, case-insensitively; every word must match', () => {
  const k = keyOf('pool.ruleEngineAsync', '规则引擎是否以异步方式执行。');
  const m = (text) => filter.keyMatches(filter.filterWords(text), k);
  assert.ok(m(''), 'no filter: every key');
  assert.ok(m('   '), 'blank: every key');
  assert.ok(m('ruleengine'));
  assert.ok(m('RULEENGINE'));
  assert.ok(m('异步'));
  assert.ok(m('pool 异步'));
  assert.ok(!m('pool 集群'));
  assert.ok(!m('cluster'));
});

test('the filter is literal: pattern characters and markup are text', () => {
  const k = keyOf('mqtt[].port', '该监听器监听的 MQTT 端口。');
  const m = (text, key = k) => filter.keyMatches(filter.filterWords(text), key);
  assert.ok(m('mqtt[]'));
  assert.ok(m('[].'));
  assert.ok(!m('.*'));
  assert.ok(!m('mqtt|pool'));
  assert.ok(!m('(', k));
  assert.ok(!m('<img src=x onerror=alert(1)>'));
  assert.ok(m('<b>', keyOf('x', '说明里写着 <b> 本身')));
});

test('a 64 KB paste is cut to the bound and filtered at once', () => {
  const paste = '规则'.repeat(32 * 1024) + 'ruleEngine';
  const started = performance.now();
  const words = filter.filterWords(paste);
  for (const p of configPages) for (const t of p.tables) for (const k of t.keys) filter.keyMatches(words, k);
  assert.ok(performance.now() - started < 500, `filtering a 64 KB paste took ${performance.now() - started} ms`);
  assert.equal(Array.from(filter.boundedFilter(paste)).length, filter.MAX_FILTER_LENGTH);
  assert.equal(filter.boundedFilter('🙂'.repeat(200)), '🙂'.repeat(filter.MAX_FILTER_LENGTH), 'cut at whole characters');
});

test('the address keeps the filter in ?q=, other parameters kept, and gives it back bounded', () => {
  assert.equal(filter.searchWithFilter('', 'pool'), '?q=pool');
  assert.equal(
    filter.searchWithFilter('?_highlight=x', '集群 端口'),
    `?_highlight=x&q=${new URLSearchParams({ q: '集群 端口' }).toString().slice(2)}`,
  );
  assert.equal(filter.searchWithFilter('?q=pool&a=1', ''), '?a=1');
  assert.equal(filter.searchWithFilter('?q=pool', '  '), '');
  assert.equal(filter.filterOfSearch(filter.searchWithFilter('', 'mqtt[] <b>&amp;')), 'mqtt[] <b>&amp;');
  assert.equal(typeof filter.filterOfSearch('?q=%E0%A4%A'), 'string', 'a malformed escape gives text, not an error');
  assert.equal(Array.from(filter.filterOfSearch(`?q=${'a'.repeat(70000)}`)).length, filter.MAX_FILTER_LENGTH);
  assert.equal(filter.filterOfSearch('?other=1'), '');
});
