import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

/**
 * Route components created on first use, in the browser. The generated route table calls
 * `ComponentCreator(path, hash)` for every route of the site as the entry bundle starts — about 750
 * routes over five docs versions, each building a react-loadable component — although a page view
 * needs the few routes that match its URL. `@docusaurus/ComponentCreator` is pointed at
 * ./ComponentCreator.tsx, which wraps the original and calls it for a route only when the route is
 * preloaded or rendered. The server build keeps the original.
 */
export default function lazyRouteComponentsPlugin(): Plugin {
  return {
    name: 'lazy-route-components',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      // The same key as Docusaurus's own alias, so this one replaces it.
      return { resolve: { alias: { '@docusaurus/ComponentCreator': path.join(__dirname, 'ComponentCreator.tsx') } } };
    },
  };
}
