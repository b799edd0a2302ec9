import type { FasterConfig } from '@docusaurus/types';

/**
 * Docusaurus Faster (@docusaurus/faster 3.6.2). Each flag was turned on alone and kept only once
 * the whole test suite passed with it; bench/HISTORY.md has the build times before and after.
 */
const flags = {
  swcJsLoader: true,
  swcJsMinimizer: true,
  swcHtmlMinimizer: true,
  lightningCssMinimizer: true,
  rspackBundler: true,
  mdxCrossCompilerCache: true,
} satisfies FasterConfig;

/** FLUXMQ_FASTER=off builds with the classic webpack/Babel/Terser pipeline (bench/build.mjs --classic). */
export const faster: FasterConfig | false = process.env.FLUXMQ_FASTER === 'off' ? false : flags;
