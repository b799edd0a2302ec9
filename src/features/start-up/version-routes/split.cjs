// Each docs version's part of Docusaurus's generated route data, apart: the plan that the client
// build's loader (./loader.cjs) writes the modules from, and that the build's start-up scripts
// (../scripts) read to name a page's version chunk. CommonJS and free of imports, so the bundler
// loads it as a loader's helper and the unit tests run it in Node.
//
// What it relies on (guarded by tests/unit/internals-guard.test.mjs, hook `versionRoutes`):
// - `.docusaurus/routes.js`: imports, then `export default [ … ]` of plain route objects whose
//   `component` is `ComponentCreator(path, hash)` (core's codegenRoutes.js);
// - each docs version's route is a child of a top-level route (the docs plugin's root), with the
//   version's path (`/`, `/2.0.17` …) and the version's pages below it;
// - `.docusaurus/registry.js`: one line per chunk, `  "<chunk name>": [() => import(…), …],`;
// - `routesChunkNames.json`: `${path}-${hash}` → the chunk names of that route's component and props;
// - `globalData.json`: each docs version's name and path.
'use strict';

const COMPONENT = Symbol('ComponentCreator');

/** The string a version's module carries until the build writes the files of its chunks there (./chunk-files.ts). */
function chunkFilesMarker(version) {
  return `__FLUXMQ_VERSION_CHUNK_FILES__${version}__`;
}

/** The chunk name of a version's routes: its chunk group in the client build's stats. */
function versionChunkName(version) {
  return `version-routes-${version}`;
}

/** The route tree of routes.js, each component as { [COMPONENT]: [path, hash] }. */
function parseRoutes(source) {
  const body = source.replace(/^import .*$/gm, '').replace(/^export default/m, 'return');
  if (body === source || !/^return \[/m.test(body)) throw new Error("routes.js has no 'export default ['");
  const creator = (path, hash) => ({ [COMPONENT]: hash === undefined ? [path] : [path, hash] });
  const routes = new Function('ComponentCreator', body)(creator);
  if (!Array.isArray(routes)) throw new Error('routes.js does not export an array');
  return routes;
}

/** Docs version path → name, from globalData.json (every docs plugin instance). */
function versionsByPath(globalData) {
  const byPath = new Map();
  const instances = (globalData && globalData['docusaurus-plugin-content-docs']) || {};
  for (const instance of Object.values(instances)) {
    for (const version of (instance && instance.versions) || []) byPath.set(version.path, version.name);
  }
  return byPath;
}

/** The version routes of a route tree: children of a top-level route with a version's path and routes below. */
function versionRoutes(routes, byPath) {
  const found = [];
  for (const top of routes) {
    for (const child of Array.isArray(top.routes) ? top.routes : []) {
      if (byPath.has(child.path) && Array.isArray(child.routes) && child.routes.length > 0) {
        found.push({ route: child, version: byPath.get(child.path) });
      }
    }
  }
  return found;
}

/**
 * The routes of a tree on the way to the home page, as theme-common's findHomePageRoute walks it
 * (a route at the base URL, exact; else the routes below the non-exact routes at the base URL),
 * each with only its routes on that way; [] when the home page is not in the tree.
 */
function homePageRoutes(routes, homePath) {
  const home = routes.find((r) => r.path === homePath && r.exact === true);
  if (home) return [home];
  const kept = [];
  for (const route of routes) {
    if (route.path !== homePath || route.exact || !Array.isArray(route.routes)) continue;
    const below = homePageRoutes(route.routes, homePath);
    if (below.length) kept.push({ ...route, routes: below });
  }
  return kept;
}

/** The routesChunkNames keys of every component in a route tree. */
function componentKeys(routes, into = []) {
  for (const route of routes) {
    const c = route.component && route.component[COMPONENT];
    if (c && c.length === 2) into.push(`${c[0]}-${c[1]}`);
    if (Array.isArray(route.routes)) componentKeys(route.routes, into);
  }
  return into;
}

function flatNames(value, into) {
  if (typeof value === 'string') into.push(value);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) flatNames(v, into);
  return into;
}

