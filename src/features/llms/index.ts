/**
 * llms: the latest docs as plain text, for assistants and offline readers. Writes /llms.txt (title,
 * one-line description and URL of every latest-version page, grouped like the sidebar) and
 * /llms-full.txt (those pages as plain Markdown, config-key tables rendered from the same data as
 * the pages). Only the latest version: it is the one search engines and readers are sent to.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { DocMetadata, LoadedContent, LoadedVersion } from '@docusaurus/plugin-content-docs';
import { configPages, keysFor, tableFor, tablesFor, toVersionName } from '../../data/config-keys';
import { toPlainMarkdown } from './plain-markdown';
import { substituteFacts } from '../../data/shared-facts';
import { httpApiMarkdown } from '../../data/http-api/markdown';
import { openApiFilePath } from '../../data/http-api/paths';
import { pageChanges, type PagePair } from '../version-changes/page-changes';
import { versionChangesMarkdown } from '../version-changes/markdown';

type SidebarItem = { type: string; id?: string; label?: string; items?: SidebarItem[] };

export default function llms(context: LoadContext): Plugin {
  let latest: LoadedVersion | undefined;
  let pagePairs: PagePair[] = [];
  return {
    name: 'llms',
    allContentLoaded({ allContent }) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
      latest = docs?.loadedVersions.find((v) => v.isLast);
      pagePairs = pageChanges((docs?.loadedVersions ?? []).map((v) => ({ name: toVersionName(v.versionName), docs: v.docs })));
    },
    async postBuild({ outDir, siteConfig }) {
      if (!latest) throw new Error('llms: the latest docs version was not loaded');
      const version = latest;
      const url = (doc: DocMetadata) => `${siteConfig.url}${encodeURI(doc.permalink)}`;
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
            index.push(`- [${doc.title}](${url(doc)}): ${doc.description}`);
          }
        }
      };
      walk((version.sidebars.tutorialSidebar ?? []) as SidebarItem[], 0);
      const rest = version.docs.filter((d) => !ordered.includes(d)).sort((a, b) => a.id.localeCompare(b.id));
      if (rest.length) {
        index.push('', '## 其他页面', '');
        for (const doc of rest) {
          ordered.push(doc);
          index.push(`- [${doc.title}](${url(doc)}): ${doc.description}`);
        }
      }
      await fs.writeFile(path.join(outDir, 'llms.txt'), `${index.join('\n').replace(/\n{3,}/g, '\n\n')}\n`);

      const versionName = toVersionName(version.versionName);
      const configTable = (page: string, table: string) => {
        const data = tableFor(page, table);
        if (!data) throw new Error(`llms: unknown config table ${page}/${table}`);
        const rows = keysFor(data, versionName).map((k) => `| \`${k.key}\` | ${k.type} | ${k.default} | ${k.meaning} |`);
        return ['| 配置项 | 类型 | 默认值 | 说明 |', '| --- | --- | --- | --- |', ...rows].join('\n');
      };
      const quickReference = () =>
        configPages
          .map((p) => `### ${p.title}\n\n${tablesFor(p, versionName).map((t) => configTable(p.docId, t.id)).join('\n\n')}`)
          .join('\n\n');
      const openApiUrl = `${siteConfig.url}${openApiFilePath(version.path)}`;
      const httpApi = (name: string, props: Record<string, string>) => httpApiMarkdown(name, props, versionName, openApiUrl);
      const versionChanges = () => versionChangesMarkdown(versionName, pagePairs, (docId) => {
        const doc = byId.get(docId);
        return doc && url(doc);
      });
      const full: string[] = [`# ${siteConfig.title}（FluxMQ ${version.label}）`, ''];
      for (const doc of ordered) {
        const source = await fs.readFile(path.join(context.siteDir, doc.source.replace(/^@site\//, '')), 'utf8');
        full.push(`# ${doc.title}`, '', `URL: ${url(doc)}`, '', toPlainMarkdown(substituteFacts(source, versionName, doc.source), { configTable, quickReference, httpApi, versionChanges }), '', '---', '');
      }
      await fs.writeFile(path.join(outDir, 'llms-full.txt'), full.join('\n'));
    },
  };
}
