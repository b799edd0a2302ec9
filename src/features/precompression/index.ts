/**
 * Precompression during the build. Docusaurus renders the pages and then builds the search indexes
 * on one thread, while the second core of a 2-core machine waits; the precompressed copies of the
 * hashed bundles (half of scripts/post-build.mjs's compression work, brotli 10) are made on a worker
 * thread then, starting as soon as the browser bundle is written, so the build's last step only
 * compresses the pages, the search indexes and other text (bench/RESULTS.md, "Build time").
 * Public APIs only: a bundler plugin given through configureWebpack, and postBuild, which waits
 * for the worker so the copies are whole before the build ends. Copies are written under a
 * temporary name and renamed, and post-build compresses any file without fresh copies, so a
 * failed or cut-off worker costs time, never a wrong file.
 */
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { fileURLToPath } from 'node:url';
import type { Plugin } from '@docusaurus/types';
import { isCompressible } from './precompress.mjs';

/** What ./compress-worker.mjs reports: the files it could not compress (post-build does them). */
type WorkerResult = { failed: string[] };
/** The part of the bundler's compiler this plugin uses (webpack and rspack alike). */
type DoneHookCompiler = {
  outputPath: string;
  hooks: {
    done: {
      tap(name: string, fn: (stats: { compilation: { getAssets(): Array<{ name: string; source: { size(): number } }> } }) => void): void;
    };
  };
};

const workerFile = path.join(path.dirname(fileURLToPath(import.meta.url)), 'compress-worker.mjs');

export default function precompression(): Plugin {
  let running: Promise<WorkerResult> | undefined;
  return {
    name: 'precompression',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      const startOnBundle = {
        apply(compiler: DoneHookCompiler) {
          compiler.hooks.done.tap('precompression', ({ compilation }) => {
            const files = compilation
              .getAssets()
              .filter(({ name, source }) => isCompressible(name, source.size()))
              .map(({ name }) => path.join(compiler.outputPath, name));
            running = new Promise<WorkerResult>((resolve) => {
              const worker = new Worker(workerFile, { workerData: { files } });
              worker.once('message', resolve);
              worker.once('error', (error: Error) => resolve({ failed: [error.message] }));
              worker.once('exit', () => resolve({ failed: [] }));
            });
          });
        },
      };
      return { plugins: [startOnBundle] };
    },
    async postBuild() {
      const result = await running;
      if (result?.failed.length) console.warn(`precompression: ${result.failed.length} bundle(s) left to post-build: ${result.failed[0]}`);
    },
  };
}
