#!/usr/bin/env node
// Search quality over the reader queries of tests/fixtures/search-queries.mjs: recall@8 (the share
// of queries whose answering page is among the 8 suggestions the search box shows) and MRR (mean
// of 1 / rank of the first answering suggestion, 0 when none), per docs version and overall.
// The search is the plugin's own worker code run in Node over the built indexes (bench/lib/search-engine.mjs),
// so it needs no browser; the figures are deterministic.
// Usage: node bench/search-quality.mjs [buildDir …] [--misses | --all]
//   several build folders (e.g. a copy of an earlier build's search indexes) are compared side by side;
//   --misses lists the queries not answered first (rank, and for misses what was suggested instead),
//   --all every query (rank and the kind of suggestion that answered it: title, heading, content …).
import path from 'node:path';
import { ROOT, LATEST_VERSION, versionNames, versionPrefix } from '../scripts/lib/docs-tree.mjs';
import { SEARCH_QUERIES, docUrl, searchQuality } from '../tests/fixtures/search-queries.mjs';
import { commitOf, header } from './lib.mjs';
import { searchEngine } from './lib/search-engine.mjs';

const args = process.argv.slice(2);
const showAll = args.includes('--all');
const showMisses = showAll || args.includes('--misses');
const dirs = args.filter((a) => !a.startsWith('--'));
if (dirs.length === 0) dirs.push(path.join(ROOT, 'build'));

const known = new Set(versionNames());
for (const q of SEARCH_QUERIES) if (!known.has(q.version)) throw new Error(`search-queries: unknown version ${q.version}`);

header(`search quality: ${SEARCH_QUERIES.length} reader queries, recall@8 and MRR (commit ${commitOf(ROOT)})`);

const results = [];
for (const dir of dirs) {
  const engine = searchEngine(path.resolve(dir));
  const perQuery = [];
  for (const q of SEARCH_QUERIES) {
    const want = new Set(q.pages.map((id) => docUrl(q.version, id)));
    const hits = await engine.search(versionPrefix(q.version), q.query);
    const at = hits.findIndex((h) => want.has(h.url));
    perQuery.push({ q, rank: at === -1 ? 0 : at + 1, hits, type: at === -1 ? '' : hits[at].type });
  }
  results.push({ dir, perQuery });
}

const summary = (rows) => ({ n: rows.length, ...searchQuality(rows.map((r) => r.rank)) });
const fmt = ({ n, recallAt8, mrr }) => `n ${String(n).padStart(3)}  recall@8 ${recallAt8.toFixed(4)}  MRR ${mrr.toFixed(4)}`;

for (const { dir, perQuery } of results) {
  console.log(`\n${path.relative(process.cwd(), dir) || '.'}`);
  for (const v of versionNames()) {
    const rows = perQuery.filter((r) => r.q.version === v);
    if (rows.length) console.log(`  ${v.padEnd(7)}${v === LATEST_VERSION ? '*' : ' '} ${fmt(summary(rows))}`);
  }
  console.log(`  all      ${fmt(summary(perQuery))}`);
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
  console.log('\nper-query rank changes (first folder → others; 0 = not in the 8 suggestions):');
  SEARCH_QUERIES.forEach((q, i) => {
    const ranks = results.map((r) => r.perQuery[i].rank);
    if (ranks.some((r) => r !== ranks[0])) console.log(`  [${q.version}] ${q.query}: ${ranks.join(' → ')}`);
  });
}
