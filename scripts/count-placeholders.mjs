#!/usr/bin/env node
// Prints how many pages of each docs version still hold the placeholder admonition.
// Informational: it never fails.
import fs from 'node:fs';
import path from 'node:path';
import { versionNames, versionDir, markdownFiles } from './lib/docs-tree.mjs';
import { PLACEHOLDER } from './lib/page-checks.mjs';

let total = 0;
for (const v of versionNames()) {
  const dir = versionDir(v);
  const files = markdownFiles(dir);
  const left = files.filter((f) => fs.readFileSync(path.join(dir, f), 'utf8').includes(PLACEHOLDER));
  total += left.length;
  console.log(
    `${v.padEnd(7)} ${String(left.length).padStart(3)} of ${files.length} pages hold the placeholder${left.length ? `: ${left.join(', ')}` : ''}`,
  );
}
console.log(`total: ${total}`);
