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
 * The route tree of a generated routes.js (core's codegenRoutes.js: imports, then `export default [`
 * of plain route objects), each `ComponentCreator(path, hash)` written as its key in
 * routesChunkNames.json: `${path}-${hash}`.
 */
function parseRoutes(source: string): Route[] {
  const body = source.replace(/^import .*$/gm, '').replace(/^export default/m, 'return');
  if (body === source || !/^return \[/m.test(body)) throw new Error("routes.js has no 'export default ['");
  const creator = (routePath: string, hash?: string) => (hash === undefined ? routePath : `${routePath}-${hash}`);
  const routes: unknown = new Function('ComponentCreator', body)(creator);
  if (!Array.isArray(routes)) throw new Error('routes.js does not export an array');
  return routes as Route[];
}

/**
 * The generated route table (`.docusaurus/routes.js`) with each component as its
 * `ComponentCreator(path, hash)` key, and the chunk names of each key (`routesChunkNames.json`).
 */
export function routeTable(generatedFilesDir: string): RouteTable {
  const routes = parseRoutes(fs.readFileSync(path.join(generatedFilesDir, 'routes.js'), 'utf8'));
  const chunkNames = JSON.parse(fs.readFileSync(path.join(generatedFilesDir, 'routesChunkNames.json'), 'utf8'));
  return { routes, chunkNames };
}

/** The chunk names the client loads before it renders `pathname` (what its preload() loads): the chunks of each matched route. */
export function startupChunkNames({ routes, chunkNames }: RouteTable, pathname: string): string[] {
  return routeChain(routes, pathname, matchPath).flatMap((route) => flatChunkNames(chunkNames[route.component]));
}
