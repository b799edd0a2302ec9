#!/usr/bin/env node
// Runs after `docusaurus build` (npm run build), when every plugin has written its files
// (usage: node scripts/post-build.mjs [outDir] [--no-compress]):
// 1. csp-hashes.conf: sha256 hashes of the inline scripts the theme puts in the HTML, for the
//    Content-Security-Policy of deploy/nginx (sets the nginx variable $csp_script_hashes);
// 2. precompressed copies of text files for deploy/nginx/site.conf, which serves them with
//    gzip_static and brotli_static: a .gz of each, and a .br where brotli pays (see PRECOMPRESS).
// Each file is read once: its hashes and both copies come from the same bytes. The compression runs
// on zlib's thread pool, a bounded number of files at a time, so every core is busy.
// bench/precompress.mjs measures the bytes and CPU time of each level on a build.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';

const COMPRESSIBLE = /\.(html|js|css|json|svg|txt|xml|map|md)$/;
/** Smaller files go as they are (nginx compresses them on the fly for clients that accept gzip). */
const MIN_BYTES = 512;

/**
 * How each kind of file is precompressed. bench/precompress.mjs on this site (2-core machine, CPU
 * seconds of one core for all files of a kind; bytes after compression):
 * - gzip level 6 for every file: level 9 saves 0.3–2 % at up to 3× the CPU, and the .gz copies
 *   serve only clients without brotli;
 * - brotli 10 for the hashed bundles (assets/, cached for a year) and the search indexes: 6.5 % and
 *   10 % fewer bytes than brotli 9 at 1.5× and 6× its CPU; brotli 11 saves another 2 % and 4 % at
 *   2.6× and 2.1× the CPU of brotli 10 (25 s and 21 s);
 * - brotli 8 for HTML pages and other text: within 0.2 % of brotli 9 at a tenth of its CPU (brotli 9
 *   and up switch to far slower matching); brotli 10 would save 5 % at 11× the CPU.
 * A .br is written only where it is at least 3 % smaller than the .gz; nginx sends the .gz otherwise.
 */
export const PRECOMPRESS = {
  gzipLevel: 6,
  brotliQuality: { bundle: 10, 'search-index': 10, html: 8, text: 8 },
  brotliMinSaving: 0.03,
};

/** The kind of a built file, for its compression level. */
export function kindOf(file) {
  if (/(^|[\\/])search-index[^\\/]*\.json$/.test(file)) return 'search-index';
  if (/[\\/]assets[\\/]/.test(file)) return 'bundle';
  if (file.endsWith('.html')) return 'html';
  return 'text';
}

function* walk(dir) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) yield* walk(p);
    else yield p;
  }
}

/** Files of a build that get precompressed copies. */
export function precompressionTargets(dir) {
  return [...walk(dir)].filter((f) => COMPRESSIBLE.test(f) && fs.statSync(f).size >= MIN_BYTES);
}

export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const m of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    if (!m[1]) continue;
    hashes.add(`'sha256-${crypto.createHash('sha256').update(m[1], 'utf8').digest('base64')}'`);
  }
  return hashes;
}

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** Writes f.gz and, where it pays, f.br; removes a stale copy left by an earlier run. */
async function precompress(file, data) {
  const quality = PRECOMPRESS.brotliQuality[kindOf(file)];
  const [gz, br] = await Promise.all([
    gzip(data, { level: PRECOMPRESS.gzipLevel }),
    brotli(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  ]);
  await fs.promises.writeFile(`${file}.gz`, gz);
  if (br.length <= gz.length * (1 - PRECOMPRESS.brotliMinSaving)) {
    await fs.promises.writeFile(`${file}.br`, br);
    return { gz: gz.length, br: br.length };
  }
  await fs.promises.rm(`${file}.br`, { force: true });
  return { gz: gz.length, br: 0 };
}

export async function postBuild(outDir, { compress = true } = {}) {
  const files = [...walk(outDir)];
  const htmlFiles = files.filter((f) => f.endsWith('.html'));
  const size = new Map(files.map((f) => [f, fs.statSync(f).size]));
  const targets = new Set(compress ? files.filter((f) => COMPRESSIBLE.test(f) && size.get(f) >= MIN_BYTES) : []);
  // Every page (for its hashes) and every target, each read once; the largest first, so the last
  // files to finish are small ones and no core waits alone at the end.
  const queue = [...new Set([...htmlFiles, ...targets])].sort((a, b) => size.get(b) - size.get(a));
  const hashes = new Set();
  let brotliCopies = 0;
  let next = 0;
  // zlib's async calls run on libuv's thread pool; two files per core keep every core busy while the
  // main thread reads, hashes and writes.
  const concurrency = Math.max(2, 2 * (os.availableParallelism?.() ?? os.cpus().length));
  async function worker() {
    while (next < queue.length) {
      const file = queue[next++];
      const data = await fs.promises.readFile(file);
      if (file.endsWith('.html')) for (const h of inlineScriptHashes(data.toString('utf8'))) hashes.add(h);
      if (targets.has(file) && (await precompress(file, data)).br) brotliCopies++;
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  fs.writeFileSync(
    path.join(outDir, 'csp-hashes.conf'),
    `# Written by scripts/post-build.mjs: hashes of the inline scripts of this build.\nset $csp_script_hashes "${[...hashes].sort().join(' ')}";\n`,
  );
  return { hashes: hashes.size, gzip: targets.size, brotli: brotliCopies };
}

/** Whether this file is the script node was started with (also through a symlinked scripts/ folder). */
const isMain = () => {
  try {
    return !!process.argv[1] && fs.realpathSync(process.argv[1]) === fs.realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
};

if (isMain()) {
  const started = Date.now();
  const outDir = path.resolve(process.argv.slice(2).find((a) => !a.startsWith('--')) ?? 'build');
  const result = await postBuild(outDir, { compress: !process.argv.includes('--no-compress') });
  console.log(
    `post-build: ${result.hashes} inline script hash(es), ${result.gzip} files precompressed (.gz), ${result.brotli} of them also .br, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}
