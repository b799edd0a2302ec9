#!/usr/bin/env node
// Issue 33, goal 3: what `npm run build` costs after a maintainer edits one page of the latest
// version, against a cold build of the same checkout, and whether a rebuild from the cache writes
// the same site. In a scratch copy of this working tree (.tmp/rebuild, node_modules linked), N rounds of:
//   cold     build/, .docusaurus/ and the rebuild cache (node_modules/.cache/fluxmq-rebuild, see
//            src/features/rebuild-cache) removed, `npm run build` (its two steps, as package.json says);
//   edit     one sentence appended to one page of docs/, `npm run build` again on what the cold
//            build left (what a maintainer runs after an edit);
//   back     (round 1 only) the sentence removed, `npm run build` again; every file it writes must
//            be the cold build's apart from the bundles' hashes (tests/lib/build-files.mjs), or the
//            bench fails, naming the files.
// Prints the wall time of each, medians, and edit/cold, with the machine and commit.
// With --per-version, each round is instead a cold build and then one build per version
// (FLUXMQ_BUILD_ONLY_VERSION: that version's pages only, every version's data loaded), each from
// clean: what approach (b) would cost cold (their sum) and after a one-page edit (the latest's alone).
// Usage: node bench/rebuild.mjs [N] [--page docs/config/mqtt.md] [--per-version]   (default 5 rounds)
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { ROOT } from '../scripts/lib/docs-tree.mjs';
import { copyRepository } from '../tests/lib/version-cut.mjs';
import { comparableFiles, differingFiles } from '../tests/lib/build-files.mjs';
import { buildSteps, commitOf, header, median } from './lib.mjs';

const args = process.argv.slice(2);
const RUNS = Number(args.find((a) => /^\d+$/.test(a)) ?? 5);
const PAGE = args.includes('--page') ? args[args.indexOf('--page') + 1] : 'docs/config/mqtt.md';
const PER_VERSION = args.includes('--per-version');
const COPY = path.join(ROOT, '.tmp/rebuild');

header(
  PER_VERSION
    ? `a cold build against one build per docs version, ${RUNS} rounds`
    : `one-page-edit rebuild against a cold build, ${RUNS} rounds (cold, edit; round 1 also back)`,
);
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
};

/** Cold, then each version alone from clean; prints the rounds and the medians. */
function perVersionRounds() {
  const versions = ['current', ...JSON.parse(fs.readFileSync(path.join(COPY, 'versions.json'), 'utf8'))];
  const times = { cold: [], ...Object.fromEntries(versions.map((v) => [v, []])), sum: [] };
  for (let i = 0; i < RUNS; i++) {
    clean();
    times.cold.push(build());
    for (const v of versions) {
      clean();
      times[v].push(build({ FLUXMQ_BUILD_ONLY_VERSION: v }));
    }
    times.sum.push(versions.reduce((sum, v) => sum + times[v][i], 0));
    console.log(
      `round ${i + 1}: cold ${times.cold[i].toFixed(1)} s; ${versions.map((v) => `${v} ${times[v][i].toFixed(1)} s`).join(', ')}; sum ${times.sum[i].toFixed(1)} s`,
    );
  }
  const m = (k) => median(times[k]);
  console.log(
    `\nmedian of ${RUNS}: cold ${m('cold').toFixed(1)} s; ${versions.map((v) => `${v} ${m(v).toFixed(1)} s`).join(', ')}; sum of the versions ${m('sum').toFixed(1)} s`,
  );
  console.log(`one build per version, cold: ${(m('sum') / m('cold')).toFixed(2)}× today's cold build`);
  console.log(
    `the latest version alone against that cold: ${(m('current') / m('sum')).toFixed(2)}× (goal ≤ 0.30×, before assembling the site); against today's cold build: ${(m('current') / m('cold')).toFixed(2)}×`,
  );
}

if (PER_VERSION) {
  perVersionRounds();
  process.exit(0);
}

const times = { cold: [], edit: [], back: [] };
try {
  for (let i = 0; i < RUNS; i++) {
    clean();
    times.cold.push(build());
    const reference = i === 0 ? comparableFiles(path.join(COPY, 'build')) : undefined;
    fs.writeFileSync(page, `${original.trimEnd()}\n\n本段用于测量重建时间（第 ${i + 1} 轮）。\n`);
    times.edit.push(build());
    fs.writeFileSync(page, original);
    let checked = '';
    if (reference) {
      times.back.push(build());
      const differ = differingFiles(reference, comparableFiles(path.join(COPY, 'build')));
      checked = `, back ${times.back[0].toFixed(1)} s; files of that rebuild that differ from the cold build's, apart from hashes: ${differ.length} of ${reference.size}`;
      if (differ.length > 0) throw new Error(`the rebuild from the cache differs from the cold build:\n${differ.slice(0, 20).join('\n')}`);
    }
    console.log(`round ${i + 1}: cold ${times.cold[i].toFixed(1)} s, edit ${times.edit[i].toFixed(1)} s${checked}`);
  }
} finally {
  fs.writeFileSync(page, original);
}
const cold = median(times.cold);
console.log(`\nmedian of ${RUNS}: cold ${cold.toFixed(1)} s, edit ${median(times.edit).toFixed(1)} s`);
console.log(`edit / cold: ${(median(times.edit) / cold).toFixed(2)}× (goal ≤ 0.30×)`);
