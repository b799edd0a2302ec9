/**
 * The docs plugin (@docusaurus/plugin-content-docs, its public plugin function and option
 * validation), its routes added without the docs' descriptions in each version's props
 * (./without-descriptions.ts). Listed in config/plugins.ts in place of the classic preset's docs.
 */
import * as docs from '@docusaurus/plugin-content-docs';
import type { PluginOptions } from '@docusaurus/plugin-content-docs';
import type { LoadContext, Plugin, PluginModule } from '@docusaurus/types';
import { hookBroken } from '../../../../config/internals';
import { withoutDocDescriptions } from './without-descriptions';

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
        const lean = withoutDocDescriptions(config);
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
