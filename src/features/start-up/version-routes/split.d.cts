// Types of ./split.cjs for the TypeScript that imports it (../scripts/route-table.ts).
type RouteLike = { path?: string; exact?: boolean; routes?: RouteLike[] };
declare const split: {
  versionChunkName(version: string): string;
  chunkFilesMarker(version: string): string;
  versionsByPath(globalData: unknown): Map<string, string>;
  versionOfChain(chain: RouteLike[], byPath: Map<string, string>): string | undefined;
};
export = split;
