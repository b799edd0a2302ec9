import path from 'node:path';
import type { FeaturePart } from '../../feature-plugin';

/**
 * The re-render that follows hydration (`useIsBrowser()` turning true) runs in short slices instead
 * of one long task: Docusaurus's browser context module is replaced, in both bundles, by
 * ./browser-context.tsx, the same context whose switch is a React transition (see that file).
 */
export default function browserContextTransition(): FeaturePart {
  const replacement = path.join(__dirname, 'browser-context.tsx');
  const coreClient = `${path.sep}@docusaurus${path.sep}core${path.sep}lib${path.sep}client`;
  return {
    configureWebpack(_config, _isServer, { currentBundler }) {
      // core/lib/client/App.js imports './browserContext', core/lib/client/exports/useIsBrowser.js
      // '../browserContext'; both must get the one replacement module (one React context).
      const plugin = new currentBundler.instance.NormalModuleReplacementPlugin(/^\.\.?\/browserContext$/, (resource: { context: string; request: string }) => {
        if (resource.context.includes(coreClient)) resource.request = replacement;
      });
      return { plugins: [plugin] };
    },
  };
}
