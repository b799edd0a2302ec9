/**
 * The build part of page-markdown: after the build, every doc page of every docs version is written
 * as plain Markdown at the page's own address plus `.md` (/config/mqtt.md, /2.0.18/config/mqtt.md; a
 * page at …/ gets …/index.md). The versions and pages are the docs plugin's loaded content; category
 * index pages are not docs and get none. deploy/nginx/site.conf serves the files as text/markdown.
 * A build of one version (config/only-version.ts) writes that version's.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext } from '@docusaurus/types';
import type { LoadedContent, LoadedVersion } from '@docusaurus/plugin-content-docs';
import type { FeaturePart } from '../feature-plugin';
import { markdownPathOf } from './paths';
import { versionMarkdown } from './render';
import { buildsVersion } from '../../../config/only-version';

export function writePages(context: LoadContext): FeaturePart {
  let versions: LoadedVersion[] = [];
  return {
    allContentLoaded({ allContent }) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
      versions = docs?.loadedVersions ?? [];
    },
    async postBuild({ outDir, siteConfig }) {
      if (!versions.length) throw new Error('page-markdown: no docs version was loaded');
      let count = 0;
      const built = versions.filter((version) => buildsVersion(version.versionName));
      for (const version of built) {
        const markdown = versionMarkdown(context.siteDir, siteConfig.url, version, versions);
        for (const doc of version.docs) {
          const file = path.join(outDir, markdownPathOf(doc.permalink));
          await fs.mkdir(path.dirname(file), { recursive: true });
          await fs.writeFile(file, await markdown.page(doc));
          count++;
        }
      }
      console.log(`page-markdown: ${count} pages written as Markdown (${built.length} versions)`);
    },
  };
}
