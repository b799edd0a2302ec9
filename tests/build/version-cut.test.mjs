// Cutting the next docs versions keeps the site whole, release after release. In a scratch copy of the
// repository the README's procedure is followed twice in a row (two consecutive releases), and
// nothing else: `npm run cut -- <next label>` (scripts/cut.mjs), then again for the label just set. The copy is built once and read page by page against the suite's own
// build: both frozen versions read as the latest did before the cuts (each under its own address),
// the new latest reads the same with its own label, every older version is unchanged, and the copy's
// unit and build tests pass.
// A key or page tied to a list of version names, or a test that names the latest label, fails here.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../scripts/lib/docs-tree.mjs';
import { siteCache } from '../../scripts/lib/version-builds.mjs';
import { importTs } from '../lib/import-ts.mjs';
import { BUILD_DIR, SERVED_BUILD_ENV } from '../lib/site.mjs';
import { articleTextsByVersion, copyRepository, cutVersion, nextLabel, pageDifferences, run } from '../lib/version-cut.mjs';

const { DOCS_VERSIONS } = await importTs('src/data/versions.ts');
const { SITE_URL } = await importTs('config/site.ts');
const [LATEST, ...OLDER] = DOCS_VERSIONS;
/** The two releases cut in a row: LATEST is frozen under the label NEXT, then NEXT under NEXT_AFTER. */
const NEXT = nextLabel(LATEST);
const NEXT_AFTER = nextLabel(NEXT);
const COPY = path.join(ROOT, '.tmp/version-cut');
const COPY_BUILD = path.join(COPY, 'build');
const COPY_LOG = path.join(COPY, '.tmp/build.log');
const THIS_FILE = path.basename(new URL(import.meta.url).pathname);

/** The copy's build: ok, and its pages per version (new latest, the two frozen ones, the older ones). */
let copy;
/** The suite's build: its pages per version. */
let current;

before(() => {
  current = articleTextsByVersion(BUILD_DIR, LATEST, OLDER);
  copyRepository(ROOT, COPY);
  cutVersion(COPY, LATEST, NEXT);
  cutVersion(COPY, NEXT, NEXT_AFTER);
  fs.mkdirSync(path.dirname(COPY_LOG), { recursive: true });
  // Every version built, none of them copied from the parts an earlier run of this test kept for the
  // same folder: the copy's build tests read each version's generated files in .docusaurus/, which a
  // copied part does not write.
  fs.rmSync(siteCache(COPY), { recursive: true, force: true });
  // The site as `npm run build` makes it (the build tests run in the copy check its precompressed copies too).
  const build = run(COPY, ['npm', 'run', 'build']);
  fs.writeFileSync(COPY_LOG, build.output);
  copy = { ok: build.ok, log: build.output };
  if (copy.ok) copy.pages = articleTextsByVersion(COPY_BUILD, NEXT_AFTER, [NEXT, LATEST, ...OLDER]);
});

/** A short account of differing pages: how many, and the first few. */
const differing = (problems) => `${problems.length} page(s) differ:\n${problems.slice(0, 12).join('\n')}${problems.length > 12 ? '\n…' : ''}`;

function builtCopy() {
  assert.ok(copy.ok, `the copy did not build after the cuts:\n${copy.log.split('\n').slice(-40).join('\n')}`);
  return copy.pages;
}

test(`after npm run cut -- ${NEXT} and npm run cut -- ${NEXT_AFTER}, the copy builds`, () => {
  builtCopy();
  assert.deepEqual(JSON.parse(fs.readFileSync(path.join(COPY, 'versions.json'), 'utf8')), [NEXT, LATEST, ...OLDER]);
});

/**
 * The pages of a frozen version, read as the latest was before the cuts: its label read as LATEST,
 * and a page's address of its own version (`:fact[docs.url]/config.schema.json`) read without the /<version> prefix.
 */
function readAsLatest(version) {
  const pages = builtCopy().get(version);
  assert.ok([...pages.values()].some((text) => text.includes(`${SITE_URL}/${version}/`)), `a frozen page names its own address under /${version}`);
  return new Map([...pages].map(([p, text]) => [p, text.replaceAll(`${SITE_URL}/${version}/`, `${SITE_URL}/`).replaceAll(version, LATEST)]));
}

