import path from 'node:path';
import type { FeaturePart } from '../feature-plugin';

/**
 * The local-search plugin imports mark.js by its resolved file path; point that path at
 * ./mark-with-quick-unmark.ts, which skips the whole-page walk when there is nothing to unmark.
 * The wrapper itself imports another file of the package (its minified build), which is not redirected.
 */
export default function searchHighlight(): FeaturePart {
  return {
    configureWebpack() {
      return {
        resolve: {
          alias: { [`${require.resolve('mark.js')}$`]: path.join(__dirname, 'mark-with-quick-unmark.ts') },
        },
      };
    },
  };
}
