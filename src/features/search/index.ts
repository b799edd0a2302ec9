/**
 * Search: the local-search plugin (@easyops-cn/docusaurus-search-local, configured in
 * config/search.ts) as readers of this site need it — in Chinese, scoped to the docs version being
 * read, never blocking a phone, and saying so when the index cannot load.
 *
 * - theme/SearchPage: the plugin's results page, replaced: results drawn in batches, an unknown
 *   `?version=` or an index that fails to load said on the page;
 * - ./search-bar-constants.ts: lunr kept out of every page's main.js;
 * - ./search-bar-labels.ts: the navbar box and its clear button named in Chinese;
 * - ./versions.ts, ./IndexFailedNotice.tsx: the docs versions as the search knows them, the search
 *   page's address for a query in a version, and the notice (used by the navbar box, the search
 *   page and the not-found page);
 * - ./searchedText.ts: a long query cut where the search stops reading, or where the plugin's
 *   splitting of Chinese text into words would stall its worker (the box and the search page);
 * - ./searchedQuery.ts: what the box and the search page ask the worker for — the cut text without
 *   an operation word it opens with (修改/设置/开启 … are one request to a reader), and the same in
 *   the site's words when it names something in English (./siteWords.ts: offline message → 离线消息),
 *   the two answers merged;
 * - ./SectionKeywords.tsx: each docs page's keywords for the index — its sidebar sections and title
 *   in one text, so 「数据源配置 kafka」 finds the page (rendered by the versions feature's
 *   DocItem/Metadata wrapper, the one wrapper of that component);
 * - ./shortcut.ts: the box's keyboard shortcut and its hint, read as the plugin reads them;
 * - ./navbar-box/: the navbar box (src/theme/SearchBar only re-exports it: only the site's own theme
 *   folder can wrap a component that another theme, the search plugin, provides): the plugin's box
 *   loaded when the reader reaches for it, the server's box until then, the hand-over of what the
 *   reader typed, the index-failed notice, the hint of a long query (./navbar-box/SearchBox.tsx
 *   lists them); ./navbar-box/typed-text.ts: the plugin's box keeps the reader's text as it starts,
 *   searches it once, and searches the first part of a long query; ./navbar-box/plugin-box.ts: what the box relies on in
 *   the plugin's box;
 * - search.css: the shortcut hint's contrast.
 * This plugin must come after the search plugin in config/plugins.ts, so its SearchPage wins.
 */
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { internals } from '../../../config/internals';
import { featurePlugin, originalThemeComponent, type FeaturePart } from '../feature-plugin';
import searchBarConstants from './search-bar-constants';
import searchBarLabels from './search-bar-labels';
import searchBarTypedText from './navbar-box/typed-text';

/** A theme component of the search plugin, for a build with the hook that replaces it off. */
const pluginComponent = (component: string, file: string) =>
  path.join(path.dirname(require.resolve('@easyops-cn/docusaurus-search-local/package.json')), 'dist/client/client/theme', component, file);

export default function search(options: { searchResultLimits: number }) {
  return function searchPlugin(context: LoadContext): Plugin {
    const on = internals;
    const parts: Array<FeaturePart | false> = [
      on.searchBarConstants && searchBarConstants(context, options),
      on.searchBarLabels && searchBarLabels(),
      on.searchBarTypedText && searchBarTypedText(),
      !on.searchPage && originalThemeComponent('SearchPage', pluginComponent('SearchPage', 'index.js')),
      // The box's wrapper is src/theme/SearchBar (see above); switched off, the plugin's box is used as it is.
      !on.searchBarNotice && originalThemeComponent('SearchBar', pluginComponent('SearchBar', 'index.jsx')),
    ];
    return featurePlugin({
      name: 'search',
      themePath: path.join(__dirname, 'theme'),
      clientModules: [path.join(__dirname, 'search.css')],
      parts: parts.filter((part): part is FeaturePart => Boolean(part)),
    });
  };
}
