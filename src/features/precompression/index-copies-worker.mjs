// Worker thread of ./search-index-copies.ts: makes the precompressed copies of each search index
// as soon as the search plugin has written it, while the plugin builds the next version's index on
// the main thread. An index is taken once two looks, LOOK_MS apart, find it the same (size and
// modification time); when the main thread says the plugin is done ('written'), every index left
// is taken. A copy is kept only if the index did not change while it was read and compressed, so a
// look that came too early costs time, never a wrong copy: post-build compresses any file without
// fresh copies (hasFreshCopies).
import fs from 'node:fs';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { precompressOnThisThread } from './precompress.mjs';

const LOOK_MS = 200;
const INDEX_FILE = /^search-index.*\.json$/;

/** The search indexes under outDir: the latest version's at its top, each older version's one folder down. */
function indexFiles(outDir) {
  const found = [];
  for (const entry of fs.readdirSync(outDir, { withFileTypes: true })) {
    if (entry.isFile() && INDEX_FILE.test(entry.name)) found.push(path.join(outDir, entry.name));
    else if (entry.isDirectory() && entry.name !== 'assets') {
      for (const name of fs.readdirSync(path.join(outDir, entry.name))) {
        if (INDEX_FILE.test(name)) found.push(path.join(outDir, entry.name, name));
      }
    }
  }
  return found;
}

const stateOf = (file) => {
  const { size, mtimeMs } = fs.statSync(file);
  return `${size}:${mtimeMs}`;
};

const compressed = [];
const failed = [];
function compressUnlessChanged(file) {
  try {
    const before = stateOf(file);
    const data = fs.readFileSync(file);
    if (stateOf(file) !== before) return;
    if (precompressOnThisThread(file, data, () => stateOf(file) === before)) compressed.push(file);
  } catch (error) {
    failed.push(`${file}: ${error.message}`);
  }
}

let pluginDone = false;
parentPort.on('message', (message) => {
  if (message === 'written') pluginDone = true;
});
// Listening does not keep this thread alive: it ends once the loop below has reported.
parentPort.unref();

const lastLook = new Map();
const taken = new Set();
for (;;) {
  // Read before looking: every index found after the plugin is done is whole.
  const final = pluginDone;
  for (const file of indexFiles(workerData.outDir)) {
    if (taken.has(file)) continue;
    const state = stateOf(file);
    if (final || lastLook.get(file) === state) {
      taken.add(file);
      compressUnlessChanged(file);
    } else lastLook.set(file, state);
  }
  if (final) break;
  await new Promise((resolve) => setTimeout(resolve, LOOK_MS));
}
parentPort.postMessage({ compressed, failed });
