import path from 'node:path';
import type { FeaturePart } from '../../feature-plugin';

/**
 * The local-search plugin's box keeps what the reader typed, and searches the first part of a long
 * query (./typed-text-loader.cjs rewrites the plugin's SearchBar.jsx, in the server's build and the
 * browser's). Nothing else of the box changes.
 */
export default function searchBarTypedText(): FeaturePart {
  const searchBar = `${path.sep}docusaurus-search-local${path.sep}dist${path.sep}client${path.sep}client${path.sep}theme${path.sep}SearchBar${path.sep}SearchBar.jsx`;
  return {
    configureWebpack() {
      return {
        module: {
          rules: [
            { test: (file: string) => file.endsWith(searchBar), enforce: 'pre', use: [path.join(__dirname, 'typed-text-loader.cjs')] },
          ],
        },
      };
    },
  };
}
