import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

export { default as rehypeHighlightCode, type HighlightCodeOptions } from './rehype-highlight-code';

/**
 * Keeps Prism out of the browser. Code blocks are highlighted at build time (./rehype-highlight-code.ts,
 * rendered by src/theme/CodeBlock), so the theme's `prism-include-languages` client module — which
 * imports prism-react-renderer's Prism into every page's entry bundle to register extra languages —
 * is replaced by an empty module.
 */
export default function codeHighlightPlugin(): Plugin {
  return {
    name: 'code-highlight',
    configureWebpack() {
      const themeClientModule = require.resolve('@docusaurus/theme-classic/lib/prism-include-languages');
      return {
        resolve: {
          alias: {
            [`${themeClientModule}$`]: path.join(__dirname, 'no-prism-in-browser.ts'),
            [`${themeClientModule.replace(/\.js$/, '')}$`]: path.join(__dirname, 'no-prism-in-browser.ts'),
          },
        },
      };
    },
  };
}
