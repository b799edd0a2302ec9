// 配置检查's analyser (src/features/config-check/analyse.ts), without a browser: what a reader who
// pastes a config.yaml is told — syntax errors with their place, unknown keys with the closest known key,
// wrong types and values, keys of another version (「X 起」 / 「X 移除」 from since / until), deprecated keys
// as warnings (「X 起已废弃」, never errors), required
// keys left out, the keys left at their defaults, and the upgrade to a later version — and that hostile
// input (an alias bomb, binary, too much text) is refused quickly while a 1 MB config is analysed.
// Expected keys come from the data (src/data/config-keys), never from lists written here.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { importTs } from '../lib/import-ts.mjs';

const { analyse, MAX_CHARS, MAX_ALIAS_COUNT } = await importTs('src/features/config-check/analyse.ts');
const { configPages, keysFor, tablesFor } = await importTs('src/data/config-keys/index.ts');
const { DOCS_VERSIONS, versionOrder, inRange } = await importTs('src/data/versions.ts');
const { keyAnchor } = await importTs('src/features/config-key-links/anchors.ts');
const { UPGRADE_NOTES } = await importTs('src/features/version-changes/upgrade-notes.ts');
const { CHECK_TIMEOUT_MS } = await importTs('src/features/config-check/runner.ts');

const LATEST = DOCS_VERSIONS[0];
const OLDEST = DOCS_VERSIONS[DOCS_VERSIONS.length - 1];

/** Every row of version v: { page, table, key } with the key as it reads in v. */
function rowsOf(v) {
  return configPages.flatMap((page) => tablesFor(page, v).flatMap((table) => keysFor(table, v).map((key) => ({ page, table, key }))));
}

/** A value of the key's type, as YAML text. */
function sampleValue(key) {
  if (key.values?.length) return JSON.stringify(key.values[0]);
  const word = /^[A-Za-z]+/.exec(key.type)?.[0].toLowerCase();
  if (['int', 'integer', 'long'].includes(word)) return '1';
  if (['number', 'double', 'float'].includes(word)) return '1.5';
  if (['boolean', 'bool'].includes(word)) return 'true';
  if (['list', 'array'].includes(word)) return '[]';
  if (['map', 'object'].includes(word)) return '{}';
  return 'text';
}

/**
 * A config.yaml writing the given key paths with their values, nested as the paths say: `a.b` is b
 * under a, `a[].b` is b in the first item of the list a.
 */
function yamlOf(entries) {
  const tree = {};
  for (const [path, value] of entries) {
    let node = tree;
    const parts = path.split('.');
    parts.forEach((part, i) => {
      const list = part.endsWith('[]');
      const name = list ? part.slice(0, -2) : part;
      if (i === parts.length - 1) node[name] = { leaf: value };
      else if (list) node = (node[name] ??= { list: {} }).list;
      else node = (node[name] ??= { map: {} }).map;
    });
  }
  const out = [];
  const write = (map, indent, firstPrefix) => {
    let first = true;
    for (const [name, child] of Object.entries(map)) {
      const pad = first && firstPrefix ? firstPrefix : ' '.repeat(indent);
      first = false;
      if ('leaf' in child) out.push(`${pad}${name}: ${child.leaf}`);
      else if ('map' in child) {
        out.push(`${pad}${name}:`);
        write(child.map, indent + 2);
      } else {
        out.push(`${pad}${name}:`);
        write(child.list, indent + 4, `${' '.repeat(indent + 2)}- `);
      }
    }
  };
  write(tree, 0);
  return `${out.join('\n')}\n`;
}

const kinds = (report, kind) => report.findings.filter((f) => f.kind === kind);

test('the helper writes nested YAML the analyser reads back as known keys', () => {
  const text = yamlOf([
    ['mqtt[].port', '1883'],
    ['mqtt[].proxy', 'false'],
    ['pool.workThreadSize', '8'],
  ]);
  assert.equal(text, 'mqtt:\n  - port: 1883\n    proxy: false\npool:\n  workThreadSize: 8\n');
  const report = analyse(text, LATEST);
  assert.deepEqual(kinds(report, 'unknown'), []);
  assert.equal(report.written, 3);
});

