import type { Options as PresetClassicOptions } from '@docusaurus/preset-classic';
import { versions, OLDER_VERSION_PATTERNS } from './versions';
import { codeHighlight } from './prism';
import { isTestBuild } from './test-build';
import { internals } from './internals';
import remarkSharedFacts from '../src/features/shared-facts/remark-shared-facts';
import { rehypeHighlightCode } from '../src/features/code-blocks';
import rehypeFocusableTables from '../src/features/wide-tables/rehype-focusable-tables';
import recmaSplitMdxContent from '../src/features/start-up/recma-split-mdx-content';

/** The classic preset: the docs of five versions at the site root, what their Markdown becomes, the sitemap. */
export const classicPreset = {
  docs: {
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
  },
  blog: false,
  pages: false,
  theme: { customCss: './src/css/custom.css' },
  // The latest version only: search engines are sent to the current docs (config/versions.ts).
  sitemap: { changefreq: 'weekly', priority: 0.5, ignorePatterns: ['/search', '/search/**', ...OLDER_VERSION_PATTERNS] },
} satisfies PresetClassicOptions;
