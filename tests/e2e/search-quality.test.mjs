// Two sets of reader queries, typed into the navbar search box in chromium, in every docs version:
// - the TUNING set (tests/fixtures/search-queries.mjs: ports, configuration keys, messages from logs
//   and forms, Chinese task phrasings), the set ranking changes are tuned on: recall@8 and MRR at or
//   above SEARCH_TUNING_QUALITY_FLOOR (the search at commit 5210ffa);
// - the TEST set (tests/fixtures/search-queries-test.mjs: FAQ and troubleshooting questions and error
//   messages, journeys' tasks, section + topic, verb + object, English and mixed terms), never tuned
//   against: at or above SEARCH_TEST_QUALITY_FLOOR (the ranking before issue 47's changes).
// Every suggestion must lead into the version being read. bench/search-quality.mjs computes the same
// figures without a browser.
//
// A suggestion names its page by its path and title: "文档 › 配置指南" + "MQTT 配置" for a page,
// "文档 › 配置指南 › MQTT 配置 › 配置项" + a snippet for a section, the page's breadcrumb and title
// as the search index holds them; a suggestion drawn as a branch of the one above it is on that page.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { hydrated, newPage, useSiteAndBrowser, BUILD_DIR } from '../lib/site.mjs';
import { prefixOf } from '../fixtures/spec-routes.mjs';
import { SEARCH_TUNING_QUERIES, SEARCH_TUNING_QUALITY_FLOOR, docUrl, searchQuality } from '../fixtures/search-queries.mjs';
import { SEARCH_TEST_QUERIES, SEARCH_TEST_QUALITY_FLOOR } from '../fixtures/search-queries-test.mjs';
import { recordSearchWorkerCalls, searchAnswered } from '../lib/search-worker-calls.mjs';
import { importTs } from '../lib/import-ts.mjs';

const env = useSiteAndBrowser();
const { searchedQuery } = await importTs('src/features/search/searchedQuery.ts');
const SEARCH_INPUT = 'input.navbar__search-input';
const LISTBOX = '[role="listbox"]';

/** Each page of a version's index by the path its suggestions show: "文档 › 配置指南 › MQTT 配置" → URL. */
function pagesByPath(version) {
  const index = JSON.parse(fs.readFileSync(path.join(BUILD_DIR, prefixOf(version).slice(1), 'search-index.json'), 'utf8'));
  const byPath = new Map();
  for (const doc of index[0].documents) {
    const key = [...(doc.b ?? []), doc.t].join(' › ');
    byPath.set(key, [...(byPath.get(key) ?? []), doc.u]);
  }
  return byPath;
}

/** The URLs a suggestion can stand for: the pages whose path begins its path and title. */
function pagesOf(label, byPath) {
  let best = '';
  for (const key of byPath.keys()) if ((label === key || label.startsWith(`${key} › `)) && key.length > best.length) best = key;
  return best ? byPath.get(best) : [];
}

/** Type a query and read the suggestions the box shows once the search has answered it: each as the URLs it may lead to. */
async function suggestions(page, query, byPath) {
  await page.click(SEARCH_INPUT);
  await page.keyboard.press('Control+a');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(query);
  // The box answers each keystroke; the answer to the whole query is the one read.
  await searchAnswered(page, searchedQuery(query));
  const labels = await page.$$eval(`${LISTBOX} [role="option"]`, (os) =>
    os.map((o) =>
      o.querySelector('[class*="hitTree"]')
        ? null
        : [o.querySelector('[class*="hitPath"]')?.textContent, o.querySelector('[class*="hitTitle"]')?.textContent]
            .filter(Boolean)
            .join(' › '),
    ),
  );
  let previous = [];
  return labels.map((label) => (previous = label === null ? previous : pagesOf(label, byPath)));
}

const SETS = [
  { name: 'tuning', queries: SEARCH_TUNING_QUERIES, floor: SEARCH_TUNING_QUALITY_FLOOR, floorName: 'SEARCH_TUNING_QUALITY_FLOOR' },
  { name: 'test', queries: SEARCH_TEST_QUERIES, floor: SEARCH_TEST_QUALITY_FLOOR, floorName: 'SEARCH_TEST_QUALITY_FLOOR' },
];

for (const { name, queries, floor, floorName } of SETS) {
  test(`${queries.length} reader queries of the ${name} set: recall@8 and MRR in chromium at or above ${floorName}`, async (t) => {
    const versions = [...new Set(queries.map((q) => q.version))];
    const ranks = [];
    const misses = [];
    const outside = [];
    for (const version of versions) {
      const prefix = prefixOf(version);
      const byPath = pagesByPath(version);
      const { page, context } = await newPage(env.browser);
      await page.addInitScript(recordSearchWorkerCalls);
      await page.goto(`${env.server.baseUrl}${prefix}/`);
      await hydrated(page);
      for (const q of queries.filter((x) => x.version === version)) {
        const hits = await suggestions(page, q.query, byPath);
        assert.ok(hits.length <= 8, `${q.query}: ${hits.length} suggestions`);
        for (const urls of hits) {
          if (urls.length === 0 || urls.some((u) => (prefix ? !u.startsWith(`${prefix}/`) : /^\/\d+\.\d+\.\d+\//.test(u))))
            outside.push(`[${version}] ${q.query}: ${urls.join(' ') || 'a suggestion of no known page'}`);
        }
        const want = new Set(q.pages.map((id) => docUrl(version, id)));
        const at = hits.findIndex((urls) => urls.some((u) => want.has(u)));
        ranks.push(at + 1);
        if (at === -1) misses.push(`[${version}] ${q.query} → ${q.pages.join(', ')}`);
      }
      assert.deepEqual(page.errors, []);
      await context.close();
    }
    const { recallAt8, mrr } = searchQuality(ranks);
    const report = `${name} set: recall@8 ${recallAt8.toFixed(4)}, MRR ${mrr.toFixed(4)}; not answered:\n${misses.join('\n')}`;
    t.diagnostic(report);
    assert.deepEqual(outside, [], 'every suggestion leads to a page of the version being read');
    assert.ok(recallAt8 >= floor.recallAt8, report);
    assert.ok(mrr >= floor.mrr, report);
  });
}
