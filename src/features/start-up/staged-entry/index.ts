import path from 'node:path';
import type { LoadContext } from '@docusaurus/types';
import { hookBroken } from '../../../../config/internals';
import type { FeaturePart } from '../../feature-plugin';

/**
 * Throws, naming the hook, unless the client config's entry is Docusaurus's single clientEntry.js,
 * the file the staged entry ends by importing: replacing another entry would start the app twice, or not at all.
 */
export function assertSingleClientEntry(entry: unknown): void {
  const entries = Array.isArray(entry) ? entry : [entry];
  if (entries.length !== 1 || typeof entries[0] !== 'string' || !/[\\/]client[\\/]clientEntry\.js$/.test(entries[0])) {
    throw hookBroken(
      'stagedEntry',
      `found no single clientEntry.js in the client build's entry (${JSON.stringify(entry)})`,
      "Docusaurus's client build configuration changed",
    );
  }
}

/** Docusaurus's generated route table: the routes and the chunk names of each route. */
const ROUTE_TABLE_FILES = ['routes.js', 'routesChunkNames.json'];

/**
 * The app starts in several short tasks instead of one long one.
 *
 * Docusaurus's client entry evaluates every module of `main.js` (React, the router, the route table
 * of five docs versions, the theme's layout), preloads the page's route and schedules hydration
 * within a single task: 60–90 ms on this machine, 250–350 ms on a phone-class CPU, during which a
 * reader's tap or scroll waits (Lighthouse's Total Blocking Time). `./staged-entry.ts` becomes the
 * client bundle's entry: it evaluates the same modules in the same order, a few at a time, giving
 * the browser a turn between them, and then runs Docusaurus's own client entry, which finds them all
 * evaluated. The server build is not affected.
 */
export default function stagedEntry(context: LoadContext): FeaturePart {
  const generated = context.generatedFilesDir + path.sep;
  return {
    configureWebpack(config, isServer) {
      if (isServer) return {};
      // Docusaurus's client config has a single entry, its clientEntry.js; the staged entry ends
      // by importing that very file.
      assertSingleClientEntry(config.entry);
      config.entry = path.join(__dirname, 'staged-entry.ts');
      return {
        optimization: {
          splitChunks: {
            cacheGroups: {
              // The entry's code comes as four scripts rather than one (~600 KB): React DOM, the
              // route table, the rest of the site's generated data (chunk registry, docs metadata of
              // every version, the site config), and the rest. The browser compiles each script in a
              // task of its own; under Lighthouse, one main.js was a 20–30 ms task on this machine
              // (×4 in its phone model). The route table and the docs metadata both grow with every
              // release, so they are two scripts: neither becomes the entry's longest task.
              reactDom: {
                test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/,
                name: 'react-dom',
                chunks: 'initial',
                enforce: true,
                priority: 45,
              },
              routeTable: {
                test: (module: { resource?: string }) =>
                  Boolean(module.resource && ROUTE_TABLE_FILES.some((f) => module.resource === generated + f)),
                name: 'route-table',
                chunks: 'initial',
                enforce: true,
                priority: 50,
              },
              siteData: {
                test: (module: { resource?: string }) => Boolean(module.resource?.startsWith(generated)),
                name: 'site-data',
                chunks: 'initial',
                enforce: true,
                priority: 45,
              },
            },
          },
        },
      };
    },
  };
}
