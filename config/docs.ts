import type { Options as PresetClassicOptions } from '@docusaurus/preset-classic';
import type { Options as DocsOptions } from '@docusaurus/plugin-content-docs';
import type { PluginConfig } from '@docusaurus/types';
import { versions, OLDER_VERSION_PATTERNS } from './versions';
import { codeHighlight } from './prism';
import { isTestBuild } from './test-build';
import { internals } from './internals';
import { onlyVersion } from './only-version';
import remarkSharedFacts from '../src/features/shared-facts/remark-shared-facts';
import { rehypeHighlightCode } from '../src/features/code-blocks';
import rehypeFocusableTables from '../src/features/wide-tables/rehype-focusable-tables';
import recmaSplitMdxContent from '../src/features/start-up/recma-split-mdx-content';
import docsWithoutVersionDescriptions from '../src/features/start-up/version-props/docs-plugin';

/** The docs of five versions at the site root, and what their Markdown becomes. */
const docsOptions = {
  routeBasePath: '/',
  sidebarPath: './sidebars.ts',
  lastVersion: 'current',
  versions,
  ...(isTestBuild ? { onlyIncludeVersions: ['current'] } : {}),
  showLastUpdateTime: false,
  // Ports, image and paths that many pages repeat: one value per version (src/data/shared-facts.ts).
  beforeDefaultRemarkPlugins: [remarkSharedFacts],
  // Wide tables reachable by keyboard; code highlighted at build time (no Prism in the browser).
  rehypePlugins: [rehypeFocusableTables, ...(internals.buildTimeHighlighting ? [[rehypeHighlightCode, codeHighlight] as const] : [])],
  // Long pages render in parts, so hydrating them is not one long task.
  recmaPlugins: [recmaSplitMdxContent],
} satisfies DocsOptions;

/**
 * The docs plugin, outside the preset: its routes are added without the docs' descriptions in each
 * version's props, which every page loads (start-up/version-props; the hook versionPropsWithoutDescriptions),
 * and a build of one version (config/only-version.ts) routes the other versions out of it.
 */
export const docsPlugin: PluginConfig =
  internals.versionPropsWithoutDescriptions || onlyVersion
    ? [docsWithoutVersionDescriptions, docsOptions]
    : ['@docusaurus/plugin-content-docs', docsOptions];

/** The classic preset: the theme and the sitemap (the docs plugin is docsPlugin above). */
export const classicPreset = {
  docs: false,
  blog: false,
  pages: false,
  theme: { customCss: './src/css/custom.css' },
  // The latest version only: search engines are sent to the current docs (config/versions.ts).
  sitemap: { changefreq: 'weekly', priority: 0.5, ignorePatterns: ['/search', '/search/**', ...OLDER_VERSION_PATTERNS] },
} satisfies PresetClassicOptions;
