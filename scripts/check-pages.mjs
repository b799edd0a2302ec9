#!/usr/bin/env node
// Usage: node scripts/check-pages.mjs [file ...]
// Checks the given pages (default: every page of every version) and prints each problem.
// Exit code 1 when any page has a problem. Placeholder pages are reported, not failed,
// unless --strict is given.
import path from 'node:path';
import { checkPage, PLACEHOLDER } from './lib/page-checks.mjs';
import { versionNames, versionDir, markdownFiles, locate } from './lib/docs-tree.mjs';
import fs from 'node:fs';

const args = process.argv.slice(2);
const strict = args.includes('--strict');
let files = args.filter((a) => !a.startsWith('--'));
if (files.length === 0) {
  files = versionNames().flatMap((v) => markdownFiles(versionDir(v)).map((r) => path.join(versionDir(v), r)));
}
let failed = 0;
let placeholders = 0;
for (const file of files) {
  const where = locate(file);
  const isPlaceholder = fs.readFileSync(file, 'utf8').includes(PLACEHOLDER);
  if (isPlaceholder) placeholders++;
  const problems = await checkPage(file, { versionDir: where?.dir, allowPlaceholder: isPlaceholder && !strict });
  if (problems.length) {
    failed++;
    console.log(`✗ ${path.relative(process.cwd(), file)}`);
    for (const p of problems) console.log(`    ${p}`);
  }
}
console.log(`${files.length} pages checked, ${failed} with problems, ${placeholders} placeholders`);
process.exit(failed ? 1 : 0);
