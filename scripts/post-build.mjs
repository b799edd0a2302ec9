#!/usr/bin/env node
// Runs after `docusaurus build` (npm run build), when every plugin has written its files
// (usage: node scripts/post-build.mjs [outDir] [--no-compress]):
// 1. csp-hashes.conf: sha256 hashes of the inline scripts the theme puts in the HTML, for the
//    Content-Security-Policy of deploy/nginx (sets the nginx variable $csp_script_hashes);
// 2. precompressed .gz and .br copies of text assets, for gzip_static / brotli_static.
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { promisify } from 'node:util';

const outDir = path.resolve(process.argv[2] ?? 'build');
const compress = !process.argv.includes('--no-compress');
const COMPRESSIBLE = /\.(html|js|css|json|svg|txt|xml|map|md)$/;

function* walk(dir) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) yield* walk(p);
    else yield p;
  }
}

export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const m of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    if (!m[1]) continue;
    hashes.add(`'sha256-${crypto.createHash('sha256').update(m[1], 'utf8').digest('base64')}'`);
  }
  return hashes;
}

const started = Date.now();
const hashes = new Set();
const files = [...walk(outDir)];
for (const f of files) {
  if (f.endsWith('.html')) for (const h of inlineScriptHashes(fs.readFileSync(f, 'utf8'))) hashes.add(h);
}
fs.writeFileSync(
  path.join(outDir, 'csp-hashes.conf'),
  `# Written by scripts/post-build.mjs: hashes of the inline scripts of this build.\nset $csp_script_hashes "${[...hashes].sort().join(' ')}";\n`,
);

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);
const targets = compress ? files.filter((f) => COMPRESSIBLE.test(f) && fs.statSync(f).size >= 512) : [];
// zlib's async calls run on libuv's thread pool: a few at a time keep both cores busy.
let next = 0;
async function worker() {
  while (next < targets.length) {
    const f = targets[next++];
    const data = await fs.promises.readFile(f);
    const [gz, br] = await Promise.all([
      gzip(data, { level: 9 }),
      brotli(data, {
        params: {
          // Best compression for the few large, long-cached bundles and indexes; a faster level for
          // the hundreds of HTML pages (within ~2 % of the best, many times quicker).
          [zlib.constants.BROTLI_PARAM_QUALITY]: /[\\/]assets[\\/]|search-index/.test(f) ? 11 : 9,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
    ]);
    await fs.promises.writeFile(`${f}.gz`, gz);
    await fs.promises.writeFile(`${f}.br`, br);
  }
}
await Promise.all(Array.from({ length: 4 }, worker));
const count = targets.length;
console.log(`post-build: ${hashes.size} inline script hash(es), ${count} files precompressed (.gz, .br) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
