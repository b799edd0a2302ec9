// Every PostgreSQL block of every page of every docs version runs on a real PostgreSQL (Debian's
// postgresql, through psql as a reader runs it), page by page, from an empty server: init scripts, DDL,
// roles and GRANTs, the rows a page inserts, and the templates FluxMQ runs with a sample rule output
// filled in (tests/lib/sql-doc.mjs tells how). An upgrade page (FAQ) starts from the database of the
// version it upgrades from.
//
// The database paths across versions run too: a new install of each version from what its config/store
// page gives, and each upgrade between consecutive versions from the previous version's new install
// with the upgrade notes' PostgreSQL scripts; the upgraded database must end with exactly the tables and
// columns of a new install of the later version (information_schema compared).
//
// And the account FluxMQ connects with: config/store's psql command lines run as a reader types them,
// in page order, from an empty server (the account and a database it owns first, every script as that
// account), with the tables in public and in the page's other schema; connected as the account its
// config.yaml sample names, FluxMQ must read and write every table (tests/lib/sql-doc.mjs accountPath).
// The upgrades too: each FAQ psql line and each upgrade note's psql line that runs an
// `upgrade-A-to-B-pg.sql` runs as it says on A's database set up that way (public and schema), and
// FluxMQ's account must then read and write every table, B's new install's tables and columns
// (tests/lib/sql-doc.mjs upgradeAsAccount).
//
// Each failure names the page (or the upgrade notes' file), the line, and PostgreSQL's own message.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { importTs } from '../lib/import-ts.mjs';
import { startPostgres } from '../lib/real-programs.mjs';
import { versionNames } from '../../scripts/lib/docs-tree.mjs';
import {
  defineSqlDocTests,
  POSTGRES,
  buildNewInstall,
  upgradeDatabase,
  tablesOf,
  newInstallOf,
  pageContext,
  accountPath,
  pageUpgrades,
  noteUpgrades,
  upgradeAsAccount,
} from '../lib/sql-doc.mjs';
import { versionPages } from '../../scripts/lib/code-samples.mjs';

const { factValue } = await importTs('src/data/shared-facts.ts');
const context = await pageContext(factValue);
const dialect = POSTGRES;
const versions = versionNames();
let server;
before(async () => {
  server = await startPostgres();
});
after(() => server?.stop());

const { runAll, plantedPage } = defineSqlDocTests({
  dialect,
  dbId: 'postgresql',
  label: 'PostgreSQL',
  program: 'PostgreSQL',
  server: () => server,
  context,
});

/** An empty `fluxmq` database, as the config/store pages create it before the init script. */
function freshDatabase() {
  dialect.reset(server, 'fluxmq');
}

// ---- Planted errors: each kind of check catches its mistake, naming file:line and PostgreSQL's message ----

test('planted: a misspelt column in a real init script fails at its line with PostgreSQL’s error', () => {
  const p = plantedPage('config/store', (src) =>
    src.replace(
      'CREATE INDEX idx_retainmsg_time ON "RetainMessage" (f_time);',
      'CREATE INDEX idx_retainmsg_time ON "RetainMessage" (f_tme);',
    ),
  );
  const line = p.page.source.split('\n').findIndex((l) => l.includes('(f_tme)')) + 1;
  const failures = runAll(p);
  assert.ok(
    failures.some((f) => f.startsWith(`planted/docs/config/store.md:${line}: ERROR: column "f_tme" does not exist`)),
    failures.join('\n'),
  );
});

test('planted: a template naming a column its table lacks fails with PostgreSQL’s error', () => {
  const p = plantedPage('gzyq/rule/EXAMPLES', (src) =>
    src.replace('(order_id, user_id, event_type, amount, payment_method,', '(order_id, user_id, event_type, amount, paymnt_method,'),
  );
  const failures = runAll(p);
  assert.ok(
    failures.some((f) => /EXAMPLES\.md:\d+: ERROR: column "paymnt_method" of relation "order_events" does not exist/.test(f)),
    failures.join('\n'),
  );
});

test('planted: an upgrade page’s own check that finds nothing fails (it starts from the previous version’s database)', () => {
  const p = plantedPage('FAQ', (src) =>
    src.replace("table_name IN ('OfflineMessage', 'RuleEngineMetrics')", "table_name IN ('OfflineMessages')"),
  );
  const failures = runAll(p);
  assert.ok(
    failures.some((f) => /^planted\/docs\/FAQ\.md:\d+: the query returns no row/.test(f)),
    failures.join('\n'),
  );
});

