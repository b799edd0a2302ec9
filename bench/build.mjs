#!/usr/bin/env node
// Cold production build: wall time and peak RSS (GNU time -v), median of N runs (default 3).
// Each run starts without build/, .docusaurus/ and the bundler cache.
// Usage: node bench/build.mjs [runs] [--classic]   (--classic: without Docusaurus Faster, for comparison)
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { ROOT } from '../scripts/lib/docs-tree.mjs';
import { header, median } from './lib.mjs';

const classic = process.argv.includes('--classic');
const runs = Number(process.argv.find((a) => /^\d+$/.test(a)) ?? 3);
header(`cold production build (docusaurus build + post-build), ${runs} runs, ${classic ? 'classic webpack pipeline (FLUXMQ_FASTER=off)' : 'Docusaurus Faster'}`);
const walls = [];
const peaks = [];
for (let i = 0; i < runs; i++) {
  for (const d of ['build', '.docusaurus', 'node_modules/.cache']) fs.rmSync(path.join(ROOT, d), { recursive: true, force: true });
  const env = { ...process.env, ...(classic ? { FLUXMQ_FASTER: 'off' } : {}) };
  const res = spawnSync('/usr/bin/time', ['-v', 'npm', 'run', 'build'], { cwd: ROOT, env, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  if (res.status !== 0) throw new Error(res.stderr.slice(-3000));
  const wall = res.stderr.match(/Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): (?:(\d+):)?(\d+):([\d.]+)/);
  const seconds = Number(wall[1] ?? 0) * 3600 + Number(wall[2]) * 60 + Number(wall[3]);
  const peak = Number(res.stderr.match(/Maximum resident set size \(kbytes\): (\d+)/)[1]) / 1024;
  walls.push(seconds);
  peaks.push(peak);
  console.log(`run ${i + 1}: ${seconds.toFixed(1)} s wall, peak RSS ${peak.toFixed(0)} MiB`);
}
console.log(`median: ${median(walls).toFixed(1)} s wall, peak RSS ${median(peaks).toFixed(0)} MiB`);
