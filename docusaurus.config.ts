import type { Config } from '@docusaurus/types';
import type { Options as PresetClassicOptions } from '@docusaurus/preset-classic';
import { versions, LATEST_VERSION, OLDER_VERSIONS, OLDER_VERSION_PATTERNS } from './config/versions';
import { searchOptions } from './config/search';
import { themeConfig } from './config/theme';
import { faster } from './config/faster';
import llmsTxtPlugin from './src/plugins/llms-txt';
import { isTestBuild, testBuildPlugins } from './config/test-build';
import rehypeFocusableTables from './src/plugins/rehype-focusable-tables';
import prismThemeCssPlugin from './src/plugins/prism-theme-css';
import searchHighlightPlugin from './src/plugins/search-highlight';
import searchBarConstantsPlugin from './src/plugins/search-bar-constants';
import searchBarLabelsPlugin from './src/plugins/search-bar-labels';
import lazyRouteComponentsPlugin from './src/plugins/lazy-route-components';
import startUpScriptsPlugin from './src/plugins/start-up-scripts';
import stagedStartUpPlugin from './src/plugins/staged-start-up';
import codeHighlightPlugin, { rehypeHighlightCode } from './src/plugins/code-highlight';
import recmaSplitMdxContent from './src/plugins/recma-split-mdx-content';
import wholeCharactersSsrPlugin from './src/plugins/whole-characters-ssr';
import browserContextTransitionPlugin from './src/plugins/browser-context-transition';
import inPageJumpMarkerPlugin from './src/plugins/in-page-jump-marker';
import versionedNotFoundPlugin from './src/plugins/versioned-not-found';
import openApiPlugin from './src/plugins/openapi';
import { prismColours, codeHighlight } from './config/prism';

/** FluxMQ documentation site. Each concern lives in its own module under config/. */
const config: Config = {
  title: 'FluxMQ 文档',
  tagline: '云原生分布式物联网接入平台与 MQTT Broker',
  favicon: 'img/favicon.svg',
  url: 'https://doc.fluxmq.com',
  baseUrl: '/',
  trailingSlash: undefined,

  // Build hygiene (SPEC §4): broken links fail the build; the rest warn and a test fails on any warning.
  onBrokenLinks: 'throw',
  onBrokenMarkdownLinks: 'warn',
  onBrokenAnchors: 'warn',
  onDuplicateRoutes: 'warn',

  i18n: {
    defaultLocale: 'zh-Hans',
    locales: ['zh-Hans'],
    localeConfigs: { 'zh-Hans': { label: '简体中文', direction: 'ltr', htmlLang: 'zh-Hans' } },
  },

  markdown: { mermaid: true },

  // Docusaurus Faster (config/faster.ts): each flag kept because the full suite passes with it.
  future: { experimental_faster: faster },

  presets: [
    [
      'classic',
      {
        docs: {
          routeBasePath: '/',
          sidebarPath: './sidebars.ts',
          lastVersion: 'current',
          versions,
          ...(isTestBuild ? { onlyIncludeVersions: ['current'] } : {}),
          showLastUpdateTime: false,
          rehypePlugins: [rehypeFocusableTables, [rehypeHighlightCode, codeHighlight]],
          // Long pages render in parts, so hydrating them is not one long task.
          recmaPlugins: [recmaSplitMdxContent],
        },
        blog: false,
        pages: false,
        theme: { customCss: './src/css/custom.css' },
        sitemap: { changefreq: 'weekly', priority: 0.5, ignorePatterns: ['/search', '/search/**', ...OLDER_VERSION_PATTERNS] },
      } satisfies PresetClassicOptions,
    ],
  ],

  themes: ['@docusaurus/theme-mermaid', ['@easyops-cn/docusaurus-search-local', searchOptions]],

  plugins: [
    llmsTxtPlugin,
    prismThemeCssPlugin(prismColours),
    codeHighlightPlugin,
    searchHighlightPlugin,
    searchBarConstantsPlugin(searchOptions),
    searchBarLabelsPlugin,
    lazyRouteComponentsPlugin,
    startUpScriptsPlugin,
    stagedStartUpPlugin,
    wholeCharactersSsrPlugin,
    browserContextTransitionPlugin,
    inPageJumpMarkerPlugin,
    // Each older version answers its unknown addresses with a not-found page of its own.
    versionedNotFoundPlugin(isTestBuild ? [] : OLDER_VERSIONS.map((name) => `/${name}`)),
    // The HTTP API as an OpenAPI 3.1 file per docs version (/openapi.json, /<version>/openapi.json), from src/data/http-api.
    openApiPlugin,
    ...testBuildPlugins,
  ],

  clientModules: ['./src/client/repair-address.ts', './src/client/chunk-load-recovery.ts', './src/client/idle-prefetch.ts', './src/client/in-page-jumps.ts'],

  themeConfig,

  customFields: { latestVersion: LATEST_VERSION },
};

export default config;
