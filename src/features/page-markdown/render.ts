/**
 * A doc page of one docs version as plain Markdown, for its `.md` copy and llms-full.txt: the title,
 * the description and the page's address, then the body through toPlainMarkdown (shared facts
 * substituted for the version, config-key tables rendered, links to other pages pointing at their
 * Markdown copies, the testers described in a sentence).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { DocMetadata, LoadedVersion } from '@docusaurus/plugin-content-docs';
import { configPages, keysFor, tableFor, tablesFor, toVersionName } from '../../data/config-keys';
import { versionOrder } from '../../data/versions';
import { sinceBadge } from '../config-key-links/since';
import { substituteFacts } from '../../data/shared-facts';
import { toPlainMarkdown, type ComponentRenderers } from '../llms/plain-markdown';
import { markdownPathOf } from './paths';
import { TESTER_MARKDOWN } from '../topic-acl-tester/markdown';
import { CONFIG_CHECK_MARKDOWN } from '../config-check/markdown';
import { httpApiMarkdown } from '../../data/http-api/markdown';
import { openApiFilePath } from '../../data/http-api/paths';
import { pageChanges } from '../version-changes/page-changes';
import { versionChangesMarkdown } from '../version-changes/markdown';

export interface VersionMarkdown {
  /** The page's address (absolute, on the site's URL). */
  pageUrl: (doc: DocMetadata) => string;
  /** The page's Markdown copy's address (absolute). */
  markdownUrl: (doc: DocMetadata) => string;
  /** The page's body as plain Markdown (no title block). */
  body: (doc: DocMetadata) => Promise<string>;
  /** The whole Markdown copy: title, description, address, body. */
  page: (doc: DocMetadata) => Promise<string>;
}

/** `allVersions`: every loaded docs version, for the 「版本变化」 page's pages added and removed. */
export function versionMarkdown(
  siteDir: string,
  siteUrl: string,
  version: LoadedVersion,
  allVersions: readonly LoadedVersion[],
): VersionMarkdown {
  const versionName = toVersionName(version.versionName);
  const fileOf = (doc: DocMetadata) => path.join(siteDir, doc.source.replace(/^@site\//, ''));
  const byFile = new Map(version.docs.map((d) => [fileOf(d), d]));
  const pageUrl = (doc: DocMetadata) => `${siteUrl}${encodeURI(doc.permalink)}`;
  const markdownUrl = (doc: DocMetadata) => `${siteUrl}${encodeURI(markdownPathOf(doc.permalink))}`;
  /** The oldest docs version that has the doc: the keys newer than it carry their 「… 起」 badge, as on the page. */
  const oldestWithDoc = (docId: string): string | undefined =>
    allVersions
      .filter((v) => v.docs.some((d) => d.id === docId))
      .map((v) => toVersionName(v.versionName))
      .reduce<string | undefined>((a, b) => (a === undefined || versionOrder(b) < versionOrder(a) ? b : a), undefined);
  const configTable = (page: string, table: string, oldestWithPage: string | undefined) => {
    const data = tableFor(page, table);
    if (!data) throw new Error(`page-markdown: unknown config table ${page}/${table}`);
    const rows = keysFor(data, versionName).map((k) => {
      const badge = sinceBadge(data, k.key, oldestWithPage);
      return `| \`${k.key}\`${badge ? `（${badge} 起）` : ''} | ${k.type} | ${k.default} | ${k.meaning} |`;
    });
    return ['| 配置项 | 类型 | 默认值 | 说明 |', '| --- | --- | --- | --- |', ...rows].join('\n');
  };
  const quickReference = (oldestWithPage: string | undefined) =>
    configPages
      .map(
        (p) =>
          `### ${p.title}\n\n${tablesFor(p, versionName)
            .map((t) => configTable(p.docId, t.id, oldestWithPage))
            .join('\n\n')}`,
      )
      .join('\n\n');
  const openApiUrl = `${siteUrl}${openApiFilePath(version.path)}`;
  const httpApi = (name: string, props: Record<string, string>) => httpApiMarkdown(name, props, versionName, openApiUrl);
  const byId = new Map(version.docs.map((d) => [d.id, d]));
  const pagePairs = pageChanges(allVersions.map((v) => ({ name: toVersionName(v.versionName), docs: v.docs })));
  const versionChanges = () =>
    versionChangesMarkdown(versionName, pagePairs, (docId) => {
      const doc = byId.get(docId);
      return doc && pageUrl(doc);
    });
  const body = async (doc: DocMetadata) => {
    const file = fileOf(doc);
    const source = await fs.readFile(file, 'utf8');
    const oldestWithPage = oldestWithDoc(doc.id);
    const renderers: ComponentRenderers = {
      configTable: (page, table) => configTable(page, table, oldestWithPage),
      quickReference: () => quickReference(oldestWithPage),
      httpApi,
      versionChanges,
      component: (name) => (TESTER_MARKDOWN[name] ?? CONFIG_CHECK_MARKDOWN[name])?.(pageUrl(doc)) ?? '',
      link: (target) => {
        const [file, hash] = target.split('#');
        const linked = byFile.get(path.resolve(path.dirname(fileOf(doc)), decodeURI(file)));
        return linked ? `${markdownUrl(linked)}${hash ? `#${hash}` : ''}` : target;
      },
    };
    return toPlainMarkdown(substituteFacts(source, versionName, doc.source), renderers);
  };
  return {
    pageUrl,
    markdownUrl,
    body,
    page: async (doc) => {
      const head = [`# ${doc.title}`, ''];
      if (doc.description) head.push(`> ${doc.description}`, '');
      head.push(`本页地址：${pageUrl(doc)}（FluxMQ ${version.label} 文档）`, '');
      return `${head.join('\n')}\n${await body(doc)}\n`;
    },
  };
}
