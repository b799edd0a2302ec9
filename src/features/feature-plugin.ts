/**
 * A reader feature of the site as one local Docusaurus plugin: its theme components
 * (getThemePath), its client modules and CSS (getClientModules), and the parts that hook into the
 * build, each a set of plugin lifecycle methods, merged into this one plugin in the order given.
 * A part that is switched off (config/internals.ts) is simply left out of `parts`.
 */
import path from 'node:path';
import type { HtmlTags, Plugin } from '@docusaurus/types';

/** What one part of a feature adds to the build: any of these lifecycle methods. */
export type FeaturePart = Pick<Plugin, 'contentLoaded' | 'allContentLoaded' | 'postBuild' | 'configureWebpack' | 'injectHtmlTags'>;

type WebpackConfig = ReturnType<NonNullable<Plugin['configureWebpack']>>;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/** Two webpack config fragments as one: lists are joined, objects merged key by key (webpack-merge's defaults). */
function mergeConfig(a: Record<string, unknown>, b: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...a };
  for (const [key, value] of Object.entries(b)) {
    const prev = out[key];
    if (Array.isArray(prev) && Array.isArray(value)) out[key] = [...prev, ...value];
    else if (isPlainObject(prev) && isPlainObject(value)) out[key] = mergeConfig(prev, value);
    else out[key] = value;
  }
  return out;
}

const tagList = (tags: HtmlTags | undefined): Exclude<HtmlTags, string | { tagName: string }> =>
  tags === undefined ? [] : Array.isArray(tags) ? tags : [tags];

export function featurePlugin({
  name,
  themePath,
  clientModules = [],
  parts = [],
}: {
  name: string;
  /** Absolute path of the feature's theme components (./theme). */
  themePath?: string;
  /** Absolute paths of its client modules and CSS, in load order. */
  clientModules?: string[];
  parts?: FeaturePart[];
}): Plugin {
  return {
    name,
    ...(themePath ? { getThemePath: () => themePath } : {}),
    getClientModules: () => clientModules,
    async contentLoaded(args) {
      for (const part of parts) await part.contentLoaded?.(args);
    },
    async allContentLoaded(args) {
      for (const part of parts) await part.allContentLoaded?.(args);
    },
    async postBuild(props) {
      for (const part of parts) await part.postBuild?.(props);
    },
    configureWebpack(config, isServer, utils, content) {
      return parts.reduce<Record<string, unknown>>(
        (merged, part) => mergeConfig(merged, (part.configureWebpack?.(config, isServer, utils, content) ?? {}) as Record<string, unknown>),
        {},
      ) as WebpackConfig;
    },
    injectHtmlTags(args) {
      const tags = parts.map((part) => part.injectHtmlTags?.(args) ?? {});
      return {
        headTags: tags.flatMap((t) => tagList(t.headTags)),
        preBodyTags: tags.flatMap((t) => tagList(t.preBodyTags)),
        postBodyTags: tags.flatMap((t) => tagList(t.postBodyTags)),
      };
    },
  };
}

/**
 * A theme component of the feature switched off (config/internals.ts): `@theme/<component>` resolves
 * to the file of the theme that provides it originally, as if the feature did not replace it.
 */
export function originalThemeComponent(component: string, originalFile: string): FeaturePart {
  return { configureWebpack: () => ({ resolve: { alias: { [`@theme/${component}`]: originalFile } } }) };
}

/** The file of a theme-classic component, for originalThemeComponent. */
export function themeClassicFile(component: string): string {
  return path.join(path.dirname(require.resolve('@docusaurus/theme-classic/package.json')), 'lib/theme', component, 'index.js');
}
