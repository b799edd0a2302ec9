// The 「版本变化」 computation (src/features/version-changes): which configuration keys an upgrade
// added, removed or changed, which pages it added or removed, which upgrades a version's page lists
// (up to that version, never a later one), and the upgrade notes' scripts, which must be the very
// scripts the FAQ of their version gives. Versions are taken from src/data/versions.ts by position,
// never by name, so the tests hold after a version is cut.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { importTs } from '../lib/import-ts.mjs';
import { versionDir } from '../../scripts/lib/docs-tree.mjs';

const { configChanges, keysInVersion } = await importTs('src/features/version-changes/config-changes.ts');
const { pageChanges } = await importTs('src/features/version-changes/page-changes.ts');
const { versionSteps, stepTitle, changeLabel } = await importTs('src/features/version-changes/steps.ts');
const { UPGRADE_NOTES, upgradeNoteProblems, borrowedArtefactsNote } = await importTs('src/features/version-changes/upgrade-notes.ts');
const { factValue } = await importTs('src/data/shared-facts.ts');
const { versionChangesMarkdown } = await importTs('src/features/version-changes/markdown.ts');
const { DOCS_VERSIONS, versionOrder } = await importTs('src/data/versions.ts');

/** Oldest first. */
const ORDERED = [...DOCS_VERSIONS].reverse();
const [OLDEST, SECOND, THIRD] = ORDERED;
const LATEST = ORDERED.at(-1);

const key = (name, extra = {}) => ({ key: name, type: 'int', default: '1', meaning: '示例。', ...extra });
const page = (docId, tables) => ({ docId, title: docId, tables });
const table = (id, keys, extra = {}) => ({ id, caption: id, keys, ...extra });
const names = (entries) => entries.map((e) => e.key.key).sort();

const PAGES = [
  page('config/a', [
    table('t', [
      key('a.always'),
      key('a.new', { since: SECOND }),
      key('a.gone', { until: SECOND }),
      key('a.default', { changes: [{ from: SECOND, default: '2' }] }),
      key('a.type', { changes: [{ from: SECOND, type: 'long' }] }),
      key('a.meaning', { changes: [{ from: SECOND, meaning: '只改了说明。' }] }),
      key('a.later', { changes: [{ from: THIRD, default: '3', type: 'long' }] }),
    ]),
    // The same name in two tables is two keys.
    table('u', [key('a.shared', { since: SECOND })]),
    table('v', [key('a.shared')]),
  ]),
  page('config/b', [table('t', [key('b.key')], { since: THIRD })]),
];

test('an upgrade adds the keys its version introduced and removes those it dropped', () => {
  const c = configChanges(OLDEST, SECOND, PAGES);
  assert.deepEqual(names(c.added), ['a.new', 'a.shared']);
  assert.equal(
    c.added.find((k) => k.key.key === 'a.shared').table.id,
    'u',
    'the new a.shared is the one of table u, not the older one of table v',
  );
  assert.deepEqual(names(c.removed), ['a.gone']);
});

test('an upgrade changes the keys whose type or default changed, not one whose meaning was reworded', () => {
  const c = configChanges(OLDEST, SECOND, PAGES);
  const changed = Object.fromEntries(
    c.changed.map((x) => [
      x.after.key.key,
      { facts: x.facts, before: x.facts.map((f) => x.before.key[f]), after: x.facts.map((f) => x.after.key[f]) },
    ]),
  );
  assert.deepEqual(changed, {
    'a.default': { facts: ['default'], before: ['1'], after: ['2'] },
    'a.type': { facts: ['type'], before: ['int'], after: ['long'] },
  });
  assert.equal(changeLabel(['default']), '默认值变化');
  assert.equal(changeLabel(['type', 'default']), '类型与默认值变化');
});

test('a change made in a later version is not in an earlier upgrade, and a table that arrives brings its keys', () => {
  const c = configChanges(SECOND, THIRD, PAGES);
  assert.deepEqual(names(c.added), ['b.key']);
  assert.deepEqual(names(c.removed), []);
  assert.deepEqual(
    c.changed.map((x) => [x.after.key.key, x.facts]),
    [['a.later', ['type', 'default']]],
  );
});

test('configChanges refuses a pair that is not two docs versions in time order', () => {
  assert.throws(() => configChanges(SECOND, OLDEST, PAGES), /is not older than/);
  assert.throws(() => configChanges('0.0.1', SECOND, PAGES), /is not a pair of docs versions/);
});

test('the site data: every version has its keys, and an upgrade never lists a key both added and removed', () => {
  for (let i = 1; i < ORDERED.length; i++) {
    assert.ok(keysInVersion(ORDERED[i]).size > 40, `${ORDERED[i]} has its keys`);
    const c = configChanges(ORDERED[i - 1], ORDERED[i]);
    const added = new Set(c.added.map((k) => k.anchor));
    assert.deepEqual(
      c.removed.filter((k) => added.has(k.anchor)).map((k) => k.key.key),
      [],
    );
  }
});