test('a typo gets the closest key of the version, linked to its row anchor', () => {
  const rows = rowsOf(LATEST).filter((r) => /^pool\.\w{8,}$/.test(r.key.key));
  assert.ok(rows.length > 0, 'the data has pool keys');
  for (const { table, key } of rows) {
    // Swap two letters in the middle of the last segment: 「bossThreadSzie」 for 「bossThreadSize」.
    const name = key.key.split('.')[1];
    const i = Math.floor(name.length / 2);
    const typo = `${name.slice(0, i)}${name[i + 1]}${name[i]}${name.slice(i + 2)}`;
    if (typo === name) continue;
    const report = analyse(`pool:\n  ${typo}: 1\n`, LATEST);
    const [finding] = kinds(report, 'unknown');
    assert.ok(finding, `pool.${typo} is reported as unknown`);
    assert.equal(finding.suggestion?.key, key.key, `pool.${typo} → ${key.key}`);
    assert.equal(finding.suggestion.anchor, keyAnchor(table, key.key));
    assert.equal(finding.suggestion.docId, 'config/pool');
    assert.equal(finding.suggestion.version, LATEST);
    assert.deepEqual(finding.place, { line: 2, col: 3 });
  }
});

test('a key under the wrong section is pointed to the section that has it; a name far from every key gets no suggestion', () => {
  const retry = rowsOf(LATEST).find((r) => r.key.key.startsWith('retry.'));
  const last = retry.key.key.split('.')[1];
  const report = analyse(`pool:\n  ${last}: 3\nzzqqxxvvww: 1\n`, LATEST);
  const unknown = kinds(report, 'unknown');
  assert.equal(unknown.length, 2);
  assert.equal(unknown[0].suggestion?.key, retry.key.key);
  assert.equal(unknown[1].path, 'zzqqxxvvww');
  assert.equal(unknown[1].suggestion, undefined);
  assert.match(unknown[1].message, /没有配置项 zzqqxxvvww/);
});

test('values of the wrong JSON type are reported with the key, its row and the place', () => {
  const int = rowsOf(LATEST).find((r) => r.key.key === 'mqtt[].port');
  const bool = rowsOf(LATEST).find((r) => /^boolean/.test(r.key.type) && r.key.key.startsWith('pool.'));
  const text = `mqtt:\n  - port: "1883"\npool:\n  ${bool.key.key.split('.')[1]}: yes\n`;
  const report = analyse(text, LATEST);
  const types = kinds(report, 'type');
  assert.equal(types.length, 2, JSON.stringify(report.findings));
  assert.equal(types[0].path, 'mqtt[].port');
  assert.equal(types[0].ref.anchor, keyAnchor(int.table, 'mqtt[].port'));
  assert.deepEqual(types[0].place, { line: 2, col: 5 }, 'the place of the key');
  assert.match(types[0].message, /应为整数/);
  assert.equal(types[1].path, bool.key.key);
  assert.match(types[1].message, /布尔值/);
  // A section written as a scalar, a list written as a map.
  const shapes = analyse('pool: 4\nmqtt:\n  port: 1883\n', LATEST);
  assert.deepEqual(
    kinds(shapes, 'type').map((f) => f.path),
    ['pool', 'mqtt'],
  );
});

test('a value outside the allowed ones is reported with the allowed values; a case slip gets the right spelling', () => {
  // The data's own enums where there are some; in any case one planted on a string key of a copy of the data.
  const pages = configPages.map((page) => ({
    ...page,
    tables: page.tables.map((t) => ({
      ...t,
      keys: t.keys.map((k) => (k.key === 'application.name' ? { ...k, values: ['ALPHA', 'BETA'] } : k)),
    })),
  }));
  const wrong = analyse('application:\n  name: GAMMA\n', LATEST, { pages });
  const [finding] = kinds(wrong, 'enum');
  assert.ok(finding, JSON.stringify(wrong.findings));
  assert.match(finding.message, /ALPHA、BETA/);
  assert.match(kinds(analyse('application:\n  name: alpha\n', LATEST, { pages }), 'enum')[0].message, /大小写不对，应写 ALPHA/);
  assert.deepEqual(kinds(analyse('application:\n  name: BETA\n', LATEST, { pages }), 'enum'), []);
  for (const { key } of rowsOf(LATEST).filter((r) => r.key.values?.length)) {
    const report = analyse(yamlOf([[key.key, '"not-one-of-them-surely"']]), LATEST);
    assert.equal(kinds(report, 'enum').length, 1, `${key.key} refuses a value outside ${key.values}`);
  }
});

