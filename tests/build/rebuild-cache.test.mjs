// The rebuild cache (src/features/rebuild-cache) must never ship a stale page: a build that reuses
// every compiled docs page writes the site that the suite's production build wrote by compiling them
// (scripts/run-tests.mjs empties the cache before that build, so it compiles every page and fills the
// cache): every page's HTML and every other file the same, apart from the bundles' hashes
// (tests/lib/build-files.mjs says why). The second build goes to .tmp/ and leaves build/ and
// .docusaurus/ as they were.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, markdownFiles, versionDir, versionNames } from '../../scripts/lib/docs-tree.mjs';
import { importTs } from '../lib/import-ts.mjs';
import { sideBuild } from '../lib/test-build.mjs';
import { BUILD_DIR } from '../lib/site.mjs';
import { comparableFiles, differingFiles } from '../lib/build-files.mjs';

const { compileSalt } = await importTs('src/features/rebuild-cache/index.ts');
const SALT_DIR = path.join(ROOT, 'node_modules/.cache/fluxmq-rebuild', compileSalt(ROOT));
const REBUILD_DIR = path.join(ROOT, '.tmp/rebuild-from-cache');

/** The cache's entries (their paths under the salt's folder) with their last use, ms. */
function entries() {
  if (!fs.existsSync(SALT_DIR)) return new Map();
  return new Map(
    fs
      .readdirSync(SALT_DIR)
      .flatMap((bucket) => fs.readdirSync(path.join(SALT_DIR, bucket)).map((name) => `${bucket}/${name}`))
      .map((entry) => [entry, fs.statSync(path.join(SALT_DIR, entry)).mtimeMs]),
  );
}

test('a build that reuses every compiled page writes the same site as the build that compiled them, apart from hashes', () => {
  const before = entries();
  const docsPages = versionNames().flatMap((version) => markdownFiles(versionDir(version)));
  assert.ok(before.size >= docsPages.length, `the production build left ${before.size} compiled pages in ${SALT_DIR}; the docs have ${docsPages.length}`);
  const started = Date.now();
  sideBuild(REBUILD_DIR);
  const after = entries();
  assert.deepEqual([...after.keys()].sort(), [...before.keys()].sort(), 'the rebuild compiled a page that the production build had compiled');
  const unused = [...after].filter(([, used]) => used < started - 1000).map(([entry]) => entry);
  assert.deepEqual(unused, [], 'every compiled page was taken from the cache');

  const cold = comparableFiles(BUILD_DIR);
  const differ = differingFiles(cold, comparableFiles(REBUILD_DIR));
  assert.deepEqual(differ.slice(0, 20), [], `${differ.length} of ${cold.size} files differ between the production build and the rebuild from the cache, apart from hashes`);
  fs.rmSync(REBUILD_DIR, { recursive: true, force: true });
});
