import { hookBroken } from '../../../../config/internals';
import type { FeaturePart } from '../../feature-plugin';

/**
 * Docusaurus's ChunkAssetPlugin adds to the webpack runtime, which every page loads first, a map
 * from each of the site's ~700 chunk names to its chunk id (`__webpack_require__.gca`), for
 * Docusaurus's own prefetch. That prefetch is replaced (./client.ts), and the replacement finds a
 * chunk's files from its registry entry instead (./chunk-files.ts): the plugin is left out of the
 * client build, and the map with it (~6 KB gzip on every page with five docs versions, ~1.2 KB
 * more per release). Fails the build, naming the hook, when the client config has no such plugin.
 */
export function withoutChunkNameMap(): FeaturePart {
  return {
    configureWebpack(config, isServer) {
      if (isServer) return {};
      const plugins = config.plugins ?? [];
      const kept = plugins.filter((plugin) => plugin?.constructor?.name !== 'ChunkAssetPlugin');
      if (kept.length === plugins.length) {
        throw hookBroken(
          'idlePrefetch',
          "found no ChunkAssetPlugin in the client build's plugins",
          "Docusaurus's client build configuration changed",
        );
      }
      config.plugins = kept;
      return {};
    },
  };
}
