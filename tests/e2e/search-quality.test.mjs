// The search the readers get is the search scored in Node: for a fixed sample of the reader queries
// (every 6th of the TUNING set, tests/fixtures/search-queries.mjs, and of the TEST set,
// tests/fixtures/search-queries-test.mjs, and at least one of each set in every docs version), typed
// into the navbar search box in chromium, the box shows the suggestions that the plugin's worker code
// run in Node over the same build (tests/lib/search-engine.mjs) finds for the query the box searched,
// the same pages in the same order. tests/build/search-quality.test.mjs scores every query of both
// sets with that search (recall@8 and MRR against the sets' floors). Every suggestion the box shows
// must lead into the version being read.
//
// A suggestion names its page by its path and title: "文档 › 配置指南" + "MQTT 配置" for a page,
// "文档 › 配置指南 › MQTT 配置 › 配置项" + a snippet for a section, the page's breadcrumb and title
// as the search index holds them; a suggestion drawn as a branch of the one above it is on that page.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { hydrated, newPage, useSiteAndBrowser, BUILD_DIR } from '../lib/site.mjs';
import { prefixOf } from '../fixtures/spec-routes.mjs';
import { SEARCH_TUNING_QUERIES } from '../fixtures/search-queries.mjs';
import { SEARCH_TEST_QUERIES } from '../fixtures/search-queries-test.mjs';
import { recordSearchWorkerCalls, searchAnswered } from '../lib/search-worker-calls.mjs';
import { inVersion, searchAll } from '../lib/search-engine.mjs';
import { importTs } from '../lib/import-ts.mjs';

const env = useSiteAndBrowser();
const { searchedQuery, searchedQueries } = await importTs('src/features/search/searchedQuery.ts');
const SEARCH_INPUT = 'input.navbar__search-input';
const LISTBOX = '[role="listbox"]';

/**
 * Every 6th query of a set, the first of each version that has none among those, and the first that
 * the box searches as two queries (an English term searched in the site's words as well: the answers
 * merged by the box, src/features/search/searchedQuery.ts).
 */
function sampleOf(queries) {
  const sample = queries.filter((q, i) => i % 6 === 0);
  for (const version of new Set(queries.map((q) => q.version)))
    if (!sample.some((q) => q.version === version)) sample.push(queries.find((q) => q.version === version));
  const twoQueries = (q) => searchedQueries(q.query).length > 1;
  if (!sample.some(twoQueries)) sample.push(queries.find(twoQueries));
  return sample;
}

const SAMPLE = [
  ...sampleOf(SEARCH_TUNING_QUERIES).map((q) => ({ ...q, set: 'tuning' })),
  ...sampleOf(SEARCH_TEST_QUERIES).map((q) => ({ ...q, set: 'test' })),
];
const VERSIONS = [...new Set(SAMPLE.map((q) => q.version))];

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

/**
 * Type a query and read the suggestions the box shows once the search has answered it: each as its
 * label (null for a branch of the one above) and the URLs it may lead to.
 */
async function suggestions(page, query, byPath) {
  await page.click(SEARCH_INPUT);
  await page.keyboard.press('Control+a');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(query);
  // The box answers each keystroke; the answer to the whole query is the one read (its last query
  // is searchedQuery: the worker answers in order, so the others are answered too).
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
  return labels.map((label) => ({ label, urls: (previous = label === null ? previous : pagesOf(label, byPath)) }));
}

/** The Node search's suggestions for the sample, query by query: searched in a thread while the browser types. */
let nodeSuggestions;
before(() => {
  nodeSuggestions = searchAll(
    BUILD_DIR,
    SAMPLE.map((q) => ({ versionPath: prefixOf(q.version), query: q.query })),
    { threads: 1 },
  );
  nodeSuggestions.catch(() => {}); // awaited in the test
});

/** Both lists side by side, for a query whose suggestions differ. */
function difference(q, shown, found) {
  const box = shown.map(
    ({ label, urls }, i) => `  ${i + 1}. ${label ?? '(a branch of the one above)'} → ${urls.join(' ') || 'no known page'}`,
  );
  const node = found.map(({ url, hash, type }, i) => `  ${i + 1}. ${url}${hash} (${type})`);
  return [
    `[${q.version}] ${q.query} (${q.set} set; searched "${searchedQuery(q.query)}"): the box shows`,
    ...(box.length ? box : ['  nothing']),
    'the search in Node finds',
    ...(node.length ? node : ['  nothing']),
  ].join('\n');
}

test(`the box shows the suggestions the search in Node finds, in order, for ${SAMPLE.length} reader queries (every 6th of each set, in every version)`, async () => {
  const shownFor = new Map();
  const outside = [];
  for (const version of VERSIONS) {
    const prefix = prefixOf(version);
    const byPath = pagesByPath(version);
    const { page, context } = await newPage(env.browser);
    await page.addInitScript(recordSearchWorkerCalls);
    await page.goto(`${env.server.baseUrl}${prefix}/`);
    await hydrated(page);
    for (const q of SAMPLE.filter((x) => x.version === version)) {
      const shown = await suggestions(page, q.query, byPath);
      assert.ok(shown.length <= 8, `${q.query}: ${shown.length} suggestions`);
      for (const { urls } of shown) {
        if (urls.length === 0 || urls.some((u) => !inVersion(prefix, u)))
          outside.push(`[${version}] ${q.query}: ${urls.join(' ') || 'a suggestion of no known page'}`);
      }
      shownFor.set(q, shown);
    }
    assert.deepEqual(page.errors, []);
    await context.close();
  }
  assert.deepEqual(outside, [], 'every suggestion leads to a page of the version being read');
  const found = await nodeSuggestions;
  const differences = SAMPLE.flatMap((q, i) => {
    const shown = shownFor.get(q);
    const same = shown.length === found[i].length && shown.every(({ urls }, k) => urls.includes(found[i][k].url));
    return same ? [] : [difference(q, shown, found[i])];
  });
  assert.equal(differences.length, 0, `${differences.length} of ${SAMPLE.length} queries differ:\n${differences.join('\n')}`);
});
