// Worker thread of ./index.ts: makes the precompressed copies of the files it is given, one after
// another on this thread (one core), and reports how many it wrote. A file it cannot read or write
// is left to scripts/post-build.mjs, which compresses every file without fresh copies.
import { parentPort, workerData } from 'node:worker_threads';
import { precompressOnThisThread } from './precompress.mjs';

let done = 0;
const failed = [];
for (const file of workerData.files) {
  try {
    precompressOnThisThread(file);
    done++;
  } catch (error) {
    failed.push(`${file}: ${error.message}`);
  }
}
parentPort.postMessage({ done, failed });