test('pages added and removed between consecutive loaded versions, by doc id, titled as in the version that has them', () => {
  const docs = (...ids) => ids.map((id) => ({ id, title: `标题 ${id}` }));
  const pairs = pageChanges([
    { name: SECOND, docs: [{ id: 'keep', title: '新标题' }, ...docs('new/b', 'new/a')] },
    { name: OLDEST, docs: [{ id: 'keep', title: '旧标题' }, ...docs('old')] },
  ]);
  assert.deepEqual(pairs, [{ from: OLDEST, to: SECOND, added: docs('new/a', 'new/b'), removed: docs('old') }]);
  // A version the build did not load (a test build of the latest alone) gives no pair across it.
  assert.deepEqual(
    pageChanges([
      { name: OLDEST, docs: [] },
      { name: THIRD, docs: [] },
    ]),
    [],
  );
});

test("a version's page lists its upgrades newest first, up to that version and never a later one", () => {
  for (const read of ORDERED) {
    const steps = versionSteps(read, []);
    for (const s of steps) assert.ok(versionOrder(s.to) <= versionOrder(read), `${read} lists the upgrade to ${s.to}`);
    const tos = steps.map((s) => versionOrder(s.to));
    assert.deepEqual(
      tos,
      [...tos].sort((a, b) => b - a),
      `${read}: newest first`,
    );
    for (const s of steps)
      if (s.from !== undefined)
        assert.equal(versionOrder(s.from), versionOrder(s.to) - 1, `${stepTitle(s)} is between consecutive versions`);
  }
});

test('the oldest version has no upgrade before it: its page holds only the notes for upgrading to it', () => {
  const notes = [{ since: OLDEST, topic: '数据库', text: ['先备份。'] }];
  const steps = versionSteps(OLDEST, [], { pages: PAGES, notes });
  assert.deepEqual(
    steps.map((s) => [s.from, s.to, s.notes.length]),
    [[undefined, OLDEST, 1]],
  );
  assert.equal(stepTitle(steps[0]), `升级到 ${OLDEST}`);
  assert.deepEqual(versionSteps(OLDEST, [], { pages: PAGES, notes: [] }), []);
});

test('an upgrade that changed no key, no page and has no note is not listed (as right after a version is cut)', () => {
  // Between THIRD and the version after it the made-up data changes nothing.
  const afterThird = ORDERED[3];
  assert.ok(afterThird, 'the site keeps more than three versions');
  const steps = versionSteps(afterThird, [{ from: THIRD, to: afterThird, added: [], removed: [] }], { pages: PAGES, notes: [] });
  assert.deepEqual(
    steps.map((s) => s.to),
    [THIRD, SECOND],
  );
  const withPage = versionSteps(afterThird, [{ from: THIRD, to: afterThird, added: [{ id: 'x', title: 'X' }], removed: [] }], {
    pages: PAGES,
    notes: [],
  });
  assert.deepEqual(
    withPage.map((s) => s.to),
    [afterThird, THIRD, SECOND],
  );
});

test('upgrade notes name docs versions; a note for a version the site lacks is refused', () => {
  assert.deepEqual(upgradeNoteProblems(UPGRADE_NOTES), []);
  assert.match(
    upgradeNoteProblems([{ since: '0.0.1', topic: '数据库', text: [] }]).join(),
    /upgrade note "数据库": since "0\.0\.1" is not a docs version/,
  );
});

/** Database notes that do not tell the operator to back up before changing the schema, by version. */
function databaseNotesWithoutBackup(notes) {
  const plain = (n) => n.text.map((p) => (typeof p === 'string' ? p : (p.code ?? p.label))).join('');
  return notes.filter((n) => n.topic.startsWith('数据库') && !plain(n).includes('备份')).map((n) => n.since);
}

test('every database step of an upgrade tells the operator to back up first', () => {
  assert.deepEqual(databaseNotesWithoutBackup(UPGRADE_NOTES), []);
  const planted = { since: ORDERED.at(-1), topic: '数据库（MySQL 存储）', text: ['执行 ', { code: 'ALTER TABLE' }, ' 补上缺少的字段。'] };
  assert.deepEqual(databaseNotesWithoutBackup([planted]), [ORDERED.at(-1)]);
});

/** The ```sql blocks with a title in a Markdown file: title → code. */
function sqlBlocks(file) {
  const text = fs.readFileSync(file, 'utf8');
  return new Map([...text.matchAll(/^```sql title="([^"]+)"\n([\s\S]*?)\n```$/gm)].map((m) => [m[1], m[2]]));
}

