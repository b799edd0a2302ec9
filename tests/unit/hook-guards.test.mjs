// Each hook that rewrites private code or generated output (config/internals.ts) fails the build,
// naming itself, when what it rewrites changed shape and its pattern would match nothing: fed a
// changed template or source here, each throws "[<hook>] … see deploy/RUNBOOK.md#<hook>".
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { spawnSync } from 'node:child_process';
import { importTs } from '../lib/import-ts.mjs';
import { ROOT } from '../../scripts/lib/docs-tree.mjs';
import { postBuild } from '../../scripts/post-build.mjs';

const require = createRequire(import.meta.url);
const { withStartUpLoaders } = await importTs('src/features/start-up/scripts/start-up-html.ts');
const { assertServerEntryImportsRenderToHtml } = await importTs('src/features/start-up/whole-characters-ssr/index.ts');
const { assertSingleClientEntry } = await importTs('src/features/start-up/staged-entry/index.ts');
const { prismClientModule } = await importTs('src/features/code-blocks/index.ts');
const registryLoader = require('../../src/features/start-up/route-registry/registry-loader.cjs');

const PAGE_NOW =
  '<html><head><script src="/assets/js/runtime~main.1a.js" defer></script><script src="/assets/js/main.2b.js" defer></script></head><body><p>x</p></body></html>';
const PAGE_CHANGED = '<html><head><script type="module" src="/assets/js/main.2b.js"></script></head><body><p>x</p></body></html>';

test('startUpScripts: pages of the current template are rewritten', () => {
  const [html] = withStartUpLoaders(
    [{ where: 'build/config/mqtt/index.html', html: PAGE_NOW, routeChunkUrls: ['/assets/js/c1.js'] }],
    'LOADER',
  );
  assert.doesNotMatch(html, /defer/);
  assert.match(
    html,
    /data-route-chunks="\/assets\/js\/c1\.js" data-entry="\/assets\/js\/runtime~main\.1a\.js \/assets\/js\/main\.2b\.js">LOADER<\/script><\/body>/,
  );
});

test('startUpScripts: a changed HTML template fails, naming the hook and the page', () => {
  const pages = [
    { where: 'build/index.html', html: PAGE_NOW, routeChunkUrls: ['/assets/js/c0.js'] },
    { where: 'build/config/mqtt/index.html', html: PAGE_CHANGED, routeChunkUrls: ['/assets/js/c1.js'] },
    { where: 'build/config/store/index.html', html: PAGE_CHANGED, routeChunkUrls: ['/assets/js/c2.js'] },
  ];
  assert.throws(
    () => withStartUpLoaders(pages, 'LOADER'),
    (e) =>
      e.message.startsWith(
        '[startUpScripts] matched no <script defer> in build/config/mqtt/index.html (and 1 other pages) — the Docusaurus HTML template changed; see deploy/RUNBOOK.md#startupscripts',
      ),
  );
});

test("startUpScripts: a build where no page's route chunks are found fails, naming the hook", () => {
  const pages = [1, 2].map((n) => ({ where: `build/p${n}/index.html`, html: PAGE_NOW, routeChunkUrls: [] }));
  assert.throws(
    () => withStartUpLoaders(pages, 'LOADER'),
    /^Error: \[startUpScripts\] found the files of no page's route chunks \(2 pages\) — .*deploy\/RUNBOOK\.md#startupscripts/,
  );
});

test('registryWithoutModulePaths: a registry in which no entry has the expected shape fails, naming the hook', () => {
  const changed =
    'export default {\n  "aa": { load: () => import("@site/a.md"), path: "@site/a.md", id: require.resolveWeak("@site/a.md") },\n};\n';
  assert.throws(
    () => registryLoader.call({}, changed),
    /^Error: \[registryWithoutModulePaths\] matched no entry in \.docusaurus\/registry\.js — the generated registry changed shape; see deploy\/RUNBOOK\.md#registrywithoutmodulepaths/,
  );
});

test("wholeCharactersSsr: core's server entry imports './renderToHtml' once; a changed one fails, naming the hook", () => {
  const file = require.resolve('@docusaurus/core/lib/client/serverEntry.js');
  assert.doesNotThrow(() => assertServerEntryImportsRenderToHtml(fs.readFileSync(file, 'utf8'), file));
  const changed = "import { renderToHtml } from './ssr/render';\nexport default async function render() {}\n";
  assert.throws(
    () => assertServerEntryImportsRenderToHtml(changed, 'serverEntry.js'),
    /^Error: \[wholeCharactersSsr\] matched no import of '\.\/renderToHtml' in serverEntry\.js — .*deploy\/RUNBOOK\.md#wholecharactersssr/,
  );
});

test("stagedEntry: core's client entry is replaced; any other entry fails, naming the hook", () => {
  assert.doesNotThrow(() =>
    assertSingleClientEntry(path.join(path.dirname(require.resolve('@docusaurus/core/lib/client/serverEntry.js')), 'clientEntry.js')),
  );
  for (const changed of [
    ['/x/lib/client/clientEntry.js', '/x/lib/client/other.js'],
    { main: '/x/lib/client/clientEntry.js' },
    '/x/lib/client/entry.js',
  ]) {
    assert.throws(
      () => assertSingleClientEntry(changed),
      /^Error: \[stagedEntry\] found no single clientEntry\.js in the client build's entry .*deploy\/RUNBOOK\.md#stagedentry/,
    );
  }
});

