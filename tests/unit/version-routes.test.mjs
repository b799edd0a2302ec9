// Each docs version's routes leave the client's entry for a chunk of their own
// (src/features/start-up/version-routes). These tests run the modules the loader writes, with
// stand-ins for ComponentCreator and import(), the way the browser runs them: a reader on any page
// must end up with the route table Docusaurus generated, each component finding its chunk names
// and registry entries the moment it is created, and the entry must hold no version's pages.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { importTs } from '../lib/import-ts.mjs';

const require = createRequire(import.meta.url);
const split = require('../../src/features/start-up/version-routes/split.cjs');
const registryWithoutModulePaths = require('../../src/features/start-up/route-registry/registry-loader.cjs');
const { lazyVersionRoutes, versionRoutesLoaded, forPathname } = await importTs(
  'src/features/start-up/version-routes/lazy-version-routes.ts',
);
const { matchRoutes } = require('react-router-config');

// A generated route table of two docs versions, in the shapes core's codegen writes.
const doc = (path, hash) =>
  `{ path: '${path}', component: ComponentCreator('${path}', '${hash}'), exact: true, sidebar: "tutorialSidebar" }`;
const ROUTES = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  { path: '/search', component: ComponentCreator('/search', 's01'), exact: true },
  { path: '/__versioned-not-found__', component: ComponentCreator('/__versioned-not-found__', 'n01'), routes: [
    { path: '/2.0.17/404.html', component: ComponentCreator('/2.0.17/404.html', 'n02'), exact: true } ] },
  { path: '/', component: ComponentCreator('/', 'd01'), routes: [
    { path: '/2.0.17', component: ComponentCreator('/2.0.17', 'v17'), routes: [
      { path: '/2.0.17', component: ComponentCreator('/2.0.17', 'r17'), routes: [
        ${doc('/2.0.17/', 'h17')}, ${doc('/2.0.17/config/mqtt', 'm17')}, ${doc('/2.0.17/install/docker', 'k17')} ] } ] },
    { path: '/', component: ComponentCreator('/', 'v21'), routes: [
      { path: '/', component: ComponentCreator('/', 'r21'), routes: [
        ${doc('/', 'h21')}, ${doc('/config/mqtt', 'm21')}, ${doc('/install/docker', 'k21')} ] } ] } ] },
  { path: '*', component: ComponentCreator('*') },
];
`;
const CHUNK_NAMES = {
  '/search-s01': { __comp: 'searchPage' },
  '/__versioned-not-found__-n01': { __comp: 'notFoundRoot' },
  '/2.0.17/404.html-n02': { __comp: 'notFound17' },
  '/-d01': { __comp: 'docsRoot' },
  '/2.0.17-v17': { __comp: 'versionRoot', __props: 'version17' },
  '/2.0.17-r17': { __comp: 'docRoot' },
  '/2.0.17/-h17': { __comp: 'docItem', content: 'home17' },
  '/2.0.17/config/mqtt-m17': { __comp: 'docItem', content: 'mqtt17' },
  '/2.0.17/install/docker-k17': { __comp: 'docItem', content: 'docker', extra: 'shared17' },
  '/-v21': { __comp: 'versionRoot', __props: 'version21' },
  '/-r21': { __comp: 'docRoot' },
  '/-h21': { __comp: 'docItem', content: 'home21' },
  '/config/mqtt-m21': { __comp: 'docItem', content: 'mqtt21' },
  // The same page in both versions: one chunk, used by two versions, stays in the entry.
  '/install/docker-k21': { __comp: 'docItem', content: 'docker' },
};
const names = [...new Set(Object.values(CHUNK_NAMES).flatMap((c) => Object.values(c)))].sort();
const REGISTRY = `export default {\n${names
  .map(
    (n) =>
      `  "${n}": [() => import(/* webpackChunkName: "${n}" */ "@site/${n}.md"), "@site/${n}.md", require.resolveWeak("@site/${n}.md")],`,
  )
  .join('\n')}};\n`;
const GLOBAL_DATA = {
  'docusaurus-plugin-content-docs': {
    default: {
      versions: [
        { name: 'current', path: '/' },
        { name: '2.0.17', path: '/2.0.17' },
      ],
    },
  },
};

const plan = split.planVersionRoutes({ routes: ROUTES, chunkNames: CHUNK_NAMES, registry: REGISTRY, globalData: GLOBAL_DATA }, '/');

/** Runs a module the loader wrote: imports given, `export default` returned. */
function run(source, imports) {
  const body = source
    .replace(/^import .*$/gm, '')
    .replace(/^export default/m, 'return')
    .replace(/\bimport\(/g, '__import(')
    .replace(/require\.resolveWeak\(/g, '__resolveWeak(');
  return new Function(...Object.keys(imports), '__import', '__resolveWeak', body)(...Object.values(imports), imports.__import, (p) => p);
}

/** The browser's side: the entry's chunk names and registry, ComponentCreator, and the version chunks loaded on import(). */
function browser() {
  const chunkNames = split.baseChunkNames(plan, CHUNK_NAMES);
  const registry = run(split.baseRegistry(plan, registryWithoutModulePaths(REGISTRY)), { __import: () => {} });
  const created = [];
  const chunksLoaded = [];
  const ComponentCreator = (path, hash) => {
    if (path === '*') return { key: '*', preload: () => Promise.resolve() };
    const key = `${path}-${hash}`;
    // As core's ComponentCreator: the chunk names and registry entries are looked up when the component is created.
    const found = chunkNames[key];
    assert.ok(found, `no chunk names for ${key} when its component is created`);
    for (const name of Object.values(found))
      assert.ok(registry[name], `no registry entry for chunk ${name} (route ${key}) when its component is created`);
    const component = { key, preloaded: 0, preload: () => ((component.preloaded += 1), Promise.resolve()) };
    created.push(component);
    return component;
  };
  const __import = (specifier) => {
    const version = new URL(specifier, 'file:///').searchParams.get('version');
    chunksLoaded.push(version);
    const source = split.versionRoutesModule(plan, version, registryWithoutModulePaths);
    return Promise.resolve({ default: run(source, { ComponentCreator, registry, routesChunkNames: chunkNames, __import: () => {} }) });
  };
  const routes = run(split.baseRoutesModule(plan, 'lazy-version-routes'), { ComponentCreator, lazyVersionRoutes, __import });
  return { routes, chunkNames, registry, created, chunksLoaded };
}

/** Docusaurus's preload (core/lib/client/preload.js), the browser's address set first. */
async function preload(routes, pathname) {
  globalThis.window = { location: { pathname } };
  await Promise.all(matchRoutes(routes, pathname).map((m) => m.route.component.preload?.()));
}

const keysOf = (routes) => routes.map((r) => [r.path, r.component.key, r.exact ?? false, r.routes ? keysOf(r.routes) : null]);
const generated = () => {
  const tree = run(ROUTES, {
    ComponentCreator: (path, hash) => ({ key: hash === undefined ? path : `${path}-${hash}` }),
    __import: () => {},
  });
  return tree;
};

test("the entry's route table holds no docs page but the home page; each version's pages are in its own module", () => {
  const base = split.baseRoutesModule(plan, 'helper');
  for (const page of ['/2.0.17/config/mqtt', '/2.0.17/install/docker', '/config/mqtt', '/install/docker', '/2.0.17/']) {
    assert.ok(!base.includes(`"${page}"`), `${page} is in the entry's route table`);
  }
  assert.ok(base.includes('ComponentCreator("/", "h21")'), 'the home page route stays, for the breadcrumbs');
  assert.match(split.versionRoutesModule(plan, '2.0.17'), /"\/2\.0\.17\/config\/mqtt"/);
  assert.match(split.versionRoutesModule(plan, 'current'), /"\/config\/mqtt"/);
  assert.throws(() => split.versionRoutesModule(plan, '9.9.9'), /no docs version named "9\.9\.9"/);
});

