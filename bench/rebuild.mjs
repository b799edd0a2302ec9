#!/usr/bin/env node
// The rebuild goal (≤ 0.3× of a cold build, bench/RESULTS.md): what `npm run build` costs after a
// maintainer edits one page of the latest version, against a cold build of the same checkout, and
// whether a rebuild from the cache writes the same site. In a scratch copy of this working tree
// (.tmp/rebuild, node_modules linked), N rounds of:
//   cold     build/, .docusaurus/, the copy's versions' parts (scripts/build-site.mjs) and the compiled
//            pages (node_modules/.cache/fluxmq-rebuild, see src/features/rebuild-cache) removed,
//            `npm run build` (every step package.json gives it);
//   edit     one sentence appended to one page of docs/, `npm run build` again on what the cold
//            build left (what a maintainer runs after an edit);
//   back     (round 1 only) the sentence removed, the latest version's cached part for it removed,
//            `npm run build` again; every file it writes must be the cold build's apart from the
//            bundles' hashes (tests/lib/build-files.mjs), or the bench fails, naming the files.
// Prints the wall time of each, medians, and edit/cold, with the machine and commit.
// With --single, each round also times, first and from clean, one Docusaurus build of every version
// and post-build: npm run build as it was before scripts/build-site.mjs.
// Usage: node bench/rebuild.mjs [N] [--page docs/config/mqtt.md] [--single]   (default 5 rounds)
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { ROOT } from '../scripts/lib/docs-tree.mjs';
import { copyRepository } from '../tests/lib/version-cut.mjs';
import { comparableFiles, differingFiles } from '../tests/lib/build-files.mjs';
import { siteCache, versionKeys } from '../scripts/lib/version-builds.mjs';
import { buildSteps, commitOf, header, median } from './lib.mjs';

const args = process.argv.slice(2);
const RUNS = Number(args.find((a) => /^\d+$/.test(a)) ?? 5);
const PAGE = args.includes('--page') ? args[args.indexOf('--page') + 1] : 'docs/config/mqtt.md';
const SINGLE = args.includes('--single');
const COPY = path.join(ROOT, '.tmp/rebuild');

header(`one-page-edit rebuild against a cold build, ${RUNS} rounds (cold, edit; round 1 also back)`);
console.log(`commit: ${commitOf(ROOT)} (working tree copied to ${path.relative(ROOT, COPY)}); edited page: ${PAGE}`);
copyRepository(ROOT, COPY);
const page = path.join(COPY, PAGE);
if (!fs.existsSync(page)) throw new Error(`no page ${PAGE}`);
const original = fs.readFileSync(page, 'utf8');

/** `npm run build` in the copy, step by step as npm runs them; wall seconds. */
function build(env = {}) {
  const fullEnv = { ...process.env, ...env, PATH: `${path.join(COPY, 'node_modules/.bin')}${path.delimiter}${process.env.PATH}` };
  const started = process.hrtime.bigint();
  for (const step of buildSteps(COPY).steps) {
    const res = spawnSync('/bin/sh', ['-c', step], { cwd: COPY, env: fullEnv, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
    if (res.status !== 0) throw new Error(`${step} failed:\n${(res.stdout + res.stderr).slice(-3000)}`);
  }
  return Number(process.hrtime.bigint() - started) / 1e9;
}
// A cold start: this copy's outputs and the rebuild cache removed (node_modules is the checkout's,
// linked; the cache in it is the checkout's too, so its next build compiles every page again).
const clean = () => {
  for (const d of ['build', '.docusaurus', 'node_modules/.cache/fluxmq-rebuild'])
    fs.rmSync(path.join(COPY, d), { recursive: true, force: true });
  fs.rmSync(siteCache(COPY), { recursive: true, force: true });
};

/** One Docusaurus build of every version and post-build (npm run build before scripts/build-site.mjs), from clean; wall seconds. */
function singleBuild() {
  clean();
  const started = process.hrtime.bigint();
  for (const args of [
    ['--max-semi-space-size=64', 'node_modules/@docusaurus/core/bin/docusaurus.mjs', 'build'],
    ['scripts/post-build.mjs', 'build'],
  ]) {
    const res = spawnSync(process.execPath, args, { cwd: COPY, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
    if (res.status !== 0) throw new Error(`${args.join(' ')} failed:\n${(res.stdout + res.stderr).slice(-3000)}`);
  }
  return Number(process.hrtime.bigint() - started) / 1e9;
}

const times = { single: [], cold: [], edit: [], back: [] };
try {
  for (let i = 0; i < RUNS; i++) {
    if (SINGLE) times.single.push(singleBuild());
    clean();
    times.cold.push(build());
    const reference = i === 0 ? comparableFiles(path.join(COPY, 'build')) : undefined;
    fs.writeFileSync(page, `${original.trimEnd()}\n\n本段用于测量重建时间（第 ${i + 1} 轮）。\n`);
    times.edit.push(build());
    fs.writeFileSync(page, original);
    let checked = '';
    if (reference) {
      // The latest version's part for the undone edit is still cached (an edit undone finds it
      // again); it is removed, so this build makes it again from the cached compilations.
      fs.rmSync(path.join(siteCache(COPY), 'current', versionKeys(COPY).current), { recursive: true, force: true });
      times.back.push(build());
      const differ = differingFiles(reference, comparableFiles(path.join(COPY, 'build')));
      checked = `, back ${times.back[0].toFixed(1)} s; files of that rebuild that differ from the cold build's, apart from hashes: ${differ.length} of ${reference.size}`;
      if (differ.length > 0) throw new Error(`the rebuild from the cache differs from the cold build:\n${differ.slice(0, 20).join('\n')}`);
    }
    const single = SINGLE ? `one build of every version ${times.single[i].toFixed(1)} s, ` : '';
    console.log(`round ${i + 1}: ${single}cold ${times.cold[i].toFixed(1)} s, edit ${times.edit[i].toFixed(1)} s${checked}`);
  }
} finally {
  fs.writeFileSync(page, original);
}
const cold = median(times.cold);
console.log(`\nmedian of ${RUNS}: cold ${cold.toFixed(1)} s, edit ${median(times.edit).toFixed(1)} s`);
console.log(`edit / cold: ${(median(times.edit) / cold).toFixed(2)}× (goal ≤ 0.30×)`);
if (SINGLE) {
  const single = median(times.single);
  console.log(
    `one Docusaurus build of every version: ${single.toFixed(1)} s; cold / that ${(cold / single).toFixed(2)}×, edit / that ${(median(times.edit) / single).toFixed(2)}×`,
  );
}
