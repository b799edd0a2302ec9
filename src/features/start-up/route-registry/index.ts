import path from 'node:path';
import type { LoadContext } from '@docusaurus/types';
import type { FeaturePart } from '../../feature-plugin';

const REGISTRY_LOADER = path.join(__dirname, 'registry-loader.cjs');

/**
 * The client's route registry (what Docusaurus's ComponentCreator reads to load a route's modules)
 * drops each entry's module path, which only the server reads (./registry-loader.cjs).
 */
export function registryWithoutModulePaths(context: LoadContext): FeaturePart {
  const registry = path.join(context.generatedFilesDir, 'registry.js');
  return {
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return { module: { rules: [{ test: (file: string) => file === registry, enforce: 'pre', use: [REGISTRY_LOADER] }] } };
    },
  };
}
