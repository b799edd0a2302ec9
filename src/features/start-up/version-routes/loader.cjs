// A webpack loader for three of Docusaurus's generated files in the client build (./index.ts):
// - routes.js: each docs version's pages leave the route table; the version's route stays, its
//   routes filled from its own chunk when a page of the version is opened (./lazy-version-routes.ts);
// - routes.js?version=<name>: that chunk's module (the version's routes, chunk names, registry entries);
// - routesChunkNames.json and registry.js: without what the version chunks carry.
// The plan is ./split.cjs, made once per set of generated files. A generated file of another shape
// fails the build, naming the hook (./split.cjs says what it relies on).
'use strict';

const fs = require('node:fs');
const path = require('node:path');
const split = require('./split.cjs');

const HELPER = path.join(__dirname, 'lazy-version-routes.ts');
const FILES = { routes: 'routes.js', chunkNames: 'routesChunkNames.json', registry: 'registry.js', globalData: 'globalData.json' };

let cached;
function planFor(generatedDir, homePath, addDependency) {
  const text = {};
  for (const [key, file] of Object.entries(FILES)) {
    const full = path.join(generatedDir, file);
    addDependency(full);
    text[key] = fs.readFileSync(full, 'utf8');
  }
  const cacheKey = [homePath, ...Object.values(text)].join('\0');
  if (cached && cached.key === cacheKey) return cached.plan;
  const plan = split.planVersionRoutes(
    {
      routes: text.routes,
      chunkNames: JSON.parse(text.chunkNames),
      registry: text.registry,
      globalData: JSON.parse(text.globalData),
    },
    homePath,
  );
  cached = { key: cacheKey, plan };
  return plan;
}

function broken(cause) {
  return new Error(
    `[versionRoutes] could not split the generated route data per docs version — ${cause}; ` +
      'see deploy/RUNBOOK.md#versionroutes (FLUXMQ_WITHOUT=versionRoutes npm run build builds without it)',
  );
}

/** @this {{ resourcePath: string, resourceQuery: string, addDependency(f: string): void, getOptions(): { registryEntries?: string, homePath?: string, chunkFiles?: boolean } }} */
function versionRoutesLoader(source) {
  const file = path.basename(this.resourcePath);
  const options = (this.getOptions && this.getOptions()) || {};
  // The registry entries of a version chunk pass through the same loader as the entry's registry.
  const registryEntries = options.registryEntries ? require(options.registryEntries) : (text) => text;
  let plan;
  try {
    plan = planFor(path.dirname(this.resourcePath), options.homePath || '/', (f) => this.addDependency(f));
  } catch (error) {
    throw broken(error.message);
  }
  const version = new URLSearchParams(this.resourceQuery || '').get('version');
  if (file === FILES.routes)
    return version === null
      ? split.baseRoutesModule(plan, HELPER)
      : split.versionRoutesModule(plan, version, registryEntries, options.chunkFiles ? HELPER : undefined);
  if (file === FILES.chunkNames) return JSON.stringify(split.baseChunkNames(plan, JSON.parse(source)));
  if (file === FILES.registry) return split.baseRegistry(plan, source);
  throw broken(`not a file it splits: ${file}`);
}

module.exports = versionRoutesLoader;
