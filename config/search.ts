import type { PluginOptions } from '@easyops-cn/docusaurus-search-local';

/** Local search, in Chinese and English, per docs version. Each option says what it is for. */
export const searchOptions = {
  // Hashed index file names: a new build's index is never read from a stale cache.
  hashed: true,
  // English and Chinese (ideograph runs are segmented by jieba).
  language: ['en', 'zh'],
  // Docs live at the site root; there is no blog.
  docsRouteBasePath: '/',
  indexDocs: true,
  indexBlog: false,
  indexPages: false,
  // Highlight the search terms on the target page via the _highlight parameter.
  highlightSearchTermsOnTargetPage: true,
  // The search page lives at {baseUrl}search/.
  explicitSearchResultPath: true,
  // At most 8 suggestions, snippets of 50 characters.
  searchResultLimits: 8,
  searchResultContextMaxLength: 50,
  // Ctrl/Cmd+K focuses the box, with the hint shown.
  searchBarShortcut: true,
  searchBarShortcutHint: true,
  searchBarShortcutKeymap: 'mod+k',
  searchBarPosition: 'right',
  // Index every page even if one is ever marked noindex: readers of every version search their docs.
  forceIgnoreNoIndex: true,
  // The version dropdown stores the preferred version of the default docs plugin.
  docsPluginIdForPreferredVersion: 'default',
  // MQTT and FluxMQ vocabulary, kept whole by the Chinese segmenter (jieba). Each line is
  // `word frequency tag`: the segmenter adds these words to its own dictionary, and a line without a
  // frequency gives the word a frequency of 0, so it is always cut apart (客户端 → 客户 / 端).
  zhUserDictPath: './config/search-dict.txt',
  // What a reader searches for, not all that they read (each version's index is what a reader
  // downloads on the first focus of the search box). Titles, headings, descriptions and the
  // text of each section are indexed, except:
  ignoreCssSelectors: [
    // code blocks: copied, not searched; the keys they show are in the key tables and the text;
    '.theme-code-block',
    // the 配置速查 page's tables: the same rows as each 配置指南 page's own tables (the search
    // finds a key on the page that explains it); they are the tables inside a <section>
    // (src/features/config-reference/ConfigQuickReference);
    '.theme-doc-markdown section table.config-keys',
    // the type and default cells of key tables (int, boolean, false, —), which every table repeats;
    'table.config-keys td[data-label]',
    // other tables keep their first column, the names (fields, functions, parameters, metrics):
    // the types, examples and measured figures in the other columns are read on the page;
    'article table:not(.config-keys) td:not(:first-child)',
    'article thead',
    // the list of links to other pages at the end of a page (their titles, which are indexed there);
    '[id="相关文档"] + ul',
    // list items and admonitions that name nothing (no inline code, bold term or link).
    'article li:not(:has(code, strong, a))',
    '.theme-admonition',
  ],
} satisfies Partial<PluginOptions>;
