// npm run build after a one-page edit of docs/: the latest version alone is
// built again, the frozen versions' parts are reused as they are, and the site is the one a cold
// build writes. The suite's production build is cold (scripts/run-tests.mjs empties the caches
// first), so its site, build/, is what this compares with. The builds here go to .tmp/ and leave
// build/ and .docusaurus/ as they were; the edited page is put back whatever happens.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { ROOT } from '../../scripts/lib/docs-tree.mjs';
import { siteCache, versionKeys, versionsToBuild } from '../../scripts/lib/version-builds.mjs';
import { keepingGenerated } from '../lib/test-build.mjs';
import { BUILD_DIR } from '../lib/site.mjs';
import { comparableFiles, differingFiles } from '../lib/build-files.mjs';

const REBUILT = path.join(ROOT, '.tmp/rebuilt');
const EDITED = path.join(ROOT, 'docs/config/mqtt.md');
const SENTENCE = '这是增量构建测试加上的一句话。';

/** `npm run build` into REBUILT; returns the versions it built (the others it reused). */
function buildSite() {
  const res = keepingGenerated(() =>
    spawnSync(process.execPath, ['scripts/build-site.mjs', REBUILT], { cwd: ROOT, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 }),
  );
  const output = `${res.stdout}${res.stderr}`;
  assert.equal(res.status, 0, output.split('\n').slice(-40).join('\n'));
  return [...output.matchAll(/^\[build-site\] (\S+): building$/gm)].map((m) => m[1]);
}

/** The files of a build under one of its top folders (an older version's), each with its bytes' hash. */
function folderFiles(files, top) {
  return new Map([...files].filter(([name]) => name.startsWith(`${top}/`)));
}

test('after a one-page edit of docs/, npm run build builds the latest version alone and reuses the frozen ones; the site is the cold build\'s', () => {
  const cold = comparableFiles(BUILD_DIR);
  const frozen = versionsToBuild(ROOT).filter((v) => v !== 'current');
  const original = fs.readFileSync(EDITED, 'utf8');
  try {
    fs.writeFileSync(EDITED, `${original}\n${SENTENCE}\n`);
    assert.deepEqual(buildSite(), ['current'], 'the versions built after the edit');
    assert.ok(fs.readFileSync(path.join(REBUILT, 'config/mqtt/index.html'), 'utf8').includes(SENTENCE), 'the edited page has the sentence');
    const edited = comparableFiles(REBUILT);
    for (const version of frozen) {
      assert.deepEqual(differingFiles(folderFiles(cold, version), folderFiles(edited, version)), [], `${version}'s pages are the cold build's`);
    }
  } finally {
    fs.writeFileSync(EDITED, original);
  }
  // Undone, the edit's part of the latest version is the cold build's again, in the cache; it is
  // removed, so the latest version is built once more, every page's compilation reused
  // (src/features/rebuild-cache): that site must be the cold build's, every file.
  fs.rmSync(path.join(siteCache(ROOT), 'current', versionKeys(ROOT).current), { recursive: true, force: true });
  assert.deepEqual(buildSite(), ['current'], 'the versions built once the edit was undone');
  assert.deepEqual(differingFiles(cold, comparableFiles(REBUILT)), [], 'files that differ from the cold build');
});
