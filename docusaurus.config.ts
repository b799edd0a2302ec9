import type { Config } from '@docusaurus/types';
import { classicPreset } from './config/docs';
import { plugins } from './config/plugins';
import { themeConfig } from './config/theme';
import { faster } from './config/faster';
import { SITE_URL } from './config/site';
import { onlyVersion } from './config/only-version';

/**
 * FluxMQ documentation site. Each concern lives in its own module under config/: the docs and their
 * Markdown (docs.ts, versions.ts, prism.ts), the plugins and the site's features (plugins.ts), the
 * navbar, footer and colours (theme.ts), search (search.ts), the build pipeline (faster.ts).
 */
const config: Config = {
  title: 'FluxMQ 文档',
  tagline: '云原生分布式物联网接入平台与 MQTT Broker',
  favicon: 'img/favicon.svg',
  url: SITE_URL,
  baseUrl: '/',

  // Build hygiene: broken links fail the build (npm run build builds one version at a time, whose
  // links into the others lead out of it: scripts/build-site.mjs checks the whole site's links once
  // put together); the rest warn and a test fails on any warning.
  onBrokenLinks: onlyVersion ? 'ignore' : 'throw',
  onBrokenMarkdownLinks: 'warn',
  onBrokenAnchors: 'warn',
  onDuplicateRoutes: 'warn',

  i18n: {
    defaultLocale: 'zh-Hans',
    locales: ['zh-Hans'],
    localeConfigs: { 'zh-Hans': { label: '简体中文', direction: 'ltr', htmlLang: 'zh-Hans' } },
  },

  markdown: { mermaid: true },

  // Docusaurus Faster (config/faster.ts): each flag kept because the full suite passes with it.
  future: { experimental_faster: faster },

  presets: [['classic', classicPreset]],
  plugins,
  themeConfig,
};

export default config;
