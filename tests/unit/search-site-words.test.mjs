// The site's words for the English terms readers type (src/features/search/siteWords.ts) and how the
// search box and the search page merge the worker's answers to the queries of one typed text
// (searchReaderText, src/features/search/searchedQuery.ts).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { importTs } from '../lib/import-ts.mjs';
import { markdownFiles, versionDir, versionNames } from '../../scripts/lib/docs-tree.mjs';

const { ENGLISH_TERMS, inSiteWords } = await importTs('src/features/search/siteWords.ts');
const { searchedQueries, searchedQuery, mergedResults, searchReaderText, PAGE_NAME_LIFT } = await importTs(
  'src/features/search/searchedQuery.ts',
);
const { configPages, tablesFor } = await importTs('src/data/config-keys/index.ts');

test('an English term is searched in the site word, whole words only, in any case and with spaces or hyphens', () => {
  assert.equal(inSiteWords('offline message'), '离线消息');
  assert.equal(inSiteWords('Shared-Subscription 配置'), '共享订阅 配置');
  assert.equal(inSiteWords('kafka  ACTION'), 'kafka 动作');
  assert.equal(inSiteWords('rule engine 日志'), '规则引擎 日志');
  // Words that merely contain a term, and text with no term, are left exactly as typed.
  for (const text of ['reported', 'passport', 'exports', 'actions2', '  kafka ', 'sessions', '集群配置', ''])
    assert.equal(inSiteWords(text), text, text);
});

test('the queries of a typed text: in the site words, then the one without an opening operation word (always last)', () => {
  assert.deepEqual(searchedQueries('修改 rule engine 日志'), ['规则引擎 日志', 'rule engine 日志']);
  assert.deepEqual(searchedQueries('offline message'), ['离线消息', 'offline message']);
  for (const text of ['开启 SSL', 'kafka', '  kafka', '离线消息', 'shared subscription 策略', '修改控制台密码'])
    assert.equal(searchedQueries(text).at(-1), searchedQuery(text), text);
  assert.deepEqual(searchedQueries('开启 SSL'), ['SSL']);
  assert.deepEqual(searchedQueries('   '), []);
});

test('every site word is a word the pages use, and no English term is a name the pages use for a config key', () => {
  const pages = versionNames()
    .flatMap((v) => markdownFiles(versionDir(v)).map((file) => path.join(versionDir(v), file)))
    .map((file) => fs.readFileSync(file, 'utf8'))
    .join('\n');
  const unused = ENGLISH_TERMS.filter(([site]) => !pages.includes(site)).map(([site]) => site);
  assert.deepEqual(unused, [], 'a site word no page uses finds nothing');
  // A reader typing `port` or `password` may mean the key of that name: such words are not replaced.
  const segments = new Set();
  for (const page of configPages)
    for (const v of versionNames())
      for (const table of tablesFor(page, v))
        for (const key of table.keys) for (const segment of key.key.split(/[.[\]]+/)) if (segment) segments.add(segment.toLowerCase());
  const keyNames = ENGLISH_TERMS.flatMap(([, english]) => english).filter((phrase) => segments.has(phrase));
  assert.deepEqual(keyNames, [], 'English terms that are config key names');
  assert.ok(segments.has('port') && segments.has('password'), 'the key names were read');
});

const hit = (i, type, page) => ({ document: { i }, type, ...(page === undefined ? {} : { page: { i: page } }) });

test('merged answers: each text once, strongest match first, a page kept with the parts listed under it', () => {
  // First query: a body-text match alone, then a page title with one of its headings under it.
  const first = [hit(10, 4, 1), { ...hit(2, 0) }, { ...hit(20, 1, 2), isLastOfTree: true }];
  // Second query: the same heading again, and a title of another page.
  const second = [hit(20, 1, 2), hit(3, 0), hit(30, 4, 9)];
  const merged = mergedResults([first, second], 8);
  assert.deepEqual(
    merged.map((r) => r.document.i),
    [2, 20, 3, 10, 30],
  );
  assert.equal(merged[1].isLastOfTree, true, "the heading stays listed under its page's title");
  assert.deepEqual(
    merged.filter((r) => r.isInterOfTree || r.isLastOfTree).map((r) => r.document.i),
    [20],
  );
  assert.equal(mergedResults([first, second], 2).length, 2);
  assert.deepEqual(mergedResults([[], []], 8), []);
});

