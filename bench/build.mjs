#!/usr/bin/env node
// Cold production build, the steps of each checkout's `npm run build` (its package.json's build
// script) timed one after the other: the build (today scripts/build-site.mjs, one Docusaurus build
// per docs version, post-build included; in older checkouts the Docusaurus build), then
// `node scripts/post-build.mjs build` where a checkout has it as a second step. For each: wall time, CPU time
// (user + system of the step and all its child processes, from GNU time) and peak RSS; medians of N
// runs (default 5). Each run starts without build/ and .docusaurus/.
// On a shared machine wall time depends on what else runs; CPU time much less so. To compare two
// checkouts, give the other one with --against: its runs and this one's alternate (A B A B …), so
// both see the same load, and the ratios this/other are printed.
// Usage: node bench/build.mjs [runs] [--against <worktree>] [--classic] [--post-build-only]
//   --classic: without Docusaurus Faster (FLUXMQ_FASTER=off), for comparison;
//   --post-build-only: time only the post-build step, each checkout's scripts/post-build.mjs run on
//   this checkout's existing build/ (its .gz, .br and csp-hashes.conf removed before each run), so
//   both steps work on the same files.
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { ROOT } from '../scripts/lib/docs-tree.mjs';
import { siteCache } from '../scripts/lib/version-builds.mjs';
import { buildSteps, commitOf, header, median } from './lib.mjs';

const args = process.argv.slice(2);
const classic = args.includes('--classic');
const runs = Number(args.find((a) => /^\d+$/.test(a)) ?? 5);
const againstAt = args.indexOf('--against');
const against = againstAt >= 0 ? path.resolve(args[againstAt + 1]) : null;
const postBuildOnly = args.includes('--post-build-only');

const trees = [...(against ? [{ name: 'before', dir: against }] : []), { name: against ? 'after' : 'this', dir: ROOT }];
header(
  postBuildOnly
    ? `post-build step alone on ${path.join(ROOT, 'build')}, ${runs} runs each${against ? ', alternating' : ''}`
    : `cold production build (docusaurus build, then post-build), ${runs} runs each${against ? ', alternating' : ''}, ${classic ? 'classic webpack pipeline (FLUXMQ_FASTER=off)' : 'Docusaurus Faster'}`,
);
for (const t of trees) console.log(`${t.name}: ${t.dir} at ${commitOf(t.dir)}`);

/** Runs a command under GNU time: wall seconds, CPU seconds (user + sys, children included), peak MiB. */
function timed(cmd, cmdArgs, cwd, env) {
  const res = spawnSync('/usr/bin/time', ['-v', cmd, ...cmdArgs], { cwd, env, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  if (res.status !== 0) throw new Error(`${cmd} ${cmdArgs.join(' ')} in ${cwd} failed:\n${res.stderr.slice(-3000)}`);
  const wall = res.stderr.match(/Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): (?:(\d+):)?(\d+):([\d.]+)/);
  const num = (re) => Number(res.stderr.match(re)[1]);
  return {
    wall: Number(wall[1] ?? 0) * 3600 + Number(wall[2]) * 60 + Number(wall[3]),
    cpu: num(/User time \(seconds\): ([\d.]+)/) + num(/System time \(seconds\): ([\d.]+)/),
    peak: num(/Maximum resident set size \(kbytes\): (\d+)/) / 1024,
  };
}

function coldBuild(dir) {
  // This checkout's outputs and its caches: the versions' parts (scripts/build-site.mjs keeps them
  // per site folder) and the compiled pages (src/features/rebuild-cache; node_modules may be shared
  // with other checkouts, whose compiled pages go too).
  for (const d of ['build', '.docusaurus', 'node_modules/.cache/fluxmq-rebuild'])
    fs.rmSync(path.join(dir, d), { recursive: true, force: true });
  fs.rmSync(siteCache(dir), { recursive: true, force: true });
  const env = { ...process.env, ...(classic ? { FLUXMQ_FASTER: 'off' } : {}) };
  // Each step as npm runs it: through the shell, with the checkout's node_modules/.bin on the PATH.
  const npmEnv = { ...env, PATH: `${path.join(dir, 'node_modules/.bin')}${path.delimiter}${env.PATH}` };
  const [docusaurusStep, postStep] = buildSteps(dir).steps;
  const docusaurus = timed('/bin/sh', ['-c', docusaurusStep], dir, npmEnv);
  // One step (scripts/build-site.mjs): post-build runs inside it, its time in the first figure.
  const post = postStep ? timed('/bin/sh', ['-c', postStep], dir, npmEnv) : { wall: 0, cpu: 0, peak: 0 };
  return {
    docusaurus,
    post,
    total: { wall: docusaurus.wall + post.wall, cpu: docusaurus.cpu + post.cpu, peak: Math.max(docusaurus.peak, post.peak) },
  };
}

/** The post-build step of a checkout over this checkout's build, without the copies of an earlier run. */
function postBuildStep(dir) {
  const out = path.join(ROOT, 'build');
  if (!fs.existsSync(path.join(out, 'index.html'))) throw new Error(`${out} has no build: run npm run build first`);
  const stale = (d) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) stale(p);
      else if (/\.(gz|br)$/.test(e.name) || e.name === 'csp-hashes.conf') fs.rmSync(p);
    }
  };
  stale(out);
  const zero = { wall: 0, cpu: 0, peak: 0 };
  const post = timed(process.execPath, [path.join(dir, 'scripts/post-build.mjs'), out], ROOT, process.env);
  return { docusaurus: zero, post, total: post };
}

const results = new Map(trees.map((t) => [t.name, []]));
const fmt = (r) => `${r.wall.toFixed(1)} s wall, ${r.cpu.toFixed(1)} s CPU`;
for (let i = 0; i < runs; i++) {
  for (const t of trees) {
    const r = postBuildOnly ? postBuildStep(t.dir) : coldBuild(t.dir);
    results.get(t.name).push(r);
    console.log(
      `run ${i + 1} ${t.name.padEnd(6)} total ${fmt(r.total)} (docusaurus build ${fmt(r.docusaurus)}; post-build ${fmt(r.post)}), peak RSS ${r.total.peak.toFixed(0)} MiB`,
    );
  }
}

const med = (name, step, key) => median(results.get(name).map((r) => r[step][key]));
console.log('\nmedians:');
for (const t of trees) {
  console.log(
    `  ${t.name.padEnd(6)} total ${med(t.name, 'total', 'wall').toFixed(1)} s wall, ${med(t.name, 'total', 'cpu').toFixed(1)} s CPU; ` +
      `docusaurus build ${med(t.name, 'docusaurus', 'wall').toFixed(1)} s wall, ${med(t.name, 'docusaurus', 'cpu').toFixed(1)} s CPU; ` +
      `post-build ${med(t.name, 'post', 'wall').toFixed(1)} s wall, ${med(t.name, 'post', 'cpu').toFixed(1)} s CPU; peak RSS ${med(t.name, 'total', 'peak').toFixed(0)} MiB`,
  );
}
if (against) {
  const ratio = (step, key) => (med('after', step, key) / med('before', step, key)).toFixed(2);
  console.log(
    `after / before: total ${ratio('total', 'wall')}× wall, ${ratio('total', 'cpu')}× CPU; docusaurus build ${ratio('docusaurus', 'wall')}× wall, ${ratio('docusaurus', 'cpu')}× CPU; post-build ${ratio('post', 'wall')}× wall, ${ratio('post', 'cpu')}× CPU`,
  );
}
