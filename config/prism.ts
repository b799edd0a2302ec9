import { themes } from 'prism-react-renderer';
import type { ThemeConfig } from '@docusaurus/theme-common';

/** Code blocks: a light and a dark theme, and the highlighted-line magic comments (SPEC §9). */
export const prism = {
  theme: themes.github,
  darkTheme: themes.dracula,
  additionalLanguages: ['bash', 'java', 'sql', 'properties', 'nginx', 'ini', 'docker', 'powershell'],
  magicComments: [
    {
      className: 'theme-code-block-highlighted-line',
      line: 'highlight-next-line',
      block: { start: 'highlight-start', end: 'highlight-end' },
    },
  ],
} satisfies ThemeConfig['prism'];
