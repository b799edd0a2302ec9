#!/usr/bin/env node
// Search quality over two sets of reader queries: recall@8 (the share of queries whose answering page
// is among the 8 suggestions the search box shows) and MRR (mean of 1 / rank of the first answering
// suggestion, 0 when none), per docs version and overall, for each set:
// - TUNING (tests/fixtures/search-queries.mjs): the set ranking changes are tuned on;
// - TEST (tests/fixtures/search-queries-test.mjs): written from sources the pages were not tuned to,
//   never tuned against; it says whether a change helps readers.
// The search is the plugin's own worker code run in Node over the built indexes
// (tests/lib/search-engine.mjs, which the search-quality tests use too), so it needs no browser; the
// figures are deterministic.
// Usage: node bench/search-quality.mjs [buildDir …] [--misses | --all] [--set=tuning|test] [--as-typed]
//   the query is what the site's box asks the search for (src/features/search/searchedQuery.ts);
//   --as-typed compares it with the typed text only bounded (the box before f7af31b dropped an opening
//   operation word such as 修改 or 开启) and with the one query without that word (the box before it
//   also searched the query in the site's words, src/features/search/siteWords.ts), same indexes;
//   several build folders (e.g. a copy of an earlier build's search indexes) are compared side by side;
//   --misses lists the queries not answered first (rank, and for misses what was suggested instead),
//   --all every query (rank and the kind of suggestion that answered it: title, heading, content …).
import path from 'node:path';
import { ROOT, LATEST_VERSION, versionNames, versionPrefix } from '../scripts/lib/docs-tree.mjs';
import { SEARCH_TUNING_QUERIES, docUrl, searchQuality } from '../tests/fixtures/search-queries.mjs';
import { SEARCH_TEST_QUERIES } from '../tests/fixtures/search-queries-test.mjs';
import { commitOf, header } from './lib.mjs';
import { searchEngine, QUERY_FORMS } from '../tests/lib/search-engine.mjs';

const args = process.argv.slice(2);
const showAll = args.includes('--all');
const showMisses = showAll || args.includes('--misses');
const dirs = args.filter((a) => !a.startsWith('--'));
if (dirs.length === 0) dirs.push(path.join(ROOT, 'build'));

const only = args.find((a) => a.startsWith('--set='))?.slice('--set='.length);
const SETS = [
  { name: 'TUNING', what: 'the set ranking changes are tuned on', queries: SEARCH_TUNING_QUERIES },
  { name: 'TEST', what: 'never tuned against', queries: SEARCH_TEST_QUERIES },
].filter((set) => !only || set.name.toLowerCase() === only.toLowerCase());

const known = new Set(versionNames());
for (const { queries } of SETS)
  for (const q of queries) if (!known.has(q.version)) throw new Error(`search-queries: unknown version ${q.version}`);

header(
  `search quality: recall@8 and MRR of ${SETS.map((s) => `${s.queries.length} ${s.name.toLowerCase()}`).join(' and ')} reader queries (commit ${commitOf(ROOT)})`,
);

const engines = dirs.flatMap((dir) =>
  args.includes('--as-typed')
    ? [
        { dir, label: 'as typed', engine: searchEngine(path.resolve(dir), { queryForm: QUERY_FORMS.asTyped }) },
        {
          dir,
          label: 'one query, no opening operation word',
          engine: searchEngine(path.resolve(dir), { queryForm: QUERY_FORMS.oneQuery }),
        },
        { dir, label: "the site's: in the site's words, then as typed", engine: searchEngine(path.resolve(dir)) },
      ]
    : [{ dir, label: '', engine: searchEngine(path.resolve(dir)) }],
);
const summary = (rows) => ({ n: rows.length, ...searchQuality(rows.map((r) => r.rank)) });
const fmt = ({ n, recallAt8, mrr }) => `n ${String(n).padStart(3)}  recall@8 ${recallAt8.toFixed(4)}  MRR ${mrr.toFixed(4)}`;

for (const { name, what, queries } of SETS) {
  console.log(`\n== ${name} set (${what}): ${queries.length} queries`);
  const results = [];
  for (const { dir, label, engine } of engines) {
    const perQuery = [];
    for (const q of queries) {
      const want = new Set(q.pages.map((id) => docUrl(q.version, id)));
      const hits = await engine.search(versionPrefix(q.version), q.query);
      const at = hits.findIndex((h) => want.has(h.url));
      perQuery.push({ q, rank: at === -1 ? 0 : at + 1, hits, type: at === -1 ? '' : hits[at].type });
    }
    results.push({ dir, label, perQuery });
  }
  for (const { dir, label, perQuery } of results) {
    console.log(`\n${path.relative(process.cwd(), dir) || '.'}${label ? ` (${label})` : ''}  [${name}]`);
    for (const v of versionNames()) {
      const rows = perQuery.filter((r) => r.q.version === v);
      if (rows.length) console.log(`  ${v.padEnd(7)}${v === LATEST_VERSION ? '*' : ' '} ${fmt(summary(rows))}`);
    }
    console.log(`  all      ${fmt(summary(perQuery))}   <- ${name}`);
    if (showMisses) {
      for (const { q, rank, hits, type } of perQuery) {
        if (rank === 1 && !showAll) continue;
        console.log(
          `    ${rank ? `rank ${rank} ${type.padEnd(11)}` : 'MISS'.padEnd(18)}  [${q.version}] ${q.query}  → wants ${q.pages.join(', ')}`,
        );
        if (!rank) for (const h of hits) console.log(`        ${h.type.padEnd(11)} ${h.url}${h.hash}`);
      }
    }
  }
  if (results.length > 1) {
    console.log(`\nper-query rank changes [${name}] (first folder → others; 0 = not in the 8 suggestions):`);
    queries.forEach((q, i) => {
      const ranks = results.map((r) => r.perQuery[i].rank);
      if (ranks.some((r) => r !== ranks[0])) console.log(`  [${q.version}] ${q.query}: ${ranks.join(' → ')}`);
    });
  }
}