test("a version's chunk names and its own registry entries leave the entry; a chunk two versions share stays", () => {
  const chunkNames = split.baseChunkNames(plan, CHUNK_NAMES);
  assert.ok(!('/2.0.17/config/mqtt-m17' in chunkNames) && !('/config/mqtt-m21' in chunkNames));
  assert.ok('/-h21' in chunkNames && '/2.0.17-v17' in chunkNames, 'the home page and the version routes keep theirs');
  const registry = split.baseRegistry(plan, REGISTRY);
  for (const moved of ['mqtt17', 'mqtt21', 'home17', 'shared17'])
    assert.ok(!registry.includes(`"${moved}":`), `${moved} is still in the entry's registry`);
  for (const kept of ['docker', 'docItem', 'docRoot', 'home21', 'version17'])
    assert.ok(registry.includes(`"${kept}":`), `${kept} left the entry's registry`);
  assert.ok(registry.trimEnd().endsWith('};'), 'the registry object is still closed');
  assert.match(split.versionRoutesModule(plan, '2.0.17', registryWithoutModulePaths), /"shared17": \[\(\) => import\([^)]*\), 0, /);
});

for (const pathname of ['/2.0.17/install/docker', '/install/docker', '/', '/2.0.17/', '/2.0.17/no/such/page']) {
  test(`opening ${pathname}: its version's chunk is loaded once, and the route table then matches as the generated one`, async () => {
    const b = browser();
    await preload(b.routes, pathname);
    await preload(b.routes, pathname);
    const version = pathname.startsWith('/2.0.17') ? '2.0.17' : 'current';
    assert.deepEqual(b.chunksLoaded, [version]);
    const expected = matchRoutes(generated(), pathname).map((m) => m.route.component.key);
    assert.deepEqual(
      matchRoutes(b.routes, pathname).map((m) => m.route.component.key),
      expected,
    );
    // Every matched route was preloaded before the page renders.
    const matched = matchRoutes(b.routes, pathname).map((m) => m.route.component);
    assert.ok(
      matched.every((c) => c.key === '*' || c.preloaded > 0),
      'a matched route was not preloaded',
    );
  });
}

