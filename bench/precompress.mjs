#!/usr/bin/env node
// Precompression of a build: bytes against CPU time for gzip and brotli quality levels, per kind of
// file (HTML pages, hashed bundles, search indexes, other text), the figures behind the levels
// scripts/post-build.mjs uses. Each file is compressed on this thread, one at a time, so the times are
// CPU time of one core (process.cpuUsage), not wall time. Bytes are after compression, summed.
// Usage: node bench/precompress.mjs [buildDir]
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { ROOT } from '../scripts/lib/docs-tree.mjs';
import { header, kib } from './lib.mjs';
import { precompressionTargets, kindOf } from '../scripts/post-build.mjs';

const dir = path.resolve(process.argv[2] ?? path.join(ROOT, 'build'));
header(`precompression of ${path.relative(process.cwd(), dir) || '.'}: bytes and CPU time per level`);

const files = precompressionTargets(dir);
const byKind = new Map();
for (const f of files) {
  const kind = kindOf(f);
  if (!byKind.has(kind)) byKind.set(kind, []);
  byKind.get(kind).push(fs.readFileSync(f));
}

const cpuMs = (fn) => {
  const start = process.cpuUsage();
  fn();
  const { user, system } = process.cpuUsage(start);
  return (user + system) / 1000;
};
const brotli = (quality) => (buf) =>
  zlib.brotliCompressSync(buf, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buf.length },
  });
const METHODS = [
  ['gzip 6', (buf) => zlib.gzipSync(buf, { level: 6 })],
  ['gzip 9', (buf) => zlib.gzipSync(buf, { level: 9 })],
  ...[4, 5, 6, 7, 8, 9, 10, 11].map((q) => [`brotli ${q}`, brotli(q)]),
];

for (const [kind, bufs] of byKind) {
  const raw = bufs.reduce((s, b) => s + b.length, 0);
  console.log(`\n${kind}: ${bufs.length} files, ${kib(raw)} raw`);
  for (const [name, fn] of METHODS) {
    let bytes = 0;
    const ms = cpuMs(() => {
      for (const b of bufs) bytes += fn(b).length;
    });
    console.log(`  ${name.padEnd(26)} ${kib(bytes).padStart(12)}  ${(ms / 1000).toFixed(2).padStart(7)} s CPU`);
  }
}
