import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { flatChunkNames, routeChain, type MatchPath, type RouteLike } from '../route-chunks';
import versionRoutes from '../version-routes/split.cjs';

type Route = RouteLike & { path: string; component: string; routes?: Route[] };
export type RouteTable = { routes: Route[]; chunkNames: Record<string, unknown>; versionsByPath: Map<string, string> };

const require = createRequire(import.meta.url);
const { matchRoutes } = require('react-router-config') as { matchRoutes(routes: RouteLike[], pathname: string): unknown[] };

/** react-router's own matching of one route (through react-router-config, as the client's preload). */
const matchPath: MatchPath = (pathname, { path, exact, strict }) => matchRoutes([{ path, exact, strict }], pathname).length > 0;

type ParsedRoute = ReturnType<typeof versionRoutes.parseRoutes>[number];

/** A parsed route with its component as its key in routesChunkNames.json: `${path}-${hash}`. */
function keyed({ component, routes, ...route }: ParsedRoute): Route {
  const [routePath, hash] = component[versionRoutes.COMPONENT];
  return { ...route, component: hash === undefined ? routePath : `${routePath}-${hash}`, ...(routes ? { routes: routes.map(keyed) } : {}) };
}

/**
 * The generated route table (`.docusaurus/routes.js`, read as the versionRoutes hook reads it) with
 * each component as its `ComponentCreator(path, hash)` key, and the chunk names of each key
 * (`routesChunkNames.json`).
 */
export function routeTable(generatedFilesDir: string): RouteTable {
  const routes = versionRoutes.parseRoutes(fs.readFileSync(path.join(generatedFilesDir, 'routes.js'), 'utf8')).map(keyed);
  const chunkNames = JSON.parse(fs.readFileSync(path.join(generatedFilesDir, 'routesChunkNames.json'), 'utf8'));
  const globalData = JSON.parse(fs.readFileSync(path.join(generatedFilesDir, 'globalData.json'), 'utf8'));
  return { routes, chunkNames, versionsByPath: versionRoutes.versionsByPath(globalData) };
}

/**
 * The chunk names the client loads before it renders `pathname` (what its preload() loads): first
 * the chunk of its docs version's routes (../version-routes; a build without that hook has no
 * such chunk, and its name finds no files), then the chunks of each matched route.
 */
export function startupChunkNames({ routes, chunkNames, versionsByPath }: RouteTable, pathname: string): string[] {
  const chain = routeChain(routes, pathname, matchPath);
  const version = versionRoutes.versionOfChain(chain, versionsByPath);
  const own = chain.flatMap((route) => flatChunkNames(chunkNames[route.component]));
  return version === undefined ? own : [versionRoutes.versionChunkName(version), ...own];
}