test('planted: an upgrade script that breaks fails naming the notes file and PostgreSQL’s error; the upgraded tables must match', () => {
  const note = context.notes.find((n) => n.sql && /PostgreSQL/.test(n.topic) && /CREATE TABLE/.test(n.sql.code));
  assert.ok(note);
  const prev = versions[versions.indexOf(note.since) + 1];
  const broken = {
    ...context,
    notes: context.notes.map((n) => (n === note ? { ...n, sql: { ...n.sql, code: n.sql.code.replace('BYTEA', 'BYTEAA') } } : n)),
  };
  freshDatabase();
  const failures = upgradeDatabase(server, dialect, prev, note.since, 'fluxmq', broken);
  assert.ok(
    failures.some((f) => /^src\/features\/version-changes\/upgrade-notes\.ts:\d+: ERROR: type "byteaa" does not exist/.test(f)),
    failures.join('\n'),
  );
  const dropping = {
    ...context,
    notes: [
      ...context.notes,
      {
        since: note.since,
        topic: '数据库（PostgreSQL 存储）',
        text: [],
        sql: { title: `upgrade-${prev}-to-${note.since}-planted.sql`, code: 'ALTER TABLE "LogTrace" DROP COLUMN f_timezone;' },
      },
    ],
  };
  freshDatabase();
  assert.deepEqual(upgradeDatabase(server, dialect, prev, note.since, 'fluxmq', dropping), []);
  const upgraded = tablesOf(server, dialect, 'fluxmq');
  freshDatabase();
  buildNewInstall(server, dialect, note.since, 'fluxmq', context);
  assert.notDeepEqual(upgraded, tablesOf(server, dialect, 'fluxmq'));
});

test('every version has a PostgreSQL path: a new install, and an upgrade script wherever the MySQL upgrade has one', () => {
  for (const v of versions)
    assert.ok(newInstallOf(v, 'postgresql', context).init.text.includes('CREATE TABLE'), `${v}: no PostgreSQL init script`);
  const pgTitles = new Set(
    context.notes.filter((n) => n.sql && /PostgreSQL/.test(n.topic)).map((n) => n.sql.title.replace(/-pg\.sql$/, '.sql')),
  );
  const mysqlFromDocsVersions = context.notes.filter(
    (n) => n.sql && /MySQL/.test(n.topic) && versions.includes(/^upgrade-([\d.]+)-to-/.exec(n.sql.title)?.[1]),
  );
  for (const n of mysqlFromDocsVersions) assert.ok(pgTitles.has(n.sql.title), `${n.since}: ${n.sql.title} has no PostgreSQL counterpart`);
});

// ---- FluxMQ's account: the order of config/store's steps ----

test('planted: config/store running the scripts as postgres leaves tables FluxMQ’s account cannot read', () => {
  const { page } = plantedPage('config/store', (src) => src.replaceAll('-U fluxmq -d fluxmq -f', '-U postgres -d fluxmq -f'));
  const { failures } = accountPath(server, dialect, page, context);
  assert.ok(
    failures.some((f) => /config\.yaml connects as fluxmq, the scripts ran as postgres/.test(f)),
    failures.join('\n'),
  );
  assert.ok(
    failures.some((f) => /^as fluxmq: ERROR: permission denied for table /.test(f)),
    failures.join('\n'),
  );
});

test('planted: config/store creating the account after the script fails at the script’s line: the account does not exist yet', () => {
  const create = /^# 以 postgres 创建[^\n]*\n(psql [^\n]*CREATE USER[^\n]*\n)(psql [^\n]*CREATE DATABASE[^\n]*\n)/m;
  const { page } = plantedPage('config/store', (src) => {
    const m = create.exec(src);
    assert.ok(m, 'the account lines are where the test expects them');
    const rest = src.slice(m.index + m[0].length);
    const script = /^# [^\n]*\n(psql [^\n]*-U fluxmq[^\n]*-f fluxmq-pg\.sql\n)/.exec(rest);
    assert.ok(script, 'the script line follows the account lines');
    return src.slice(0, m.index) + script[1] + m[1] + m[2] + rest.slice(script[0].length);
  });
  const line = page.source.split('\n').findIndex((l) => l.startsWith('psql') && l.includes('-f fluxmq-pg.sql')) + 1;
  const { failures } = accountPath(server, dialect, page, context);
  assert.ok(
    failures.some((f) => f.startsWith(`planted/docs/config/store.md:${line}: FATAL:`) && /"fluxmq" does not exist/.test(f)),
    failures.join('\n'),
  );
});

