/**
 * Code blocks: highlighted at build time, coloured by CSS, drawn only when near. Docusaurus
 * highlights every block in the browser with Prism (in every page's entry bundle, run again on
 * each block as the page starts), writes the light theme's colours inline on every token and
 * remounts every block after hydration to repaint them in dark mode (bench/HISTORY.md has what each
 * cost).
 *
 * - ./rehype-highlight-code.ts (a rehype plugin of the docs, config/docs.ts): each fenced block's
 *   lines as HTML, parsed exactly as the theme parses a fence (./theme-code-block-utils.ts);
 * - ./prism-theme-css.ts: the site's Prism themes (config/prism.ts) as one CSS rule set per colour mode;
 * - theme/CodeBlock and its Container: the build's HTML in the theme's own block (title, copy and
 *   wrap buttons), no inline colours, word wrap measured only when in view;
 * - the part below: the theme's Prism language loader is replaced by an empty module.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { hookBroken, internals } from '../../../config/internals';
import { featurePlugin, originalThemeComponent, themeClassicFile, type FeaturePart } from '../feature-plugin';
import { writePrismThemeCss, type PrismThemeCssOptions } from './prism-theme-css';

export { default as rehypeHighlightCode, type HighlightCodeOptions } from './rehype-highlight-code';

/**
 * The file of theme-classic's Prism language loader, given the source of theme-classic's plugin (its
 * lib/index.js, which names the loader among its client modules). Throws, naming the hook, when the
 * theme no longer names or ships it: the alias below would then match nothing and Prism could come
 * back into every page's entry bundle with no failure.
 */
export function prismClientModule(themePluginSource: string, resolve: (request: string) => string): string {
  if (!themePluginSource.includes("'./prism-include-languages'")) {
    throw hookBroken(
      'noPrismInBrowser',
      "matched no './prism-include-languages' client module in @docusaurus/theme-classic/lib/index.js",
      'the theme changed how it loads Prism languages',
    );
  }
  try {
    return resolve('@docusaurus/theme-classic/lib/prism-include-languages');
  } catch {
    throw hookBroken(
      'noPrismInBrowser',
      'found no @docusaurus/theme-classic/lib/prism-include-languages.js',
      'the theme moved its Prism language loader',
    );
  }
}

/**
 * Keeps Prism out of the browser: the theme's `prism-include-languages` client module — which
 * imports prism-react-renderer's Prism into every page's entry bundle to register extra languages —
 * is replaced by an empty module (./no-prism-in-browser.ts). Code is highlighted at build time.
 */
function noPrismInBrowser(): FeaturePart {
  return {
    configureWebpack() {
      const themeClientModule = prismClientModule(fs.readFileSync(require.resolve('@docusaurus/theme-classic'), 'utf8'), (request) =>
        require.resolve(request),
      );
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
    ];
    return featurePlugin({
      name: 'code-blocks',
      themePath: path.join(__dirname, 'theme'),
      clientModules: [writePrismThemeCss(context, colours), path.join(__dirname, 'code-blocks.css')],
      parts: parts.filter((part): part is FeaturePart => Boolean(part)),
    });
  };
}
