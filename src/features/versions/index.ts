/**
 * Versions and search engines: a reader of an older version is told so and led to the same place in
 * the latest one, and search engines are sent to the current docs. The docs plugin's own banner,
 * badge and sitemap do most of it (config/versions.ts, config/docs.ts); the theme wrappers here add:
 * - theme/DocVersionBanner: the banner's link to the latest version keeps the reader's `?search#hash`,
 *   and a line under the banner leads to the latest 「版本变化」 page (src/features/version-changes);
 * - theme/DocItem/Metadata: an older page that also exists in the latest version names that page as
 *   its canonical URL;
 * - theme/OtherVersionPage, ./navigations.ts: each docs version is its own build (scripts/build-site.mjs),
 *   so a link or the dropdown into another version loads that page from the server.
 */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { featurePlugin } from '../feature-plugin';

export default function versions(): Plugin {
  return featurePlugin({
    name: 'versions',
    themePath: path.join(__dirname, 'theme'),
    clientModules: [path.join(__dirname, 'navigations.ts')],
  });
}