test('planted: a config.yaml sample with schema: fluxmq while the page’s default path leaves the tables in public fails', () => {
  const { page } = plantedPage('config/store', (src) => src.replace(/^ {4}# schema: fluxmq$/m, '    schema: fluxmq'));
  const { failures } = accountPath(server, dialect, page, context);
  assert.ok(
    failures.some((f) => /config\.yaml sets schema: fluxmq, the tables are in public/.test(f)),
    failures.join('\n'),
  );
});

// ---- FluxMQ's account: the upgrades the FAQ and the upgrade notes give ----

/** B's new install's tables and columns (as tablesOf gives them), once per version. */
const installed = new Map();
function newInstallTables(version) {
  if (!installed.has(version)) {
    freshDatabase();
    assert.equal(buildNewInstall(server, dialect, version, 'fluxmq', context).join('\n'), '', `the new install of ${version}`);
    installed.set(version, tablesOf(server, dialect, 'fluxmq'));
  }
  return installed.get(version);
}

function assertUpgradeUsable(upgrade, inSchema) {
  const expected = newInstallTables(upgrade.to);
  const { failures, tables } = upgradeAsAccount(server, upgrade, context, { inSchema });
  assert.equal(failures.join('\n'), '');
  assert.deepEqual(tables, expected);
}

const faqUpgrades = (v) => {
  const page = versionPages(v).find((p) => p.docId === 'FAQ');
  return page ? pageUpgrades(page, context) : [];
};

test('every FAQ with a PostgreSQL upgrade script gives the psql line that runs it', () => {
  for (const v of versions) {
    const page = versionPages(v).find((p) => p.docId === 'FAQ');
    const scripts = page ? [...page.source.matchAll(/title="(upgrade-[\d.]+-to-[\d.]+-pg\.sql)"/g)].map((m) => m[1]) : [];
    const run = faqUpgrades(v).map((u) => u.cmd.script);
    for (const name of scripts) assert.ok(run.includes(name), `${v} FAQ: no psql line runs ${name}`);
  }
  for (const u of noteUpgrades(context)) assert.ok(u.cmd, `upgrade note ${u.note.since} ${u.note.sql.title}: no psql line`);
});

// The versions whose FAQ gives a PostgreSQL upgrade (2.0.17's has none: it is the oldest).
for (const v of versions.filter((version) => faqUpgrades(version).length > 0)) {
  for (const inSchema of [false, true]) {
    const where = inSchema ? 'tables in the page’s schema' : 'tables in public';
    test(`the PostgreSQL upgrade the FAQ of ${v} gives, run as it says, leaves every table usable by FluxMQ's account (${where})`, () => {
      for (const u of faqUpgrades(v)) assertUpgradeUsable(u, inSchema);
    });
  }
}

for (const u of noteUpgrades(context)) {
  for (const inSchema of [false, true]) {
    const where = inSchema ? 'tables in config/store’s schema' : 'tables in public';
    test(`the upgrade note's ${u.note.sql.title}, run as the note says, leaves every table usable by FluxMQ's account (${where})`, () => {
      assertUpgradeUsable(u, inSchema);
    });
  }
}

test('planted: the FAQ’s upgrade run as postgres leaves OfflineMessage to postgres: FluxMQ’s account cannot use it', () => {
  const { page } = plantedPage('FAQ', (src) => src.replace(/-U fluxmq -d fluxmq -f upgrade-/g, '-U postgres -d fluxmq -f upgrade-'));
  const [upgrade] = pageUpgrades(page, context);
  assert.equal(upgrade.cmd.user, 'postgres');
  for (const inSchema of [false, true]) {
    const { failures } = upgradeAsAccount(server, upgrade, context, { inSchema });
    assert.ok(
      failures.some((f) => /^as fluxmq: ERROR: permission denied for table (OfflineMessage|RuleEngineMetrics)/.test(f)),
      failures.join('\n'),
    );
  }
});

test('planted: an upgrade note whose psql line runs as postgres fails the same check; one with no psql line fails naming the note', () => {
  const u = noteUpgrades(context).find((n) => /CREATE TABLE/.test(n.note.sql.code));
  assert.ok(u);
  const asPostgres = { ...u, cmd: { ...u.cmd, user: 'postgres' } };
  const { failures } = upgradeAsAccount(server, asPostgres, context);
  assert.ok(
    failures.some((f) => /^as fluxmq: ERROR: permission denied for table (OfflineMessage|RuleEngineMetrics)/.test(f)),
    failures.join('\n'),
  );
  const silent = upgradeAsAccount(server, { ...u, cmd: undefined }, context);
  assert.ok(
    silent.failures.some((f) => /^src\/features\/version-changes\/upgrade-notes\.ts:\d+: no psql line says which account runs/.test(f)),
    silent.failures.join('\n'),
  );
});
