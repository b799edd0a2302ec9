// The site's search, run in Node for benchmarks: the search plugin's own Web Worker module
// (dist/client/client/theme/worker.js: query parsing, Chinese word cutting, lunr, ranking) over a
// build's search-index.json files, with no browser. The worker's fetch of the index is answered from
// the build folder given; everything after it is the code the reader's browser runs. The query is
// first turned into what the site's box and search page ask the worker for
// (src/features/search/searchedQuery.ts), as in the reader's browser.
import fs from 'node:fs';
import path from 'node:path';
import { register } from 'node:module';

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
const { importTs } = await import('../../tests/lib/import-ts.mjs');
const { searchedQuery } = await importTs('src/features/search/searchedQuery.ts');
const { searchedText } = await importTs('src/features/search/searchedText.ts');

/**
 * What the site asks the worker for: searchedQuery; asTyped: the text only bounded (the box before
 * f7af31b, which drops an opening operation word).
 */
export const QUERY_FORMS = { searched: searchedQuery, asTyped: searchedText };

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
      const results = await worker.search(`/${n}${versionPath}/`, '', queryForm(query), limit);
      return results.map((r) => ({ url: r.document.u, hash: r.document.h ?? '', type: TYPES[r.type], text: r.document.t }));
    },
  };
}