/** Each key row with its effective range (the key's own, else its table's). */
const ranged = configPages.flatMap((page) =>
  page.tables.flatMap((table) =>
    table.keys.map((key) => ({ page, table, key, since: key.since ?? table.since ?? OLDEST, until: key.until ?? table.until })),
  ),
);

test('a key that arrives in a later version is reported as 「X 起」 with a link to its row in version X', () => {
  const later = ranged.filter((r) => versionOrder(r.since) > versionOrder(OLDEST));
  assert.ok(later.length > 0, 'the data has keys added after the oldest version');
  for (const r of later) {
    const before = DOCS_VERSIONS[DOCS_VERSIONS.indexOf(r.since) + 1];
    if (rowsOf(before).some((x) => x.key.key === r.key.key)) continue; // the name is another row's in that version
    const report = analyse(yamlOf([[r.key.key, sampleValue(r.key)]]), before);
    const found = kinds(report, 'other-version').find((f) => f.path === r.key.key);
    assert.ok(found, `${r.key.key} in ${before}: ${JSON.stringify(report.findings)}`);
    assert.match(found.message, new RegExp(`「${r.since.replace(/\./g, '\\.')} 起」`));
    assert.equal(found.ref.version, r.since);
    // A name that two tables list (`endpoint.metrics`) links to either of its rows in version X.
    const rowsThere = ranged.filter((x) => x.key.key === r.key.key && x.since === r.since).map((x) => keyAnchor(x.table, x.key.key));
    assert.ok(rowsThere.includes(found.ref.anchor), `${r.key.key}: ${found.ref.anchor} is one of its rows (${rowsThere})`);
  }
});

test('a key removed at or before the version checked is reported as 「X 移除」, linked to its row in the last version that had it', () => {
  // The site's data removes no key between its versions today: a key of every version is made to leave in the latest.
  const plain = ranged.find(
    (r) => r.since === OLDEST && r.until === undefined && !r.table.since && !r.table.until && /^[a-z]+\.[A-Za-z]+$/.test(r.key.key),
  );
  const pages = configPages.map((page) => ({
    ...page,
    tables: page.tables.map((t) => ({ ...t, keys: t.keys.map((k) => (k === plain.key ? { ...k, until: LATEST } : k)) })),
  }));
  const report = analyse(yamlOf([[plain.key.key, sampleValue(plain.key)]]), LATEST, { pages });
  const found = kinds(report, 'other-version').find((f) => f.path === plain.key.key);
  assert.ok(found, `${plain.key.key} in ${LATEST}: ${JSON.stringify(report.findings)}`);
  assert.match(found.message, new RegExp(`「${LATEST.replace(/\./g, '\\.')} 移除」`));
  assert.equal(found.ref.version, DOCS_VERSIONS[1], 'the link leads to the last version that had the key');
  for (const r of ranged.filter((x) => x.until !== undefined)) {
    if (rowsOf(r.until).some((x) => x.key.key === r.key.key)) continue;
    const real = kinds(analyse(yamlOf([[r.key.key, sampleValue(r.key)]]), r.until), 'other-version').find((f) => f.path === r.key.key);
    assert.ok(real && real.message.includes(`「${r.until} 移除」`), `${r.key.key} in ${r.until}`);
    assert.ok(inRange({ since: r.since, until: r.until }, real.ref.version), 'the link leads to a version that has the key');
  }
});