test("noPrismInBrowser: theme-classic's Prism language loader is found; a theme without it fails, naming the hook", () => {
  const themeSource = fs.readFileSync(require.resolve('@docusaurus/theme-classic'), 'utf8');
  assert.match(
    prismClientModule(themeSource, (r) => require.resolve(r)),
    /prism-include-languages\.js$/,
  );
  const changed = themeSource.replaceAll("'./prism-include-languages'", "'./prism/languages'");
  assert.throws(
    () => prismClientModule(changed, (r) => require.resolve(r)),
    /^Error: \[noPrismInBrowser\] matched no '\.\/prism-include-languages' client module .*deploy\/RUNBOOK\.md#noprisminbrowser/,
  );
  assert.throws(
    () =>
      prismClientModule(themeSource, () => {
        throw new Error('Cannot find module');
      }),
    /^Error: \[noPrismInBrowser\] found no @docusaurus\/theme-classic\/lib\/prism-include-languages\.js/,
  );
});

/** A scratch build folder with one page. */
function scratchBuild(name, html) {
  const dir = path.join(ROOT, '.tmp/hook-guards', name);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(path.join(dir, 'config/mqtt'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'config/mqtt/index.html'), html);
  return dir;
}

const INLINE = '<script>document.documentElement.dataset.theme="light"</script>';

test('post-build fails on a page that still requests its scripts from the head, unless FLUXMQ_WITHOUT names startUpScripts', async () => {
  const dir = scratchBuild('head-scripts', PAGE_NOW.replace('<head>', `<head>${INLINE}`));
  await assert.rejects(
    postBuild(dir, { compress: false, hooks: { startUpScripts: true } }),
    /^Error: \[startUpScripts\] .*config\/mqtt\/index\.html still requests its scripts with <script defer> in the head/,
  );
  await postBuild(dir, { compress: false, hooks: { startUpScripts: false } });
  // The command line reads FLUXMQ_WITHOUT as the Docusaurus build before it does.
  const run = (env) =>
    spawnSync(process.execPath, ['scripts/post-build.mjs', dir, '--no-compress'], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, ...env },
    });
  const on = run({ FLUXMQ_WITHOUT: '' });
  assert.notEqual(on.status, 0);
  assert.match(on.stderr, /\[startUpScripts\]/);
  assert.equal(run({ FLUXMQ_WITHOUT: 'startUpScripts' }).status, 0);
  const unknown = run({ FLUXMQ_WITHOUT: 'startUpScriptz' });
  assert.notEqual(unknown.status, 0);
  assert.match(unknown.stderr, /FLUXMQ_WITHOUT: no hook named "startUpScriptz"/);
});

test('post-build fails when no page has an inline script to hash for the Content-Security-Policy', async () => {
  const dir = scratchBuild('no-inline', '<html><head></head><body><p>x</p><script src="/a.js"></script></body></html>');
  await assert.rejects(
    postBuild(dir, { compress: false, hooks: { startUpScripts: true } }),
    /^Error: \[post-build\] found no inline <script> in 1 pages — .*csp-hashes\.conf/,
  );
  const ok = scratchBuild('inline', `<html><head>${INLINE}</head><body><p>x</p></body></html>`);
  const result = await postBuild(ok, { compress: false, hooks: { startUpScripts: true } });
  assert.equal(result.hashes, 1);
});

test("versionPropsWithoutDescriptions: the docs' descriptions (and titles) move from the version's props to the category pages that show them; a route tree of another shape fails, naming the hook", async () => {
  const { withoutDocDescriptions } = await importTs('src/features/start-up/version-props/without-descriptions.ts');
  const doc = (id, description) => ({ id, title: id, description, sidebar: 's' });
  const link = (docId) => ({ type: 'link', label: docId, href: `/${docId}`, docId, unlisted: false });
  const category = { type: 'category', label: 'C', href: '/category/c', collapsed: true, collapsible: true, items: [link('a'), link('b')] };
  const tree = {
    path: '/',
    routes: [
      {
        path: '/',
        props: {
          version: {
            version: 'current',
            docsSidebars: { s: [{ ...category, href: undefined, label: 'Top', items: [category, link('z')] }] },
            docs: { a: doc('a', 'A does'), b: doc('b', 'B does'), z: doc('z', 'Z does') },
          },
        },
        routes: [
          {
            path: '/',
            routes: [
              { path: '/category/c', props: { categoryGeneratedIndex: { title: 'C', slug: '/category/c', permalink: '/category/c' } } },
            ],
          },
        ],
      },
    ],
  };
  const { route, versions } = withoutDocDescriptions(tree);
  assert.equal(versions, 1);
  const version = route.routes[0];
  assert.deepEqual(version.props.version.docs, { a: { id: 'a' }, b: { id: 'b' }, z: { id: 'z' } });
  assert.deepEqual(version.routes[0].routes[0].props.cardDescriptions, { a: 'A does', b: 'B does' });
  assert.equal(tree.routes[0].props.version.docs.a.description, 'A does', 'the docs plugin’s own objects are left as they were');

  const orphan = { path: '/category/x', props: { categoryGeneratedIndex: { permalink: '/category/x' } } };
  assert.throws(
    () => withoutDocDescriptions(orphan),
    /^Error: \[versionPropsWithoutDescriptions\] .*not below a version route.*RUNBOOK\.md#versionpropswithoutdescriptions/,
  );
  const renamed = { path: '/', props: { version: { versionName: 'current', sidebars: {} } } };
  assert.throws(() => withoutDocDescriptions(renamed), /^Error: \[versionPropsWithoutDescriptions\] .*no docs or docsSidebars/);
});
