/**
 * Page Markdown: every doc page of every version as plain Markdown at its own address plus `.md`,
 * for readers who paste a page into an assistant or read it as text.
 * - write-pages.ts (postBuild): writes the files, through render.ts — the same renderer llms-full.txt
 *   uses (src/features/llms/plain-markdown.ts: Tabs as labelled sections, admonitions as quotes,
 *   Mermaid kept, config-key tables and shared facts rendered for the page's version);
 * - theme/DocItem/Content (a wrapper): 「查看 Markdown」 and 「复制为 Markdown」 above the page title
 *   (PageMarkdownActions.tsx); paths.ts says where a page's copy lives, for both.
 */
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { featurePlugin } from '../feature-plugin';
import { writePages } from './write-pages';

export default function pageMarkdown(context: LoadContext): Plugin {
  return featurePlugin({ name: 'page-markdown', themePath: path.join(__dirname, 'theme'), parts: [writePages(context)] });
}