test('a deprecated key is a warning naming the version that deprecated it, never an error; before that version it is a plain key', () => {
  const deprecated = ranged.filter((r) => r.key.deprecated);
  assert.ok(deprecated.length > 0, 'the data has deprecated keys');
  for (const r of deprecated) {
    for (const v of DOCS_VERSIONS.filter((x) => inRange({ since: r.since, until: r.until }, x))) {
      const report = analyse(yamlOf([[r.key.key, sampleValue(r.key)]]), v);
      const errors = report.findings.filter((f) => f.severity !== 'warning' && f.path === r.key.key);
      assert.deepEqual(errors, [], `${r.key.key} is a key of ${v}: no error`);
      const warning = kinds(report, 'deprecated').find((f) => f.path === r.key.key);
      if (versionOrder(v) >= versionOrder(r.key.deprecated)) {
        assert.ok(warning, `${r.key.key} in ${v}: a warning`);
        assert.equal(warning.severity, 'warning');
        assert.ok(warning.message.includes(`${r.key.deprecated} 起已废弃`) && /可以保留/.test(warning.message), warning.message);
      } else {
        assert.equal(warning, undefined, `${r.key.key} in ${v}, before ${r.key.deprecated}: no deprecation`);
      }
    }
  }
});

test('the keys a file leaves out are listed with their defaults; required ones are findings', () => {
  const report = analyse('pool:\n  workThreadSize: 8\nmqtt:\n  - proxy: true\n  - proxy: false\n', LATEST);
  const byKey = new Map(report.defaults.map((d) => [d.ref.anchor, d]));
  assert.equal(byKey.has('pool.workThreadSize'), false, 'a written key is not at its default');
  const rows = rowsOf(LATEST);
  const writtenObjects = new Set(['', 'pool', 'mqtt[]']);
  for (const { table, key } of rows) {
    if (['pool.workThreadSize', 'mqtt[].proxy'].includes(key.key)) continue;
    // A key FluxMQ no longer reads (a table removed before the docs versions) takes no default.
    if (table.removedIn) {
      assert.equal(byKey.has(keyAnchor(table, key.key)), false, `${key.key} is removed: no default`);
      continue;
    }
    const parent = key.key.slice(0, Math.max(0, key.key.lastIndexOf('.')));
    // Keys below an optional object the file leaves out (`mqtt[].ssl`) are covered by that key's own entry.
    if (!writtenObjects.has(parent) && rows.some((r) => r.key.key === parent)) continue;
    const anchor = keyAnchor(table, key.key);
    if (key.default.startsWith('必填')) {
      assert.ok(
        kinds(report, 'required').some((f) => f.path === key.key),
        `required ${key.key} is a finding`,
      );
      assert.equal(byKey.has(anchor), false);
    } else {
      assert.equal(byKey.get(anchor)?.default, key.default, `${key.key} is listed with its default`);
    }
  }
  // A key of each list item names the items that leave it out.
  const listKey = report.defaults.find((d) => d.ref.key.startsWith('mqtt[].'));
  assert.deepEqual(listKey.items, [1, 2]);
  const required = kinds(report, 'required').filter((f) => f.path.startsWith('mqtt[].'));
  assert.ok(
    required.every((f) => /列表第 [12] 项/.test(f.message)),
    JSON.stringify(required),
  );
});

test('map keys (options, childOptions) take any sub-key; an empty section leaves its keys at their defaults', () => {
  const report = analyse(
    'mqtt:\n  - port: 1883\n    options:\n      SO_BACKLOG: 512\n      ANY_NAME_AT_ALL: x\n    childOptions:\n      TCP_NODELAY: true\npool:\n',
    LATEST,
  );
  assert.deepEqual(kinds(report, 'unknown'), []);
  assert.ok(report.defaults.some((d) => d.ref.key.startsWith('pool.')));
});

test('syntax errors come with line and column; duplicate keys are found', () => {
  const report = analyse('pool:\n\tworkThreadSize: 4\n', LATEST);
  const [syntax] = kinds(report, 'syntax');
  assert.ok(syntax, JSON.stringify(report.findings));
  assert.equal(syntax.place.line, 2);
  assert.match(syntax.message, /Tab/);
  assert.ok(syntax.excerpt.includes('workThreadSize'));
  const duplicate = analyse('pool:\n  workThreadSize: 4\n  workThreadSize: 8\n', LATEST);
  assert.deepEqual(
    kinds(duplicate, 'duplicate').map((f) => f.place.line),
    [3],
  );
  assert.match(kinds(analyse('- a\n- b\n', LATEST), 'structure')[0]?.message ?? '', /最外层应是/);
});

