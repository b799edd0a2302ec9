// `node scripts/sync-pages.mjs` writes a page's entries into the route manifest
// (tests/fixtures/spec-routes.mjs) and the latest version's sidebar facts
// (tests/fixtures/facts-sidebars.md) from sidebars.ts and docs/, so that the doc id is written by hand
// in one place. In a scratch copy of the repository (.tmp/check/<case>, as tests/unit/check.test.mjs
// makes them): a page added to docs/ and sidebars.ts fails `check --only=routes,sidebars`, naming the
// command; after the command it passes, and a second run changes nothing. A page taken out ends at the
// latest version, and a page added and taken out again leaves both fixtures as they were.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { LATEST_VERSION, versionNames } from '../../scripts/lib/docs-tree.mjs';
import { NEW_PAGE as PAGE, runNode as node, scratchCopy } from '../lib/scratch-copy.mjs';

const COMMAND = 'node scripts/sync-pages.mjs';
const FACTS = 'tests/fixtures/facts-sidebars.md';
const ROUTES = 'tests/fixtures/spec-routes.mjs';
const L = LATEST_VERSION;

const check = (dir) => node(dir, 'scripts/check.mjs', '--only=routes,sidebars');
const sync = (dir) => node(dir, 'scripts/sync-pages.mjs');
const read = (dir, file) => fs.readFileSync(path.join(dir, file), 'utf8');
const fixtures = (dir) => ({ facts: read(dir, FACTS), routes: read(dir, ROUTES) });

/** The facts file without the latest version's section: the frozen versions' sections, as written. */
function frozenSections(facts) {
  const start = facts.indexOf(`\n## ${L}\n`);
  const end = facts.indexOf('\n## ', start + 1);
  return facts.slice(0, start) + facts.slice(end);
}
/** The latest version's section of the facts file. */
function latestSection(facts) {
  const start = facts.indexOf(`\n## ${L}\n`);
  const end = facts.indexOf('\n## ', start + 1);
  return facts.slice(start, end < 0 ? facts.length : end);
}

/** Writes docs/config/tls.md and puts its id into sidebars.ts after config/license. */
function addPage(dir) {
  fs.writeFileSync(path.join(dir, 'docs/config/tls.md'), PAGE);
  const file = path.join(dir, 'sidebars.ts');
  const sidebars = fs.readFileSync(file, 'utf8');
  assert.ok(sidebars.includes("'config/license',\n"), 'sidebars.ts lists config/license on a line of its own');
  fs.writeFileSync(file, sidebars.replace("'config/license',\n", "'config/license',\n        'config/tls',\n"));
}

test('a page added to docs/ and sidebars.ts: check names the command, which writes both entries; then check passes and a second run changes nothing', () => {
  const dir = scratchCopy('sync-add');
  const before = fixtures(dir);
  addPage(dir);

  // Without the command, check fails, giving the lines to add and naming the command.
  const failed = check(dir);
  assert.equal(failed.status, 1, failed.out);
  assert.ok(failed.out.includes(`add to PAGES in ${ROUTES}:  ['config/tls', from('${L}')],  (run ${COMMAND} to add it)`), failed.out);
  assert.ok(failed.out.includes(`after \`- config/license\`  (run ${COMMAND} to add it)`), failed.out);

  const synced = sync(dir);
  assert.equal(synced.status, 0, synced.out);
  assert.ok(synced.out.includes(`PAGES: added ['config/tls', from('${L}')] (docs/config/tls.md), after the config/ entries`), synced.out);
  assert.ok(synced.out.includes(`(## ${L}): added \`  - config/tls\` under category「配置指南」, after \`- config/license\``), synced.out);
  const after = fixtures(dir);
  // The facts: the line at its sidebar place in the latest section; the frozen sections as they were.
  assert.ok(latestSection(after.facts).includes('  - config/license\n  - config/tls\n'), latestSection(after.facts));
  assert.equal(frozenSections(after.facts), frozenSections(before.facts));
  // The manifest: one entry, after the config/ entries, formatted as Prettier writes it.
  const routeLines = after.routes.split('\n');
  const at = routeLines.indexOf(`  ['config/tls', from('${L}')],`);
  assert.ok(at > 0, after.routes);
  assert.equal(after.routes.split(`['config/tls'`).length, 2, 'one entry for config/tls');
  assert.match(routeLines.slice(at - 3, at).join('\n'), /config\//, 'the entry follows the config/ entries');
  assert.equal(
    after.routes
      .split('\n')
      .filter((l) => !l.includes("'config/tls'"))
      .join('\n'),
    before.routes,
    'nothing else in the manifest changed',
  );
  const formatted = node(dir, 'node_modules/prettier/bin/prettier.cjs', '--check', ROUTES);
  assert.equal(formatted.status, 0, formatted.out);

  const passed = check(dir);
  assert.equal(passed.status, 0, passed.out);

  // A second run is a no-op.
  const again = sync(dir);
  assert.equal(again.status, 0, again.out);
  assert.match(again.out, /nothing to change/);
  assert.deepEqual(fixtures(dir), after);
});

test('a page taken out of docs/ and sidebars.ts ends at the latest version; one only the latest had goes, leaving the fixtures as they were', () => {
  const dir = scratchCopy('sync-remove');
  const original = fixtures(dir);
  const sidebarsFile = path.join(dir, 'sidebars.ts');
  const originalSidebars = fs.readFileSync(sidebarsFile, 'utf8');

  // Added and taken out again: both fixtures as they were.
  addPage(dir);
  assert.equal(sync(dir).status, 0);
  fs.rmSync(path.join(dir, 'docs/config/tls.md'));
  fs.writeFileSync(sidebarsFile, originalSidebars);
  const undone = sync(dir);
  assert.equal(undone.status, 0, undone.out);
  assert.ok(undone.out.includes(`PAGES: took out 'config/tls' (from('${L}'))`), undone.out);
  assert.deepEqual(fixtures(dir), original);

  // A page every version has, taken out of the latest: its entry ends there; the older versions keep it.
  for (const v of versionNames().slice(1))
    assert.ok(fs.existsSync(path.join(dir, `versioned_docs/version-${v}/tools/haproxy.md`)), `${v} has tools/haproxy`);
  assert.ok(originalSidebars.includes(", 'tools/haproxy'"), 'sidebars.ts lists tools/haproxy after another id');
  fs.rmSync(path.join(dir, 'docs/tools/haproxy.md'));
  fs.writeFileSync(sidebarsFile, originalSidebars.replace(", 'tools/haproxy'", ''));
  const removed = sync(dir);
  assert.equal(removed.status, 0, removed.out);
  assert.ok(removed.out.includes(`PAGES: 'tools/haproxy' ends at ${L} ({ until: '${L}' })`), removed.out);
  assert.ok(removed.out.includes(`took out \`- tools/haproxy\``), removed.out);
  const after = fixtures(dir);
  assert.ok(after.routes.includes(`['tools/haproxy', { until: '${L}' }],`), after.routes);
  assert.ok(!latestSection(after.facts).includes('- tools/haproxy\n'));
  assert.equal(frozenSections(after.facts), frozenSections(original.facts));
  const passed = check(dir);
  assert.equal(passed.status, 0, passed.out);
  const again = sync(dir);
  assert.match(again.out, /nothing to change/);
  assert.deepEqual(fixtures(dir), after);
});
