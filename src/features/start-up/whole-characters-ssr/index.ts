import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fs from 'node:fs';
import { hookBroken } from '../../../../config/internals';
import type { FeaturePart } from '../../feature-plugin';

/** The import of core's server entry that the replacement stands in for. */
const RENDER_TO_HTML_IMPORT = /from\s*['"]\.\/renderToHtml['"]/g;

/**
 * Throws, naming the hook, unless core's server entry (its source given) imports './renderToHtml'
 * exactly once: otherwise the replacement below would match nothing and pages could again be written
 * with broken characters, with no failure.
 */
export function assertServerEntryImportsRenderToHtml(source: string, where: string): void {
  const imports = source.match(RENDER_TO_HTML_IMPORT)?.length ?? 0;
  if (imports !== 1)
    throw hookBroken(
      'wholeCharactersSsr',
      `matched ${imports === 0 ? 'no' : imports} import of './renderToHtml' in ${where}`,
      "Docusaurus's server entry changed",
    );
}

/**
 * Pages are built without broken characters: in the server bundle, Docusaurus's renderToHtml is
 * replaced by ./render-to-html.js, which renders a page again with renderToString when React's
 * streaming renderer has written stray zero bytes into it (see that file).
 * tests/build/html-characters.test.mjs checks every page of the build.
 */
export default function wholeCharactersSsr(): FeaturePart {
  const replacement = path.join(path.dirname(fileURLToPath(import.meta.url)), 'render-to-html.js');
  const serverEntry = require.resolve('@docusaurus/core/lib/client/serverEntry.js');
  assertServerEntryImportsRenderToHtml(fs.readFileSync(serverEntry, 'utf8'), 'node_modules/@docusaurus/core/lib/client/serverEntry.js');
  return {
    configureWebpack(_config, isServer, { currentBundler }) {
      if (!isServer) return {};
      // core/lib/client/serverEntry.js imports './renderToHtml'; nothing else does.
      return { plugins: [new currentBundler.instance.NormalModuleReplacementPlugin(/^\.\/renderToHtml$/, replacement)] };
    },
  };
}
