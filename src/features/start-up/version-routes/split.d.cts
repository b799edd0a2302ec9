// Types of ./split.cjs for the TypeScript that imports it (../scripts/route-table.ts).
type RouteLike = { path?: string; exact?: boolean; routes?: RouteLike[] };
/** The key under which parseRoutes gives each component's [path, hash]. */
declare const COMPONENT: unique symbol;
type ParsedRoute = { path: string; exact?: boolean; component: { [COMPONENT]: [string, string?] }; routes?: ParsedRoute[] };
declare const split: {
  COMPONENT: typeof COMPONENT;
  /** The route tree of a generated routes.js, each component as { [COMPONENT]: [path, hash] }. */
  parseRoutes(source: string): ParsedRoute[];
  versionChunkName(version: string): string;
  chunkFilesMarker(version: string): string;
  versionsByPath(globalData: unknown): Map<string, string>;
  versionOfChain(chain: RouteLike[], byPath: Map<string, string>): string | undefined;
};
export = split;
