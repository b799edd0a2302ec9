/**
 * Code blocks: highlighted at build time, coloured by CSS, drawn only when near. Docusaurus
 * highlights every block in the browser with Prism (in every page's entry bundle, run again on
 * each block as the page starts), writes the light theme's colours inline on every token and
 * remounts every block after hydration to repaint them in dark mode, and puts two inline SVG icons
 * in every block's copy button (bench/HISTORY.md has what each cost).
 *
 * - ./rehype-highlight-code.ts (a rehype plugin of the docs, config/docs.ts): each fenced block's
 *   lines as HTML, parsed exactly as the theme parses a fence (./theme-code-block-utils.ts);
 * - ./prism-theme-css.ts: the site's Prism themes (config/prism.ts) as one CSS rule set per colour mode;
 * - theme/CodeBlock and its Container: the build's HTML in the theme's own block (title, copy and
 *   wrap buttons), no inline colours, word wrap measured only when in view; theme/Icon: CSS icons;
 * - the part below: the theme's Prism language loader is replaced by an empty module.
 */
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { internals } from '../../../config/internals';
import { featurePlugin, originalThemeComponent, themeClassicFile, type FeaturePart } from '../feature-plugin';
import { writePrismThemeCss, type PrismThemeCssOptions } from './prism-theme-css';

export { default as rehypeHighlightCode, type HighlightCodeOptions } from './rehype-highlight-code';

/**
 * Keeps Prism out of the browser: the theme's `prism-include-languages` client module — which
 * imports prism-react-renderer's Prism into every page's entry bundle to register extra languages —
 * is replaced by an empty module (./no-prism-in-browser.ts). Code is highlighted at build time.
 */
function noPrismInBrowser(): FeaturePart {
  return {
    configureWebpack() {
      const themeClientModule = require.resolve('@docusaurus/theme-classic/lib/prism-include-languages');
      const empty = path.join(__dirname, 'no-prism-in-browser.ts');
      return { resolve: { alias: { [`${themeClientModule}$`]: empty, [`${themeClientModule.replace(/\.js$/, '')}$`]: empty } } };
    },
  };
}

export default function codeBlocks(colours: PrismThemeCssOptions) {
  return function codeBlocksPlugin(context: LoadContext): Plugin {
    const on = internals;
    const parts: Array<FeaturePart | false> = [
      on.noPrismInBrowser && noPrismInBrowser(),
      // Theme components switched off resolve to the theme's own.
      ...(on.buildTimeHighlighting ? [] : ['CodeBlock', 'CodeBlock/Container'].map((c) => originalThemeComponent(c, themeClassicFile(c)))),
      ...(on.cssIcons ? [] : ['Icon/Copy', 'Icon/Success'].map((c) => originalThemeComponent(c, themeClassicFile(c)))),
    ];
    return featurePlugin({
      name: 'code-blocks',
      themePath: path.join(__dirname, 'theme'),
      clientModules: [writePrismThemeCss(context, colours), path.join(__dirname, 'code-blocks.css')],
      parts: parts.filter((part): part is FeaturePart => Boolean(part)),
    });
  };
}
