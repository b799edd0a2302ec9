import path from 'node:path';
import type { FeaturePart } from '../feature-plugin';

/**
 * The local-search plugin's navbar box names itself in English whatever the locale
 * (`aria-label="Search"`: a screen reader says "Search" on a Chinese page, though the placeholder
 * beside it is translated), and its clear button has no name but its "✕". ./labels-loader.cjs gives
 * both a translated name, in the server's HTML and in the browser, through the same `translate()`
 * the plugin uses for its placeholder. Nothing else of the search bar changes.
 */
export default function searchBarLabels(): FeaturePart {
  const searchBar = `${path.sep}docusaurus-search-local${path.sep}dist${path.sep}client${path.sep}client${path.sep}theme${path.sep}SearchBar${path.sep}SearchBar.jsx`;
  return {
    configureWebpack() {
      return {
        module: {
          rules: [{ test: (file: string) => file.endsWith(searchBar), enforce: 'pre', use: [path.join(__dirname, 'labels-loader.cjs')] }],
        },
      };
    },
  };
}
