import path from 'node:path';
import type { LoadContext } from '@docusaurus/types';
import type { FeaturePart } from '../../feature-plugin';

/**
 * Route components created on first use, in the browser. The generated route table calls
 * `ComponentCreator(path, hash)` for every route of the site as the entry bundle starts — about 750
 * routes over five docs versions, each building a react-loadable component — although a page view
 * needs the few routes that match its URL. `@docusaurus/ComponentCreator` is pointed at
 * ./ComponentCreator.tsx, which wraps the original and calls it for a route only when the route is
 * preloaded or rendered. The server build keeps the original. The client's registry also drops each
 * entry's module path, which only the server reads (./registry-loader.cjs).
 */
export default function lazyRoutes(context: LoadContext): FeaturePart {
  const registry = path.join(context.generatedFilesDir, 'registry.js');
  return {
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        // The same key as Docusaurus's own alias, so this one replaces it.
        resolve: { alias: { '@docusaurus/ComponentCreator': path.join(__dirname, 'ComponentCreator.tsx') } },
        // The registry that ComponentCreator reads, without the module paths only the server uses.
        module: { rules: [{ test: (file: string) => file === registry, enforce: 'pre', use: [path.join(__dirname, 'registry-loader.cjs')] }] },
      };
    },
  };
}
