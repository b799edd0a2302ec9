// Module hooks for ./search-engine.mjs: they let Node run the search plugin's own browser
// modules (dist/client, ES modules without "type": "module" and with extensionless imports), and
// answer their import of the build-generated constants with ./search-constants.mjs.
const PLUGIN_CLIENT = '/@easyops-cn/docusaurus-search-local/dist/client/';
const GENERATED_CONSTANTS = '@generated/@easyops-cn/docusaurus-search-local/default/generated-constants.js';

export async function resolve(specifier, context, next) {
  if (specifier === GENERATED_CONSTANTS) return { url: new URL('./search-constants.mjs', import.meta.url).href, shortCircuit: true };
  if (context.parentURL?.includes(PLUGIN_CLIENT) && /^\.\.?\//.test(specifier) && !/\.m?js$/.test(specifier)) {
    return next(`${specifier}.js`, context);
  }
  return next(specifier, context);
}

export async function load(url, context, next) {
  if (url.includes(PLUGIN_CLIENT) && url.endsWith('.js')) return next(url, { ...context, format: 'module' });
  return next(url, context);
}
