#!/usr/bin/env node
// Prints a page's Markdown copy as the build writes it (`<address>.md`, src/features/page-markdown):
// title, description, address, then the body with shared facts filled in for the page's version,
// config-key tables and the 「版本变化」 lists rendered from the data, Tabs and admonitions flattened.
// A quick look at what a page renders, without a build.
// Usage: node scripts/print-page.mjs <page.md> [--body]   (npm run page -- docs/config/mqtt.md)
//   --body  the body only, without the title block
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { ROOT, LATEST_VERSION, versionNames, versionDir, versionPrefix, markdownFiles, docIdOf, locate } from './lib/docs-tree.mjs';
import { docPath } from './lib/source-checks.mjs';
import { importTs } from '../tests/lib/import-ts.mjs';

/** The site's address (config/site.ts), the one docusaurus.config.ts uses. */
const siteUrl = async () => (await importTs('config/site.ts')).SITE_URL;

/** The docs plugin's view of a version, built from its files: what the page renderer reads of it. */
function loadedVersion(v) {
  const dir = versionDir(v);
  const prefix = versionPrefix(v);
  const docs = markdownFiles(dir).map((rel) => {
    const file = path.join(dir, rel);
    const { data, content } = matter(fs.readFileSync(file, 'utf8'));
    return {
      id: docIdOf(rel),
      title: data.title ?? /^# (.+)$/m.exec(content)?.[1] ?? docIdOf(rel),
      description: data.description ?? '',
      permalink: `${prefix}/${docPath(rel, data)}`,
      source: `@site/${path.relative(ROOT, file).split(path.sep).join('/')}`,
    };
  });
  return { versionName: v === LATEST_VERSION ? 'current' : v, label: v, path: prefix || '/', docs };
}

const args = process.argv.slice(2);
const file = args.find((a) => !a.startsWith('--'));
if (!file) {
  console.error('usage: node scripts/print-page.mjs <page.md> [--body]');
  process.exit(2);
}
const where = fs.existsSync(file) ? locate(file) : null;
if (!where) {
  console.error(`${file}: not a page of a docs version (docs/ or versioned_docs/version-X/)`);
  process.exit(2);
}
const { versionMarkdown } = await importTs('src/features/page-markdown/render.ts');
const versions = versionNames().map(loadedVersion);
const version = versions.find((v) => v.label === where.version);
const doc = version.docs.find((d) => d.id === docIdOf(where.rel));
const markdown = versionMarkdown(ROOT, await siteUrl(), version, versions);
process.stdout.write(args.includes('--body') ? `${await markdown.body(doc)}\n` : await markdown.page(doc));
