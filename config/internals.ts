/**
 * The site's hooks into private internals of Docusaurus and the search plugin (private lib/ and
 * dist/ paths, replaced modules, rewritten generated code, theme components replaced whole), one
 * flag each, as config/faster.ts does for Docusaurus Faster. Each is kept for an effect measured
 * with and without it (bench/RESULTS.md, first table); tests/unit/internals-guard.test.mjs fails,
 * naming the hook, when an upgrade moves what it relies on.
 *
 * Every hook is on. `FLUXMQ_WITHOUT=hookA,hookB npm run build` builds without the named ones, to
 * measure them again (bench/lighthouse.mjs --builds compares two builds run for run).
 */
/** Each hook, with the measure it exists for. */
export const HOOKS = {
  /**
   * start-up/scripts: each page's HTML names its start-up scripts, requested after the first paint (reads the generated routes.js).
   * Upstream: https://github.com/facebook/docusaurus/pull/3237 (open upstream as of Docusaurus 3.6.2: "defer mode", a proof of concept loading the scripts at low priority, not merged).
   * Upstream, the HTML naming only main.js under Rspack: no upstream issue found; searched: rspack client manifest module ids, Docusaurus Faster HTML missing route chunks.
   */
  startUpScripts: 'LCP',
  /**
   * start-up/staged-entry: the client entry replaced by one that evaluates it in stages (core/lib/client/preload, clientEntry).
   * Upstream: no upstream issue found; searched: clientEntry hydration long task, Total Blocking Time main.js, Docusaurus start-up long task.
   */
  stagedEntry: 'TBT',
  /**
   * start-up/route-registry: the generated registry rewritten without the module paths only the server reads.
   * Upstream: https://github.com/facebook/docusaurus/issues/7256 (open upstream as of Docusaurus 3.6.2: main.js carries the file path of every page).
   */
  registryWithoutModulePaths: 'bytes',
  /**
   * start-up/version-props: the docs plugin wrapped, its version routes' props added without the docs' descriptions (its route props' shape: version, categoryGeneratedIndex).
   * Upstream: no upstream issue found; searched: version metadata props doc descriptions size, useDocById DocCard description, PropVersionMetadata docs size.
   */
  versionPropsWithoutDescriptions: 'bytes',
  /**
   * start-up/whole-characters-ssr: core's renderToHtml replaced (pages without stray NUL bytes).
   * Upstream: https://github.com/facebook/docusaurus/issues/9985 (closed; fixed in React 19 per the maintainer in https://github.com/facebook/docusaurus/pull/10562 — still there with React 18.3.1 under Docusaurus 3.6.2);
   * React's: https://github.com/facebook/react/issues/31134 (closed; fixed in React 19, same source).
   */
  wholeCharactersSsr: 'correctness',
  /**
   * start-up/idle-prefetch: window.docusaurus.prefetch replaced by an idle queue.
   * Upstream: no upstream issue found; searched: docusaurus prefetch too many link rel=prefetch, window.docusaurus.prefetch main thread, ChunkAssetPlugin chunk name map size.
   */
  idlePrefetch: 'TBT',
  /**
   * code-blocks: build-time highlighting (theme-common's codeBlockUtils by path) rendered by a replaced CodeBlock and Container (theme CSS modules by path).
   * Upstream: https://github.com/facebook/docusaurus/issues/11566 (open upstream as of Docusaurus 3.6.2: inline Prism colours, repainted after hydration);
   * highlighting in the browser itself: no upstream issue found; searched: build-time syntax highlighting, Prism client bundle, many code blocks slow hydration.
   */
  buildTimeHighlighting: 'TBT',
  /**
   * code-blocks: Prism out of the browser (theme-classic's prism-include-languages aliased to an empty module).
   * Upstream: no upstream issue found; searched: prism-include-languages main bundle, Prism in main bundle every page.
   */
  noPrismInBrowser: 'bytes',
  /**
   * search/search-bar-constants: the search bar's generated-constants import replaced (lunr out of main.js).
   * Upstream: no upstream issue found; searched: docusaurus-search-local lunr main.js bundle size, proxiedGeneratedConstants, lazy load search bar.
   */
  searchBarConstants: 'bytes',
  /**
   * search/search-bar-labels: the search plugin's SearchBar.jsx rewritten by a loader (box and clear button named in Chinese).
   * Upstream: no upstream issue found; searched: docusaurus-search-local aria-label translate, search input i18n screen reader, clear button aria-label.
   */
  searchBarLabels: 'correctness',
  /**
   * src/theme/SearchBar (search/navbar-box): the search box wrapped — loaded when the reader reaches for it, handed what
   * the reader typed, saying when the index cannot load (the plugin's worker by its dist/ path; its box's input, container
   * and CSS classes by name: search/navbar-box/plugin-box.ts).
   * Upstream: https://github.com/easyops-cn/docusaurus-search-local/issues/418 (open upstream as of docusaurus-search-local 0.55.3: its loading ring turns for ever when the index cannot load).
   */
  searchBarNotice: 'correctness',
  /**
   * search/navbar-box/typed-text: the search plugin's SearchBar.jsx rewritten by a loader (the box keeps the reader's text as it starts and searches it once; a long query searched by its first part).
   * Upstream: https://github.com/easyops-cn/docusaurus-search-local/issues/312 (closed, fixed in 0.45.0 by searching at most 12 terms; a long run of Chinese characters still stalls 0.55.3's worker: search/searchedText.ts);
   * the box emptied by its first marking and the double search: no upstream issue found; searched: search input cleared _highlight, setInputValue keywords.
   */
  searchBarTypedText: 'correctness',
  /**
   * search/theme/SearchPage: the plugin's results page replaced, built on its private dist/ modules.
   * Upstream: no upstream issue found; searched: search page renders all results at once, search page slow many results (the ring turning for ever: see searchBarNotice).
   */
  searchPage: 'TBT',
} as const;

export type Hook = keyof typeof HOOKS;

const without = new Set(
  (process.env.FLUXMQ_WITHOUT ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean),
);
for (const name of without) {
  if (!(name in HOOKS)) throw new Error(`FLUXMQ_WITHOUT: no hook named "${name}" (config/internals.ts: ${Object.keys(HOOKS).join(', ')})`);
}

/** Whether a hook is on in this build. */
export const internals = Object.fromEntries(Object.keys(HOOKS).map((name) => [name, !without.has(name)])) as Record<Hook, boolean>;

/**
 * The error a hook throws when the private code it rewrites no longer has the shape it expects (an
 * upgrade changed it): the build fails, naming the hook, what it matched nothing in, and where to read
 * what readers lose without it and how to build without it.
 */
export function hookBroken(hook: Hook, what: string, cause: string): Error {
  return new Error(
    `[${hook}] ${what} — ${cause}; see deploy/RUNBOOK.md#${hook.toLowerCase()} (FLUXMQ_WITHOUT=${hook} npm run build builds without it)`,
  );
}
