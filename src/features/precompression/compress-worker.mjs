// Worker thread of ./index.ts: makes the precompressed copies of the files it is given, one after
// another on this thread (one core), and reports the ones it could not read or write; those are left
// to scripts/post-build.mjs, which compresses every file without fresh copies.
import { parentPort, workerData } from 'node:worker_threads';
import { precompressOnThisThread } from './precompress.mjs';

const failed = [];
for (const file of workerData.files) {
  try {
    precompressOnThisThread(file);
  } catch (error) {
    failed.push(`${file}: ${error.message}`);
  }
}
parentPort.postMessage({ failed });
