// What the SQL doc-tests (tests/doc/sql-mariadb.test.mjs, tests/doc/sql-postgresql.test.mjs) share: the
// pages' MySQL or PostgreSQL blocks, read as a reader pastes them, run page by page on a real server.
//
// Which database a block is for is sqlDatabaseOf's decision (scripts/lib/code-samples.mjs), the one the
// parser check (tests/unit/sql-samples.test.mjs) uses. A page's blocks run in page order, in one
// "session" the way a reader works through the page: the database the reader is connected to starts as
// the one the page names (the database of its JDBC address, else of its first `GRANT … ON db.…`, else
// `fluxmq`), follows `USE db` / `\c db`, and moves to a database a block creates. Every page starts from
// a clean server: no database and no account but the server's own.
//
// A block FluxMQ fills and runs (an action template, the authentication, ACL or proxy-subscription query:
// a block with `${…}` placeholders and no DDL) gets a sample rule output substituted first: a quoted
// `'${x}'` becomes the value as a string, an unquoted `${x}` the value as a number (SAMPLE_OUTPUT). A
// placeholder with no sample value fails, naming it. A block of queries only (SELECT, SHOW) runs
// statement by statement and each statement must return a row: the page's own rows must answer it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { versionPages, pageSamples, sqlDatabaseOf, sqlStatements } from '../../scripts/lib/code-samples.mjs';
import { versionNames } from '../../scripts/lib/docs-tree.mjs';

/**
 * The sample rule output a template is filled with: one PUBLISH of a temperature reading by client
 * `TH-01` (the values FUNCTION's own filled example uses), plus the fields other pages' templates name.
 * Keys are the placeholder text inside `${…}`.
 */
export const SAMPLE_OUTPUT = {
  id: '8f14e45fceea167a5a36dedd4bea2543',
  topic: 'sensor/room1/data',
  qos: 1,
  clientId: 'TH-01',
  username: 'TH-01',
  timestamp: 1690599987000,
  time: 1690599987000,
  nodeIp: '192.168.1.10',
  'json(payload)': '{"deviceId":"TH-01","temperature":26.5}',
  'payload.temperature': 26.5,
  'payload.humidity': 61.2,
  'payload.temp': 26.5,
  'datetime(timestamp)': '2023-07-29 11:06:27',
  // rule/EXAMPLES: the fields its rules SELECT.
  device_id: 'TH-01',
  building: 'A',
  floor: 3,
  room: '301',
  temperature: 26.5,
  humidity: 61.2,
  record_time: '2023-07-29 11:06:27',
  order_id: 'ORD-1001',
  user_id: 'U-42',
  event_type: 'PAID',
  amount: 199.5,
  payment_method: 'alipay',
  products_detail: '[{"sku":"P-1","qty":2}]',
  event_time: '2023-07-29 11:06:27',
  // rule/TROUBLESHOOTING's batch template.
  device1: 'TH-01',
  device2: 'TH-02',
  device3: 'TH-03',
  value1: 26.5,
  value2: 25.1,
  value3: 24.8,
  time1: 1690599987000,
  time2: 1690599988000,
  time3: 1690599989000,
  // rule/FUNCTION's template: the values its own filled example shows.
  'coalesce(jsonPath(payload, "$.deviceId"), clientId)': 'TH-01',
  'ifNull(jsonPath(payload, "$.temperature"), "NULL")': 26.5,
  'ifNull(jsonPath(payload, "$.humidity"), "NULL")': 'NULL',
  'md5(concat(clientId, topic, str(timestamp)))': 'c97ad47d7b7c233c49dc50b0133778b8',
};

const DDL = /^\s*(CREATE|ALTER|DROP|GRANT|REVOKE|TRUNCATE|RENAME)\b/i;
const QUERY = /^\s*(SELECT|SHOW|WITH)\b/i;

const statementText = (st) => st.text.replace(/--[^\n]*|\/\*[\s\S]*?\*\//g, '').trim();

/** Whether FluxMQ fills this block's placeholders (a template or a query it runs), not the reader. */
export function isTemplate(sample) {
  const statements = sqlStatements(sample);
  return /\$\{[^}]+\}/.test(sample.text) && statements.length > 0 && !statements.some((st) => DDL.test(statementText(st)));
}

