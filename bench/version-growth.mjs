#!/usr/bin/env node
// What each release adds to every page's start-up: a scratch copy of the repository is cut by the
// README's procedure (`docusaurus docs:version <latest>` plus the next label) three times, giving
// eight docs versions, and built with `npm run build`; then bench/page-weight.mjs weighs the JS a
// page loads before it is usable on the four goal pages, in this build (five versions) and the
// copy's, and this script prints the growth per added version.
// Usage: node bench/version-growth.mjs [N]   (N loads per page and build, default 5; needs `npm run build` first)
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { ROOT } from '../scripts/lib/docs-tree.mjs';
import { importTs } from '../tests/lib/import-ts.mjs';
import { copyRepository, cutVersion, nextLabel, run } from '../tests/lib/version-cut.mjs';
import { header } from './lib.mjs';

const RUNS = process.argv[2] ?? '5';
const CUTS = 3;
const PAGES = ['/config/mqtt', '/', '/gzyq/rule/FUNCTION', '/2.0.17/install/docker'];
const COPY = path.join(ROOT, '.tmp/version-growth');
const { DOCS_VERSIONS } = await importTs('src/data/versions.ts');

if (!fs.existsSync(path.join(ROOT, 'build/index.html'))) throw new Error('no build/: run `npm run build` first');
header(
  `start-up JS per added docs version: ${DOCS_VERSIONS.length} versions → ${DOCS_VERSIONS.length + CUTS} (${CUTS} releases cut in a scratch copy)`,
);

copyRepository(ROOT, COPY);
let label = DOCS_VERSIONS[0];
for (let i = 0; i < CUTS; i++) {
  const next = nextLabel(label);
  cutVersion(COPY, label, next);
  label = next;
}
const started = Date.now();
const build = run(COPY, ['npm', 'run', 'build']);
if (!build.ok) throw new Error(`the copy did not build:\n${build.output.split('\n').slice(-40).join('\n')}`);
console.log(`copy built with ${DOCS_VERSIONS.length + CUTS} versions in ${((Date.now() - started) / 1000).toFixed(0)} s`);

const weigh = spawnSync(
  process.execPath,
  ['bench/page-weight.mjs', RUNS, '--pages', PAGES.join(','), '--build', 'build', '--build', path.relative(ROOT, path.join(COPY, 'build'))],
  {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  },
);
process.stdout.write(weigh.stdout);
if (weigh.status !== 0) throw new Error(`page-weight failed:\n${weigh.stderr}`);

// The comparison table page-weight ends with: "  /page   123.4 KiB →  130.1 KiB".
console.log(`\ngrowth per added version (JS before the page is usable, gzip): `);
for (const line of weigh.stdout.split('\n')) {
  const m = /^\s+(\S+)\s+([\d.]+) KiB →\s+([\d.]+) KiB$/.exec(line);
  if (m && PAGES.includes(m[1]))
    console.log(
      `  ${m[1].padEnd(26)} ${(((Number(m[3]) - Number(m[2])) * 1024) / CUTS / 1000).toFixed(1)} KB per version (${m[3]} KiB with ${DOCS_VERSIONS.length + CUTS} versions)`,
    );
}
