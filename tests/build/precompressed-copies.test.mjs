// Every text file nginx serves precompressed (deploy/nginx/site.conf: gzip_static, brotli_static)
// has copies made from its final bytes: nginx sends a .gz or .br without checking it, so a copy
// that is stale (made before a later step rewrote the file) or cut off (a build interrupted while
// writing it) would reach readers as a wrong or broken page or script. The copies come from two
// places — the hashed bundles on a worker thread during the build (src/features/precompression),
// everything else in scripts/post-build.mjs — and both must give the same result.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import zlib from 'node:zlib';
import { BUILD_DIR } from '../lib/site.mjs';
import { filesOf, isCompressible, kindOf } from '../../src/features/precompression/precompress.mjs';

const files = filesOf(BUILD_DIR);

test('each precompressible file has a .gz (and, where written, a .br) that decodes to its current bytes', () => {
  const targets = files.filter((f) => !/\.(gz|br)$/.test(f) && isCompressible(f, fs.statSync(f).size));
  const kinds = new Set(targets.map(kindOf));
  assert.deepEqual([...kinds].sort(), ['bundle', 'html', 'search-index', 'text'], 'every kind of file is in the build');
  const wrong = [];
  for (const file of targets) {
    const bytes = fs.readFileSync(file);
    const gz = `${file}.gz`;
    if (!fs.existsSync(gz) || !zlib.gunzipSync(fs.readFileSync(gz)).equals(bytes)) wrong.push(`${file}.gz`);
    const br = `${file}.br`;
    if (fs.existsSync(br) && !zlib.brotliDecompressSync(fs.readFileSync(br)).equals(bytes)) wrong.push(`${file}.br`);
  }
  assert.deepEqual(wrong.slice(0, 10), [], `${wrong.length} missing or wrong copies of ${targets.length} files`);
});

test('no temporary copy is left in the build', () => {
  assert.deepEqual(files.filter((f) => f.endsWith('.tmp')), []);
});