const quote = (v) => String(v).replace(/'/g, "''");

/** The block's text with the sample output substituted (lines kept); { text, problems }. */
export function fillTemplate(text, extra = {}) {
  const values = { ...SAMPLE_OUTPUT, ...extra };
  const problems = [];
  const out = text.replace(/('?)\$\{([^}]+)\}('?)/g, (whole, open, name, close) => {
    if (!(name in values)) {
      problems.push(`no sample value for \${${name}}: add it to SAMPLE_OUTPUT (tests/lib/sql-doc.mjs)`);
      return whole;
    }
    const v = values[name];
    return open && close ? `'${quote(v)}'` : `${open}${v}${close}`;
  });
  return { text: out, problems };
}

/** The database a page's reader starts in (see the file comment). */
export function startDatabase(source, dbId) {
  const jdbc = new RegExp(`jdbc:${dbId === 'mysql' ? 'mysql' : 'postgresql'}://[^/\\s\`|]+/(\\w+)`).exec(source);
  if (jdbc) return jdbc[1];
  const grant = /GRANT\s+[\w, ]+\s+ON\s+`?(\w+)`?\.(?:\*|`?\w+`?)/i.exec(source);
  return grant ? grant[1] : 'fluxmq';
}

/** The MySQL or PostgreSQL blocks of each page of `version`: [{ page, samples }] for pages that have any. */
export function pagesWithBlocks(version, dbId, factValue) {
  return versionPages(version)
    .map((page) => ({
      page,
      samples: pageSamples(page.source, { file: page.file, version, docId: page.docId, factValue }).filter(
        (s) => s.lang === 'sql' && sqlDatabaseOf(s).db?.id === dbId,
      ),
    }))
    .filter((p) => p.samples.length);
}

/** Blocks FluxMQ itself runs although they hold no placeholder: the queries of its console forms, by fence title. */
const FLUXMQ_QUERY_TITLE = /加载\s*sql|认证\s*SQL|代理\s*SQL|SQL\s*模板/i;

/**
 * Who runs a block, and so when it runs in a page's session: 'reader' (DDL and data the reader sets
 * up), 'fluxmq' (a template or a form's query: runs once the reader's set-up is done, as messages and
 * connections arrive), 'check' (the reader's own queries: run last, to look at the result).
 */
export function blockRole(sample) {
  if (isTemplate(sample) || FLUXMQ_QUERY_TITLE.test(sample.title ?? '')) return 'fluxmq';
  const statements = sqlStatements(sample);
  return statements.length && statements.every((st) => QUERY.test(statementText(st))) ? 'check' : 'reader';
}

/**
 * Runs one page's blocks on `server` (from tests/lib/real-programs.mjs) after `reset()`, with `dialect`
 * telling how this server's client reports errors and switches databases: first the reader's set-up
 * blocks in page order, then the blocks FluxMQ runs in page order, then the reader's queries in page
 * order. `before(db)` prepares what the page starts from (the previous version's database for an
 * upgrade page; its queries must then return a row as well). `sample` gives values for placeholders beyond SAMPLE_OUTPUT. A query FluxMQ runs, and
 * a SHOW, must return a row. Returns the failures, each `file:line: <the server's own message>`.
 */
export function runPage({ page, samples }, server, dialect, { before, sample = {} } = {}) {
  const failures = [];
  let db = startDatabase(page.source, dialect.id);
  const pageCreates = samples.some((s) =>
    new RegExp(`CREATE\\s+DATABASE\\s+(IF\\s+NOT\\s+EXISTS\\s+)?[\`"]?${db}\\b`, 'i').test(s.text.replace(/--[^\n]*/g, '')),
  );
  dialect.reset(server, pageCreates ? undefined : db);
  if (pageCreates) db = dialect.defaultDatabase;
  before?.(db);
  const linked = linkedTableBlocks({ page, samples }, dialect.id);
  const ordered = [
    ...linked.map((s) => ({ s, role: 'reader' })),
    ...['reader', 'fluxmq', 'check'].flatMap((role) => samples.filter((s) => blockRole(s) === role).map((s) => ({ s, role }))),
  ];
  for (const { s, role } of ordered) {
    let text = s.text;
    if (isTemplate(s)) {
      const filled = fillTemplate(text, sample);
      for (const p of filled.problems) failures.push(`${s.file}:${s.line + 1}: ${p}`);
      if (filled.problems.length) continue;
      text = filled.text;
    }
    const statements = sqlStatements({ ...s, text });
    const queriesOnly = statements.length > 0 && statements.every((st) => QUERY.test(statementText(st)));
    if (queriesOnly) {
      for (const st of statements) {
        const res = server.sql(`${st.text};`, { database: db, flags: dialect.flags });
        // An upgrade page's own checks look for what the upgrade added: they must find it too.
        const mustAnswer = role === 'fluxmq' || /^\s*SHOW\b/i.test(statementText(st)) || (before && role === 'check');
        if (res.status !== 0) failures.push(`${s.file}:${st.line + dialect.errorLine(res.output) - 1}: ${dialect.message(res.output)}`);
        else if (mustAnswer && !res.stdout.trim())
          failures.push(
            `${s.file}:${st.line}: the query returns no row from the rows the page gives: ${statementText(st).replace(/\s+/g, ' ')}`,
          );
      }
      continue;
    }
    const run = runScript(server, dialect, { ...s, text }, db, { skipExistingColumns: SKIP_EXISTING.test(page.source) });
    failures.push(...run.failures);
    db = run.db;
  }
  return failures;
}

const TABLE_USE = /\b(?:INSERT\s+INTO|FROM|UPDATE)\s+[`"]?(\w+)[`"]?/gi;
const tableCreate = (name) => new RegExp(`CREATE\\s+TABLE\\s+(?:IF\\s+NOT\\s+EXISTS\\s+)?[\`"]?${name}[\`"]?\\s*\\(`, 'i');

/**
 * The blocks, on pages this page links to, that create the tables its blocks use but none of its own
 * blocks create: the page sends the reader there for the table (one home per table definition), and
 * the reader creates it before coming back. In the order the tables are first used.
 */
export function linkedTableBlocks({ page, samples }, dbId) {
  const own = samples.map((s) => s.text.replace(/--[^\n]*/g, '')).join('\n');
  const used = [...new Set(samples.flatMap((s) => [...s.text.replace(/--[^\n]*/g, '').matchAll(TABLE_USE)].map((m) => m[1])))].filter(
    (t) => !/^(information_schema|DUAL)$/i.test(t) && !tableCreate(t).test(own),
  );
  if (!used.length) return [];
  const dir = page.docId.split('/').slice(0, -1);
  const targets = [...page.source.matchAll(/\]\((\.{1,2}\/[^)#\s]+)\.mdx?(?:#[^)]*)?\)/g)].map((m) => {
    const parts = [...dir];
    for (const seg of m[1].split('/')) {
      if (seg === '..') parts.pop();
      else if (seg !== '.') parts.push(seg);
    }
    return parts.join('/');
  });
  const pages = versionPages(page.version).filter((p) => targets.includes(p.docId));
  const out = [];
  for (const t of used) {
    for (const p of pages) {
      const block = pagesBlocks(p, dbId).find((s) => tableCreate(t).test(s.text));
      if (block && !out.includes(block)) {
        out.push(block);
        break;
      }
    }
  }
  return out;
}

const blocksCache = new Map();
function pagesBlocks(p, dbId) {
  const key = `${p.file}:${dbId}`;
  if (!blocksCache.has(key))
    blocksCache.set(
      key,
      pageSamples(p.source, { file: p.file, version: p.version, docId: p.docId, factValue: () => undefined }).filter(
        (s) => s.lang === 'sql' && sqlDatabaseOf(s).db?.id === dbId,
      ),
    );
  return blocksCache.get(key);
}

/** What a page says when it tells the reader to skip an `ADD COLUMN` whose column is already there. */
const SKIP_EXISTING = /Duplicate column name/;
const ADD_COLUMN = /^\s*ALTER\s+TABLE\s+[`"]?(\w+)[`"]?\s+ADD\s+COLUMN\s+(?!IF\s+NOT\s+EXISTS)[`"]?(\w+)/i;

/**
 * Runs a reader's block (or script) in `db` (as `user`, else the server's superuser): whole, as the
 * client reads a file, stopping at the first error; or, where it adds columns and the page says to skip
 * one that exists, statement by statement, skipping an `ADD COLUMN` the server refuses because the
 * column exists. { failures, db }.
 */
export function runScript(server, dialect, s, db, { skipExistingColumns = false, user } = {}) {
  const failures = [];
  const statements = sqlStatements(s);
  if (!(skipExistingColumns && statements.some((st) => ADD_COLUMN.test(statementText(st))))) {
    const res = server.sql(dialect.prepare(s.text), { database: db, user, flags: dialect.flags });
    if (res.status !== 0) failures.push(`${s.file}:${s.line + dialect.errorLine(res.output)}: ${dialect.message(res.output)}`);
    return { failures, db: res.status === 0 ? dialect.databaseAfter(s.text, db) : db };
  }
  for (const st of statements) {
    const res = server.sql(dialect.prepare(st.text), { database: db, user, flags: dialect.flags });
    if (res.status !== 0) {
      if (ADD_COLUMN.test(statementText(st)) && dialect.duplicateColumn.test(res.output)) continue;
      failures.push(`${s.file}:${st.line + dialect.errorLine(res.output) - 1}: ${dialect.message(res.output)}`);
      break;
    }
    db = dialect.databaseAfter(st.text, db);
  }
  return { failures, db };
}

/** Table → sorted column names of `db`, as information_schema tells them: "Table(col, col, …)" lines. */
export function tablesOf(server, dialect, db) {
  const res = server.sql(dialect.columnsQuery, { database: db });
  if (res.status !== 0) throw new Error(`cannot read information_schema: ${res.output}`);
  const tables = new Map();
  for (const line of res.stdout.trim().split('\n').filter(Boolean)) {
    const [t, c] = line.split(/[\t|]/);
    tables.set(t, [...(tables.get(t) ?? []), c]);
  }
  return [...tables].map(([t, cols]) => `${t}(${cols.sort().join(', ')})`).sort();
}

/** The last database a block switches to or creates, else `db`. */
export function lastDatabase(text, db, switchRe) {
  let out = db;
  for (const line of text.replace(/--[^\n]*/g, '').split('\n')) {
    const m = switchRe.exec(line) ?? /CREATE\s+DATABASE\s+(?:IF\s+NOT\s+EXISTS\s+)?[`"]?(\w+)/i.exec(line);
    if (m) out = m[1];
  }
  return out;
}

const readyServers = new WeakSet();

/** Drops every database and account but the server's own (MariaDB's DELIMITER: the client reads it). */
const MARIADB_RESET_PROCEDURE = `DELIMITER //
CREATE OR REPLACE PROCEDURE mysql.doctest_reset()
BEGIN
  DECLARE done INT DEFAULT 0;
  DECLARE stmt TEXT;
  DECLARE cur CURSOR FOR
    SELECT CONCAT('DROP DATABASE \`', schema_name, '\`') FROM information_schema.schemata
      WHERE schema_name NOT IN ('mysql', 'information_schema', 'performance_schema', 'sys')
    UNION ALL
    SELECT CONCAT('DROP USER \`', user, '\`@\`', host, '\`') FROM mysql.user WHERE user NOT IN ('root', 'mariadb.sys', 'mysql', '');
  DECLARE CONTINUE HANDLER FOR NOT FOUND SET done = 1;
  OPEN cur;
  drop_all: LOOP
    FETCH cur INTO stmt;
    IF done THEN LEAVE drop_all; END IF;
    SET @doctest_stmt = stmt;
    PREPARE doctest_drop FROM @doctest_stmt;
    EXECUTE doctest_drop;
    DEALLOCATE PREPARE doctest_drop;
  END LOOP;
  CLOSE cur;
END //
DELIMITER ;
`;

/** How the `mariadb` client reports and switches, and how a MariaDB server is emptied between pages. */
export const MARIADB = {
  id: 'mysql',
  defaultDatabase: undefined,
  flags: [],
  /** Empties the server (and creates `db`, if given) in one client run, with a procedure made once per server. */
  reset(server, db) {
    if (!readyServers.has(server)) {
      const made = server.sql(MARIADB_RESET_PROCEDURE);
      if (made.status !== 0) throw new Error(`cannot create the reset procedure: ${made.output}`);
      readyServers.add(server);
    }
    const res = server.sql(`CALL mysql.doctest_reset();${db ? ` CREATE DATABASE \`${db}\` DEFAULT CHARACTER SET utf8mb4;` : ''}`);
    if (res.status !== 0) throw new Error(`cannot empty MariaDB: ${res.output}`);
  },
  createDatabase(server, db) {
    const res = server.sql(`CREATE DATABASE \`${db}\` DEFAULT CHARACTER SET utf8mb4;`);
    if (res.status !== 0) throw new Error(`cannot create database ${db}: ${res.output}`);
  },
  prepare: (text) => `${text}\n;\n`,
  errorLine: (output) => Number(/ at line (\d+)/.exec(output)?.[1] ?? 1),
  message: (output) => (/^ERROR .*$/m.exec(output)?.[0] ?? output).replace(/ at line \d+/, ''),
  databaseAfter: (text, db) => lastDatabase(text, db, /^\s*USE\s+`?(\w+)`?\s*;?/i),
  duplicateColumn: /ERROR 1060\b/,
  columnsQuery: 'SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = DATABASE();',
  quote: (name) => `\`${name}\``,
  /** Every column of `db` (the connection's database; `schema` is the database here). */
  columnsIn: () =>
    "SELECT table_name, column_name, data_type, is_nullable, COALESCE(column_default, '') FROM information_schema.columns WHERE table_schema = DATABASE() ORDER BY table_name, ordinal_position;",
  transaction: () => ['START TRANSACTION;'],
};

/** How `psql` reports and switches, and how a PostgreSQL server is emptied between pages. */
export const POSTGRES = {
  id: 'postgresql',
  defaultDatabase: 'postgres',
  /** As `psql -f file` reads it: errors then name the line (`psql:<stdin>:12: ERROR: …`). */
  flags: ['-f', '-'],
  /** Empties the server (and creates `db`, if given) in one psql run: \gexec runs each statement a query returns. */
  reset(server, db) {
    const dropped = server.sql(
      [
        "SELECT format('DROP DATABASE %I WITH (FORCE)', datname) FROM pg_database WHERE datname NOT IN ('postgres','template0','template1') \\gexec",
        "SELECT format('DROP SCHEMA %I CASCADE', nspname) FROM pg_namespace WHERE nspname NOT IN ('public','information_schema') AND nspname NOT LIKE 'pg\\_%' \\gexec",
        "SELECT format('DROP OWNED BY %I CASCADE', rolname), format('DROP ROLE %I', rolname) FROM pg_roles WHERE rolname <> 'postgres' AND rolname NOT LIKE 'pg\\_%' \\gexec",
        'DROP SCHEMA public CASCADE;',
        'CREATE SCHEMA public;',
        db ? `CREATE DATABASE "${db}" ENCODING 'UTF8';` : '',
        '',
      ].join('\n'),
    );
    if (dropped.status !== 0) throw new Error(`cannot empty PostgreSQL: ${dropped.output}`);
  },
  createDatabase(server, db) {
    const res = server.sql(`CREATE DATABASE "${db}" ENCODING 'UTF8';`);
    if (res.status !== 0) throw new Error(`cannot create database ${db}: ${res.output}`);
  },
  prepare: (text) => `${text}\n;\n`,
  errorLine: (output) => Number(/psql:<stdin>:(\d+): ERROR/.exec(output)?.[1] ?? 1),
  message: (output) => (/(?:ERROR|FATAL):.*$/m.exec(output)?.[0] ?? output).replace(/\s+/g, ' '),
  databaseAfter: (text, db) => lastDatabase(text, db, /^\s*\\c(?:onnect)?\s+(\w+)/),
  duplicateColumn: /ERROR:\s+column .* already exists/,
  columnsQuery:
    'SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_catalog = current_database();',
  quote: (name) => `"${name}"`,
  /** Every column of `schema` in the connection's database. */
  columnsIn: (schema) =>
    `SELECT table_name, column_name, data_type, is_nullable, COALESCE(column_default, '') FROM information_schema.columns WHERE table_schema = '${schema}' AND table_catalog = current_database() ORDER BY table_name, ordinal_position;`,
  transaction: (schema) => ['BEGIN;', `SET LOCAL search_path TO ${schema};`],
};

// ---- The database paths across versions -------------------------------------------------------------
//
// A new install of a version is what its config/store page gives: the init script the page embeds, or,
// where the page downloads one (`fluxmq-<release>-MYSQL.sql` / `-PG.sql`, not reachable here), a
// stand-in for that file: the newest embedded init script less the columns that the upgrade notes from
// <release> add (READINGS.md: the release's script has the tables of the newest one, without the
// columns its own upgrade adds). Then the scripts of the upgrade notes the page links to
// (`version-changes.md#to-<version>`) in its MySQL or PostgreSQL section. An upgrade from one version to
// the next runs, on the first version's new install, the scripts of the notes between them
// (src/features/version-changes/upgrade-notes.ts), as the 「版本变化」 page lists them.

const NOTES_FILE = 'src/features/version-changes/upgrade-notes.ts';

/** The notes (with a script) for `dbId`, each with a sample-like { file, line, text } for runScript. */
export function notesFor(notes, dbId, notesSource) {
  const name = dbId === 'mysql' ? /MySQL/ : /PostgreSQL/;
  return notes
    .filter((n) => n.sql && name.test(n.topic) && !(dbId === 'mysql' ? /PostgreSQL/ : /MySQL/).test(n.topic))
    .map((n) => {
      const at = notesSource.indexOf(`'${n.sql.title}'`);
      const line = at < 0 ? 1 : notesSource.slice(0, at).split('\n').length;
      return {
        ...n,
        sample: { file: NOTES_FILE, line, text: n.sql.code },
        skipExistingColumns: SKIP_EXISTING.test(n.text.map((t) => (typeof t === 'string' ? t : '')).join('')),
      };
    });
}

/** The `## MYSQL…` or `## POSTGRESQL…` section of a config/store page. */
function storeSection(source, dbId) {
  const head = dbId === 'mysql' ? /^## MYSQL/m : /^## POSTGRESQL/m;
  const at = source.search(head);
  if (at < 0) return '';
  const rest = source.slice(at + 3);
  const end = rest.search(/^## /m);
  return end < 0 ? rest : rest.slice(0, end);
}

/**
 * What a new install of `version` runs, for `dbId`: { init: sample, download?: release, after: [note] }.
 * `context` = { factValue, notes, notesSource }.
 */
export function newInstallOf(version, dbId, context) {
  const page = versionPages(version).find((p) => p.docId === 'config/store');
  if (!page) throw new Error(`${version} has no config/store page`);
  const section = storeSection(page.source, dbId);
  const embedded = pageSamples(page.source, { file: page.file, version, docId: page.docId, factValue: context.factValue }).find(
    (s) => s.lang === 'sql' && sqlDatabaseOf(s).db?.id === dbId && /\.sql$/.test(s.title ?? '') && /CREATE\s+TABLE/i.test(s.text),
  );
  const notes = notesFor(context.notes, dbId, context.notesSource);
  const linked = [...section.matchAll(/version-changes\.md#to-([\d.]+)/g)].map((m) => m[1]);
  const after = notes.filter((n) => linked.includes(n.since));
  if (embedded) return { init: embedded, after, page };
  const download = new RegExp(`fluxmq-([\\d.]+)-${dbId === 'mysql' ? 'MYSQL' : 'PG'}\\.sql`).exec(section)?.[1];
  if (!download) throw new Error(`${page.file}: its ${dbId} section neither embeds an init script nor downloads one`);
  return { init: standIn(download, dbId, context), download, after, page };
}

/** The stand-in for the downloaded init script of `release` (see above). */
function standIn(release, dbId, context) {
  const newest = versionNames()
    .map((v) => {
      const page = versionPages(v).find((p) => p.docId === 'config/store');
      return (
        page &&
        pageSamples(page.source, { file: page.file, version: v, docId: page.docId, factValue: context.factValue }).find(
          (s) => s.lang === 'sql' && sqlDatabaseOf(s).db?.id === dbId && /\.sql$/.test(s.title ?? '') && /CREATE\s+TABLE/i.test(s.text),
        )
      );
    })
    .find(Boolean);
  if (!newest) throw new Error(`no docs version embeds a ${dbId} init script to stand in for fluxmq-${release}`);
  const added = notesFor(context.notes, dbId, context.notesSource)
    .filter((n) => n.sql.title.startsWith(`upgrade-${release}-to-`))
    .flatMap((n) =>
      sqlStatements(n.sample)
        .map((st) => ADD_COLUMN.exec(statementText(st)))
        .filter(Boolean),
    )
    .map(([, table, column]) => ({ table, column }));
  let text = newest.text;
  for (const { table, column } of added) {
    text = text.replace(new RegExp(`(CREATE TABLE [\`"]?${table}[\`"]? \\([^;]*?)\\n\\s*[\`"]?${column}[\`"]?\\s[^\\n]*`), '$1');
  }
  return { ...newest, text, title: `stand-in for fluxmq-${release}-${dbId === 'mysql' ? 'MYSQL' : 'PG'}.sql (from ${newest.file})` };
}

/** Builds a new install of `version` in `db` (which exists and is empty); returns the failures. */
export function buildNewInstall(server, dialect, version, db, context) {
  const plan = newInstallOf(version, dialect.id, context);
  const failures = runScript(server, dialect, plan.init, db).failures;
  for (const note of plan.after) failures.push(...runScript(server, dialect, note.sample, db, note).failures);
  return failures;
}

/** Upgrades the new install of `from` in `db` to `to` with the notes between them; returns the failures. */
export function upgradeDatabase(server, dialect, from, to, db, context) {
  const failures = buildNewInstall(server, dialect, from, db, context);
  const between = new Set(notesBetweenVersions(from, to, context));
  // A note's script `upgrade-A-to-B…` is for a database of version A: the notes say the upgrade from
  // any other version needs no change there (2.0.18 → 2.0.19).
  for (const note of notesFor(context.notes, dialect.id, context.notesSource).filter(
    (n) => between.has(n.since) && n.sql.title.startsWith(`upgrade-${from}-to-`),
  ))
    failures.push(...runScript(server, dialect, note.sample, db, note).failures);
  return failures;
}

function notesBetweenVersions(from, to, context) {
  return context.notesBetween(from, to).map((n) => n.since);
}

/** The upgrade notes and their source, for the paths. */
export async function pageContext(factValue) {
  const { importTs } = await import('./import-ts.mjs');
  const { UPGRADE_NOTES, notesBetween } = await importTs(NOTES_FILE);
  const fs = await import('node:fs');
  const path = await import('node:path');
  const { ROOT } = await import('../../scripts/lib/docs-tree.mjs');
  return {
    factValue,
    notes: UPGRADE_NOTES,
    notesBetween: (a, b) => notesBetween(a, b, UPGRADE_NOTES),
    notesSource: fs.readFileSync(path.join(ROOT, NOTES_FILE), 'utf8'),
  };
}

// ---- The account FluxMQ connects with ------------------------------------------------------------------
//
// PostgreSQL: a table (and a schema) belongs to the account that creates it, and another ordinary account
// cannot read or write it without a GRANT. config/store has the reader create FluxMQ's account and a
// database it owns first, then run every script as that account. The test runs the psql command lines
// of the page's PostgreSQL section as a reader types them, in page order, from an empty server: `-c`
// runs its statement, `-f <file>` the page's embedded script of that name, the stand-in for a
// downloaded `fluxmq-<release>-PG.sql`, or the upgrade notes' script of that name; `-U` is the account,
// `-d` the database (psql's default: the account's name), `PGOPTIONS='-c search_path=<schema>'` the
// schema. It does so twice: with the tables in `public` (the lines without a schema) and in the other
// schema the section offers (the init script's commented `CREATE SCHEMA` / `SET search_path` lines
// uncommented, or a line with `search_path` in place of the same script's line without). config.yaml's
// sample must name the account the scripts ran as, and a schema only on the schema path; connected as
// that account, in that schema, FluxMQ must then read, insert, update and delete a row of every table,
// and see the tables and columns of the version's new install.
//
// MySQL has no table owners: the account block of config/store (`CREATE USER … GRANT …`) runs on the
// version's new install, and the same check runs as that account.

/** The lines [start, end) of a config/store page's `## MYSQL…` or `## POSTGRESQL…` section (fences skipped). */
function sectionLines(source, dbId) {
  const head = dbId === 'mysql' ? /^## MYSQL/ : /^## POSTGRESQL/;
  const lines = source.split('\n');
  let start = -1;
  let fence = false;
  for (let i = 0; i < lines.length; i++) {
    if (/^\s*(```|~~~)/.test(lines[i])) fence = !fence;
    if (fence) continue;
    if (start < 0 && head.test(lines[i])) start = i + 1;
    else if (start >= 0 && /^## /.test(lines[i])) return { start, end: i + 1 };
  }
  return { start, end: lines.length + 1 };
}

/** A shell line's words, quotes removed (enough for the pages' psql lines). */
function shellWords(line) {
  const out = [];
  let word = '';
  let quote = null;
  let started = false;
  for (const ch of line) {
    if (quote) {
      if (ch === quote) quote = null;
      else word += ch;
    } else if (ch === "'" || ch === '"') {
      quote = ch;
      started = true;
    } else if (/\s/.test(ch)) {
      if (started || word) out.push(word);
      word = '';
      started = false;
    } else word += ch;
  }
  if (started || word) out.push(word);
  return out;
}

/**
 * The psql command lines of a config/store page's PostgreSQL section, in page order:
 * [{ file, line, user, database, sql, script, searchPath }].
 */
export function psqlCommands(page, factValue) {
  const { start, end } = sectionLines(page.source, 'postgresql');
  const out = [];
  const blocks = pageSamples(page.source, { file: page.file, version: page.version, docId: page.docId, factValue }).filter(
    (b) => /^(bash|sh|shell)$/.test(b.lang) && b.line > start && b.line < end,
  );
  for (const b of blocks) {
    const lines = b.text.split('\n');
    for (let i = 0; i < lines.length; i++) {
      const line = b.line + 1 + i;
      let text = lines[i];
      while (/\\\s*$/.test(text) && i + 1 < lines.length) text = text.replace(/\\\s*$/, ' ') + lines[++i];
      if (/^\s*#/.test(text)) continue;
      const cmd = psqlLine(text, page.file, line);
      if (cmd) out.push(cmd);
    }
  }
  return out;
}

/** One shell line's psql command, if it is one: { file, line, user, database, sql, script, searchPath }. */
function psqlLine(text, file, line) {
  const words = shellWords(text);
  const at = words.indexOf('psql');
  if (at < 0) return undefined;
  const cmd = { file, line };
  for (const w of words.slice(0, at)) {
    const m = /^PGOPTIONS=.*search_path=(\w+)/.exec(w);
    if (m) cmd.searchPath = m[1];
  }
  const args = words.slice(at + 1);
  for (let k = 0; k < args.length; k++) {
    const next = () => args[++k];
    if (args[k] === '-U') cmd.user = next();
    else if (args[k] === '-d') cmd.database = next();
    else if (args[k] === '-c') cmd.sql = next();
    else if (args[k] === '-f') cmd.script = next();
    else if (args[k] === '-h' || args[k] === '-p') next();
  }
  return cmd;
}

/** The script a `-f <name>` line runs: the page's block of that title, a stand-in for a download, or an upgrade note's. */
function scriptNamed(name, page, context) {
  const embedded = pageSamples(page.source, {
    file: page.file,
    version: page.version,
    docId: page.docId,
    factValue: context.factValue,
  }).find((s) => s.lang === 'sql' && s.title === name);
  if (embedded) return embedded;
  const download = /^fluxmq-([\d.]+)-PG\.sql$/.exec(name);
  if (download) return standIn(download[1], 'postgresql', context);
  return notesFor(context.notes, 'postgresql', context.notesSource).find((n) => n.sql.title === name)?.sample;
}

const COMMENTED_SCHEMA_LINE = /^--\s*((?:CREATE\s+SCHEMA|SET\s+search_path)\b.*)$/gim;

/**
 * Runs a config/store page's PostgreSQL command lines from an empty server, with the tables in `public`
 * or (inSchema) in the section's other schema. { failures, user, schema }: the account the first
 * script ran as, and the schema the scripts used.
 */
export function postgresReaderInstall(server, page, context, { inSchema }) {
  const cmds = psqlCommands(page, context.factValue);
  if (!cmds.some((c) => c.script)) return { failures: [`${page.file}: its PostgreSQL section runs no script with psql -f`] };
  const schemaLine = (c) => Boolean(c.searchPath) || /CREATE\s+SCHEMA/i.test(c.sql ?? '');
  const replaced = (c) => !c.searchPath && c.script && cmds.some((o) => o.searchPath && o.script === c.script);
  const run = cmds.filter((c) => (inSchema ? !replaced(c) : !schemaLine(c)));
  POSTGRES.reset(server);
  const failures = [];
  let user;
  let schema = 'public';
  for (const c of run) {
    const who = c.user ?? 'postgres';
    let text = c.sql ?? '';
    if (c.script) {
      const script = scriptNamed(c.script, page, context);
      if (!script) {
        failures.push(
          `${c.file}:${c.line}: the line runs ${c.script}, which neither the page, a download it names nor the upgrade notes give`,
        );
        break;
      }
      text = script.text;
      if (inSchema && !c.searchPath) text = text.replace(COMMENTED_SCHEMA_LINE, '$1');
      user ??= who;
    }
    // On the first line, so that PostgreSQL's line numbers stay the script's.
    if (c.searchPath) text = `SET search_path TO ${c.searchPath}; ${text}`;
    for (const m of text.matchAll(/^\s*SET\s+search_path\s+TO\s+(\w+)/gim)) schema = m[1];
    const res = server.sql(POSTGRES.prepare(text), { database: c.database ?? who, user: who, flags: POSTGRES.flags });
    if (res.status !== 0) {
      failures.push(`${c.file}:${c.line}: ${POSTGRES.message(res.output)}`);
      break;
    }
  }
  if (inSchema && schema === 'public') failures.push(`${page.file}: its PostgreSQL section offers no schema other than public`);
  return { failures, user, schema };
}

/** The value FluxMQ's account writes into a NOT NULL column without a default, by the column's type. */
function sampleValue(type) {
  if (/bool/i.test(type)) return 'TRUE';
  if (/char|text|blob|binary|bytea|enum/i.test(type)) return "'doctest'";
  if (/bit|int|dec|numeric|double|real|float/i.test(type)) return '1';
  if (/date|time/i.test(type)) return 'CURRENT_TIMESTAMP';
  if (/json/i.test(type)) return "'{}'";
  return undefined;
}

/**
 * Connected as `user` (with `password`) to `database`, in `schema`: reads, inserts, updates and deletes a
 * row of every table of that schema, in a transaction rolled back. { failures, tables }: tables as
 * tablesOf gives them, as the account sees them in information_schema.
 */
export function accountCheck(server, dialect, { user, password, database, schema }) {
  const columns = (as) => {
    const res = server.sql(dialect.columnsIn(schema), { database, ...as });
    if (res.status !== 0) return { error: dialect.message(res.output) };
    return {
      rows: res.stdout
        .trim()
        .split('\n')
        .filter(Boolean)
        .map((l) => l.split(/[\t|]/)),
    };
  };
  const all = columns({});
  if (all.error) return { failures: [`cannot read the columns of ${database}.${schema}: ${all.error}`], tables: [] };
  const byTable = new Map();
  for (const [table, column, type, nullable, def] of all.rows)
    byTable.set(table, [...(byTable.get(table) ?? []), { column, type, nullable, def }]);
  const q = dialect.quote;
  const statements = [...dialect.transaction(schema)];
  const failures = [];
  for (const [table, cols] of byTable) {
    const required = cols.filter((c) => c.nullable === 'NO' && c.def === '');
    const values = required.map((c) => sampleValue(c.type));
    const unknown = required.filter((c, i) => values[i] === undefined);
    if (unknown.length)
      failures.push(`${table}: no sample value for the type of ${unknown.map((c) => `${c.column} (${c.type})`).join(', ')}`);
    statements.push(
      `SELECT COUNT(*) FROM ${q(table)};`,
      `INSERT INTO ${q(table)} (${required.map((c) => q(c.column)).join(', ')}) VALUES (${values.join(', ')});`,
      `UPDATE ${q(table)} SET ${q(cols[0].column)} = ${q(cols[0].column)};`,
      `DELETE FROM ${q(table)};`,
    );
  }
  statements.push('ROLLBACK;');
  if (failures.length) return { failures, tables: [] };
  if (!byTable.size) return { failures: [`${database}.${schema} has no table`], tables: [] };
  const res = server.sql(statements.join('\n'), { database, user, password, flags: dialect.flags });
  if (res.status !== 0) failures.push(`as ${user}: ${dialect.message(res.output)}`);
  const seen = columns({ user, password });
  if (seen.error) failures.push(`as ${user}: ${seen.error}`);
  const tables = new Map();
  for (const [t, c] of seen.rows ?? []) tables.set(t, [...(tables.get(t) ?? []), c]);
  return { failures, tables: [...tables].map(([t, cols]) => `${t}(${cols.sort().join(', ')})`).sort() };
}

/** A config/store page's config.yaml sample for `dbId`: { sample, user, database, schema, schemaNamed }. */
function storeYaml(page, dbId, factValue) {
  const { start, end } = sectionLines(page.source, dbId);
  const sample = pageSamples(page.source, { file: page.file, version: page.version, docId: page.docId, factValue }).find(
    (b) => b.lang === 'yaml' && b.line > start && b.line < end && /datasource:/.test(b.text),
  );
  if (!sample) return {};
  return {
    sample,
    user: /^\s*username:\s*(\S+)/m.exec(sample.text)?.[1],
    database: new RegExp(`jdbc:${dbId}://[^/\\s]+/(\\w+)`).exec(sample.text)?.[1],
    schema: /^\s*schema:\s*(\w+)/m.exec(sample.text)?.[1],
    schemaNamed: [...sample.text.matchAll(/^\s*#?\s*schema:\s*(\w+)/gm)].map((m) => m[1]),
  };
}

/**
 * The path to FluxMQ's own account on a config/store page (see above): for PostgreSQL with the tables
 * in `public` or (inSchema) in the page's other schema; for MySQL on the version's new install.
 * { failures, tables }.
 */
export function accountPath(server, dialect, page, context, { inSchema = false } = {}) {
  if (dialect.id === 'postgresql') {
    const install = postgresReaderInstall(server, page, context, { inSchema });
    if (install.failures.length) return { failures: install.failures, tables: [] };
    const yaml = storeYaml(page, 'postgresql', context.factValue);
    if (!yaml.sample) return { failures: [`${page.file}: its PostgreSQL section has no config.yaml sample`], tables: [] };
    const at = `${yaml.sample.file}:${yaml.sample.line}`;
    const failures = [];
    if (yaml.user !== install.user) failures.push(`${at}: config.yaml connects as ${yaml.user}, the scripts ran as ${install.user}`);
    if (!inSchema && yaml.schema && yaml.schema !== 'public')
      failures.push(`${at}: config.yaml sets schema: ${yaml.schema}, the tables are in public`);
    if (inSchema && !yaml.schemaNamed.includes(install.schema))
      failures.push(`${at}: config.yaml does not name the schema ${install.schema} the tables are in`);
    const check = accountCheck(server, dialect, { user: yaml.user, database: yaml.database ?? 'fluxmq', schema: install.schema });
    return { failures: [...failures, ...check.failures], tables: check.tables };
  }
  const block = pageSamples(page.source, { file: page.file, version: page.version, docId: page.docId, factValue: context.factValue }).find(
    (s) => s.lang === 'sql' && sqlDatabaseOf(s).db?.id === dialect.id && /CREATE\s+USER/i.test(s.text),
  );
  if (!block) return { failures: [`${page.file}: no MySQL block creates FluxMQ's account`], tables: [] };
  const account = /CREATE\s+USER\s+'(\w+)'@'[^']*'\s+IDENTIFIED\s+BY\s+'([^']*)'/i.exec(block.text);
  if (!account) return { failures: [`${block.file}:${block.line}: cannot read the account and password of CREATE USER`], tables: [] };
  dialect.reset(server, 'fluxmq');
  const failures = buildNewInstall(server, dialect, page.version, 'fluxmq', context);
  failures.push(...runScript(server, dialect, block, 'fluxmq').failures);
  if (failures.length) return { failures, tables: [] };
  return accountCheck(server, dialect, { user: account[1], password: account[2], database: 'fluxmq', schema: 'fluxmq' });
}

/**
 * The client a page's own rows are about, where its queries look one up: the sample output's
 * placeholders take these values on that page.
 */
export const PAGE_SAMPLES = {
  'auth/db': { username: 'meter-0007', clientId: 'meter-0007' },
  'function/proxysub': { clientId: 'dev-001' },
};

/**
 * The tests both SQL doc-test files define alike, for one database: every block of each version page by
 * page (an upgrade page starting from the new install of the version it upgrades from), each version's
 * new install, and each upgrade between consecutive versions ending in the later version's tables.
 * `server()` is the file's running server. Returns what the file's planted cases run through:
 * `runAll(page)` and `plantedPage(docId, change)` (a copy of a latest page with one block changed).
 */
export function defineSqlDocTests({ dialect, dbId, label, program, server, context }) {
  const { factValue } = context;
  const versions = versionNames();
  /** What a page starts from: an upgrade page (an `upgrade-A-to-B…` block) from A's new install. */
  const pageStart = (samples) => {
    const from = samples.map((s) => /^upgrade-([\d.]+)-to-/.exec(s.title ?? '')?.[1]).find(Boolean);
    if (!from || !versions.includes(from)) return {};
    return {
      before: (db) =>
        assert.deepEqual(buildNewInstall(server(), dialect, from, db, context), [], `the ${from} database the upgrade starts from`),
    };
  };
  const runAll = (p) => runPage(p, server(), dialect, { ...pageStart(p.samples), sample: PAGE_SAMPLES[p.page.docId] });

  for (const v of versions) {
    test(`every ${label} block of ${v} runs on ${program}, page by page`, () => {
      assert.equal(pagesWithBlocks(v, dbId, factValue).flatMap(runAll).join('\n'), '');
    });
  }
  /** The tables and columns of each version's new install (the tests below fill it, in order). */
  const freshTables = new Map();
  for (const v of versions) {
    test(`a new ${label} install of ${v} runs from what its pages give`, () => {
      dialect.reset(server(), 'fluxmq');
      assert.equal(buildNewInstall(server(), dialect, v, 'fluxmq', context).join('\n'), '');
      freshTables.set(v, tablesOf(server(), dialect, 'fluxmq'));
      assert.ok(freshTables.get(v).length > 0, 'the new install has no table');
    });
  }
  for (let i = 1; i < versions.length; i++) {
    const [to, from] = [versions[i - 1], versions[i]];
    test(`the ${label} database of ${from} upgrades to ${to}, ending with ${to}'s tables and columns`, () => {
      const fresh = freshTables.get(to);
      assert.ok(fresh, `the new install of ${to} ran first`);
      dialect.reset(server(), 'fluxmq');
      assert.equal(upgradeDatabase(server(), dialect, from, to, 'fluxmq', context).join('\n'), '');
      assert.deepEqual(tablesOf(server(), dialect, 'fluxmq'), fresh);
    });
  }

  const storePage = (v) => versionPages(v).find((p) => p.docId === 'config/store');
  for (const v of versions) {
    for (const inSchema of dbId === 'postgresql' ? [false, true] : [false]) {
      const where = dbId === 'postgresql' ? (inSchema ? ', tables in the page’s schema' : ', tables in public') : '';
      test(`FluxMQ's ${label} account from config/store of ${v} reads and writes every table of the new install${where}`, () => {
        const fresh = freshTables.get(v);
        assert.ok(fresh, `the new install of ${v} ran first`);
        const path = accountPath(server(), dialect, storePage(v), context, { inSchema });
        assert.equal(path.failures.join('\n'), '');
        assert.deepEqual(path.tables, fresh);
      });
    }
  }

  /** A copy of a real page of the latest version with one block changed; its pagesWithBlocks entry. */
  const plantedPage = (docId, change) => {
    const real = pagesWithBlocks(versions[0], dbId, factValue).find((p) => p.page.docId === docId);
    assert.ok(real, `${docId} has ${label} blocks in ${versions[0]}`);
    const source = change(real.page.source);
    assert.notEqual(source, real.page.source, 'the planted change applies');
    const page = { ...real.page, source, file: `planted/${real.page.file}` };
    return {
      page,
      samples: pageSamples(source, { file: page.file, version: page.version, docId, factValue }).filter((s) =>
        real.samples.some((r) => r.line === s.line),
      ),
    };
  };
  return { runAll, plantedPage };
}

// ---- Upgrades run as FluxMQ's account ------------------------------------------------------------------
//
// A PostgreSQL upgrade script creates its tables for the account that runs it: run as `postgres` on a
// database set up the config/store way (FluxMQ's account owns it), `OfflineMessage` and
// `RuleEngineMetrics` would belong to `postgres` and FluxMQ could not use them. The FAQ pages and the
// upgrade notes give the psql line that runs each `upgrade-A-to-B-pg.sql`. The test sets up A's database
// with the psql lines of A's config/store (as accountPath does, in public or in the page's schema), runs
// the script with the upgrade's own line (`-U` the account, postgres when it names none; the schema from
// its `PGOPTIONS`, or, on the schema path, from the `PGOPTIONS='-c search_path=<schema>'` the page or
// note tells the reader to add, else PostgreSQL's default search_path), then connects as the account A's
// config.yaml names: it must read and write every table and see exactly the tables and columns of B's
// new install.

const UPGRADE_PG = /^upgrade-([\d.]+)-to-([\d.]+)-pg\.sql$/;
const SCHEMA_PREFIX = /PGOPTIONS='-c search_path=<schema>'/;

/**
 * The PostgreSQL upgrades a page gives: each psql line of its bash blocks that runs an
 * `upgrade-A-to-B-pg.sql`, with the script (the page's block of that title, else the notes').
 * [{ cmd, script, from, to, schemaPrefix }].
 */
export function pageUpgrades(page, context) {
  const blocks = pageSamples(page.source, { file: page.file, version: page.version, docId: page.docId, factValue: context.factValue });
  const out = [];
  for (const b of blocks.filter((x) => /^(bash|sh|shell)$/.test(x.lang))) {
    b.text.split('\n').forEach((text, i) => {
      if (/^\s*#/.test(text)) return;
      const cmd = psqlLine(text, page.file, b.line + 1 + i);
      const m = UPGRADE_PG.exec(cmd?.script ?? '');
      if (!m) return;
      out.push({
        cmd,
        script: scriptNamed(cmd.script, page, context),
        from: m[1],
        to: m[2],
        schemaPrefix: SCHEMA_PREFIX.test(page.source),
      });
    });
  }
  return out;
}

/** The PostgreSQL upgrade notes with a script: [{ note, cmd, script, from, to, schemaPrefix }] (cmd undefined when the note gives no psql line). */
export function noteUpgrades(context) {
  return notesFor(context.notes, 'postgresql', context.notesSource).map((note) => {
    const m = UPGRADE_PG.exec(note.sql.title);
    const line = note.text.map((t) => (typeof t === 'string' ? undefined : t.code)).find((c) => c && /\bpsql\b.*-f\s+\S+/.test(c));
    const cmd = line && psqlLine(line, note.sample.file, note.sample.line);
    if (cmd && cmd.script !== note.sql.title) cmd.wrongScript = cmd.script;
    const prose = note.text.map((t) => (typeof t === 'string' ? t : (t.code ?? ''))).join('');
    return { note, cmd, script: note.sample, from: m?.[1], to: m?.[2] ?? note.since, schemaPrefix: SCHEMA_PREFIX.test(prose) };
  });
}

/**
 * Runs one upgrade (from pageUpgrades or noteUpgrades) on A's database set up as A's config/store says,
 * tables in public or (inSchema) in its schema; then FluxMQ's account uses every table. { failures, tables }.
 */
export function upgradeAsAccount(server, upgrade, context, { inSchema = false } = {}) {
  const { cmd, script, from } = upgrade;
  if (!cmd)
    return { failures: [`${script.file}:${script.line}: no psql line says which account runs ${upgrade.note?.sql.title}`], tables: [] };
  if (cmd.wrongScript)
    return { failures: [`${cmd.file}:${cmd.line}: the psql line runs ${cmd.wrongScript}, not the note's script`], tables: [] };
  if (!script)
    return {
      failures: [`${cmd.file}:${cmd.line}: the line runs ${cmd.script}, which neither the page nor the upgrade notes give`],
      tables: [],
    };
  const storePage = versionPages(from).find((p) => p.docId === 'config/store');
  if (!storePage)
    return { failures: [`${cmd.file}:${cmd.line}: ${from} has no config/store page to set up the database it upgrades`], tables: [] };
  const install = postgresReaderInstall(server, storePage, context, { inSchema });
  if (install.failures.length) return { failures: install.failures.map((f) => `the ${from} database: ${f}`), tables: [] };
  const yaml = storeYaml(storePage, 'postgresql', context.factValue);
  const who = cmd.user ?? 'postgres';
  const searchPath = cmd.searchPath ?? (inSchema && upgrade.schemaPrefix ? install.schema : undefined);
  // On the first line, so that PostgreSQL's line numbers stay the script's.
  const text = searchPath ? `SET search_path TO ${searchPath}; ${script.text}` : script.text;
  const res = server.sql(POSTGRES.prepare(text), { database: cmd.database ?? who, user: who, flags: POSTGRES.flags });
  if (res.status !== 0)
    return {
      failures: [
        `${cmd.file}:${cmd.line}: as ${who}, ${script.file}:${script.line + POSTGRES.errorLine(res.output)}: ${POSTGRES.message(res.output)}`,
      ],
      tables: [],
    };
  return accountCheck(server, POSTGRES, { user: yaml.user, database: yaml.database ?? 'fluxmq', schema: install.schema });
}