/** A route tree as JavaScript, components as ComponentCreator calls; `replace(route)` may write a route itself. */
function serialize(value, replace) {
  if (Array.isArray(value)) return `[${value.map((v) => serialize(v, replace)).join(',')}]`;
  if (value && typeof value === 'object') {
    if (value[COMPONENT]) return `ComponentCreator(${value[COMPONENT].map((v) => JSON.stringify(v)).join(', ')})`;
    const own = replace && replace(value);
    if (own !== undefined) return own;
    return `{${Object.entries(value)
      .map(([k, v]) => `${JSON.stringify(k)}:${serialize(v, replace)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

// One entry per line; the last line also closes the object (`…],};`), which stays where it is.
const REGISTRY_ENTRY = /^(\s*"([^"\n]+)": \[.*\],)(.*)$/;

/**
 * The plan: for each docs version, its routes, their routesChunkNames entries and the registry
 * entries only its routes use; what stays is the rest (pages, not-found routes, the version roots
 * themselves, and chunks two versions share).
 * The routes that lead to the home page stay too (below): the theme's breadcrumbs look for the
 * home page in the route table (theme-common's useHomePageRoute) on every docs page, of any version.
 * @param {{ routes: string, chunkNames: Record<string, unknown>, registry: string, globalData: unknown }} generated
 * @param {string} homePath the site's base URL, where the home page is
 */
function planVersionRoutes(generated, homePath = '/') {
  const routes = parseRoutes(generated.routes);
  const byPath = versionsByPath(generated.globalData);
  const split = versionRoutes(routes, byPath);
  if (byPath.size > 0 && split.length === 0)
    throw new Error(`no route of routes.js has a docs version's path (${[...byPath.keys()].join(', ')})`);

  const versions = split.map(({ route, version }) => {
    const kept = homePageRoutes(route.routes, homePath);
    const keptKeys = new Set(componentKeys(kept));
    const chunkNames = {};
    for (const key of componentKeys(route.routes))
      if (key in generated.chunkNames && !keptKeys.has(key)) chunkNames[key] = generated.chunkNames[key];
    return { version, route, routes: route.routes, kept, chunkNames, names: new Set(flatNames(chunkNames, [])) };
  });
  const movedKeys = new Set(versions.flatMap((v) => Object.keys(v.chunkNames)));
  const baseNames = new Set();
  for (const [key, value] of Object.entries(generated.chunkNames))
    if (!movedKeys.has(key)) flatNames(value, []).forEach((n) => baseNames.add(n));
  const users = new Map();
  for (const v of versions) for (const name of v.names) users.set(name, (users.get(name) || 0) + 1);
  const ownerOf = new Map();
  for (const v of versions) for (const name of v.names) if (!baseNames.has(name) && users.get(name) === 1) ownerOf.set(name, v.version);

  const registryLines = generated.registry.split('\n');
  const matched = registryLines.filter((line) => REGISTRY_ENTRY.test(line)).length;
  if (matched === 0) throw new Error('registry.js has no line of the shape `  "<chunk name>": [ … ],`');
  const entriesOf = new Map(versions.map((v) => [v.version, []]));
  for (const line of registryLines) {
    const m = REGISTRY_ENTRY.exec(line);
    const owner = m ? ownerOf.get(m[2]) : undefined;
    if (owner !== undefined) entriesOf.get(owner).push(m[1]);
  }
  return { routes, versions, movedKeys, ownerOf, entriesOf };
}

/** registry.js (as generated, or as another loader left it) without the entries a version chunk carries. */
function baseRegistry(plan, source) {
  return source
    .split('\n')
    .flatMap((line) => {
      const m = REGISTRY_ENTRY.exec(line);
      if (!m || !plan.ownerOf.has(m[2])) return [line];
      return m[3].trim() ? [m[3]] : [];
    })
    .join('\n');
}

/** The client's routes.js: version routes empty, filled by lazyVersionRoutes from each version's chunk. */
function baseRoutesModule(plan, helper) {
  const ofRoute = new Map(plan.versions.map((v) => [v.route, v.version]));
  const body = serialize(plan.routes, (route) => {
    const version = ofRoute.get(route);
    if (version === undefined) return undefined;
    const rest = Object.entries(route)
      .filter(([k]) => k !== 'component' && k !== 'routes')
      .map(([k, v]) => `${JSON.stringify(k)}:${serialize(v)},`)
      .join('');
    const load = `() => import(/* webpackChunkName: ${JSON.stringify(versionChunkName(version))} */ ${JSON.stringify(`./routes.js?version=${version}`)})`;
    const kept = plan.versions.find((v) => v.route === route).kept;
    return `{${rest}...lazyVersionRoutes(${serialize(route.component)}, ${load}, ${serialize(kept)})}`;
  });
  return [
    "import ComponentCreator from '@docusaurus/ComponentCreator';",
    `import { lazyVersionRoutes } from ${JSON.stringify(helper)};`,
    `export default ${body};`,
    '',
  ].join('\n');
}

/**
 * One version's module: the files of its chunks added to the runtime's (when `helper` is given: the
 * build writes them over the marker), its chunk names and registry entries added to the entry's,
 * then its routes.
 */
function versionRoutesModule(plan, version, registryEntries = (text) => text, helper = undefined) {
  const v = plan.versions.find((x) => x.version === version);
  if (!v) throw new Error(`no docs version named "${version}" in routes.js`);
  const entries = plan.entriesOf.get(version);
  return [
    "import ComponentCreator from '@docusaurus/ComponentCreator';",
    "import registry from '@generated/registry';",
    "import routesChunkNames from '@generated/routesChunkNames';",
    helper ? `import { addChunkFiles } from ${JSON.stringify(helper)};\naddChunkFiles(${JSON.stringify(chunkFilesMarker(version))});` : '',
    `Object.assign(routesChunkNames, ${JSON.stringify(v.chunkNames)});`,
    entries.length ? `Object.assign(registry, ${registryEntries(`{\n${entries.join('\n')}\n}`)});` : '',
    `export default ${serialize(v.routes)};`,
    '',
  ].join('\n');
}

/** routesChunkNames without the entries of the version routes. */
function baseChunkNames(plan, chunkNames) {
  const out = {};
  for (const [key, value] of Object.entries(chunkNames)) if (!plan.movedKeys.has(key)) out[key] = value;
  return out;
}

/** The version whose chunk renders a chain of matched routes (outermost first), or undefined. */
function versionOfChain(chain, byPath) {
  const [top, second] = chain;
  if (!top || !second || !Array.isArray(top.routes) || !Array.isArray(second.routes) || second.routes.length === 0) return undefined;
  return byPath.get(second.path);
}

module.exports = {
  COMPONENT,
  parseRoutes,
  chunkFilesMarker,
  versionChunkName,
  versionsByPath,
  versionOfChain,
  planVersionRoutes,
  baseRoutesModule,
  versionRoutesModule,
  baseChunkNames,
  baseRegistry,
};
