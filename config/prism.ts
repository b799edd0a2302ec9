import { themes, type PrismTheme } from 'prism-react-renderer';
import type { ThemeConfig } from '@docusaurus/theme-common';
import type { PrismThemeCssOptions } from '../src/features/code-blocks/prism-theme-css';
import type { HighlightCodeOptions } from '../src/features/code-blocks';

/** vsDark with its one low-contrast token colour (constants, #646695 on #1E1E1E) lightened. */
const vsDarkAccessible: PrismTheme = {
  ...themes.vsDark,
  styles: themes.vsDark.styles.map((s) => (s.types.includes('constant') ? { ...s, style: { ...s.style, color: '#a9abde' } } : s)),
};

/**
 * Code-block colours: vsLight and vsDark — every token colour meets WCAG AA contrast on its
 * background (axe-checked). They reach the page as CSS (src/features/code-blocks/prism-theme-css.ts), so that the
 * server-rendered code blocks are right in both colour modes without a re-render.
 */
export const prismColours: PrismThemeCssOptions = { light: themes.vsLight, dark: vsDarkAccessible };

/** The theme code blocks render with: no inline token colours, only the variables of the plugin's CSS. */
const cssVariablesTheme: PrismTheme = {
  plain: { color: 'var(--fluxmq-code-color)', backgroundColor: 'var(--fluxmq-code-background)' },
  styles: [],
};

/** Highlighted-line magic comments: `# highlight-next-line`, `highlight-start` … `highlight-end`. */
const magicComments = [
  {
    className: 'theme-code-block-highlighted-line',
    line: 'highlight-next-line',
    block: { start: 'highlight-start', end: 'highlight-end' },
  },
];

/**
 * Build-time highlighting (src/features/code-blocks): the languages the pages use that
 * prism-react-renderer does not bundle, and the magic comments.
 */
export const codeHighlight: HighlightCodeOptions = {
  languages: ['bash', 'java', 'sql', 'properties', 'ini', 'powershell', 'http', 'lua', 'groovy'],
  magicComments,
};

/** Code blocks in the theme: colours as CSS variables and the magic comments (highlighting happens at build time). */
export const prism = {
  theme: cssVariablesTheme,
  darkTheme: cssVariablesTheme,
  // None in the browser: Prism does not run there (src/features/code-blocks).
  additionalLanguages: [],
  magicComments,
} satisfies ThemeConfig['prism'];
