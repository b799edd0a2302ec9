// Every MySQL block of every page of every docs version runs on a real MariaDB (Debian's
// mariadb-server, what a reader's `mysql` client talks to), page by page, from an empty server, as a
// reader pastes it: init scripts, DDL, accounts and GRANTs, the rows a page inserts, and the queries and
// action templates FluxMQ runs with a sample rule output filled in (tests/lib/sql-doc.mjs tells how).
// An upgrade page (FAQ) starts from the database of the version it upgrades from.
//
// The database paths across versions run too: a new install of each version from what its config/store
// page gives, and each upgrade between consecutive versions from the previous version's new install
// with the upgrade notes' scripts; the upgraded database must end with exactly the tables and columns
// of a new install of the later version (information_schema compared).
//
// And the account config/store creates for FluxMQ (CREATE USER … GRANT …, run on the new install) must
// read and write every table (tests/lib/sql-doc.mjs accountPath).
//
// Each failure names the page (or the upgrade notes' file), the line, and MariaDB's own message.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { importTs } from '../lib/import-ts.mjs';
import { startMariaDB } from '../lib/real-programs.mjs';
import { versionNames } from '../../scripts/lib/docs-tree.mjs';
import {
  defineSqlDocTests,
  MARIADB,
  buildNewInstall,
  upgradeDatabase,
  tablesOf,
  newInstallOf,
  pageContext,
  accountPath,
} from '../lib/sql-doc.mjs';

const { factValue } = await importTs('src/data/shared-facts.ts');
const context = await pageContext(factValue);
const dialect = MARIADB;
let server;
before(async () => {
  server = await startMariaDB();
  // A scratch server: no flush to disk at each commit, so the many small DDL scripts run quickly.
  const fast = server.sql('SET GLOBAL innodb_flush_log_at_trx_commit = 0; SET GLOBAL sync_binlog = 0;');
  assert.equal(fast.status, 0, fast.output);
});
after(() => server?.stop());

const versions = versionNames();
const { runAll, plantedPage } = defineSqlDocTests({
  dialect,
  dbId: 'mysql',
  label: 'MySQL',
  program: 'MariaDB',
  server: () => server,
  context,
});

// ---- Planted errors: each kind of check catches its mistake, naming file:line and MariaDB's message ----

test('planted: a misspelt column in DDL fails at its line with MariaDB’s error', () => {
  const p = plantedPage('gzyq/action/SAVE_MYSQL', (src) =>
    src.replace('KEY idx_device_time (device_id, report_time)', 'KEY idx_device_time (device_idd, report_time)'),
  );
  // MariaDB names the line a statement starts on.
  const line = p.page.source.split('\n').findIndex((l) => l.startsWith('CREATE TABLE sensor_readings')) + 1;
  const failures = runAll(p);
  assert.ok(
    failures.some((f) => f.startsWith(`planted/docs/gzyq/action/SAVE_MYSQL.md:${line}: ERROR 1072 `) && /device_idd/.test(f)),
    failures.join('\n'),
  );
});

test('planted: a template naming a column its table lacks fails with MariaDB’s error', () => {
  const p = plantedPage('gzyq/action/SAVE_MYSQL', (src) =>
    src.replace('(device_id, topic, temperature, humidity, report_time)', '(device_id, topic, temprature, humidity, report_time)'),
  );
  const failures = runAll(p);
  assert.ok(
    failures.some((f) => /SAVE_MYSQL\.md:\d+: ERROR 1054 \(42S22\): Unknown column 'temprature'/.test(f)),
    failures.join('\n'),
  );
});

test('planted: a query FluxMQ runs that finds none of the page’s rows fails', () => {
  const p = plantedPage('function/proxysub', (src) =>
    src
      .replace("('dev-001', 'cmd/dev-001', 1)", "('dev-002', 'cmd/dev-002', 1)")
      .replace("('dev-001', 'broadcast/firmware', 0)", "('dev-002', 'broadcast/firmware', 0)"),
  );
  const failures = runAll(p);
  assert.ok(
    failures.some((f) => /proxysub\.md:\d+: the query returns no row/.test(f)),
    failures.join('\n'),
  );
});

test('planted: a placeholder with no sample value fails, naming it', () => {
  const p = plantedPage('gzyq/action/SAVE_MYSQL', (src) => src.replace("'${payload.humidity}'", "'${payload.humidty}'"));
  assert.ok(runAll(p).some((f) => /no sample value for \$\{payload\.humidty\}/.test(f)));
});

test('planted: an upgrade script that breaks fails naming the notes file and MariaDB’s error; the upgraded tables must match', () => {
  const note = context.notes.find(
    (n) =>
      n.sql &&
      /MySQL/.test(n.topic) &&
      /CREATE TABLE/.test(n.sql.code) &&
      n.sql.title.startsWith(`upgrade-${versions[versions.indexOf(n.since) + 1]}-to-`),
  );
  assert.ok(note);
  const broken = {
    ...context,
    notes: context.notes.map((n) => (n === note ? { ...n, sql: { ...n.sql, code: n.sql.code.replace(/NOT NULL,/, 'NOT NULL,,') } } : n)),
  };
  dialect.reset(server, 'fluxmq');
  const prev = versions[versions.indexOf(note.since) + 1];
  const failures = upgradeDatabase(server, dialect, prev, note.since, 'fluxmq', broken);
  assert.ok(
    failures.some((f) => /^src\/features\/version-changes\/upgrade-notes\.ts:\d+: ERROR 1064 /.test(f)),
    failures.join('\n'),
  );
  // A note that drops a column the new install has: the upgraded database no longer matches.
  const dropping = {
    ...context,
    notes: [
      ...context.notes,
      {
        since: note.since,
        topic: '数据库（MySQL 存储）',
        text: [],
        sql: { title: `upgrade-${prev}-to-${note.since}-planted.sql`, code: 'ALTER TABLE `LogTrace` DROP COLUMN `f_timezone`;' },
      },
    ],
  };
  dialect.reset(server, 'fluxmq');
  assert.deepEqual(upgradeDatabase(server, dialect, prev, note.since, 'fluxmq', dropping), []);
  const upgraded = tablesOf(server, dialect, 'fluxmq');
  dialect.reset(server, 'fluxmq');
  buildNewInstall(server, dialect, note.since, 'fluxmq', context);
  assert.notDeepEqual(upgraded, tablesOf(server, dialect, 'fluxmq'));
});

test('the new installs read the pages: where a page downloads its init script, the stand-in and the statements after it are named', () => {
  for (const v of versions) {
    const plan = newInstallOf(v, 'mysql', context);
    assert.ok(plan.init.text.includes('CREATE TABLE'), `${v}: no init script`);
    if (plan.download) assert.ok(fs.readFileSync(plan.page.file, 'utf8').includes(`fluxmq-${plan.download}-MYSQL.sql`));
  }
});

test('planted: an account block granting less than the tables need fails as that account, with MariaDB’s error', () => {
  const { page } = plantedPage('config/store', (src) => src.replace('GRANT ALL PRIVILEGES ON fluxmq.*', 'GRANT SELECT ON fluxmq.*'));
  const { failures } = accountPath(server, dialect, page, context);
  assert.ok(
    failures.some((f) => /^as fluxmq: ERROR 1142 \(42000\): INSERT command denied to user 'fluxmq'/.test(f)),
    failures.join('\n'),
  );
});
