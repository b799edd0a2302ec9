// Upgrade guard: every hook into the private internals of Docusaurus or the search plugin, with the
// files, exports and source shapes it relies on. After an upgrade of either package this fails in
// seconds and names the hook that broke, instead of a reader finding out. When a hook is removed,
// remove its entry; when one is added, add it here (see bench/RESULTS.md for what each one is worth).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { createRequire } from 'node:module';
import { ROOT } from '../../scripts/lib/docs-tree.mjs';

const require = createRequire(path.join(ROOT, 'package.json'));
/** A file inside an installed package, by package name and path (exports maps do not apply). */
const pkgFile = (spec) => path.join(ROOT, 'node_modules', spec);
const read = (spec) => fs.readFileSync(pkgFile(spec), 'utf8');
const sha = (spec) => crypto.createHash('sha256').update(read(spec)).digest('hex').slice(0, 16);
const SEARCH = '@easyops-cn/docusaurus-search-local/dist/client/client';

/** [hook (where it lives), what it relies on, check() that throws or returns false when it is gone]. */
const RELIANCES = [
  ['src/features/code-blocks (Prism kept out of the browser)', 'theme-classic/lib/prism-include-languages.js, the module its alias replaces',
    () => fs.existsSync(pkgFile('@docusaurus/theme-classic/lib/prism-include-languages.js'))],
  ['src/features/code-blocks/theme-code-block-utils.ts (build-time highlighting)', 'theme-common/lib/utils/codeBlockUtils.js exporting parseCodeBlockTitle, parseLanguage, containsLineNumbers, parseLines',
    () => ['parseCodeBlockTitle', 'parseLanguage', 'containsLineNumbers', 'parseLines'].every((f) => typeof require(pkgFile('@docusaurus/theme-common/lib/utils/codeBlockUtils.js'))[f] === 'function')],
  ['src/features/search/search-highlight.ts (quick unmark)', 'mark.js resolving to a file, and mark.js/dist/mark.es6.min.js',
    () => fs.existsSync(require.resolve('mark.js')) && fs.existsSync(pkgFile('mark.js/dist/mark.es6.min.js'))],
  ['src/features/search/search-bar-constants.ts (lunr kept out of main.js)', `${SEARCH}/theme/SearchBar/SearchBar.jsx importing ../../utils/proxiedGeneratedConstants`,
    () => /from ["']\.\.\/\.\.\/utils\/proxiedGeneratedConstants["']/.test(read(`${SEARCH}/theme/SearchBar/SearchBar.jsx`))],
  ['src/features/search/search-bar-labels.ts (search box named in Chinese)', 'SearchBar.jsx holding each markup snippet labels-loader.cjs rewrites, once',
    () => {
      const warnings = [];
      const loader = require(path.join(ROOT, 'src/features/search/labels-loader.cjs'));
      loader.call({ emitWarning: (e) => warnings.push(e.message) }, read(`${SEARCH}/theme/SearchBar/SearchBar.jsx`));
      assert.deepEqual(warnings, []);
      return true;
    }],
  ['src/features/start-up/lazy-routes (route components made on first use)', 'core/lib/client/exports/ComponentCreator.js, and the registry entry shape codegenRoutes.js writes',
    () => {
      if (!fs.existsSync(pkgFile('@docusaurus/core/lib/client/exports/ComponentCreator.js'))) return false;
      const warnings = [];
      const loader = require(path.join(ROOT, 'src/features/start-up/lazy-routes/registry-loader.cjs'));
      // The line core's codegen writes for one registry entry, rebuilt from its template.
      const template = read('@docusaurus/core/lib/server/codegen/codegenRoutes.js').match(/`(\s*"\$\{chunkName\}": \[.*\],)`/)?.[1];
      if (!template) return false;
      const entry = template.replaceAll('${chunkName}', 'abc123').replaceAll('${modulePath}', '@site/docs/x.md');
      const out = loader.call({ emitWarning: (e) => warnings.push(e.message) }, `export default {\n${entry}\n};`);
      return warnings.length === 0 && !out.includes('"@site/docs/x.md", require');
    }],
  ['src/features/start-up/whole-characters-ssr (pages without NUL bytes)', "core/lib/client/serverEntry.js importing { renderToHtml } from './renderToHtml'",
    () => /import \{ renderToHtml \} from '\.\/renderToHtml'/.test(read('@docusaurus/core/lib/client/serverEntry.js')) && fs.existsSync(pkgFile('@docusaurus/core/lib/client/renderToHtml.js'))],
  ['src/features/start-up/browser-context (re-render after hydration as a transition)', "core/lib/client/App.js importing './browserContext' and exports/useIsBrowser.js importing '../browserContext'",
    () => /from '\.\/browserContext'/.test(read('@docusaurus/core/lib/client/App.js')) && /from '\.\.\/browserContext'/.test(read('@docusaurus/core/lib/client/exports/useIsBrowser.js'))],
  ['src/features/start-up/staged-entry (start-up in short tasks)', 'core/lib/client/preload.js (default export) and core/lib/client/clientEntry.js',
    () => /export default/.test(read('@docusaurus/core/lib/client/preload.js')) && fs.existsSync(pkgFile('@docusaurus/core/lib/client/clientEntry.js'))],
  ['src/features/start-up/scripts (route table read at build time)', "the generated routes.js shape: imports, then 'export default [' (codegenRoutes.js)",
    () => /export default \[/.test(read('@docusaurus/core/lib/server/codegen/codegenRoutes.js'))],
  ['src/theme/SearchBar and src/features/search/theme/SearchPage (search plugin internals)', `${SEARCH}: searchByWorker (fetchIndexesByWorker, searchByWorker), hooks/useSearchQuery, LoadingRing, utils (highlight, highlightStemmed, getStemmedPositions, concatDocumentPath, proxiedGenerated), SearchPage.module.css, shared/interfaces`,
    () => {
      const exportsOf = (rel) => read(`${SEARCH}/${rel}`);
      return /export async function fetchIndexesByWorker/.test(exportsOf('theme/searchByWorker.js'))
        && /export async function searchByWorker/.test(exportsOf('theme/searchByWorker.js'))
        && /export default/.test(exportsOf('theme/hooks/useSearchQuery.js'))
        && ['theme/LoadingRing/LoadingRing.jsx', 'utils/highlight.js', 'utils/highlightStemmed.js', 'utils/getStemmedPositions.js', 'utils/concatDocumentPath.js', 'utils/proxiedGenerated.js', 'theme/SearchPage/SearchPage.module.css']
          .every((rel) => fs.existsSync(pkgFile(`${SEARCH}/${rel}`)))
        && fs.existsSync(pkgFile('@easyops-cn/docusaurus-search-local/dist/client/shared/interfaces.js'));
    }],
  ['src/features/code-blocks/theme/CodeBlock and its Container (theme CSS modules)', 'theme-classic/lib/theme/CodeBlock/{Content,Line,Container}/styles.module.css',
    () => ['Content', 'Line', 'Container'].every((c) => fs.existsSync(pkgFile(`@docusaurus/theme-classic/lib/theme/CodeBlock/${c}/styles.module.css`)))],
];

for (const [hook, reliesOn, check] of RELIANCES) {
  test(`internals still there for ${hook}`, () => {
    let ok;
    try {
      ok = check();
    } catch (e) {
      assert.fail(`${hook} relies on ${reliesOn}, which is gone or changed: ${e.message}`);
    }
    assert.ok(ok, `${hook} relies on ${reliesOn}, which is gone or changed`);
  });
}

// Components replaced whole (not wrapped): each is a copy of the theme's at the pinned version. If
// the theme's own file changes on upgrade, merge its change into ours, then record the new hash.
const REPLACED = [
  ['src/features/code-blocks/theme/CodeBlock', '@docusaurus/theme-classic/lib/theme/CodeBlock/index.js', '639f8655d319e123'],
  ['src/features/code-blocks/theme/CodeBlock/Container', '@docusaurus/theme-classic/lib/theme/CodeBlock/Container/index.js', '55ebecf7d04da066'],
  ['src/features/start-up/theme/DocItem/Layout', '@docusaurus/theme-classic/lib/theme/DocItem/Layout/index.js', 'c1f1bbed07409f0a'],
  ['src/features/start-up/theme/DocSidebar', '@docusaurus/theme-classic/lib/theme/DocSidebar/index.js', '69735ac5be2d601a'],
  ['src/features/start-up/theme/DocSidebar/Mobile', '@docusaurus/theme-classic/lib/theme/DocSidebar/Mobile/index.js', 'aac2e5836058716a'],
  ['src/features/code-blocks/theme/Icon/Copy', '@docusaurus/theme-classic/lib/theme/Icon/Copy/index.js', '52edea7e56b949b8'],
  ['src/features/code-blocks/theme/Icon/Success', '@docusaurus/theme-classic/lib/theme/Icon/Success/index.js', 'd322b9eb62c88da7'],
  ['src/features/search/theme/SearchPage', `${SEARCH}/theme/SearchPage/SearchPage.jsx`, '554dcc569a17cb23'],
  ['src/theme/TabItem', '@docusaurus/theme-classic/lib/theme/TabItem/index.js', '354ff7f9d52d674c'],
];
if (process.env.PRINT_HASHES) for (const [, file] of REPLACED) console.log(file, sha(file));

for (const [ours, theirs, hash] of REPLACED) {
  test(`${ours} replaces a theme component that has not changed since it was copied`, () => {
    assert.equal(sha(theirs), hash, `${theirs} changed: merge its change into ${ours}, then update the hash here`);
  });
}
