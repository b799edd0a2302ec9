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
  /** start-up/scripts: each page's HTML names its start-up scripts, requested after the first paint (reads the generated routes.js). */
  startUpScripts: 'LCP',
  /** start-up/staged-entry: the client entry replaced by one that evaluates it in stages (core/lib/client/preload, clientEntry). */
  stagedEntry: 'TBT',
  /** start-up/route-registry: the generated registry rewritten without the module paths only the server reads. */
  registryWithoutModulePaths: 'bytes',
  /** start-up/version-routes: the generated routes.js, routesChunkNames.json and registry.js split per docs version in the client build (a loader over their codegen shapes). */
  versionRoutes: 'bytes',
  /** start-up/version-routes/chunk-files: the webpack runtime's chunk-file map rewritten after minification (its minified shape), each version's chunks moved into its routes chunk. */
  versionChunkFiles: 'bytes',
  /** start-up/version-props: the docs plugin wrapped, its version routes' props added without the docs' descriptions (its route props' shape: version, categoryGeneratedIndex). */
  versionPropsWithoutDescriptions: 'bytes',
  /** start-up/whole-characters-ssr: core's renderToHtml replaced (pages without stray NUL bytes). */
  wholeCharactersSsr: 'correctness',
  /** start-up/idle-prefetch: window.docusaurus.prefetch replaced by an idle queue. */
  idlePrefetch: 'TBT',
  /** start-up/theme/DocSidebar (and Mobile): replaced (hidden desktop sidebar kept, no collation data on phones). */
  docSidebar: 'TBT',
  /** code-blocks: build-time highlighting (theme-common's codeBlockUtils by path) rendered by a replaced CodeBlock and Container (theme CSS modules by path). */
  buildTimeHighlighting: 'TBT',
  /** code-blocks/theme/Icon: the copy button's icons replaced by CSS masks. */
  cssIcons: 'bytes',
  /** code-blocks: Prism out of the browser (theme-classic's prism-include-languages aliased to an empty module). */
  noPrismInBrowser: 'bytes',
  /** search/search-bar-constants: the search bar's generated-constants import replaced (lunr out of main.js). */
  searchBarConstants: 'bytes',
  /** search/search-bar-labels: the search plugin's SearchBar.jsx rewritten by a loader (box and clear button named in Chinese). */
  searchBarLabels: 'correctness',
  /**
   * src/theme/SearchBar (search/navbar-box): the search box wrapped — loaded when the reader reaches for it, handed what
   * the reader typed, saying when the index cannot load (the plugin's worker by its dist/ path; its box's input, container
   * and CSS classes by name: search/navbar-box/plugin-box.ts).
   */
  searchBarNotice: 'correctness',
  /** search/navbar-box/typed-text: the search plugin's SearchBar.jsx rewritten by a loader (the box keeps the reader's text as it starts and searches it once; a long query searched by its first part). */
  searchBarTypedText: 'correctness',
  /** search/theme/SearchPage: the plugin's results page replaced, built on its private dist/ modules. */
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
