import path from 'node:path';
import type { LoadContext } from '@docusaurus/types';
import type { FeaturePart } from '../../feature-plugin';

/**
 * Each docs version's routes in a chunk of its own, loaded with the version a reader opens.
 *
 * Docusaurus writes one route table (`routes.js`), one table of each route's chunk names
 * (`routesChunkNames.json`) and one chunk registry (`registry.js`) for every docs version at once,
 * and every page's entry carries all three: each release added ~9 KB gzip to every page of every
 * version (bench/RESULTS.md). In the client build, a loader (./loader.cjs, its plan ./split.cjs)
 * leaves in the entry only the routes that are not a version's pages (pages, not-found routes, and
 * each version's own route), and writes each version's pages, their chunk names and the registry
 * entries only they use as a module of its own, `routes.js?version=<name>`, in the chunk
 * `version-routes-<name>`. The version's route loads it before it renders
 * (./lazy-version-routes.ts); each page's HTML names its version's chunk among its start-up
 * scripts (../scripts), so it arrives with the page's other chunks. The server build keeps the
 * whole table: every page is rendered as before.
 *
 * `registryEntries`: the loader the entry's registry also passes through, applied to the entries
 * of a version chunk (../route-registry), or none. `chunkFiles`: each version's module carries the
 * files of its chunks, written there by ./chunk-files.ts.
 */
export function versionRoutes(context: LoadContext, registryEntries?: string, chunkFiles = false): FeaturePart {
  const generated = (file: string) => path.join(context.generatedFilesDir, file);
  const files = new Set([generated('routes.js'), generated('routesChunkNames.json'), generated('registry.js')]);
  return {
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        module: {
          rules: [
            {
              test: (file: string) => files.has(file),
              enforce: 'pre',
              use: [
                {
                  loader: path.join(__dirname, 'loader.cjs'),
                  options: { homePath: context.baseUrl, chunkFiles, ...(registryEntries ? { registryEntries } : {}) },
                },
              ],
            },
          ],
        },
      };
    },
  };
}