test("each note's script is, to the character, the script the FAQ of its version gives", () => {
  const withSql = UPGRADE_NOTES.filter((n) => n.sql);
  assert.ok(withSql.length >= 3);
  for (const note of withSql) {
    const faq = sqlBlocks(path.join(versionDir(note.since), 'FAQ.md'));
    assert.ok(
      faq.has(note.sql.title),
      `the FAQ of ${note.since} has no script "${note.sql.title}" (it has ${[...faq.keys()].join(', ') || 'none'})`,
    );
    assert.equal(note.sql.code, faq.get(note.sql.title), `${note.since}: ${note.sql.title} differs from the FAQ's`);
  }
});

test('the Markdown of a page (llms-full.txt) has the same upgrades, keys and scripts', () => {
  const md = versionChangesMarkdown(
    LATEST,
    [{ from: ORDERED.at(-2), to: LATEST, added: [{ id: 'new/page', title: '新页面' }], removed: [] }],
    (id) => `https://example.test/${id}`,
  );
  for (const s of versionSteps(LATEST, [])) assert.ok(md.includes(`### ${stepTitle(s)}`), `no heading for ${stepTitle(s)}`);
  assert.ok(md.includes('- [新页面](https://example.test/new/page)'));
  for (const note of UPGRADE_NOTES.filter((n) => n.sql)) assert.ok(md.includes(note.sql.title));
  const first = configChanges(ORDERED.at(-2), LATEST).added[0];
  if (first) assert.ok(md.includes(`[\`${first.key.key}\`](https://example.test/${first.page.docId}#`), 'an added key links to its row');
});

const plainText = (n) => n.text.map((p) => (typeof p === 'string' ? p : (p.code ?? p.label))).join('');

/** Versions whose upgrade is described (it has notes besides the image and packages one). A version just cut has none yet. */
const DESCRIBED = new Set(UPGRADE_NOTES.filter((n) => n.topic !== '镜像与安装包').map((n) => n.since));

/**
 * Described versions installed from an older release's image and packages (shared facts) whose
 * upgrade does not name that image and every package file: the operator would not know what to pull or download.
 */
function versionsMissingArtefactNote(notes) {
  return ORDERED.slice(1).filter((v) => {
    const release = factValue('package.version', v);
    if (release === v || !DESCRIBED.has(v)) return false;
    const files = factValue('package.platforms', v)
      .split(',')
      .map((p) => `fluxmq-${release}-${p}.zip`);
    const wanted = [factValue('image', v), ...files];
    return !notes.some((n) => n.since === v && wanted.every((w) => plainText(n).includes(w)));
  });
}

test('an upgrade to a version installed from an older release names the image and packages it uses', () => {
  assert.deepEqual(versionsMissingArtefactNote(UPGRADE_NOTES), []);
  const borrowed = ORDERED.filter((v) => factValue('package.version', v) !== v && DESCRIBED.has(v));
  assert.ok(borrowed.length > 0, 'a described version installed from an older release (the planted case has something to miss)');
  const planted = UPGRADE_NOTES.filter((n) => n.topic !== '镜像与安装包');
  assert.deepEqual(versionsMissingArtefactNote(planted), borrowed);
  // A version with its own image and packages gets no such note.
  for (const v of ORDERED.filter((x) => factValue('package.version', x) === x)) assert.deepEqual(borrowedArtefactsNote(v), []);
});

/** The first cells of a Markdown page's key-table rows that repeat within one upgrade, as a reader sees them (link targets left out). */
function repeatedKeyCells(md) {
  const repeated = [];
  for (const step of md.split(/^### /m)) {
    const cells = [...step.matchAll(/^\| (.+?) \| (新增|移除|类型变化|默认值变化|类型与默认值变化) \|/gm)].map((m) =>
      m[1].replace(/\]\([^)]*\)/g, ']'),
    );
    repeated.push(...cells.filter((c, i) => cells.indexOf(c) !== i));
  }
  return repeated;
}

test('in the Markdown, a key name that two tables list is told apart by its table', () => {
  for (const v of ORDERED) {
    const md = versionChangesMarkdown(v, [], (id) => `https://example.test/${id}`);
    assert.deepEqual(repeatedKeyCells(md), [], `${v}: rows a reader cannot tell apart`);
  }
  const planted =
    '### a → b\n\n| 配置项 | 变化 | 详情 |\n| --- | --- | --- |\n| [`x.y`](https://example.test/a#x.y) | 新增 | 类型 int。 |\n| [`x.y`](https://example.test/a#x.y@u) | 新增 | 类型 int。 |\n';
  assert.deepEqual(repeatedKeyCells(planted), ['[`x.y`]']);
});
