import { hookBroken } from '../../../../config/internals';
import type { FeaturePart } from '../../feature-plugin';
import type { Compiler } from 'webpack';
import { withoutChunkFiles } from './chunk-files-text';
import split from './split.cjs';

type Chunk = { id?: string | null; files: ReadonlySet<string>; groupsIterable: Iterable<Group> };
type Group = { name?: string | null; chunks: readonly Chunk[]; getParents(): readonly Group[] };

const VERSION_GROUP = /^version-routes-(.+)$/;

/**
 * The docs version whose routes chunk alone leads to a chunk group, or null: reached from the entry
 * or from another version too. Memoized per group.
 */
function ownerOf(group: Group, memo: Map<Group, string | null>): string | null {
  const known = memo.get(group);
  if (known !== undefined) return known;
  memo.set(group, null); // a cycle is not owned
  const own = VERSION_GROUP.exec(group.name ?? '')?.[1];
  let owner: string | null = own ?? null;
  if (own === undefined) {
    const parents = group.getParents();
    const owners = new Set(parents.map((p) => ownerOf(p, memo)));
    owner = parents.length > 0 && owners.size === 1 ? [...owners][0] : null;
  }
  memo.set(group, owner);
  return owner;
}

/**
 * The files of the chunks only one docs version's pages load leave the webpack runtime's map from
 * chunk id to file, which every page of every version loads first; the version's routes chunk
 * carries them instead (./lazy-version-routes.ts adds them to the runtime's lookup when it runs).
 *
 * The bundler writes that map into the runtime as `"assets/js/"+e+"."+({<id>:"<hash>",…})[e]+".js"`
 * (the minified GetChunkFilenameRuntimeModule). After minification and before the real content
 * hashes are computed (which then rewrite every hash written here too), each version's chunks
 * (those reached only through its routes chunk, not the routes chunk itself) are removed from that
 * map and written, id → file, into the marker string of the version's module
 * (./split.cjs writes the marker). A runtime or a version chunk of another shape fails the build.
 * Production builds only.
 */
export function versionChunkFiles(): FeaturePart {
  return {
    configureWebpack(config, isServer) {
      // The development server's runtime is not minified: its map stays whole, and the version
      // modules' markers, left as they are, add nothing.
      if (isServer || config.mode !== 'production') return {};
      return {
        plugins: [
          {
            apply(compiler: Compiler) {
              compiler.hooks.thisCompilation.tap('version-chunk-files', (compilation) => {
                const stage = (compiler.webpack.Compilation as unknown as { PROCESS_ASSETS_STAGE_SUMMARIZE: number })
                  .PROCESS_ASSETS_STAGE_SUMMARIZE;
                compilation.hooks.processAssets.tap({ name: 'version-chunk-files', stage }, () => {
                  const memo = new Map<Group, string | null>();
                  const owned = new Map<string, Map<string, string>>();
                  for (const chunk of compilation.chunks as unknown as Iterable<Chunk>) {
                    const groups = [...chunk.groupsIterable];
                    if (chunk.id == null || groups.length === 0 || groups.some((g) => VERSION_GROUP.test(g.name ?? ''))) continue;
                    const owners = new Set(groups.map((g) => ownerOf(g, memo)));
                    const [owner] = owners;
                    if (owners.size !== 1 || owner === null) continue;
                    const file = [...chunk.files].find((f) => f.endsWith('.js'));
                    if (!file) continue;
                    if (!owned.has(owner)) owned.set(owner, new Map());
                    owned.get(owner)!.set(String(chunk.id), file);
                  }
                  const versions = [...compilation.namedChunkGroups.keys()]
                    .map((n) => VERSION_GROUP.exec(n)?.[1])
                    .filter((v): v is string => Boolean(v));
                  if (versions.length === 0) return;
                  const runtimeFile = Object.keys(compilation.assets).find((f) => /(^|\/)runtime~main\.[^/]*\.js$/.test(f));
                  if (!runtimeFile)
                    throw hookBroken(
                      'versionChunkFiles',
                      'found no runtime~main script among the assets',
                      'the runtime chunk changed name',
                    );
                  const moved = new Set([...owned.values()].flatMap((m) => [...m.keys()]));
                  const runtime = compilation.assets[runtimeFile].source().toString();
                  const rewritten = withoutChunkFiles(runtime, moved);
                  if (rewritten === null) {
                    throw hookBroken(
                      'versionChunkFiles',
                      `found no chunk-file map in ${runtimeFile}`,
                      "the bundler's chunk filename runtime changed shape",
                    );
                  }
                  compilation.updateAsset(runtimeFile, new compiler.webpack.sources.RawSource(rewritten));
                  for (const version of versions) {
                    const marker = JSON.stringify(split.chunkFilesMarker(version));
                    const files = Object.fromEntries(owned.get(version) ?? []);
                    const group = compilation.namedChunkGroups.get(split.versionChunkName(version))!;
                    const withMarker = group
                      .getFiles()
                      .filter((f) => f.endsWith('.js') && compilation.assets[f])
                      .map((f) => ({ file: f, source: compilation.assets[f].source().toString() }))
                      .find(({ source }) => source.includes(marker));
                    if (!withMarker)
                      throw hookBroken(
                        'versionChunkFiles',
                        `found no ${marker} in the chunk of version ${version}`,
                        'the version module was written or minified otherwise',
                      );
                    const { file, source } = withMarker;
                    compilation.updateAsset(
                      file,
                      new compiler.webpack.sources.RawSource(source.replace(marker, JSON.stringify(JSON.stringify(files)))),
                    );
                  }
                });
              });
            },
          },
        ],
      };
    },
  };
}
