// The configuration-key data (src/data/config-keys) is versioned by range: a key is in every version
// from its `since` on until its `until`, with its `changes` applied from their version on. Broken data
// — here made on purpose, never in the real data — is refused with a message naming the key.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { importTs } from '../lib/import-ts.mjs';

const { configKeyProblems } = await importTs('src/data/config-keys/check.ts');
const { configPages, keysFor, tablesFor, tableFor } = await importTs('src/data/config-keys/index.ts');
const { DOCS_VERSIONS } = await importTs('src/data/versions.ts');

/** Versions in time order, oldest first: the data speaks in these, whatever their names. */
const ORDERED = [...DOCS_VERSIONS].reverse();
const [OLDEST, SECOND, THIRD] = ORDERED;
const LATEST = ORDERED.at(-1);

/** One page with one table holding the given keys (and table range). */
const pageWith = (keys, table = {}) => [
  { docId: 'config/example', title: '示例', tables: [{ id: 'example', caption: '示例', keys, ...table }] },
];
const key = (name, extra = {}) => ({ key: name, type: 'int', default: '1', meaning: '示例。', ...extra });

test('the real data is sound', () => {
  assert.deepEqual(configKeyProblems(configPages), []);
});

test('sound ranges and changes pass', () => {
  const pages = pageWith([
    key('a'),
    key('b', { since: SECOND }),
    key('c', { until: LATEST }),
    key('d', { since: SECOND, until: THIRD }),
    key('e', {
      changes: [
        { from: SECOND, default: '2' },
        { from: THIRD, meaning: '后来的含义。' },
      ],
    }),
    // The same key twice, for versions that do not overlap (e.g. its meaning was split in two rows).
    key('f', { until: SECOND }),
    key('f', { since: SECOND }),
  ]);
  assert.deepEqual(configKeyProblems(pages), []);
});

const BROKEN = [
  [
    'a since that is not a docs version',
    [key('pool.x', { since: '0.0.1' })],
    {},
    /config\/example pool\.x: since "0\.0\.1" is not a docs version/,
  ],
  ['an until that is not a docs version', [key('pool.x', { until: '99.0.0' })], {}, /pool\.x: until "99\.0\.0" is not a docs version/],
  ['a removal before the introduction', [key('pool.x', { since: THIRD, until: SECOND })], {}, /pool\.x: until ".*" is not after since/],
  [
    'a removal in the version of the introduction',
    [key('pool.x', { since: SECOND, until: SECOND })],
    {},
    /pool\.x: until ".*" is not after since/,
  ],
  [
    'a change for a version before the key exists',
    [key('pool.x', { since: THIRD, changes: [{ from: SECOND, default: '2' }] })],
    {},
    /pool\.x: a change from .*, a version without the key/,
  ],
  [
    'a change for a version after its removal',
    [key('pool.x', { until: SECOND, changes: [{ from: THIRD, default: '2' }] })],
    {},
    /pool\.x: a change from .*, a version without the key/,
  ],
  [
    'a change for a version that is not a docs version',
    [key('pool.x', { changes: [{ from: '1.2.3', default: '2' }] })],
    {},
    /pool\.x: a change from "1\.2\.3", which is not a docs version/,
  ],
  [
    'a change in the version that introduced the key',
    [key('pool.x', { since: SECOND, changes: [{ from: SECOND, default: '2' }] })],
    {},
    /pool\.x: a change from .*, the version that introduced the key/,
  ],
  [
    'changes out of version order',
    [
      key('pool.x', {
        changes: [
          { from: THIRD, default: '3' },
          { from: SECOND, default: '2' },
        ],
      }),
    ],
    {},
    /pool\.x: the change from .* is out of version order/,
  ],
  ['a change that changes nothing', [key('pool.x', { changes: [{ from: SECOND }] })], {}, /pool\.x: the change from .* changes nothing/],
  [
    'a change that repeats the value',
    [key('pool.x', { changes: [{ from: SECOND, default: '1' }] })],
    {},
    /pool\.x: the change from .* repeats its default "1"/,
  ],
  [
    'a key in versions its table lacks',
    [key('pool.x', { since: OLDEST })],
    { since: SECOND },
    /pool\.x: the key is listed for since .*, but its table "example" exists only for since /,
  ],
  [
    'a key after its table is gone',
    [key('pool.x', { until: LATEST })],
    { until: THIRD },
    /pool\.x: the key is listed for .* to before .*, but its table "example" exists only for /,
  ],
  [
    'a table range that is not sound',
    [key('pool.x')],
    { until: '0.0.0' },
    /config\/example table "example": until "0\.0\.0" is not a docs version/,
  ],
  [
    'a key listed twice for the same versions',
    [key('pool.x'), key('pool.x', { since: SECOND })],
    {},
    /pool\.x: listed twice in table "example"/,
  ],
];

for (const [what, keys, table, message] of BROKEN) {
  test(`refused, naming the key: ${what}`, () => {
    const problems = configKeyProblems(pageWith(keys, table));
    assert.ok(problems.length > 0, 'no problem found');
    assert.ok(
      problems.some((p) => message.test(p)),
      `messages: ${problems.join(' | ')}`,
    );
  });
}

test('a key is in every version from its introduction on, and only there; changes apply from their version on', () => {
  const [table] = pageWith([
    key('always'),
    key('new', { since: SECOND }),
    key('gone', { until: THIRD }),
    key('changed', { changes: [{ from: THIRD, default: '3', type: 'long' }] }),
  ])[0].tables;
  const rows = (v) => Object.fromEntries(keysFor(table, v).map((k) => [k.key, `${k.type} ${k.default}`]));
  assert.deepEqual(rows(OLDEST), { always: 'int 1', gone: 'int 1', changed: 'int 1' });
  assert.deepEqual(rows(SECOND), { always: 'int 1', new: 'int 1', gone: 'int 1', changed: 'int 1' });
  assert.deepEqual(rows(THIRD), { always: 'int 1', new: 'int 1', changed: 'long 3' });
  // The latest version — and so a version cut from it — has every key still there, with every change.
  assert.deepEqual(rows(LATEST), { always: 'int 1', new: 'int 1', changed: 'long 3' });
});

test('a table outside its versions has no rows, and the page does not list it', () => {
  const [page] = pageWith([key('a')], { since: SECOND });
  assert.deepEqual(keysFor(page.tables[0], OLDEST), []);
  assert.deepEqual(tablesFor(page, OLDEST), []);
  assert.equal(tablesFor(page, SECOND).length, 1);
});

test('the real data: mqtt[].exclusivePool came in 2.0.19, and is in every later version', () => {
  const listener = tableFor('config/mqtt', 'listener');
  for (const v of DOCS_VERSIONS) {
    const has = keysFor(listener, v).some((k) => k.key === 'mqtt[].exclusivePool');
    assert.equal(has, ORDERED.indexOf(v) >= ORDERED.indexOf('2.0.19'), v);
  }
});
