#!/usr/bin/env node
// Size of each docs version's search index in the build: raw, gzip and brotli.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, versionNames, versionPrefix } from '../scripts/lib/docs-tree.mjs';
import { header, kib, compressedSizes } from './lib.mjs';

header('search index size per docs version');
for (const v of versionNames()) {
  const file = path.join(ROOT, 'build', versionPrefix(v).slice(1), 'search-index.json');
  const s = compressedSizes(fs.readFileSync(file));
  console.log(`${v.padEnd(7)} raw ${kib(s.raw).padStart(12)}  gzip ${kib(s.gzip).padStart(11)}  brotli ${kib(s.brotli).padStart(11)}`);
}
