import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FeaturePart } from '../../feature-plugin';

/**
 * Pages are built without broken characters: in the server bundle, Docusaurus's renderToHtml is
 * replaced by ./render-to-html.js, which renders a page again with renderToString when React's
 * streaming renderer has written stray zero bytes into it (see that file).
 * tests/build/html-characters.test.mjs checks every page of the build.
 */
export default function wholeCharactersSsr(): FeaturePart {
  const replacement = path.join(path.dirname(fileURLToPath(import.meta.url)), 'render-to-html.js');
  return {
    configureWebpack(_config, isServer, { currentBundler }) {
      if (!isServer) return {};
      // core/lib/client/serverEntry.js imports './renderToHtml'; nothing else does.
      return { plugins: [new currentBundler.instance.NormalModuleReplacementPlugin(/^\.\/renderToHtml$/, replacement)] };
    },
  };
}
