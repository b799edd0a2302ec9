import type { Navbar } from '@docusaurus/theme-common';

/** Navbar: docs entry on the left; version dropdown and product site on the right. */
export const navbar = {
  title: 'FluxMQ',
  logo: {
    // No alt: the title "FluxMQ" is shown beside the logo, so the theme marks the image decorative
    // (alt="") and the link is read once, as "FluxMQ".
    src: 'img/logo.svg',
    srcDark: 'img/logo-dark.svg',
    width: 36,
    height: 32,
  },
  hideOnScroll: false,
  items: [
    { type: 'docSidebar', sidebarId: 'tutorialSidebar', position: 'left', label: '文档' },
    { type: 'doc', docId: 'config/quick-reference', position: 'left', label: '配置速查' },
    { type: 'docsVersionDropdown', position: 'right' },
    { href: 'https://www.fluxmq.com', label: '官网', position: 'right' },
  ],
} satisfies Navbar;
