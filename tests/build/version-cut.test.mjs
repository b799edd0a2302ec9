// Cutting the next docs version keeps the site whole. In a scratch copy of the repository the README's
// procedure is followed and nothing else — `docusaurus docs:version <latest>`, a new latest label in
// config/versions.ts — then the copy is built and read page by page against the suite's own build:
// the frozen version reads as the latest did before the cut, the new latest reads the same with its
// own label, every older version is unchanged, and the copy's unit and build tests pass.
// A key or page tied to a list of version names, or a test that names the latest label, fails here.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../scripts/lib/docs-tree.mjs';
import { importTs } from '../lib/import-ts.mjs';
import { BUILD_DIR } from '../lib/site.mjs';
import { articleTextsByVersion, copyRepository, cutVersion, nextLabel, pageDifferences, run } from '../lib/version-cut.mjs';

const { DOCS_VERSIONS } = await importTs('src/data/versions.ts');
const { SITE_URL } = await importTs('config/site.ts');
const [LATEST, ...OLDER] = DOCS_VERSIONS;
const NEXT = nextLabel(LATEST);
const COPY = path.join(ROOT, '.tmp/version-cut');
const COPY_BUILD = path.join(COPY, 'build');
const COPY_LOG = path.join(COPY, '.tmp/build.log');
const THIS_FILE = path.basename(new URL(import.meta.url).pathname);

/** The copy's build: ok, and its pages per version (new latest, the frozen one, the older ones). */
let copy;
/** The suite's build: its pages per version. */
let current;

before(() => {
  current = articleTextsByVersion(BUILD_DIR, LATEST, OLDER);
  copyRepository(ROOT, COPY);
  cutVersion(COPY, LATEST, NEXT);
  fs.mkdirSync(path.dirname(COPY_LOG), { recursive: true });
  // The site as `npm run build` makes it (the build tests run in the copy check its precompressed copies too).
  const build = run(COPY, ['npm', 'run', 'build']);
  fs.writeFileSync(COPY_LOG, build.output);
  copy = { ok: build.ok, log: build.output };
  if (copy.ok) copy.pages = articleTextsByVersion(COPY_BUILD, NEXT, [LATEST, ...OLDER]);
});

/** A short account of differing pages: how many, and the first few. */
const differing = (problems) => `${problems.length} page(s) differ:\n${problems.slice(0, 12).join('\n')}${problems.length > 12 ? '\n…' : ''}`;

function builtCopy() {
  assert.ok(copy.ok, `the copy did not build after the cut:\n${copy.log.split('\n').slice(-40).join('\n')}`);
  return copy.pages;
}

test(`after docs:version ${LATEST} and the label ${NEXT}, the copy builds`, () => {
  builtCopy();
  assert.deepEqual(JSON.parse(fs.readFileSync(path.join(COPY, 'versions.json'), 'utf8')), [LATEST, ...OLDER]);
});

test(`the frozen ${LATEST} (/${LATEST}/…) reads as ${LATEST} did before the cut, page by page`, () => {
  const previous = current.get(LATEST);
  assert.ok(previous.size > 50, `only ${previous.size} pages with an article in the suite's build`);
  // A page that names a file of its own version (`:fact[docs.url]/config.schema.json`) names it under /<version> once frozen.
  const frozen = new Map([...builtCopy().get(LATEST)].map(([p, text]) => [p, text.replaceAll(`${SITE_URL}/${LATEST}/`, `${SITE_URL}/`)]));
  assert.ok([...builtCopy().get(LATEST).values()].some((text) => text.includes(`${SITE_URL}/${LATEST}/`)), `a frozen page names its own address under /${LATEST}`);
  const problems = pageDifferences(previous, frozen, { expectedName: `${LATEST} before the cut`, actualName: `the frozen ${LATEST}` });
  assert.equal(problems.length, 0, differing(problems));
});

test(`the new latest ${NEXT} (/…) reads as ${LATEST} did, with its own label`, () => {
  const after = new Map([...builtCopy().get(NEXT)].map(([p, text]) => [p, text.replaceAll(NEXT, LATEST)]));
  assert.ok([...builtCopy().get(NEXT).values()].some((text) => text.includes(NEXT)), `no page of the new latest names ${NEXT}`);
  const problems = pageDifferences(current.get(LATEST), after, { expectedName: `${LATEST} before the cut`, actualName: `${NEXT} (its label read as ${LATEST})` });
  assert.equal(problems.length, 0, differing(problems));
});

test(`the older versions (${OLDER.join(', ')}) are unchanged by the cut`, () => {
  const pages = builtCopy();
  const problems = OLDER.flatMap((v) =>
    pageDifferences(current.get(v), pages.get(v), { expectedName: `${v} before the cut`, actualName: `${v} after it` }).map((p) => `${v} ${p}`),
  );
  assert.equal(problems.length, 0, differing(problems));
});

/** Run the copy's tests of a group (all files but this one); they must run, and all pass. */
function testsPassInCopy(group, env) {
  const files = fs
    .readdirSync(path.join(COPY, 'tests', group))
    .filter((f) => f.endsWith('.test.mjs') && f !== THIS_FILE)
    .map((f) => `tests/${group}/${f}`);
  const res = run(COPY, [process.execPath, '--test', '--test-reporter=spec', ...files], { BASE_URL: undefined, ...env });
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
