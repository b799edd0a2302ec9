#!/usr/bin/env node
// Wall time of `npm run check` (the maintainer's check before a commit, no build), median of N runs
// (default 5), with each run's slowest step. Usage: node bench/check-time.mjs [N] [-- check args, e.g. --all]
import { spawnSync } from 'node:child_process';
import { ROOT } from '../scripts/lib/docs-tree.mjs';
import { commitOf, header, median } from './lib.mjs';

const args = process.argv.slice(2);
const dash = args.indexOf('--');
const RUNS = Number(args[0] && args[0] !== '--' ? args[0] : 5);
const checkArgs = dash >= 0 ? args.slice(dash + 1) : [];
header(`npm run check ${checkArgs.join(' ')}: wall time, median of ${RUNS} (commit ${commitOf(ROOT)})`);
const times = [];
for (let i = 0; i < RUNS; i++) {
  const started = Date.now();
  const res = spawnSync(process.execPath, ['scripts/check.mjs', ...checkArgs], { cwd: ROOT, encoding: 'utf8' });
  const seconds = (Date.now() - started) / 1000;
  times.push(seconds);
  const steps = [...res.stdout.matchAll(/^[✓✗] (\w+)\s.*\(([\d.]+) s\)$/gm)].map((m) => [m[1], Number(m[2])]);
  const slowest = steps.sort((a, b) => b[1] - a[1])[0];
  console.log(
    `run ${i + 1}: ${seconds.toFixed(1)} s (exit ${res.status}; slowest step ${slowest ? `${slowest[0]} ${slowest[1]} s` : 'unknown'})`,
  );
}
console.log(`median: ${median(times).toFixed(1)} s`);
