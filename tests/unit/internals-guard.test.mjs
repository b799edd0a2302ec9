// Upgrade guard: every hook into the private internals of Docusaurus or the search plugin (one flag
// each in config/internals.ts), with the files, exports and source shapes it relies on. After an
// upgrade of either package this fails in seconds and names the hook that broke, instead of a
// reader finding out. A hook added to or removed from config/internals.ts must be added here or
// removed (the last tests check); bench/RESULTS.md says what each one is worth, a row per hook.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { createRequire } from 'node:module';
import { ROOT } from '../../scripts/lib/docs-tree.mjs';
import { importTs } from '../lib/import-ts.mjs';

const require = createRequire(path.join(ROOT, 'package.json'));
/** A file inside an installed package, by package name and path (exports maps do not apply). */
const pkgFile = (spec) => path.join(ROOT, 'node_modules', spec);
const read = (spec) => fs.readFileSync(pkgFile(spec), 'utf8');
const sha = (spec) => crypto.createHash('sha256').update(read(spec)).digest('hex').slice(0, 16);
const SEARCH = '@easyops-cn/docusaurus-search-local/dist/client/client';

// What the navbar box (src/features/search/navbar-box) relies on in the search plugin's box: the
// names in plugin-box.ts, each where the plugin defines it, its input following what is typed into
// it and its focus handler loading the index (the hand-over types the reader's text into the focused
// input). Returns what no longer holds.
const BOX = await importTs('src/features/search/navbar-box/plugin-box.ts');
const pluginBoxSources = () => ({
  jsx: read(`${SEARCH}/theme/SearchBar/SearchBar.jsx`),
  css: read(`${SEARCH}/theme/SearchBar/SearchBar.module.css`),
});
function pluginBoxMismatches({ jsx, css }) {
  const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const checks = [
    [
      `input class ${BOX.BOX_INPUT_CLASS}`,
      BOX.BOX_INPUT === `input.${BOX.BOX_INPUT_CLASS}` && new RegExp(`<input[^>]*className=\\{\`${escape(BOX.BOX_INPUT_CLASS)} `).test(jsx),
    ],
    [
      `container class ${BOX.BOX_CONTAINER_CLASS}`,
      BOX.BOX_CONTAINER === `.${BOX.BOX_CONTAINER_CLASS}` && new RegExp(`clsx\\("${escape(BOX.BOX_CONTAINER_CLASS)}"`).test(jsx),
    ],
    ...[BOX.LOADING_RING_CLASS, BOX.DROPDOWN_CLASS].map((name) => [
      `CSS module class ${name}`,
      new RegExp(`\\.${escape(name)}\\b`).test(css) && new RegExp(`styles\\.${escape(name)}\\b`).test(jsx),
    ]),
    [`highlight parameter ${BOX.HIGHLIGHT_PARAM}`, jsx.includes(`const SEARCH_PARAM_HIGHLIGHT = "${BOX.HIGHLIGHT_PARAM}";`)],
    [
      'its input following what is typed (a change handler setting its value)',
      /const onInputChange = useCallback\(\(event\) => \{\s*setInputValue\(event\.target\.value\);/.test(jsx) &&
        /onChange=\{onInputChange\}/.test(jsx) &&
        /value=\{inputValue\}/.test(jsx),
    ],
    [
      'its focus handler loading the index',
      /const onInputFocus = useCallback\(\(\) => \{\s*focusAfterIndexLoaded\.current = true;\s*loadIndex\(\);/.test(jsx) &&
        /onFocus=\{onInputFocus\}/.test(jsx),
    ],
  ];
  return checks.filter(([, holds]) => !holds).map(([what]) => what);
}

test("the navbar box's check of the plugin's box catches a renamed class, a changed input handler and a changed parameter", () => {
  const { jsx, css } = pluginBoxSources();
  assert.deepEqual(pluginBoxMismatches({ jsx, css }), []);
  const planted = [
    [{ jsx: jsx.replace('className={`navbar__search-input ', 'className={`search-input '), css }, `input class ${BOX.BOX_INPUT_CLASS}`],
    [{ jsx, css: css.replaceAll('.dropdownMenu', '.menu') }, `CSS module class ${BOX.DROPDOWN_CLASS}`],
    [
      { jsx: jsx.replace('onChange={onInputChange}', 'onInput={onInputChange}'), css },
      'its input following what is typed (a change handler setting its value)',
    ],
    [{ jsx: jsx.replace('"_highlight"', '"_hl"'), css }, `highlight parameter ${BOX.HIGHLIGHT_PARAM}`],
  ];
  for (const [sources, missed] of planted) assert.deepEqual(pluginBoxMismatches(sources), [missed]);
});

/** [hook (config/internals.ts), where it lives, what it relies on, check() that throws or returns false when it is gone]. */
const RELIANCES = [
  [
    'noPrismInBrowser',
    'src/features/code-blocks (Prism kept out of the browser)',
    'theme-classic/lib/prism-include-languages.js, the module its alias replaces',
    () => fs.existsSync(pkgFile('@docusaurus/theme-classic/lib/prism-include-languages.js')),
  ],
  [
    'buildTimeHighlighting',
    'src/features/code-blocks/theme-code-block-utils.ts (build-time highlighting)',
    'theme-common/lib/utils/codeBlockUtils.js exporting parseCodeBlockTitle, parseLanguage, containsLineNumbers, parseLines',
    () =>
      ['parseCodeBlockTitle', 'parseLanguage', 'containsLineNumbers', 'parseLines'].every(
        (f) => typeof require(pkgFile('@docusaurus/theme-common/lib/utils/codeBlockUtils.js'))[f] === 'function',
      ),
  ],
  [
    'searchBarConstants',
    'src/features/search/search-bar-constants.ts (lunr kept out of main.js)',
    `${SEARCH}/theme/SearchBar/SearchBar.jsx importing ../../utils/proxiedGeneratedConstants`,
    () => /from ["']\.\.\/\.\.\/utils\/proxiedGeneratedConstants["']/.test(read(`${SEARCH}/theme/SearchBar/SearchBar.jsx`)),
  ],
  [
    'searchBarLabels',
    'src/features/search/search-bar-labels.ts (search box named in Chinese)',
    'SearchBar.jsx holding each markup snippet labels-loader.cjs rewrites, once',
    () => {
      const warnings = [];
      const loader = require(path.join(ROOT, 'src/features/search/labels-loader.cjs'));
      loader.call({ emitWarning: (e) => warnings.push(e.message) }, read(`${SEARCH}/theme/SearchBar/SearchBar.jsx`));
      assert.deepEqual(warnings, []);
      return true;
    },
  ],
  [
    'registryWithoutModulePaths',
    'src/features/start-up/route-registry/registry-loader.cjs',
    'the registry entry shape codegenRoutes.js writes',
    () => {
      const warnings = [];
      const loader = require(path.join(ROOT, 'src/features/start-up/route-registry/registry-loader.cjs'));
      // The line core's codegen writes for one registry entry, rebuilt from its template.
      const template = read('@docusaurus/core/lib/server/codegen/codegenRoutes.js').match(/`(\s*"\$\{chunkName\}": \[.*\],)`/)?.[1];
      if (!template) return false;
      const entry = template.replaceAll('${chunkName}', 'abc123').replaceAll('${modulePath}', '@site/docs/x.md');
      const out = loader.call({ emitWarning: (e) => warnings.push(e.message) }, `export default {\n${entry}\n};`);
      return warnings.length === 0 && !out.includes('"@site/docs/x.md", require');
    },
  ],
  [
    'versionPropsWithoutDescriptions',
    "src/features/start-up/version-props (the docs' descriptions out of each version's props)",
    "the docs plugin's lib/index.js exporting its plugin function and validateOptions, its routes.js adding each version's route with props.version (toVersionMetadataProp) and each category index page with props.categoryGeneratedIndex through actions.addRoute; theme-classic's DocCard reading item.description before the version's doc, and its DocCategoryGeneratedIndexPage rendering DocCardList",
    () => {
      const routes = read('@docusaurus/plugin-content-docs/lib/routes.js');
      return (
        /exports\.validateOptions/.test(read('@docusaurus/plugin-content-docs/lib/index.js')) &&
        /props: \{\s*(?:\/\/[^\n]*\n\s*)*version: \(0, props_1\.toVersionMetadataProp\)/.test(routes) &&
        /props: \{\s*categoryGeneratedIndex,\s*\}/.test(routes) &&
        /routes\.forEach\(param\.actions\.addRoute\)/.test(routes) &&
        /description=\{item\.description \?\? doc\?\.description\}/.test(read('@docusaurus/theme-classic/lib/theme/DocCard/index.js')) &&
        /<DocCardList/.test(read('@docusaurus/theme-classic/lib/theme/DocCategoryGeneratedIndexPage/index.js'))
      );
    },
  ],
  [
    'idlePrefetch',
    'src/features/start-up/idle-prefetch (window.docusaurus.prefetch replaced, the chunk-name map left out)',
    "core's clientEntry.js assigning window.docusaurus, docusaurus.js's prefetch, the client build adding a class named ChunkAssetPlugin (its __webpack_require__.gca map), and registry.js loading each chunk by import() (read back as __webpack_require__.e calls)",
    () =>
      /window\.docusaurus = docusaurus;/.test(read('@docusaurus/core/lib/client/clientEntry.js')) &&
      /const prefetch = \(routePath\) =>/.test(read('@docusaurus/core/lib/client/docusaurus.js')) &&
      /new ChunkAssetPlugin_1\.default\(\)/.test(read('@docusaurus/core/lib/webpack/client.js')) &&
      /^class ChunkAssetPlugin \{/m.test(read('@docusaurus/core/lib/webpack/plugins/ChunkAssetPlugin.js')) &&
      /\[\(\) => import\(/.test(read('@docusaurus/core/lib/server/codegen/codegenRoutes.js')),
  ],
  [
    'wholeCharactersSsr',
    'src/features/start-up/whole-characters-ssr (pages without NUL bytes)',
    "core/lib/client/serverEntry.js importing { renderToHtml } from './renderToHtml'",
    () =>
      /import \{ renderToHtml \} from '\.\/renderToHtml'/.test(read('@docusaurus/core/lib/client/serverEntry.js')) &&
      fs.existsSync(pkgFile('@docusaurus/core/lib/client/renderToHtml.js')),
  ],
  [
    'stagedEntry',
    'src/features/start-up/staged-entry (start-up in short tasks)',
    'core/lib/client/preload.js (default export) and core/lib/client/clientEntry.js',
    () =>
      /export default/.test(read('@docusaurus/core/lib/client/preload.js')) &&
      fs.existsSync(pkgFile('@docusaurus/core/lib/client/clientEntry.js')),
  ],
  [
    'startUpScripts',
    'src/features/start-up/scripts (route table read at build time)',
    "the generated routes.js shape: imports, then 'export default [' (codegenRoutes.js)",
    () => /export default \[/.test(read('@docusaurus/core/lib/server/codegen/codegenRoutes.js')),
  ],
  [
    'searchBarNotice',
    'src/features/search/navbar-box/useIndexWatch.ts (index-failed notice)',
    `${SEARCH}/theme/searchByWorker.js exporting fetchIndexesByWorker`,
    () => /export async function fetchIndexesByWorker/.test(read(`${SEARCH}/theme/searchByWorker.js`)),
  ],
  [
    'searchBarNotice',
    'src/features/search/navbar-box (the box loaded on demand, the hand-over, the notice and hint CSS)',
    "the names of the plugin's box in navbar-box/plugin-box.ts, its input following what is typed, its focus handler loading the index",
    () => {
      assert.deepEqual(pluginBoxMismatches(pluginBoxSources()), []);
      return true;
    },
  ],
  [
    'searchBarTypedText',
    'src/features/search/navbar-box/typed-text.ts (the box keeps what was typed; a long query searched by its first part)',
    'SearchBar.jsx holding each snippet typed-text-loader.cjs rewrites, once',
    () => {
      const warnings = [];
      const loader = require(path.join(ROOT, 'src/features/search/navbar-box/typed-text-loader.cjs'));
      loader.call({ emitWarning: (e) => warnings.push(e.message) }, read(`${SEARCH}/theme/SearchBar/SearchBar.jsx`));
      assert.deepEqual(warnings, []);
      return true;
    },
  ],
  [
    'searchPage',
    'src/features/search/theme/SearchPage (search plugin internals)',
    `${SEARCH}: searchByWorker (fetchIndexesByWorker, searchByWorker), hooks/useSearchQuery, LoadingRing, utils (highlight, highlightStemmed, getStemmedPositions, concatDocumentPath, proxiedGenerated), SearchPage.module.css, shared/interfaces`,
    () => {
      const exportsOf = (rel) => read(`${SEARCH}/${rel}`);
      return (
        /export async function fetchIndexesByWorker/.test(exportsOf('theme/searchByWorker.js')) &&
        /export async function searchByWorker/.test(exportsOf('theme/searchByWorker.js')) &&
        /export default/.test(exportsOf('theme/hooks/useSearchQuery.js')) &&
        [
          'theme/LoadingRing/LoadingRing.jsx',
          'utils/highlight.js',
          'utils/highlightStemmed.js',
          'utils/getStemmedPositions.js',
          'utils/concatDocumentPath.js',
          'utils/proxiedGenerated.js',
          'theme/SearchPage/SearchPage.module.css',
        ].every((rel) => fs.existsSync(pkgFile(`${SEARCH}/${rel}`))) &&
        fs.existsSync(pkgFile('@easyops-cn/docusaurus-search-local/dist/client/shared/interfaces.js'))
      );
    },
  ],
  [
    'buildTimeHighlighting',
    'src/features/code-blocks/theme/CodeBlock and its Container (theme CSS modules)',
    'theme-classic/lib/theme/CodeBlock/{Content,Line,Container}/styles.module.css',
    () =>
      ['Content', 'Line', 'Container'].every((c) =>
        fs.existsSync(pkgFile(`@docusaurus/theme-classic/lib/theme/CodeBlock/${c}/styles.module.css`)),
      ),
  ],
];

for (const [hook, where, reliesOn, check] of RELIANCES) {
  test(`internals still there for ${hook} (${where})`, () => {
    let ok;
    try {
      ok = check();
    } catch (e) {
      assert.fail(`${hook} (${where}) relies on ${reliesOn}, which is gone or changed: ${e.message}`);
    }
    assert.ok(ok, `${hook} (${where}) relies on ${reliesOn}, which is gone or changed`);
  });
}

// Components replaced whole (not wrapped): each is a copy of the theme's at the pinned version. If
// the theme's own file changes on upgrade, merge its change into ours, then record the new hash.
// The hook is null for a component ejected by a public swizzle (not a flag of config/internals.ts),
// which an upgrade can leave behind all the same.
const REPLACED = [
  [
    'buildTimeHighlighting',
    'src/features/code-blocks/theme/CodeBlock',
    '@docusaurus/theme-classic/lib/theme/CodeBlock/index.js',
    '639f8655d319e123',
  ],
  [
    'buildTimeHighlighting',
    'src/features/code-blocks/theme/CodeBlock/Container',
    '@docusaurus/theme-classic/lib/theme/CodeBlock/Container/index.js',
    '55ebecf7d04da066',
  ],
  ['searchPage', 'src/features/search/theme/SearchPage', `${SEARCH}/theme/SearchPage/SearchPage.jsx`, '554dcc569a17cb23'],
  [null, 'src/theme/TabItem (each panel tied to its tab)', '@docusaurus/theme-classic/lib/theme/TabItem/index.js', '354ff7f9d52d674c'],
  [
    null,
    'src/features/not-found/theme/NotFound/Content (the way on inside <main>)',
    '@docusaurus/theme-classic/lib/theme/NotFound/Content/index.js',
    '1339cadd0fe0b2a2',
  ],
];
if (process.env.PRINT_HASHES) for (const [, , file] of REPLACED) console.log(file, sha(file));

for (const [hook, ours, theirs, hash] of REPLACED) {
  test(`${ours} (${hook ?? 'ejected'}) replaces a theme component that has not changed since it was copied`, () => {
    assert.equal(sha(theirs), hash, `${theirs} changed: merge its change into ${ours}, then update the hash here`);
  });
}

test('every hook of config/internals.ts is guarded here, and every hook guarded here is in config/internals.ts', async () => {
  const { HOOKS } = await importTs('config/internals.ts');
  const guarded = new Set([...RELIANCES, ...REPLACED].map(([hook]) => hook).filter(Boolean));
  assert.deepEqual([...guarded].sort(), Object.keys(HOOKS).sort());
});

test("every hook of config/internals.ts has its row, with a measured effect and a verdict, in bench/RESULTS.md's hook table", async () => {
  const { HOOKS } = await importTs('config/internals.ts');
  const results = fs.readFileSync(path.join(ROOT, 'bench/RESULTS.md'), 'utf8');
  const table = results.slice(results.indexOf('| hook (`config/internals.ts`)'));
  const rows = new Map(
    table
      .split('\n')
      .filter((line) => line.startsWith('| `'))
      .map((line) => line.split(' | ').map((cell) => cell.replace(/^\| |\s*\|$/g, '').trim()))
      .map(([hook, , effect, verdict]) => [hook.replaceAll('`', ''), { effect, verdict }]),
  );
  const problems = Object.keys(HOOKS).flatMap((hook) => {
    const row = rows.get(hook);
    if (!row) return [`${hook}: no row in bench/RESULTS.md`];
    return row.effect && row.verdict ? [] : [`${hook}: its row in bench/RESULTS.md has no measured effect or no verdict`];
  });
  assert.deepEqual(problems, []);
});