test('upgrade 2.0.19 → latest: the deprecated pool keys may stay, the keys added since (each once), the changed defaults and the notes, all from the data', () => {
  const from = '2.0.19';
  const fromRows = rowsOf(from);
  const toRows = rowsOf(LATEST);
  const id = (r) => `${r.page.docId} ${r.table.id} ${r.key.key}`;
  const toIds = new Set(toRows.map(id));
  const fromIds = new Set(fromRows.map(id));
  // A name several tables list alike (endpoint.port on endpoint/config and endpoint/README) is listed once.
  const once = (rows) => [...new Map(rows.map((r) => [`${r.key.key} ${r.key.type} ${r.key.default}`, r.key.key])).values()].sort();
  const expectedRemoved = once(fromRows.filter((r) => !toIds.has(id(r))));
  const expectedAdded = once(toRows.filter((r) => !fromIds.has(id(r))));
  const expectedDeprecated = toRows
    .filter((r) => fromIds.has(id(r)) && r.key.deprecated && versionOrder(r.key.deprecated) > versionOrder(from))
    .map((r) => r.key.key)
    .sort();
  assert.ok(
    expectedDeprecated.some((k) => k.startsWith('pool.')),
    'pool keys deprecated between 2.0.19 and the latest version',
  );
  assert.ok(expectedAdded.length > 0);
  // A 2.0.19 config that writes every pool key 2.0.19 has.
  const text = yamlOf(fromRows.filter((r) => r.key.key.startsWith('pool.')).map((r) => [r.key.key, sampleValue(r.key)]));
  const report = analyse(text, from, { target: LATEST });
  assert.deepEqual(kinds(report, 'unknown'), [], 'the file is a sound 2.0.19 config');
  assert.deepEqual(kinds(report, 'deprecated'), [], 'nothing is deprecated in 2.0.19');
  const up = report.upgrade;
  assert.equal(up.from, from);
  assert.equal(up.to, LATEST);
  assert.deepEqual(up.removed.map((k) => k.ref.key).sort(), expectedRemoved);
  assert.deepEqual(up.added.map((k) => k.ref.key).sort(), expectedAdded);
  assert.deepEqual(up.deprecated.map((k) => k.ref.key).sort(), expectedDeprecated);
  for (const k of up.deprecated.filter((k) => k.ref.key.startsWith('pool.'))) {
    assert.ok(k.place, `${k.ref.key}: the file writes it, so the report says where`);
    assert.equal(k.ref.version, LATEST, 'a deprecated key links to its row in the target version');
  }
  for (const k of up.added) assert.equal(k.ref.version, LATEST);
  const changedDefaults = fromRows
    .filter((r) => toRows.some((t) => id(t) === id(r) && t.key.default !== r.key.default))
    .map((r) => r.key.key)
    .sort();
  assert.deepEqual(
    up.changed
      .filter((c) => c.facts.includes('default'))
      .map((c) => c.ref.key)
      .sort(),
    changedDefaults,
  );
  const expectedNotes = UPGRADE_NOTES.filter(
    (n) => versionOrder(n.since) > versionOrder(from) && versionOrder(n.since) <= versionOrder(LATEST),
  );
  assert.deepEqual(up.notes.map((n) => `${n.since} ${n.topic}`).sort(), expectedNotes.map((n) => `${n.since} ${n.topic}`).sort());
  assert.ok(
    up.notes.every((n, i) => i === 0 || versionOrder(up.notes[i - 1].since) <= versionOrder(n.since)),
    'notes run oldest version first',
  );
});

/** CPU time (ms) this process spends on fn: robust to other work on the machine. */
function cpuTime(fn) {
  const start = process.cpuUsage();
  const result = fn();
  const used = process.cpuUsage(start);
  return { result, ms: (used.user + used.system) / 1000 };
}

