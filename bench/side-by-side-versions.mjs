#!/usr/bin/env node
// Whether the per-version builds of `npm run build` (scripts/build-site.mjs builds one docs version
// at a time) would finish sooner side by side. N rounds, alternating which comes first, of two
// Docusaurus builds of one version each (`FLUXMQ_BUILD_ONLY_VERSION`, as build-site runs them), from
// an empty page cache (node_modules/.cache/fluxmq-rebuild) each time:
//   one after the other   the two builds in turn;
//   side by side          both at once, each with its own generated-files folder
//                         (DOCUSAURUS_GENERATED_FILES_DIR_NAME), so neither reads the other's.
// Rspack keeps no cache on disk (Docusaurus 3.6 gives it a memory cache only), so two builds at
// once share nothing else. Prints each round's wall times, the medians and side-by-side / in turn,
// with the machine and commit. Nothing else should be running.
// Usage: node bench/side-by-side-versions.mjs [N] [--versions 2.0.17,2.0.18]   (default 5 rounds)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../scripts/lib/docs-tree.mjs';
import { commitOf, header, median } from './lib.mjs';

const args = process.argv.slice(2);
const RUNS = Number(args.find((a) => /^\d+$/.test(a)) ?? 5);
const VERSIONS = args.includes('--versions') ? args[args.indexOf('--versions') + 1].split(',') : ['2.0.17', '2.0.18'];
const SCRATCH = path.join(ROOT, '.tmp/bench/side-by-side');
const PAGE_CACHE = path.join(ROOT, 'node_modules/.cache/fluxmq-rebuild');

/** One Docusaurus build of `version` into the scratch folder; resolves with its wall seconds. */
function buildOne(version) {
  const out = path.join(SCRATCH, `out-${version}`);
  fs.rmSync(out, { recursive: true, force: true });
  const started = Date.now();
  const child = spawn(
    process.execPath,
    ['--max-semi-space-size=64', 'node_modules/@docusaurus/core/bin/docusaurus.mjs', 'build', '--out-dir', out],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        FLUXMQ_BUILD_ONLY_VERSION: version,
        DOCUSAURUS_GENERATED_FILES_DIR_NAME: path.relative(ROOT, path.join(SCRATCH, `generated-${version}`)),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let log = '';
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  return new Promise((resolve, reject) =>
    child.on('exit', (code) =>
      code === 0 ? resolve((Date.now() - started) / 1000) : reject(new Error(`the build of ${version} failed:\n${log.slice(-3000)}`)),
    ),
  );
}

async function timed(run) {
  fs.rmSync(PAGE_CACHE, { recursive: true, force: true });
  const started = Date.now();
  await run();
  return (Date.now() - started) / 1000;
}

const inTurn = () =>
  timed(async () => {
    for (const v of VERSIONS) await buildOne(v);
  });
const sideBySide = () => timed(() => Promise.all(VERSIONS.map(buildOne)));

header(`${VERSIONS.length} version builds one after the other against side by side, ${RUNS} rounds`);
console.log(`commit: ${commitOf(ROOT)}; versions: ${VERSIONS.join(', ')}`);
fs.mkdirSync(SCRATCH, { recursive: true });
const times = { inTurn: [], sideBySide: [] };
for (let round = 1; round <= RUNS; round++) {
  const order = round % 2 ? ['inTurn', 'sideBySide'] : ['sideBySide', 'inTurn'];
  for (const kind of order) times[kind].push(await (kind === 'inTurn' ? inTurn() : sideBySide()));
  console.log(
    `round ${round}: one after the other ${times.inTurn.at(-1).toFixed(1)} s, side by side ${times.sideBySide.at(-1).toFixed(1)} s`,
  );
}
const a = median(times.inTurn);
const b = median(times.sideBySide);
console.log(`median: one after the other ${a.toFixed(1)} s, side by side ${b.toFixed(1)} s = ${(b / a).toFixed(2)}×`);
fs.rmSync(SCRATCH, { recursive: true, force: true });
