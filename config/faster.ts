import type { FasterConfig } from '@docusaurus/types';

/**
 * Docusaurus Faster (@docusaurus/faster 3.6.2). Each flag was turned on alone and kept only once
 * the whole test suite passed with it; bench/RESULTS.md has the build times before and after.
 */
export const faster = {
  swcJsLoader: true,
  swcJsMinimizer: true,
  swcHtmlMinimizer: true,
  lightningCssMinimizer: true,
  rspackBundler: true,
  mdxCrossCompilerCache: true,
} satisfies FasterConfig;