test('after both versions are opened the whole table equals the generated one; the count of loaded versions says so', async () => {
  const b = browser();
  const before = versionRoutesLoaded();
  await preload(b.routes, '/2.0.17/config/mqtt');
  await preload(b.routes, '/config/mqtt');
  assert.equal(versionRoutesLoaded() - before, 2);
  assert.deepEqual(keysOf(b.routes), keysOf(generated()));
});

test("a link's preload (pointed at, not followed) loads the link's page in its version, not the page being read", async () => {
  const b = browser();
  await preload(b.routes, '/2.0.17/config/mqtt');
  // The reader is on a 2.0.17 page and points at a link to the latest version.
  await forPathname('/install/docker', () =>
    Promise.all(matchRoutes(b.routes, '/install/docker').map((m) => m.route.component.preload?.())),
  );
  const preloaded = new Set(b.created.filter((c) => c.preloaded > 0).map((c) => c.key));
  assert.ok(preloaded.has('/install/docker-k21'), "the link's page was preloaded");
  assert.ok(!preloaded.has('/-h21'), 'a page of the latest version other than the link was preloaded');
  assert.deepEqual(b.chunksLoaded, ['2.0.17', 'current']);
});

test('a version chunk that fails to load is asked for again by the next preload', async () => {
  let fail = true;
  // The first load of the chunk fails (a dropped connection), the second succeeds.
  const failing = lazyVersionRoutes({ key: 'v', preload: () => Promise.resolve() }, () =>
    fail
      ? Promise.reject(new Error('ChunkLoadError'))
      : Promise.resolve({ default: [{ path: '/x', exact: true, component: { preload: () => Promise.resolve() } }] }),
  );
  globalThis.window = { location: { pathname: '/x' } };
  await assert.rejects(failing.component.preload(), /ChunkLoadError/);
  fail = false;
  await failing.component.preload();
  assert.deepEqual(
    failing.routes.map((r) => r.path),
    ['/x'],
  );
});