test('searchReaderText asks the worker once per query, in order, and merges the answers', async () => {
  const asked = [];
  const answers = { 离线消息: [hit(5, 0)], 'offline message': [hit(6, 4, 7), hit(5, 0)] };
  const search = async (query, limit) => (asked.push([query, limit]), answers[query] ?? []);
  const found = await searchReaderText(search, 'offline message', 8);
  assert.deepEqual(asked, [
    ['离线消息', 8],
    ['offline message', 8],
  ]);
  assert.deepEqual(
    found.map((r) => r.document.i),
    [5, 6],
  );
  asked.length = 0;
  await searchReaderText(search, '开启 SSL', 8);
  assert.deepEqual(asked, [['SSL', 8]], 'a text with no English term is one query');
});

test("one query's answers: a page's parts drawn under its keywords match as under its title, the worker's order kept otherwise", () => {
  // The worker lists a section of page 7 under page 5's text, and marks it as a branch (its page is
  // listed earlier, by its keywords): drawn there, it would read as a part of page 5.
  const answer = [hit(7, 3, 7), hit(50, 4, 5), { ...hit(70, 4, 7), isLastOfTree: true }];
  const drawn = mergedResults([answer], 8);
  assert.deepEqual(
    drawn.map((r) => r.document.i),
    [7, 70, 50],
  );
  assert.deepEqual(
    drawn.map((r) => Boolean(r.isInterOfTree || r.isLastOfTree)),
    [false, true, false],
  );
  // One query's order is the worker's (its stricter queries first), not re-sorted by hit type.
  assert.deepEqual(
    mergedResults([[hit(80, 4, 8), hit(9, 0)]], 8).map((r) => r.document.i),
    [80, 9],
  );
});

test("a part is drawn as a branch only under its page's title or keywords match, not under its description", () => {
  // A description shares its page's id (the index's documents do) but the worker draws nothing under it.
  const drawn = mergedResults([[hit(5, 2, 5), hit(6, 0), hit(55, 4, 5)]], 8);
  assert.deepEqual(
    drawn.map((r) => r.document.i),
    [5, 6, 55],
  );
  assert.deepEqual(
    drawn.map((r) => Boolean(r.isInterOfTree || r.isLastOfTree)),
    [false, false, false],
  );
});

test("an answer on a page whose title and sidebar sections name the query's words moves up the list", () => {
  // What the worker answers for 「mqtt 端口」: descriptions of pages that mention both words, then a
  // section of the page named MQTT 配置 in the 配置指南 section, then a page named neither.
  const page = (i, t, b) => ({ i, t, u: `/${i}`, b });
  const tokens = ['mqtt', '端口'];
  const install = page(1, 'Windows 安装', ['文档', '安装部署']);
  const mqtt = page(2, 'MQTT 配置', ['文档', '配置指南']);
  const other = page(3, '压测工具', ['文档', '性能测试']);
  const answer = [
    ...Array.from({ length: 6 }, (_, at) => ({ document: { i: 100 + at }, type: 2, page: install, tokens })),
    { document: { i: 20 }, type: 4, page: mqtt, tokens },
    { document: { i: 30 }, type: 4, page: other, tokens },
  ];
  const drawn = mergedResults([answer], 8).map((r) => r.document.i);
  // The page's name contains one of the two words: half a lift.
  const lifted = 6 - PAGE_NAME_LIFT / 2;
  assert.ok(lifted < 6, 'it moves up');
  // It goes after the answers it ties with: those at or above its new place.
  assert.equal(drawn.indexOf(20), Math.max(0, Math.floor(lifted) + 1), drawn.join(' '));
  assert.equal(drawn.at(-1), 30, 'a page that names none of the words keeps its place after the others');
  // A sidebar section counts as the page's name; English words are compared without case.
  const inSection = { document: { i: 40 }, type: 4, page: page(4, '端口', ['文档', 'MQTT']), tokens };
  assert.equal(mergedResults([[...answer, inSection]], 9)[0].document.i, 40);
  // A malformed page or tokens lifts nothing and breaks nothing.
  const odd = [
    { document: { i: 50 }, type: 4, page: { t: 7, b: 'MQTT' }, tokens: [null, 3] },
    { document: { i: 51 }, type: 4, page: false, tokens: 'mqtt' },
  ];
  assert.deepEqual(
    mergedResults([odd], 8).map((r) => r.document.i),
    [50, 51],
  );
});