test('an alias bomb ("billion laughs") is refused within a second, with a message naming the aliases', () => {
  const names = 'abcdefghij';
  const lines = [`${names[0]}: &${names[0]} ["lol","lol","lol","lol","lol","lol","lol","lol","lol","lol"]`];
  for (let i = 1; i < names.length; i++)
    lines.push(
      `${names[i]}: &${names[i]} [${Array(10)
        .fill(`*${names[i - 1]}`)
        .join(',')}]`,
    );
  lines.push(`pool:\n  workThreadSize: *${names[names.length - 1]}`);
  const { result, ms } = cpuTime(() => analyse(lines.join('\n'), LATEST));
  assert.match(result.refused ?? '', /别名/);
  assert.match(result.refused, new RegExp(String(MAX_ALIAS_COUNT)));
  assert.ok(ms < 1000, `refused after ${ms} ms of CPU time`);
  // A few aliases, as a config may use them, are read.
  const fine = analyse('base: &port 1883\nmqtt:\n  - port: *port\n', LATEST);
  assert.equal(fine.refused, undefined);
  assert.deepEqual(kinds(fine, 'type'), []);
});

test('binary content and text past the size limit are refused with a plain message', () => {
  const binary = analyse('pool:\n  workThreadSize: 4\n\u0000\u0001\u0002PNG', LATEST);
  assert.match(binary.refused ?? '', /第 3 行第 1 列/);
  assert.match(analyse('pool: \uFFFD', LATEST).refused ?? '', /UTF-8/);
  assert.match(analyse('a'.repeat(MAX_CHARS + 1), LATEST).refused ?? '', /上限/);
});

test("a 1 MB config is analysed well within the page's time limit, its findings capped", () => {
  const item = (i) =>
    `  - port: ${1000 + (i % 60000)}\n    wiretap: false\n    proxy: true\n    path: /mqtt${i}\n    options:\n      SO_BACKLOG: 512\n    maxSesionSize: 10\n`;
  let text = 'mqtt:\n';
  for (let i = 0; text.length < 1024 * 1024; i++) text += item(i);
  const { result, ms } = cpuTime(() => analyse(text, LATEST));
  assert.equal(result.refused, undefined);
  const unknown = kinds(result, 'unknown');
  assert.ok(unknown.length > 0 && unknown[0].suggestion?.key === 'mqtt[].maxSessionSize', 'the typo in each item is found');
  assert.ok(result.findings.length <= 500 && result.omitted > 0, 'findings are capped, the rest counted');
  assert.ok(ms < CHECK_TIMEOUT_MS / 2, `analysed in ${ms} ms of CPU time (the page stops a check after ${CHECK_TIMEOUT_MS} ms)`);
});

test('the analyser refuses a version the site does not have and an upgrade that goes back', () => {
  assert.throws(() => analyse('', '0.0.1'), /not a docs version/);
  assert.throws(() => analyse('', LATEST, { target: OLDEST }), /not later/);
  assert.equal(analyse('', OLDEST).refused, undefined);
});

/** A config of the latest version that is sound but for what a test plants. */
const SOUND = [
  'mqtt:',
  '  - port: 1883',
  '    wiretap: false',
  '    messageMaxSize: 4194304',
  'http:',
  '  port: 8080',
  '  accessLog: false',
  '  username: admin',
  '  password: your-password',
];
const errorsOf = (report) => report.findings.filter((f) => f.severity !== 'warning');

test('the sound base config has no finding (the tests below plant one mistake each in it)', () => {
  assert.deepEqual(errorsOf(analyse(`${SOUND.join('\n')}\n`, LATEST)), []);
});

