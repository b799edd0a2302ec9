// The site's search, run in Node: the search plugin's own Web Worker module
// (dist/client/client/theme/worker.js: query parsing, Chinese word cutting, lunr, ranking) over a
// build's search-index.json files, with no browser. The worker's fetch of the index is answered from
// the build folder given; everything after it is the code the reader's browser runs. The query is
// first turned into what the site's box and search page ask the worker for
// (src/features/search/searchedQuery.ts), as in the reader's browser. Used by the search-quality
// build test (tests/build/search-quality.test.mjs), the browser test that the box shows what it
// finds (tests/e2e/search-quality.test.mjs) and the benchmark (bench/search-quality.mjs).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { register } from 'node:module';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';

register('./search-loader.mjs', import.meta.url);

const ORIGIN = 'http://search-bench.invalid';
// The worker caches each index by its URL, so each build folder is served under a path of its own:
// /<n>/search-index.json is the n-th folder's build/search-index.json.
const buildDirs = [];
// The worker module exposes itself over postMessage when it loads; in Node there is nothing to listen to.
globalThis.addEventListener ??= () => {};
globalThis.location ??= new URL(`${ORIGIN}/`);
const realFetch = globalThis.fetch;
globalThis.fetch = async (url, ...rest) => {
  const u = new URL(url, ORIGIN);
  if (u.origin !== ORIGIN) return realFetch(url, ...rest);
  const [, n, inBuild] = decodeURIComponent(u.pathname).match(/^\/(\d+)(\/.*)$/);
  const file = path.join(buildDirs[Number(n)], inBuild);
  const body = fs.readFileSync(file, 'utf8');
  return { ok: true, status: 200, json: async () => JSON.parse(body) };
};

const { SearchWorker } = await import('@easyops-cn/docusaurus-search-local/dist/client/client/theme/worker.js');
const { searchResultLimits } = await import('./search-constants.mjs');
const { importTs } = await import('./import-ts.mjs');
const { searchedQuery, searchReaderText } = await importTs('src/features/search/searchedQuery.ts');
const { searchedText } = await importTs('src/features/search/searchedText.ts');

/**
 * How the typed text becomes the worker's queries, given the worker's search of one query:
 * - searched: what the site asks (searchReaderText: the query in the site's words, then as typed);
 * - oneQuery: the text without an opening operation word only (the box before the site's words);
 * - asTyped: the text only bounded (the box before f7af31b, which drops an opening operation word).
 */
export const QUERY_FORMS = {
  searched: searchReaderText,
  oneQuery: (search, text, limit) => search(searchedQuery(text), limit),
  asTyped: (search, text, limit) => search(searchedText(text), limit),
};

export { searchResultLimits };

/**
 * A search engine over one build folder. search(versionPath, query) resolves to the suggestions the
 * navbar box shows for that query in that docs version ('' for the latest, '/2.0.17' …), in order:
 * [{ url, hash, type: 'title' | 'heading' | 'description' | 'keywords' | 'content', text }].
 * Each engine fetches a version's index once and keeps it. `queryForm` says how the typed text becomes
 * the worker's query (QUERY_FORMS: the site's, by default).
 */
export function searchEngine(dir, { queryForm = QUERY_FORMS.searched } = {}) {
  const worker = new SearchWorker();
  const n = buildDirs.push(dir) - 1;
  const TYPES = ['title', 'heading', 'description', 'keywords', 'content'];
  return {
    async search(versionPath, query, limit = searchResultLimits) {
      const results = await queryForm((q, max) => worker.search(`/${n}${versionPath}/`, '', q, max), query, limit);
      return results.map((r) => ({ url: r.document.u, hash: r.document.h ?? '', type: TYPES[r.type], text: r.document.t }));
    },
  };
}

/** Whether a suggestion's URL is a page of the docs version at versionPath ('' for the latest, '/2.0.17' …). */
export function inVersion(versionPath, url) {
  return versionPath ? url.startsWith(`${versionPath}/`) : !/^\/\d+\.\d+\.\d+\//.test(url);
}

/** workerData key of a thread of searchAll: the build folder it searches. */
const THREAD_OF = 'searchEngineThreadOver';

/** A thread with an engine over `dir`, once it has loaded: search({ versionPath, query }) resolves to its suggestions. */
async function startThread(dir) {
  const thread = new Worker(new URL(import.meta.url), { workerData: { [THREAD_OF]: dir } });
  let awaited;
  const answer = () => new Promise((resolve, reject) => (awaited = { resolve, reject }));
  thread.on('message', ({ hits, error }) => (error ? awaited.reject(new Error(error)) : awaited.resolve(hits)));
  thread.on('error', (e) => awaited.reject(e));
  thread.on('exit', (code) => awaited.reject(new Error(`the search thread ended (exit code ${code})`)));
  await answer();
  return { search: (search) => (thread.postMessage(search), answer()), end: () => thread.terminate() };
}

/**
 * The suggestions for many searches ([{ versionPath, query }]), one list per search in their order,
 * as searchEngine(dir).search gives them. A search is CPU work (lunr's fuzzy matching of a long
 * Chinese query takes seconds), so they run in `threads` worker threads, each with an engine of its
 * own over `dir` and taking the next search once it has answered one.
 */
export async function searchAll(dir, searches, { threads = Math.min(2, os.availableParallelism()) } = {}) {
  const answers = new Array(searches.length);
  let next = 0;
  const lane = async (thread) => {
    for (let at = next++; at < searches.length; at = next++) {
      const { versionPath, query } = searches[at];
      answers[at] = await thread.search({ versionPath, query }).catch((e) => {
        throw new Error(`the search of "${query}" in ${versionPath || 'the latest version'} failed: ${e.message}`);
      });
    }
  };
  const starts = await Promise.allSettled(Array.from({ length: Math.max(1, Math.min(threads, searches.length)) }, () => startThread(dir)));
  const started = starts.filter((s) => s.status === 'fulfilled').map((s) => s.value);
  try {
    const failed = starts.find((s) => s.status === 'rejected');
    if (failed) throw failed.reason;
    await Promise.all(started.map(lane));
  } finally {
    await Promise.all(started.map((thread) => thread.end()));
  }
  return answers;
}

// A thread of searchAll: an engine over its folder, answering one search per message.
if (!isMainThread && workerData?.[THREAD_OF]) {
  const engine = searchEngine(workerData[THREAD_OF]);
  parentPort.on('message', async ({ versionPath, query }) => {
    try {
      parentPort.postMessage({ hits: await engine.search(versionPath, query) });
    } catch (e) {
      parentPort.postMessage({ error: e.stack ?? String(e) });
    }
  });
  parentPort.postMessage({ ready: true });
}
