// Search quality, scored in Node over the suite's build: two sets of reader queries searched with the
// plugin's own worker code over each version's search index, as the navbar box asks it
// (tests/lib/search-engine.mjs; tests/e2e/search-quality.test.mjs checks in chromium that the box
// shows exactly what this search finds):
// - the TUNING set (tests/fixtures/search-queries.mjs: ports, configuration keys, messages from logs
//   and forms, Chinese task phrasings), the set ranking changes are tuned on: recall@8 and MRR at or
//   above SEARCH_TUNING_QUALITY_FLOOR (the search at commit 5210ffa);
// - the TEST set (tests/fixtures/search-queries-test.mjs: FAQ and troubleshooting questions and error
//   messages, journeys' tasks, section + topic, verb + object, English and mixed terms), never tuned
//   against: at or above SEARCH_TEST_QUALITY_FLOOR (the ranking before any change made for the
//   search-quality goal).
// Every suggestion must lead into the version being read. bench/search-quality.mjs prints the same
// figures per version, and the ranks of single queries.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { BUILD_DIR } from '../lib/site.mjs';
import { prefixOf } from '../fixtures/spec-routes.mjs';
import { SEARCH_TUNING_QUERIES, SEARCH_TUNING_QUALITY_FLOOR, docUrl, searchQuality } from '../fixtures/search-queries.mjs';
import { SEARCH_TEST_QUERIES, SEARCH_TEST_QUALITY_FLOOR } from '../fixtures/search-queries-test.mjs';
import { inVersion, searchAll } from '../lib/search-engine.mjs';

const SETS = [
  { name: 'tuning', queries: SEARCH_TUNING_QUERIES, floor: SEARCH_TUNING_QUALITY_FLOOR, floorName: 'SEARCH_TUNING_QUALITY_FLOOR' },
  { name: 'test', queries: SEARCH_TEST_QUERIES, floor: SEARCH_TEST_QUALITY_FLOOR, floorName: 'SEARCH_TEST_QUALITY_FLOOR' },
];

/** Each set's suggestions, query by query: both sets are searched at once, in threads. */
const suggestionsOf = new Map();
before(async () => {
  const all = SETS.flatMap(({ queries }) => queries);
  const answers = await searchAll(
    BUILD_DIR,
    all.map((q) => ({ versionPath: prefixOf(q.version), query: q.query })),
  );
  let at = 0;
  for (const { name, queries } of SETS) suggestionsOf.set(name, answers.slice(at, (at += queries.length)));
});

for (const { name, queries, floor, floorName } of SETS) {
  test(`${queries.length} reader queries of the ${name} set: recall@8 and MRR of the site's search at or above ${floorName}`, (t) => {
    const ranks = [];
    const misses = [];
    const outside = [];
    queries.forEach((q, i) => {
      const prefix = prefixOf(q.version);
      const hits = suggestionsOf.get(name)[i];
      assert.ok(hits.length <= 8, `${q.query}: ${hits.length} suggestions`);
      for (const { url } of hits) if (!inVersion(prefix, url)) outside.push(`[${q.version}] ${q.query}: ${url}`);
      const want = new Set(q.pages.map((id) => docUrl(q.version, id)));
      const at = hits.findIndex(({ url }) => want.has(url));
      ranks.push(at + 1);
      if (at === -1) misses.push(`[${q.version}] ${q.query} → ${q.pages.join(', ')}`);
    });
    const { recallAt8, mrr } = searchQuality(ranks);
    const report = `${name} set: recall@8 ${recallAt8.toFixed(4)}, MRR ${mrr.toFixed(4)}; not answered:\n${misses.join('\n')}`;
    t.diagnostic(report);
    assert.deepEqual(outside, [], 'every suggestion leads to a page of the version being read');
    assert.ok(recallAt8 >= floor.recallAt8, report);
    assert.ok(mrr >= floor.mrr, report);
  });
}