test('YAML merge keys (<<: *anchor, <<: [*a, *b]) are read as the keys they merge', () => {
  const merged = [
    'defaults: &l1',
    '  wiretap: false',
    '  messageMaxSize: 4194304',
    'mqtt:',
    '  - <<: *l1',
    '    port: 1883',
    ...SOUND.slice(4),
  ];
  const report = analyse(`${merged.join('\n')}\n`, LATEST);
  const messages = report.findings.map((f) => f.message).join(' | ');
  assert.ok(!/Symbol|<</.test(messages), messages);
  assert.deepEqual(kinds(report, 'required'), [], 'the merged keys count as written');
  // Only the anchor's holder, a top-level key FluxMQ does not know, is reported.
  assert.deepEqual(
    report.findings.map((f) => f.path),
    ['defaults'],
  );
  const list = [
    'a: &a',
    '  wiretap: false',
    'b: &b',
    '  messageMaxSize: 4194304',
    'mqtt:',
    '  - <<: [*a, *b]',
    '    port: 1883',
    ...SOUND.slice(4),
  ];
  assert.deepEqual(kinds(analyse(`${list.join('\n')}\n`, LATEST), 'required'), []);
});

test('one tab-indented line is one finding, not a cascade of syntax errors, unknown keys and missing required keys', () => {
  const lines = [...SOUND];
  lines[2] = '\twiretap: false';
  const report = analyse(`${lines.join('\n')}\n`, LATEST);
  assert.equal(report.findings.length, 1, JSON.stringify(report.findings));
  assert.equal(report.findings[0].place.line, 3);
  assert.match(report.findings[0].message, /Tab/);
  assert.equal(report.syntaxOnly, true);
});

test('a full-width colon (port：8080) gets its own hint, and no present key is reported missing', () => {
  for (const at of [1, 5]) {
    const lines = [...SOUND];
    lines[at] = lines[at].replace(': ', '：');
    const report = analyse(`${lines.join('\n')}\n`, LATEST);
    assert.equal(report.findings.length, 1, `${lines[at]}: ${JSON.stringify(report.findings)}`);
    assert.match(report.findings[0].message, /全角冒号「：」/);
    assert.equal(report.findings[0].place.line, at + 1);
    assert.deepEqual(kinds(report, 'required'), []);
  }
});

test('port numbers outside 1 to 65535 are refused, naming the range', () => {
  for (const [line, bad] of [
    [1, '70000'],
    [5, '-1'],
    [5, '0'],
  ]) {
    const lines = [...SOUND];
    lines[line] = lines[line].replace(/\d+$/, bad);
    const report = analyse(`${lines.join('\n')}\n`, LATEST);
    const range = kinds(report, 'range');
    assert.equal(range.length, 1, `${lines[line]}: ${JSON.stringify(report.findings)}`);
    assert.match(range[0].message, /1～65535/);
  }
  for (const ok of ['1', '65535'])
    assert.deepEqual(errorsOf(analyse(`${[SOUND[0], SOUND[1].replace('1883', ok), ...SOUND.slice(2)].join('\n')}\n`, LATEST)), []);
});

test('a section removed before the docs versions (elasticsearch, 2.0.11) is reported in every version as 「X 移除」, and is no default', () => {
  const table = configPages.flatMap((p) => p.tables).find((t) => t.removedIn);
  assert.ok(table, 'the data has a table removed before the docs versions');
  const [section, key] = table.keys[0].key.split('.');
  for (const v of DOCS_VERSIONS) {
    for (const written of [`${section}:\n  ${key}: x\n`, `${section}:\n`]) {
      const report = analyse(written, v);
      const found = kinds(report, 'other-version').find((f) => f.path === section);
      assert.ok(found, `${v}: ${JSON.stringify(report.findings)}`);
      assert.ok(found.message.includes(`「${table.removedIn} 移除」`), found.message);
      assert.equal(kinds(report, 'other-version').length, 1, 'one finding for the section');
      assert.ok(!report.defaults.some((d) => d.ref.key.startsWith(`${section}.`)), 'a removed key takes no default');
    }
  }
});

test('an upgrade lists a key several tables list alike once (the 14 endpoint keys of endpoint/config and endpoint/README)', () => {
  const up = analyse('', OLDEST, { target: LATEST }).upgrade;
  for (const list of ['added', 'removed', 'deprecated']) {
    const names = up[list].map((k) => `${k.ref.key} ${k.type} ${k.default}`);
    assert.equal(new Set(names).size, names.length, `${list}: ${names.filter((n, i) => names.indexOf(n) !== i)}`);
  }
});
