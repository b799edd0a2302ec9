/**
 * llms: the latest docs as plain text, for assistants and offline readers. Writes /llms.txt (title,
 * one-line description and the address of the Markdown copy of every latest-version page, grouped
 * like the sidebar; src/features/page-markdown writes those copies) and /llms-full.txt (those pages
 * as plain Markdown, through the same renderer as the copies). Only the latest version: it is the
 * one search engines and readers are sent to.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { DocMetadata, LoadedContent, LoadedVersion } from '@docusaurus/plugin-content-docs';
import { versionMarkdown } from '../page-markdown/render';
import { buildsVersion } from '../../../config/only-version';

type SidebarItem = { type: string; id?: string; label?: string; items?: SidebarItem[] };

export default function llms(context: LoadContext): Plugin {
  let latest: LoadedVersion | undefined;
  let versions: LoadedVersion[] = [];
  return {
    name: 'llms',
    allContentLoaded({ allContent }) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
      latest = docs?.loadedVersions.find((v) => v.isLast);
      versions = docs?.loadedVersions ?? [];
    },
    async postBuild({ outDir, siteConfig }) {
      if (!latest) throw new Error('llms: the latest docs version was not loaded');
      // A build of an older version alone (config/only-version.ts) writes none: the files are the latest's.
      if (!buildsVersion(latest.versionName)) return;
      const version = latest;
      const markdown = versionMarkdown(context.siteDir, siteConfig.url, version, versions);
      const url = markdown.pageUrl;
      const byId = new Map(version.docs.map((d) => [d.id, d]));
      const ordered: DocMetadata[] = [];
      const index: string[] = [
        `# ${siteConfig.title}`,
        '',
        `> ${siteConfig.tagline}。FluxMQ ${version.label} 文档：安装部署、配置、规则引擎、数据源、认证鉴权与 ACL、多协议接入、API 与性能压测。`,
        '',
      ];
      const walk = (items: SidebarItem[], depth: number) => {
        for (const item of items) {
          if (item.type === 'category') {
            index.push('', `${'#'.repeat(Math.min(depth + 2, 6))} ${item.label}`, '');
            walk(item.items ?? [], depth + 1);
          } else if ((item.type === 'doc' || item.type === 'ref') && item.id) {
            const doc = byId.get(item.id);
            if (!doc || ordered.includes(doc)) continue;
            ordered.push(doc);
            index.push(`- [${doc.title}](${markdown.markdownUrl(doc)}): ${doc.description}`);
          }
        }
      };
      walk((version.sidebars.tutorialSidebar ?? []) as SidebarItem[], 0);
      const rest = version.docs.filter((d) => !ordered.includes(d)).sort((a, b) => a.id.localeCompare(b.id));
      if (rest.length) {
        index.push('', '## 其他页面', '');
        for (const doc of rest) {
          ordered.push(doc);
          index.push(`- [${doc.title}](${markdown.markdownUrl(doc)}): ${doc.description}`);
        }
      }
      await fs.writeFile(path.join(outDir, 'llms.txt'), `${index.join('\n').replace(/\n{3,}/g, '\n\n')}\n`);

      const full: string[] = [`# ${siteConfig.title}（FluxMQ ${version.label}）`, ''];
      for (const doc of ordered) {
        full.push(`# ${doc.title}`, '', `URL: ${url(doc)}`, '', await markdown.body(doc), '', '---', '');
      }
      await fs.writeFile(path.join(outDir, 'llms-full.txt'), full.join('\n'));
    },
  };
}