for (const [frozen, cut] of [
  [LATEST, 'first'],
  [NEXT, 'second'],
]) {
  test(`the ${frozen} frozen by the ${cut} cut (/${frozen}/…) reads as ${LATEST} did before the cuts, page by page`, () => {
    // Addresses under the version's own prefix are read without it on both sides: the latest's pages
    // name some under /<latest>/ too (the pinned schema, :fact[schema.pinned]).
    const previous = new Map([...current.get(LATEST)].map(([p, text]) => [p, text.replaceAll(`${SITE_URL}/${LATEST}/`, `${SITE_URL}/`)]));
    assert.ok(previous.size > 50, `only ${previous.size} pages with an article in the suite's build`);
    const problems = pageDifferences(previous, readAsLatest(frozen), { expectedName: `${LATEST} before the cuts`, actualName: `the frozen ${frozen}` });
    assert.equal(problems.length, 0, differing(problems));
  });
}

test(`the new latest ${NEXT_AFTER} (/…) reads as ${LATEST} did, with its own label`, () => {
  const after = new Map([...builtCopy().get(NEXT_AFTER)].map(([p, text]) => [p, text.replaceAll(NEXT_AFTER, LATEST)]));
  assert.ok([...builtCopy().get(NEXT_AFTER).values()].some((text) => text.includes(NEXT_AFTER)), `no page of the new latest names ${NEXT_AFTER}`);
  const problems = pageDifferences(current.get(LATEST), after, { expectedName: `${LATEST} before the cuts`, actualName: `${NEXT_AFTER} (its label read as ${LATEST})` });
  assert.equal(problems.length, 0, differing(problems));
});

test(`the older versions (${OLDER.join(', ')}) are unchanged by the cuts`, () => {
  const pages = builtCopy();
  const problems = OLDER.flatMap((v) =>
    pageDifferences(current.get(v), pages.get(v), { expectedName: `${v} before the cuts`, actualName: `${v} after them` }).map((p) => `${v} ${p}`),
  );
  assert.equal(problems.length, 0, differing(problems));
});

/**
 * Test files not run again in the copy: none of them reads a version's name or the list of versions,
 * so a cut cannot change what they find, and each is long. incremental-build builds the site twice
 * more to compare a rebuild after a one-page edit with a cold build; lint runs ESLint's rules.
 */
const NOT_RUN_IN_COPY = new Set([THIS_FILE, 'incremental-build.test.mjs', 'lint.test.mjs']);

/** Run the copy's tests of a group (all files but NOT_RUN_IN_COPY); they must run, and all pass. */
function testsPassInCopy(group, env) {
  const files = fs
    .readdirSync(path.join(COPY, 'tests', group))
    .filter((f) => f.endsWith('.test.mjs') && !NOT_RUN_IN_COPY.has(f))
    .map((f) => `tests/${group}/${f}`);
  // As the suite runs them: two files at a time.
  const concurrency = 2;
  // Every address of the suite's served build unset: the copy's files serve the copy's build themselves.
  const unserved = Object.fromEntries(Object.values(SERVED_BUILD_ENV).map((name) => [name, undefined]));
  const res = run(COPY, [process.execPath, '--test', `--test-concurrency=${concurrency}`, '--test-reporter=spec', ...files], { ...unserved, ...env });
  const count = (name) => Number(res.output.match(new RegExp(`^ℹ ${name} (\\d+)`, 'm'))?.[1] ?? NaN);
  const lines = res.output.split('\n');
  const failing = lines.slice(Math.max(0, lines.findIndex((l) => /^✖ failing tests/.test(l)))).slice(0, 120).join('\n');
  assert.ok(res.ok && count('fail') === 0, `${group} tests failed in the copy:\n${failing}`);
  assert.ok(count('pass') >= files.length, `${group} tests in the copy: ${count('pass')} passed of ${files.length} files`);
}

test('the unit tests pass in the copy', () => {
  testsPassInCopy('unit', { BUILD_DIR: undefined, BUILD_LOG: undefined });
});

test('the build tests pass in the copy, against its build', () => {
  builtCopy();
  testsPassInCopy('build', { BUILD_DIR: COPY_BUILD, BUILD_LOG: COPY_LOG });
});