test('generated files of another shape fail with what is missing', () => {
  const input = { routes: ROUTES, chunkNames: CHUNK_NAMES, registry: REGISTRY, globalData: GLOBAL_DATA };
  assert.throws(() => split.planVersionRoutes({ ...input, routes: 'module.exports = []' }), /export default \[/);
  assert.throws(() => split.planVersionRoutes({ ...input, registry: 'export default new Map();' }), /registry\.js has no line/);
  const renamed = { 'docusaurus-plugin-content-docs': { default: { versions: [{ name: 'current', path: '/docs' }] } } };
  assert.throws(
    () => split.planVersionRoutes({ ...input, globalData: renamed }),
    /no route of routes\.js has a docs version's path \(\/docs\)/,
  );
});

test('the start-up scripts name the version chunk of a page first, and none for a page outside the docs versions', async () => {
  const { versionOfChain, versionsByPath, versionChunkName } = split;
  const byPath = versionsByPath(GLOBAL_DATA);
  const tree = generated();
  const chain = (p) => matchRoutes(tree, p).map((m) => m.route);
  assert.equal(versionChunkName(versionOfChain(chain('/2.0.17/config/mqtt'), byPath)), 'version-routes-2.0.17');
  assert.equal(versionOfChain(chain('/install/docker'), byPath), 'current');
  assert.equal(versionOfChain(chain('/search'), byPath), undefined);
});

const { withoutChunkFiles } = await importTs('src/features/start-up/version-routes/chunk-files-text.ts');

test("the runtime's chunk-file map loses the chunks a version carries; a map of another shape is refused", () => {
  // The minifier writes 7000 as 7e3.
  const runtime =
    'u.p="/",u.u=function(e){return"assets/js/"+e+"."+({10437:"48f53d3b",7e3:"a3d17f89",10498:"c1b23d5f","a-b":"78dac303"})[e]+".js"},u.miniCssF=function(e){}';
  assert.equal(
    withoutChunkFiles(runtime, new Set(['10498', 'a-b', '7000'])),
    'u.p="/",u.u=function(e){return"assets/js/"+e+"."+({10437:"48f53d3b"})[e]+".js"},u.miniCssF=function(e){}',
  );
  assert.equal(withoutChunkFiles(runtime, new Set()), runtime);
  assert.equal(withoutChunkFiles('u.u=function(e){return e+".js"}', new Set(['1'])), null, 'no map');
  assert.equal(withoutChunkFiles(runtime.replace('10437:"48f53d3b"', '10437:x'), new Set(['1'])), null, 'an entry of another shape');
});

test("a version's module hands the runtime the files of its chunks; the runtime's own lookup serves the rest", async () => {
  const { addChunkFiles } = await importTs('src/features/start-up/version-routes/lazy-version-routes.ts');
  const source = split.versionRoutesModule(plan, '2.0.17', undefined, 'helper');
  assert.match(source, /addChunkFiles\("__FLUXMQ_VERSION_CHUNK_FILES__2\.0\.17__"\);/);
  globalThis.__webpack_require__ = { u: (id) => `assets/js/${id}.runtime.js` };
  addChunkFiles('__FLUXMQ_VERSION_CHUNK_FILES__2.0.17__'); // the marker itself, when the build wrote nothing: no change
  assert.equal(globalThis.__webpack_require__.u('1'), 'assets/js/1.runtime.js');
  addChunkFiles(JSON.stringify({ 1: 'assets/js/1.aaaa.js' }));
  addChunkFiles(JSON.stringify({ 2: 'assets/js/2.bbbb.js' }));
  assert.equal(globalThis.__webpack_require__.u('1'), 'assets/js/1.aaaa.js');
  assert.equal(globalThis.__webpack_require__.u('2'), 'assets/js/2.bbbb.js');
  assert.equal(globalThis.__webpack_require__.u('3'), 'assets/js/3.runtime.js');
});
