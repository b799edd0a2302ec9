import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { Compiler } from 'webpack';
import { routeTable, startupChunkNames } from './route-table';

type ChunkGroups = Record<string, string[]>;

/** Marks the scripts this plugin adds; src/client/chunk-load-recovery.ts removes them once they have run. */
export const ROUTE_CHUNK_ATTRIBUTE = 'data-route-chunk';

/**
 * Lists each page's route chunks in its HTML. Docusaurus means to (it collects the chunks a page
 * renders and asks the client manifest for their files), but with Rspack the manifest is keyed by
 * module ids instead of names, so the HTML names only main.js: the browser found the page's own
 * chunks only once main.js ran, inserted a script element for each while main.js started up, and
 * waited one more round trip before hydrating. After the build, each page gets a deferred script
 * per file of the chunks its matched routes load (the route table's chunk names, and the files of
 * each chunk group from the client build's stats), placed before main.js: the webpack runtime
 * registers queued chunks in order and starts the app while registering main.js, so the page's
 * chunks must be queued before it.
 */
export default function routeChunkScriptsPlugin(context: LoadContext): Plugin {
  const groupsFile = path.join(context.generatedFilesDir, 'route-chunk-scripts', 'chunk-groups.json');
  return {
    name: 'route-chunk-scripts',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        plugins: [
          {
            apply(compiler: Compiler) {
              compiler.hooks.done.tap('route-chunk-scripts', (stats) => {
                const { namedChunkGroups = {} } = stats.toJson({ all: false, chunkGroups: true });
                const groups: ChunkGroups = {};
                for (const [name, group] of Object.entries(namedChunkGroups)) {
                  groups[name] = (group.assets ?? []).map((a) => a.name).filter((f) => f.endsWith('.js'));
                }
                fs.mkdirSync(path.dirname(groupsFile), { recursive: true });
                fs.writeFileSync(groupsFile, JSON.stringify(groups));
              });
            },
          },
        ],
      };
    },
    async postBuild({ outDir, routesPaths, baseUrl }) {
      const groups: ChunkGroups = JSON.parse(fs.readFileSync(groupsFile, 'utf8'));
      const table = routeTable(context.generatedFilesDir);
      for (const routePath of routesPaths) {
        const file = path.join(outDir, routePath.endsWith('.html') ? routePath : path.join(routePath, 'index.html'));
        if (!fs.existsSync(file)) continue;
        const html = fs.readFileSync(file, 'utf8');
        const entry = html.match(/<script[^>]*src="?[^" >]*\/main\.[0-9a-f]+\.js[^>]*><\/script>/);
        if (!entry) continue;
        const files = [...new Set(startupChunkNames(table, routePath).flatMap((name) => groups[name] ?? []))].filter((f) => !html.includes(f));
        const tags = files.map((f) => `<script src="${baseUrl}${f}" defer ${ROUTE_CHUNK_ATTRIBUTE}></script>`).join('');
        fs.writeFileSync(file, html.replace(entry[0], tags + entry[0]));
      }
    },
  };
}
