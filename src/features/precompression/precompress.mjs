// Precompressed copies of built text files, for deploy/nginx/site.conf, which serves them with
// gzip_static and brotli_static: a .gz of each and, where brotli pays, a .br. Used by
// ./compress-worker.mjs (the hashed bundles, on a worker thread while Docusaurus renders the pages)
// and by scripts/post-build.mjs (every other file, after the build).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { promisify } from 'node:util';

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

/** Whether a file of this name and size gets precompressed copies. */
export function isCompressible(file, size) {
  return COMPRESSIBLE.test(file) && size >= MIN_BYTES;
}

function* walk(dir) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) yield* walk(p);
    else yield p;
  }
}

/** Every file of a build folder. */
export function filesOf(dir) {
  return [...walk(dir)];
}

/** Files of a build that get precompressed copies. */
export function precompressionTargets(dir) {
  return filesOf(dir).filter((f) => isCompressible(f, fs.statSync(f).size));
}

/**
 * Whether a file already has copies made from its current bytes: its .gz (written last, see below)
 * is at least as new as the file.
 */
export function hasFreshCopies(file) {
  try {
    return fs.statSync(`${file}.gz`).mtimeMs >= fs.statSync(file).mtimeMs;
  } catch {
    return false;
  }
}

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

function brotliOptions(file, data) {
  return {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: PRECOMPRESS.brotliQuality[kindOf(file)],
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  };
}

/** Writes a copy under a temporary name, then renames it: a copy is either whole or absent. */
function writeWhole(target, bytes) {
  const temporary = `${target}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, bytes);
  fs.renameSync(temporary, target);
}

/**
 * Writes f.br where brotli pays (and removes a stale one where it does not), then f.gz: the .gz
 * comes last, so a file whose .gz is fresh has both copies (hasFreshCopies).
 */
function writeCopies(file, gz, br) {
  const brotliPays = br.length <= gz.length * (1 - PRECOMPRESS.brotliMinSaving);
  if (brotliPays) writeWhole(`${file}.br`, br);
  else fs.rmSync(`${file}.br`, { force: true });
  writeWhole(`${file}.gz`, gz);
  return { gz: gz.length, br: brotliPays ? br.length : 0 };
}

/** Both copies of a file, compressed on libuv's thread pool (the caller's thread stays free). */
export async function precompress(file, data) {
  const [gz, br] = await Promise.all([gzip(data, { level: PRECOMPRESS.gzipLevel }), brotli(data, brotliOptions(file, data))]);
  return writeCopies(file, gz, br);
}

/** Both copies of a file, compressed on the calling thread (for a worker thread of its own). */
export function precompressOnThisThread(file, data = fs.readFileSync(file)) {
  const gz = zlib.gzipSync(data, { level: PRECOMPRESS.gzipLevel });
  const br = zlib.brotliCompressSync(data, brotliOptions(file, data));
  return writeCopies(file, gz, br);
}
