#!/usr/bin/env node
// Replaces shared facts typed by hand in pages' prose (text, table cells, inline code) with their
// `:fact[id]` tokens (src/data/shared-facts.ts), for the version each file belongs to. Code blocks are
// left alone. Run it when tests/unit/shared-facts.test.mjs names a page:
//   node scripts/use-shared-facts.mjs docs/install/docker.md [more files…]   (no file: every page)
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { compile } from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import { importTs } from '../tests/lib/import-ts.mjs';
import { ROOT, versionNames, versionDir, markdownFiles, locate } from './lib/docs-tree.mjs';

const { guardedFacts } = await importTs('src/data/shared-facts.ts');

/** The [start, end) offsets in `content` of the text and inline-code nodes outside code blocks. */
async function proseRanges(content) {
  const ranges = [];
  const collect = () => (tree) => {
    const walk = (node) => {
      if (node.type === 'code') return;
      if ((node.type === 'text' || node.type === 'inlineCode') && node.position)
        ranges.push([node.position.start.offset, node.position.end.offset]);
      for (const child of node.children ?? []) walk(child);
    };
    walk(tree);
  };
  await compile(content, { remarkPlugins: [remarkGfm, remarkDirective, collect], format: 'mdx' });
  return ranges;
}

async function tokenize(file, version) {
  const raw = fs.readFileSync(file, 'utf8');
  const { content } = matter(raw);
  const bodyStart = raw.length - content.length;
  // Longest values first, so `fluxmq/enterprise:2.1.0` becomes :fact[image], not :fact[image.name]:2.1.0.
  const facts = guardedFacts(version).sort((a, b) => b.value.length - a.value.length);
  const ranges = (await proseRanges(content)).sort((a, b) => b[0] - a[0]);
  let body = content;
  let count = 0;
  for (const [start, end] of ranges) {
    let slice = body.slice(start, end);
    for (const { id, value } of facts) {
      const re = new RegExp(`(?<![\\w.\\-/])${value.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(?![\\w\\-])`, 'g');
      slice = slice.replace(re, () => (count++, `:fact[${id}]`));
    }
    body = body.slice(0, start) + slice + body.slice(end);
  }
  if (count) fs.writeFileSync(file, raw.slice(0, bodyStart) + body);
  return count;
}

const files = process.argv.slice(2).length
  ? process.argv.slice(2).map((f) => path.resolve(f))
  : versionNames().flatMap((v) => markdownFiles(versionDir(v)).map((rel) => path.join(versionDir(v), rel)));
let total = 0;
for (const file of files) {
  const where = locate(file);
  if (!where) throw new Error(`${file} is not in a docs version folder`);
  const n = await tokenize(file, where.version);
  if (n) console.log(`${path.relative(ROOT, file)}: ${n}`);
  total += n;
}
console.log(`${total} hand-typed values replaced by :fact[…] tokens`);
