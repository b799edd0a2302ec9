import type { ThemeConfig } from '@docusaurus/preset-classic';
import { navbar } from './navbar';
import { footer } from './footer';
import { prism } from './prism';
import { LATEST_VERSION } from './versions';

/** Shell behaviour (SPEC §2, §4, §9): colour mode, announcement bar, sidebar and TOC. */
export const themeConfig = {
  navbar,
  footer,
  prism,
  image: 'img/og-image.jpg',
  colorMode: {
    // §4: default light; follow the system preference when nothing is stored.
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
    // §2: the sidebar is not hideable and categories do not auto-collapse.
    sidebar: { hideable: false, autoCollapseCategories: false },
  },
  // §2: the table of contents covers h2 and h3.
  tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
  mermaid: { theme: { light: 'neutral', dark: 'dark' } },
} satisfies ThemeConfig;
