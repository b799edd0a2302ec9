/**
 * The local search plugin (@easyops-cn/docusaurus-search-local), extended the way Docusaurus
 * documents extending a plugin: its own function makes the plugin, its option validation is
 * reused, and only postBuild is wrapped. Its postBuild builds and writes one search index per docs
 * version, one after another on the main thread, while the second core waits; a worker thread
 * (./index-copies-worker.mjs) meanwhile makes the .gz and .br of each index as soon as it is
 * written (brotli 10 over ~14 MB, most of what post-build compressed), and this postBuild ends when
 * the last one's copies are made. Post-build compresses any index the worker could not.
 */
import path from 'node:path';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { fileURLToPath } from 'node:url';
import type { Plugin, PluginModule } from '@docusaurus/types';

/** What ./index-copies-worker.mjs reports. */
type WorkerResult = { compressed: string[]; failed: string[] };

const require = createRequire(import.meta.url);
const searchLocal: { default: PluginModule; validateOptions: PluginModule['validateOptions'] } = require('@easyops-cn/docusaurus-search-local');
const workerFile = path.join(path.dirname(fileURLToPath(import.meta.url)), 'index-copies-worker.mjs');

const searchLocalWithIndexCopies: PluginModule = async (context, options) => {
  const plugin = (await searchLocal.default(context, options)) as Plugin | null;
  if (!plugin?.postBuild) return plugin;
  const buildIndexes = plugin.postBuild.bind(plugin);
  return {
    ...plugin,
    async postBuild(props) {
      const worker = new Worker(workerFile, { workerData: { outDir: props.outDir } });
      const copies = new Promise<WorkerResult>((resolve) => {
        worker.once('message', resolve);
        worker.once('error', (error: Error) => resolve({ compressed: [], failed: [error.message] }));
        worker.once('exit', () => resolve({ compressed: [], failed: [] }));
      });
      try {
        await buildIndexes(props);
      } finally {
        worker.postMessage('written');
      }
      const { failed } = await copies;
      if (failed.length) console.warn(`precompression: ${failed.length} search index(es) left to post-build: ${failed[0]}`);
    },
  };
};
searchLocalWithIndexCopies.validateOptions = searchLocal.validateOptions;

export default searchLocalWithIndexCopies;
