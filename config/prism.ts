import { themes } from 'prism-react-renderer';
import type { ThemeConfig } from '@docusaurus/theme-common';

/** vsDark with its one low-contrast token colour (constants, #646695 on #1E1E1E) lightened. */
const vsDarkAccessible = {
  ...themes.vsDark,
  styles: themes.vsDark.styles.map((s) => (s.types.includes('constant') ? { ...s, style: { ...s.style, color: '#a9abde' } } : s)),
};

/** Code blocks: a light and a dark theme, and the highlighted-line magic comments (SPEC §9). */
export const prism = {
  // vsLight / vsDark: every token colour meets WCAG AA contrast on its background (axe-checked).
  theme: themes.vsLight,
  darkTheme: vsDarkAccessible,
  additionalLanguages: ['bash', 'java', 'sql', 'properties', 'nginx', 'ini', 'docker', 'powershell'],
  magicComments: [
    {
      className: 'theme-code-block-highlighted-line',
      line: 'highlight-next-line',
      block: { start: 'highlight-start', end: 'highlight-end' },
    },
  ],
} satisfies ThemeConfig['prism'];
