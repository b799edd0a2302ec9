/**
 * The docs plugin (@docusaurus/plugin-content-docs, its public plugin function and option
 * validation), its routes added without the docs' descriptions in each version's props
 * (./without-descriptions.ts; the hook versionPropsWithoutDescriptions) and, in a build of one
 * version (config/only-version.ts, as npm run build makes them), with each other version's routes
 * replaced by one route — whether the hook is on or not. Listed in config/docs.ts in place of the
 * classic preset's docs.
 */
import * as docs from '@docusaurus/plugin-content-docs';
import type { PluginOptions, PropVersionMetadata } from '@docusaurus/plugin-content-docs';
import type { LoadContext, Plugin, PluginModule, RouteConfig } from '@docusaurus/types';
import { hookBroken, internals } from '../../../../config/internals';
import { onlyVersion } from '../../../../config/only-version';
import { withoutDocDescriptions } from './without-descriptions';

/**
 * The route tree of a build of `onlyVersion` (config/only-version.ts): each other version's routes
 * replaced by one route at its path, whose page loads the address from the server, where that
 * version's own build answers it (src/features/versions/theme/OtherVersionPage).
 */
function onlyVersionRoutes(route: RouteConfig): RouteConfig {
  const version = route.props?.version as PropVersionMetadata | undefined;
  if (version && version.version !== onlyVersion) {
    return { path: route.path, exact: false, component: '@theme/OtherVersionPage' };
  }
  if (!route.routes) return route;
  return { ...route, routes: route.routes.map(onlyVersionRoutes) };
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
        if (!internals.versionPropsWithoutDescriptions) return args.actions.addRoute(kept);
        const lean = withoutDocDescriptions(kept);
        versions += lean.versions;
        args.actions.addRoute(lean.route);
      };
      await contentLoaded.call(plugin, { ...args, actions: { ...args.actions, addRoute } });
      if (internals.versionPropsWithoutDescriptions && versions === 0) {
        throw hookBroken('versionPropsWithoutDescriptions', "the docs plugin's routes", 'no route had a version prop');
      }
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
