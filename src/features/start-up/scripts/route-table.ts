import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { flatChunkNames, routeChain, type MatchPath, type RouteLike } from '../route-chunks';

type Route = RouteLike & { path: string; component: string; routes?: Route[] };
export type RouteTable = { routes: Route[]; chunkNames: Record<string, unknown> };

const require = createRequire(import.meta.url);
const { matchRoutes } = require('react-router-config') as { matchRoutes(routes: RouteLike[], pathname: string): unknown[] };

/** react-router's own matching of one route (through react-router-config, as the client's preload). */
const matchPath: MatchPath = (pathname, { path, exact, strict }) => matchRoutes([{ path, exact, strict }], pathname).length > 0;

/**
 * The generated route table (`.docusaurus/routes.js`) with each component as its
 * `ComponentCreator(path, hash)` key, and the chunk names of each key (`routesChunkNames.json`).
 */
export function routeTable(generatedFilesDir: string): RouteTable {
  const source = fs
    .readFileSync(path.join(generatedFilesDir, 'routes.js'), 'utf8')
    .replace(/^import .*$/gm, '')
    .replace(/^export default/m, 'return');
  // Each route's component becomes its key in routesChunkNames.json: `${path}-${hash}`.
  const componentKey = (routePath: string, hash?: string): string => (hash === undefined ? routePath : `${routePath}-${hash}`);
  const routes = new Function('ComponentCreator', source)(componentKey) as Route[];
  const chunkNames = JSON.parse(fs.readFileSync(path.join(generatedFilesDir, 'routesChunkNames.json'), 'utf8'));
  return { routes, chunkNames };
}

/** The chunk names the client loads before it renders `pathname` (what its preload() loads). */
export function startupChunkNames({ routes, chunkNames }: RouteTable, pathname: string): string[] {
  return routeChain(routes, pathname, matchPath).flatMap((route) => flatChunkNames(chunkNames[route.component]));
}
