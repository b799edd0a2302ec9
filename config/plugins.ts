import type { PluginConfig } from '@docusaurus/types';
import { OLDER_VERSIONS } from './versions';
import { searchOptions } from './search';
import { prismColours } from './prism';
import { isTestBuild, testBuildPlugins } from './test-build';
import { docsPlugin } from './docs';
import startUp from '../src/features/start-up';
import codeBlocks from '../src/features/code-blocks';
import search from '../src/features/search';
import versions from '../src/features/versions';
import notFound from '../src/features/not-found';
import llms from '../src/features/llms';
import httpApi from '../src/features/http-api';
import configSchema from '../src/features/config-schema';
import shell from '../src/features/shell';
import versionChanges from '../src/features/version-changes';
import pageMarkdown from '../src/features/page-markdown';
import precompression from '../src/features/precompression';
import rebuildCache from '../src/features/rebuild-cache';

/**
 * The site's plugins, in load order. Order matters for theme components: a later plugin's
 * component of the same name wins, so the site's features come after the themes they change.
 * Each feature is a local plugin under src/features/<feature>/ whose index.ts says what it is for.
 */
export const plugins: PluginConfig[] = [
  // The docs of every version (config/docs.ts), outside the classic preset.
  docsPlugin,

  // Third-party themes: diagrams in Markdown, and local search in Chinese and English.
  '@docusaurus/theme-mermaid',
  ['@easyops-cn/docusaurus-search-local', searchOptions],

  // How a page starts: scripts after the first paint, the app in short tasks, idle prefetch,
  // recovery from failed scripts and broken addresses, in-page jumps that land.
  startUp,
  // Code blocks highlighted at build time and coloured by CSS.
  codeBlocks(prismColours),
  // The search page, box and highlighting as this site needs them.
  search(searchOptions),
  // Older versions: the banner keeps the reader's place; canonical URLs point at the latest.
  versions,
  // A not-found page per docs version, with links to search and the version's home.
  notFound(isTestBuild ? [] : OLDER_VERSIONS.map((name) => `/${name}`)),
  // /llms.txt and /llms-full.txt.
  llms,
  // The HTTP API pages' tables and examples, and each version's OpenAPI file, from src/data/http-api.
  httpApi,
  // Each version's JSON Schema of config.yaml (/config.schema.json), from src/data/config-keys.
  configSchema,
  // The page shell on any host and browser: storage faults, the announcement reset, the skip link.
  shell,
  // 「版本变化」: which pages each docs version added or removed, for its pages.
  versionChanges,
  // Every doc page of every version as Markdown at its address plus .md; the page header's
  // 「查看 Markdown」 and 「复制为 Markdown」.
  pageMarkdown,

  // The hashed bundles' .gz and .br copies, made on the idle core while the pages are rendered.
  precompression,

  // A rebuild reuses each docs page's compiled JavaScript while nothing it depends on changed.
  rebuildCache,

  // Test-only routes (config/test-build.ts); none in the published build.
  ...testBuildPlugins,
];
