/**
 * 「版本变化」: a page in every docs version (docs/version-changes.md and its copies render
 * ./VersionChanges.tsx) telling, for each upgrade between consecutive versions up to the one being
 * read, the configuration keys added, removed and changed (src/data/config-keys), the pages added
 * and removed, and what an operator must do (./upgrade-notes.ts).
 *
 * The build-time part: which pages each docs version added or removed, from the docs plugin's loaded
 * versions (the public allContentLoaded lifecycle), published as this plugin's global data — only
 * the differences, a few hundred bytes, not every version's page list.
 */
import type { Plugin } from '@docusaurus/types';
import type { LoadedContent } from '@docusaurus/plugin-content-docs';
import { featurePlugin } from '../feature-plugin';
import { toVersionName } from '../../data/versions';
import { pageChanges } from './page-changes';
import { PLUGIN_NAME, type VersionChangesData } from './plugin-data';

export default function versionChanges(): Plugin {
  return featurePlugin({
    name: PLUGIN_NAME,
    parts: [
      {
        async allContentLoaded({ allContent, actions }) {
          const docs = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
          if (!docs) throw new Error('version-changes: the docs plugin has no loaded content');
          const versions = docs.loadedVersions.map((v) => ({
            name: toVersionName(v.versionName),
            docs: v.docs.map((d) => ({ id: d.id, title: d.title })),
          }));
          const data: VersionChangesData = { pagePairs: pageChanges(versions) };
          actions.setGlobalData(data);
        },
      },
    ],
  });
}
