import type { ThemeConfig } from '@docusaurus/preset-classic';
import { navbar } from './navbar';
import { footer } from './footer';
import { prism } from './prism';
import { ANNOUNCEMENT } from '../src/data/release';

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
    // The id follows the release announced, so readers who closed the last release's bar see the next
    // one. The release and its news are data (src/data/release.ts), rewritten at every cut.
    id: `release-${ANNOUNCEMENT.version.replace(/\W/g, '-')}`,
    content: `FluxMQ ${ANNOUNCEMENT.version} 已发布：${ANNOUNCEMENT.news}`,
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
