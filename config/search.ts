import type { PluginOptions } from '@easyops-cn/docusaurus-search-local';

/** Local search (SPEC §1, §5, §7, §9). Each option says which part of the spec it serves. */
export const searchOptions = {
  // §9: hashed index file names (cache busting).
  hashed: true,
  // §1/§5: English and Chinese (ideograph runs are segmented by jieba).
  language: ['en', 'zh'],
  // §2: docs live at the site root; there is no blog.
  docsRouteBasePath: '/',
  indexDocs: true,
  indexBlog: false,
  indexPages: false,
  // §9: highlight the search terms on the target page via the _highlight parameter.
  highlightSearchTermsOnTargetPage: true,
  // §2: the search page lives at {baseUrl}search/.
  explicitSearchResultPath: true,
  // §9: at most 8 suggestions, snippets of 50 characters.
  searchResultLimits: 8,
  searchResultContextMaxLength: 50,
  // §9: Ctrl/Cmd+K focuses the box, with the hint shown.
  searchBarShortcut: true,
  searchBarShortcutHint: true,
  searchBarShortcutKeymap: 'mod+k',
  searchBarPosition: 'right',
  // Index every page even if one is ever marked noindex: readers of every version search their docs.
  forceIgnoreNoIndex: true,
  // The version dropdown stores the preferred version of the default docs plugin.
  docsPluginIdForPreferredVersion: 'default',
  // MQTT and FluxMQ vocabulary, kept whole by the Chinese segmenter.
  zhUserDictPath: './config/search-dict.txt',
} satisfies Partial<PluginOptions>;
