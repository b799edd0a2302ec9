// What the search is asked for (src/features/search/searchedText.ts): text a reader types is
// searched as typed; a long paste is cut where the search stops reading (12 words) or where the
// plugin's splitting of Chinese text into words would take for ever (16 characters in a run). The
// plugin's own tokenizer and word splitting, run on the result, answer at once.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { importTs } from '../lib/import-ts.mjs';
import { ROOT } from '../../scripts/lib/docs-tree.mjs';

const { searchedText, MAX_QUERY_WORDS, MAX_IDEOGRAPH_RUN } = await importTs('src/features/search/searchedText.ts');

const SENTENCE = '在规则引擎中把设备上报的消息写入数据库之前需要先配置数据源并确认连接可用然后再创建动作，';
const PASTE = SENTENCE.repeat(60).slice(0, 2000);

test('queries a reader types are searched as typed', () => {
  for (const q of [
    '集群',
    'mqtt 集群 配置',
    'kafka',
    '((((((((',
    '*',
    '\\',
    'a-b-c-d-e-f-g-h-i-j-k-l',
    '如何在规则引擎中配置数据源',
    '   ',
    '',
  ]) {
    assert.equal(searchedText(q), q);
  }
});

test('a long paste is cut to its start: 16 characters of a run of Chinese, 12 words', () => {
  const run = searchedText('集群配置消息持久化规则引擎数据源集群配置'.repeat(100));
  assert.equal(Array.from(run).length, MAX_IDEOGRAPH_RUN);
  assert.ok(PASTE.startsWith(searchedText(PASTE)));
  assert.equal(searchedText(PASTE), SENTENCE.slice(0, MAX_IDEOGRAPH_RUN));
  const words = 'a-b-c-d-e-f-g-h-i-j-k-l-m-n';
  assert.equal(searchedText(words), 'a-b-c-d-e-f-g-h-i-j-k-l-');
  assert.equal(searchedText(words).match(/\w+/g).length, MAX_QUERY_WORDS);
  const mixed = `mqtt 集群，${'配置'.repeat(30)} kafka`;
  assert.equal(searchedText(mixed), `mqtt 集群，${'配置'.repeat(8)}`);
  // Characters outside the basic plane count as one character each.
  assert.equal(Array.from(searchedText('𠀀'.repeat(40))).length, MAX_IDEOGRAPH_RUN);
});

/**
 * The plugin's tokenizer and word splitting (what its search worker does before searching) as
 * modules Node can import: its files name their imports without the .js extension, as bundlers allow.
 */
function pluginSplittingModules() {
  const require = createRequire(import.meta.url);
  const from = path.dirname(require.resolve('@easyops-cn/docusaurus-search-local/dist/client/client/utils/smartTerms.js'));
  const to = path.join(ROOT, '.tmp/search-plugin-utils');
  fs.mkdirSync(to, { recursive: true });
  for (const name of ['tokenize', 'smartTerms', 'cutZhWords']) {
    const source = fs.readFileSync(path.join(from, `${name}.js`), 'utf8').replace(/from "\.\/(\w+)"/g, 'from "./$1.mjs"');
    fs.writeFileSync(path.join(to, `${name}.mjs`), source);
  }
  return { tokenize: path.join(to, 'tokenize.mjs'), smartTerms: path.join(to, 'smartTerms.mjs') };
}

/**
 * Runs the plugin's splitting on `text` in a worker thread, with a dictionary of every one- and
 * two-character word of the text: resolves to the milliseconds taken, or to Infinity when it has not
 * finished within `limit` ms (the splitting blocks its thread; the worker is then stopped).
 */
function pluginSplitTime(text, limit) {
  const code = `
    const { parentPort, workerData } = require('node:worker_threads');
    (async () => {
      const { tokenize } = await import(workerData.modules.tokenize);
      const { smartTerms } = await import(workerData.modules.smartTerms);
      const chars = Array.from(workerData.text);
      const dictionary = [...new Set(chars.flatMap((c, i) => [c, c + (chars[i + 1] ?? '')]))];
      const started = Date.now();
      smartTerms(tokenize(workerData.text, ['en', 'zh']), dictionary);
      parentPort.postMessage(Date.now() - started);
    })();`;
  return new Promise((resolve, reject) => {
    const worker = new Worker(code, { eval: true, workerData: { text, modules: pluginSplittingModules() } });
    const timer = setTimeout(() => {
      void worker.terminate();
      resolve(Infinity);
    }, limit);
    worker.on('message', (ms) => {
      clearTimeout(timer);
      void worker.terminate();
      resolve(ms);
    });
    worker.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

test("the plugin's word splitting answers the searched text of a 2,000-character paste within a second", async () => {
  assert.ok((await pluginSplitTime(searchedText(PASTE), 5000)) < 1000);
  const longRuns = Array.from({ length: 20 }, (_, i) => SENTENCE.slice(i % 5, 40)).join(' ');
  assert.ok((await pluginSplitTime(searchedText(longRuns), 5000)) < 1000);
});
