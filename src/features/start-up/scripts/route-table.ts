import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

type Route = { path: string; exact?: boolean; component: string; routes?: Route[] };
type ChunkNames = { [key: string]: string | ChunkNames };
export type RouteTable = { routes: Route[]; chunkNames: Record<string, ChunkNames> };

const require = createRequire(import.meta.url);
const { matchRoutes } = require('react-router-config') as { matchRoutes(routes: Route[], pathname: string): { route: Route }[] };

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

const flatNames = (names: string | ChunkNames | undefined): string[] =>
  names === undefined ? [] : typeof names === 'string' ? [names] : Object.values(names).flatMap(flatNames);

/** The chunk names the client loads before it renders `pathname` (what its preload() loads). */
export function startupChunkNames({ routes, chunkNames }: RouteTable, pathname: string): string[] {
  return matchRoutes(routes, pathname).flatMap(({ route }) => flatNames(chunkNames[route.component]));
}
