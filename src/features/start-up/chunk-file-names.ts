import type { FeaturePart } from '../feature-plugin';

/**
 * Lazily loaded chunks are named by id and content hash only (`assets/js/41095.3f2a9c1d.js`), not
 * by chunk name. With Docusaurus's `[name].[contenthash]`, the webpack runtime that every page
 * loads first carries a map from each of the site's ~780 chunk ids to its name, beside the maps
 * from id to content hash and (Docusaurus's `__webpack_require__.gca`) from name to id: one map of
 * about 6 KB gzip that no reader needs. Entry scripts keep their names (main, react-dom, route-table, site-data,
 * runtime~main): they come from `output.filename`.
 */
export default function chunkFileNames(): FeaturePart {
  return {
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return { output: { chunkFilename: 'assets/js/[id].[contenthash:8].js' } };
    },
  };
}
