#!/usr/bin/env node
// Where a cold `docusaurus build` spends its CPU time, phase by phase: the build runs with
// Docusaurus's perf logger (DOCUSAURUS_PERF_LOGGER) and the search plugin's debug log
// (DEBUG=search-local:info); each time a phase ends, the CPU time the build process has used so far
// (user + system of all its threads, from /proc) is read, so each phase's share is the difference.
// CPU time barely depends on what else runs on the machine; the wall times printed beside it do.
// Usage: node bench/build-phases.mjs [checkout]   (default: this one; its build/ and .docusaurus/ are removed)
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import readline from 'node:readline';
import { ROOT } from '../scripts/lib/docs-tree.mjs';
import { buildSteps, header } from './lib.mjs';

const dir = path.resolve(process.argv[2] ?? ROOT);
header(`CPU time per phase of a cold docusaurus build of ${dir}`);
for (const d of ['build', '.docusaurus']) fs.rmSync(path.join(dir, d), { recursive: true, force: true });

const TICKS = 100; // USER_HZ on Linux
/** CPU seconds a process has used (all threads), and its waited-for children. */
function cpuOf(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime, stime, cutime, cstime are fields 14–17 of the whole line, 12–15 after the name.
    return fields.slice(11, 15).reduce((s, v) => s + Number(v), 0) / TICKS;
  } catch {
    return null;
  }
}

// Phases that run one after another, as the perf logger names them when they end.
const PHASES = [
  ['load site', /Build > [^>]+ > Load site - /],
  ['bundler configs', /Creating .* bundler configs/],
  ['bundling (client and server)', /Bundling with /],
  ['static site generation (every page rendered)', /Build > [^>]+ > SSG - /],
  ['postBuild: plugins until the last search index is written', /search-local:info index \(\/[^)]*\) written to disk successfully/],
  ['postBuild: the rest', /Build > [^>]+ > postBuild\(\) - /],
  ['broken links check', /Broken links checker - /],
];

const started = Date.now();
// With the node options of the checkout's `npm run build`.
const child = spawn(
  process.execPath,
  [...buildSteps(dir).nodeFlags, path.join(dir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'build'],
  {
    cwd: dir,
    env: { ...process.env, DOCUSAURUS_PERF_LOGGER: 'true', DEBUG: 'search-local:info', DEBUG_COLORS: 'false' },
    stdio: ['ignore', 'pipe', 'pipe'],
  },
);
let lastCpu = 0;
let lastWall = 0;
let lastCpuSeen = 0;
const marks = [];
const poll = setInterval(() => {
  const c = cpuOf(child.pid);
  if (c !== null) lastCpuSeen = c;
}, 50);
const onLine = (line) => {
  const c = cpuOf(child.pid) ?? lastCpuSeen;
  const phase = PHASES.find(([, re]) => re.test(line));
  if (!phase) return;
  // The search plugin logs once per index written; the last one ends its work.
  const existing = marks.findIndex((m) => m.name === phase[0]);
  if (existing >= 0) marks.splice(existing, 1);
  marks.push({ name: phase[0], cpu: c, wall: (Date.now() - started) / 1000 });
};
readline.createInterface({ input: child.stdout }).on('line', onLine);
readline.createInterface({ input: child.stderr }).on('line', onLine);
const code = await new Promise((resolve) => child.on('close', resolve));
clearInterval(poll);
if (code !== 0) throw new Error(`docusaurus build failed (${code})`);

marks.sort((a, b) => a.cpu - b.cpu);
for (const m of marks) {
  console.log(
    `${m.name.padEnd(48)} ${(m.cpu - lastCpu).toFixed(1).padStart(6)} s CPU ${(m.wall - lastWall).toFixed(1).padStart(7)} s wall`,
  );
  lastCpu = m.cpu;
  lastWall = m.wall;
}
console.log(
  `${'total (until the last phase ended)'.padEnd(48)} ${lastCpu.toFixed(1).padStart(6)} s CPU ${lastWall.toFixed(1).padStart(7)} s wall`,
);
