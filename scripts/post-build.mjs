#!/usr/bin/env node
// Runs after `docusaurus build` (npm run build), when every plugin has written its files
// (usage: node scripts/post-build.mjs [outDir] [--no-compress]):
// 1. csp-hashes.conf: sha256 hashes of the inline scripts the theme puts in the HTML, for the
//    Content-Security-Policy of deploy/nginx (sets the nginx variable $csp_script_hashes);
// 2. precompressed copies of text files for deploy/nginx/site.conf, which serves them with
//    gzip_static and brotli_static: a .gz of each, and a .br where brotli pays (levels and kinds in
//    src/features/precompression/precompress.mjs). Files whose copies were made during the build from their current
//    bytes (the hashed bundles: src/features/precompression) are left as they are.
// Each file is read once: its hashes and both copies come from the same bytes. The compression runs
// on zlib's thread pool, a bounded number of files at a time, so every core is busy.
// It fails, naming the page, when a page still requests its scripts from the head while the
// startUpScripts hook is on (config/internals.ts; FLUXMQ_WITHOUT=startUpScripts builds without it),
// and when no page has an inline script to hash (the Content-Security-Policy would block the theme's).
// bench/precompress.mjs measures the bytes and CPU time of each level on a build.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { filesOf, hasFreshCopies, isCompressible, precompress } from '../src/features/precompression/precompress.mjs';
import { importTs } from '../tests/lib/import-ts.mjs';

export { PRECOMPRESS, kindOf, precompressionTargets } from '../src/features/precompression/precompress.mjs';

export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const m of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    if (!m[1]) continue;
    hashes.add(`'sha256-${crypto.createHash('sha256').update(m[1], 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/** A script the HTML template requests from the head; the startUpScripts hook moves them all to its loader. */
const DEFERRED_SCRIPT = /<script src="?[^" >]+"? defer><\/script>/;

/**
 * Which hooks into internals this build has (config/internals.ts reads FLUXMQ_WITHOUT, as the
 * `docusaurus build` before this did; an unknown name fails here too).
 */
export async function hooksOn() {
  return (await importTs('config/internals.ts')).internals;
}

export async function postBuild(outDir, { compress = true, hooks } = {}) {
  const on = hooks ?? (await hooksOn());
  const headScripts = [];
  const files = filesOf(outDir).filter((f) => !/\.(gz|br)$/.test(f));
  const htmlFiles = files.filter((f) => f.endsWith('.html'));
  const size = new Map(files.map((f) => [f, fs.statSync(f).size]));
  const compressible = compress ? files.filter((f) => isCompressible(f, size.get(f))) : [];
  // The hashed bundles were compressed during the build (src/features/precompression); a file
  // whose copies are as new as it is not compressed again.
  const targets = new Set(compressible.filter((f) => !hasFreshCopies(f)));
  const alreadyDone = compressible.length - targets.size;
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
      if (file.endsWith('.html')) {
        const html = data.toString('utf8');
        for (const h of inlineScriptHashes(html)) hashes.add(h);
        if (on.startUpScripts && DEFERRED_SCRIPT.test(html)) headScripts.push(path.relative(process.cwd(), file));
      }
      if (targets.has(file) && (await precompress(file, data)).br) brotliCopies++;
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  if (headScripts.length) {
    const others = headScripts.length > 1 ? ` (and ${headScripts.length - 1} other pages)` : '';
    throw new Error(
      `[startUpScripts] ${headScripts.sort()[0]}${others} still requests its scripts with <script defer> in the head — the start-up rewrite did not run on it; see deploy/RUNBOOK.md#startupscripts`,
    );
  }
  if (htmlFiles.length && hashes.size === 0) {
    throw new Error(
      `[post-build] found no inline <script> in ${htmlFiles.length} pages — the HTML template changed, and csp-hashes.conf would allow none of the theme's inline scripts; see deploy/RUNBOOK.md#post-build`,
    );
  }
  fs.writeFileSync(
    path.join(outDir, 'csp-hashes.conf'),
    `# Written by scripts/post-build.mjs: hashes of the inline scripts of this build.\nset $csp_script_hashes "${[...hashes].sort().join(' ')}";\n`,
  );
  return { hashes: hashes.size, gzip: targets.size, brotli: brotliCopies, alreadyDone };
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
    `post-build: ${result.hashes} inline script hash(es), ${result.gzip} files precompressed (.gz), ${result.brotli} of them also .br, in ${((Date.now() - started) / 1000).toFixed(1)} s (${result.alreadyDone} compressed during the build)`,
  );
}
