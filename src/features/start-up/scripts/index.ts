import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LoadContext } from '@docusaurus/types';
import type { FeaturePart } from '../../feature-plugin';
import type { Compiler } from 'webpack';
import { hookBroken } from '../../../../config/internals';
import { routeTable, startupChunkNames, type RouteTable } from './route-table';
import { loaderSource, withStartUpLoaders, type StartUpPage } from './start-up-html';

type ChunkGroups = Record<string, string[]>;

/**
 * How each page's scripts start, rewritten after the build in every page's HTML:
 * 1. The page names all its start-up scripts. Docusaurus means to list a page's route chunks (it
 *    collects the chunks a page renders and asks the client manifest for their files), but with
 *    Rspack the manifest is keyed by module ids instead of names, so the HTML named only main.js:
 *    the browser found the page's own chunks only once main.js ran, and waited one more round trip
 *    before hydrating. Each page now lists the files of the chunks its matched routes load (the
 *    route table's chunk names, and the files of each chunk group from the client build's stats),
 *    before main.js: the webpack runtime registers queued chunks in order and starts the app while
 *    registering main.js, so the page's chunks must be queued before it.
 * 2. They are requested after the first paint, by a small inline loader at the end of the body
 *    (./loader.js), instead of deferred scripts in the head: the page's text is on screen before
 *    ~120 KB of compressed script competes with the HTML and CSS for a slow link.
 */
export default function startUpScripts(context: LoadContext): FeaturePart {
  const groupsFile = path.join(context.generatedFilesDir, 'start-up-scripts', 'chunk-groups.json');
  return {
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        plugins: [
          {
            apply(compiler: Compiler) {
              compiler.hooks.done.tap('start-up-scripts', (stats) => {
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
      const groupsJson = fs.existsSync(groupsFile) ? fs.readFileSync(groupsFile, 'utf8') : '{}';
      const groups: ChunkGroups = JSON.parse(groupsJson);
      if (Object.keys(groups).length === 0) {
        throw hookBroken(
          'startUpScripts',
          `the client build listed no chunk groups (${path.relative(context.siteDir, groupsFile)})`,
          "the bundler's stats changed shape",
        );
      }
      let table: RouteTable;
      try {
        table = routeTable(context.generatedFilesDir);
      } catch (error) {
        throw hookBroken(
          'startUpScripts',
          `could not read the generated route table (${path.relative(context.siteDir, context.generatedFilesDir)}/routes.js)`,
          String((error as Error).message),
        );
      }
      const loader = loaderSource(path.join(path.dirname(fileURLToPath(import.meta.url)), 'loader.js'));
      const files: string[] = [];
      const pages: StartUpPage[] = [];
      for (const routePath of routesPaths) {
        const file = path.join(outDir, routePath.endsWith('.html') ? routePath : path.join(routePath, 'index.html'));
        if (!fs.existsSync(file)) continue;
        const routeChunkUrls = [...new Set(startupChunkNames(table, routePath).flatMap((name) => groups[name] ?? []))].map(
          (f) => `${baseUrl}${f}`,
        );
        files.push(file);
        pages.push({ where: path.relative(context.siteDir, file), html: fs.readFileSync(file, 'utf8'), routeChunkUrls });
      }
      // Every page is checked before any is written: a failed build leaves no half-rewritten output.
      withStartUpLoaders(pages, loader).forEach((html, i) => fs.writeFileSync(files[i], html));
    },
  };
}
