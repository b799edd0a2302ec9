import type { ThemeConfig } from '@docusaurus/preset-classic';
import { navbar } from './navbar';
import { footer } from './footer';
import { prism } from './prism';
import { LATEST_VERSION } from './versions';

/** Shell behaviour: colour mode, announcement bar, sidebar and TOC. */
export const themeConfig = {
  navbar,
  footer,
  prism,
  image: 'img/og-image.jpg',
  colorMode: {
    // Light by default; the system preference when the reader has chosen nothing.
    defaultMode: 'light',
    disableSwitch: false,
    respectPrefersColorScheme: true,
  },
  announcementBar: {
    // The id follows the latest label, so readers who closed the last release's bar see the next one.
    // The news after the label is the release's own: rewrite it when a version is cut.
    id: `release-${LATEST_VERSION.replace(/\W/g, '-')}`,
    content: `FluxMQ ${LATEST_VERSION} 已发布：规则引擎新增多种数据源，详见<a href="/CHANGELOG">更新日志</a>。`,
    isCloseable: true,
    // Theme colours (the framework's default is white in both modes): dark in dark mode.
    backgroundColor: 'var(--ifm-background-surface-color)',
    textColor: 'var(--ifm-font-color-base)',
  },
  docs: {
    // The sidebar stays (not hideable), and opening a category leaves the others open.
    sidebar: { hideable: false, autoCollapseCategories: false },
  },
  // The table of contents lists h2 and h3 headings.
  tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
  mermaid: { theme: { light: 'neutral', dark: 'dark' } },
} satisfies ThemeConfig;
