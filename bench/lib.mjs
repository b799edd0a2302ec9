// Shared helpers of the benchmark scripts: the machine, medians, sizes, a served build.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

export function machine() {
  const cpus = os.cpus();
  return `${cpus[0]?.model?.trim() ?? 'unknown CPU'} × ${cpus.length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB RAM, ${os.type()} ${os.release()}, Node ${process.version}`;
}

/** The short commit of the git checkout at `dir`, or 'unknown' outside one. */
export function commitOf(dir) {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: dir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return 'unknown';
  }
}

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

export const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;

export function compressedSizes(buf) {
  return {
    raw: buf.length,
    gzip: zlib.gzipSync(buf, { level: 9 }).length,
    brotli: zlib.brotliCompressSync(buf, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

export function header(title) {
  console.log(`# ${title}`);
  console.log(`machine: ${machine()}`);
  console.log(`date: ${new Date().toISOString()}`);
}

/** The five pages the page benchmarks load unless told otherwise. */
export const BENCH_PAGES = ['/', '/config/store', '/gzyq/rule/FUNCTION', '/2.0.17/install/docker', '/search/?q=kafka'];

/**
 * The arguments the page benchmarks share: `[runs] [--pages /a,/b] [--builds dirA,dirB]` (build
 * folders relative to the checkout; several are compared run for run).
 */
export function pageBenchArgs(root, defaultRuns, argv = process.argv.slice(2)) {
  const option = (name) => {
    const i = argv.indexOf(name);
    return i === -1 ? undefined : argv[i + 1];
  };
  return {
    runs: Number(argv.find((a) => /^\d+$/.test(a)) ?? defaultRuns),
    pages: option('--pages')?.split(',') ?? BENCH_PAGES,
    builds: (option('--builds')?.split(',') ?? ['build']).map((dir) => path.resolve(root, dir)),
  };
}

/**
 * The steps of a checkout's `npm run build` (its package.json's build script, split at `&&`): the
 * first is the Docusaurus build, the second post-build. `nodeFlags` are the options the first step
 * gives node (e.g. --max-semi-space-size), for a bench that starts docusaurus itself.
 */
export function buildSteps(dir) {
  const script = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).scripts.build;
  const steps = script.split('&&').map((step) => step.trim());
  const nodeFlags =
    steps[0]
      .match(/^node((?: --\S+)*) /)?.[1]
      .trim()
      .split(' ')
      .filter(Boolean) ?? [];
  return { steps, nodeFlags };
}
