/**
 * The docs plugin (@docusaurus/plugin-content-docs, its public plugin function and option
 * validation), its routes added without the docs' descriptions in each version's props
 * (./without-descriptions.ts). Listed in config/plugins.ts in place of the classic preset's docs.
 */
import * as docs from '@docusaurus/plugin-content-docs';
import type { PluginOptions, PropVersionMetadata } from '@docusaurus/plugin-content-docs';
import type { LoadContext, Plugin, PluginModule, RouteConfig } from '@docusaurus/types';
import { hookBroken } from '../../../../config/internals';
import { onlyVersion } from '../../../../config/only-version';
import { withoutDocDescriptions } from './without-descriptions';

/** The route tree without the version routes of versions other than `onlyVersion` (config/only-version.ts). */
function onlyVersionRoutes(route: RouteConfig): RouteConfig | null {
  const version = (route.props?.version as PropVersionMetadata | undefined)?.version;
  if (version && version !== onlyVersion) return null;
  if (!route.routes) return route;
  return { ...route, routes: route.routes.map(onlyVersionRoutes).filter((child): child is RouteConfig => child !== null) };
}

// The plugin module's option validation (lib/index.js exports it; its type declarations leave it out).
const { validateOptions } = docs as unknown as Required<Pick<PluginModule, 'validateOptions'>>;

async function docsWithoutVersionDescriptions(context: LoadContext, options: PluginOptions): Promise<Plugin<unknown>> {
  const plugin = (await docs.default(context, options)) as Plugin<unknown>;
  const { contentLoaded } = plugin;
  if (!contentLoaded) throw hookBroken('versionPropsWithoutDescriptions', 'the docs plugin', 'it has no contentLoaded');
  return {
    ...plugin,
    async contentLoaded(args) {
      let versions = 0;
      const addRoute: typeof args.actions.addRoute = (config) => {
        const kept = onlyVersion ? onlyVersionRoutes(config) : config;
        if (!kept) return;
        const lean = withoutDocDescriptions(kept);
        versions += lean.versions;
        args.actions.addRoute(lean.route);
      };
      await contentLoaded.call(plugin, { ...args, actions: { ...args.actions, addRoute } });
      if (versions === 0) throw hookBroken('versionPropsWithoutDescriptions', "the docs plugin's routes", 'no route had a version prop');
    },
  };
}

if (typeof validateOptions !== 'function' || typeof docs.default !== 'function') {
  throw hookBroken(
    'versionPropsWithoutDescriptions',
    '@docusaurus/plugin-content-docs',
    'it no longer exports its plugin function and validateOptions',
  );
}
docsWithoutVersionDescriptions.validateOptions = validateOptions;

export default docsWithoutVersionDescriptions as PluginModule;
