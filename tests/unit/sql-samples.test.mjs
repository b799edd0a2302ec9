// Every ```sql block of every page of every docs version is SQL its database accepts.
// The check (PARSER_GAPS, DIALECT_DDL and the rest named below) is scripts/lib/sql-samples.mjs.
//
// Which database a block is for is decided by sqlDatabaseOf (scripts/lib/code-samples.mjs), in this
// order: the fence title names it (title="MySQL：…", title="规则 SQL"); the <TabItem> it sits in is
// labelled with it; it selects FROM a quoted "$EVENT.…" name (the rule engine's SQL); the page is about
// one database. A block none of these decides fails: name the database in its fence title.
//
// How each is checked:
//   - MySQL, PostgreSQL, SQL Server: each statement is parsed by node-sql-parser in that dialect. The few
//     statement kinds that parser does not know (account and privilege administration, SHOW … LIKE) are
//     accepted only when they have the exact shape listed in PARSER_GAPS. Client-side lines that are not
//     SQL are removed first: psql meta-commands (`\dt`, `\i file`) and SQL Server's `GO` batch separator.
//     FluxMQ fills `${field}` placeholders in its SQL templates before running them: a quoted one is a
//     string already; an unquoted one becomes a number, so the check reads it as 0.
//   - ClickHouse, TDengine, Oracle (node-sql-parser has none of them): SELECT/INSERT/UPDATE/DELETE, which
//     are portable there, go to the MySQL parser; the dialect's own DDL must match the statement shapes
//     in DIALECT_DDL with column types from that dialect's type list (TDengine: the first column of a
//     table or super table is its TIMESTAMP).
//   - The rule engine's SQL, as gzyq/rule/GRAMMAR states it: `SELECT <fields> FROM <events> [WHERE <cond>]`
//     (ADVANCED adds `LIMIT n` for debugging); every FROM entry in double or single quotes, an event name
//     written `$EVENT.NAME` with a dot and one of the version's events (RULE_EVENTS), strings in WHERE in
//     single quotes, the right side of `=~` a quoted MQTT topic filter; quotes and brackets balanced. The
//     clauses a page's own notes add beyond GRAMMAR are allowed on that page only (RULE_CLAUSES_BY_PAGE).
//     The statement synopsis (`SELECT <字段列表> FROM "<事件类型>" [WHERE <条件>]`) is read with its
//     placeholders and optional brackets.
//     A statement shown as a mistake (a `-- 错误…` or `-- 不推荐…` comment above it, or a fence titled
//     「错误示例…」) is listed as a counterexample and not checked.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { importTs } from '../lib/import-ts.mjs';
import { allSamples, pageSamples, SQL_DATABASES as DATABASES, sqlDatabaseOf as databaseOf } from '../../scripts/lib/code-samples.mjs';
import { RULE_EVENTS } from '../../scripts/lib/rule-sql.mjs';
import { sqlSampleProblems } from '../../scripts/lib/sql-samples.mjs';

const { factValue } = await importTs('src/data/shared-facts.ts');
const { inRange, DOCS_VERSIONS } = await importTs('src/data/versions.ts');

/** A one-block page of `docId` in `version`, read as the checks read pages. */
function planted(markdown, { docId = 'x/planted', version = DOCS_VERSIONS[0] } = {}) {
  return pageSamples(markdown, { file: `planted/${docId}.md`, version, docId, factValue });
}
const problemsOf = (markdown, options) => planted(markdown, options).flatMap((s) => sqlSampleProblems(s).problems);

test('planted errors of every kind are caught, naming page, line and reason', () => {
  // MySQL: a typo in a keyword, on the third line of the page (the fence is line 2).
  const mysql = problemsOf('文字\n```sql title="MySQL：表"\nSELEC id FROM t;\n```\n');
  assert.equal(mysql.length, 1);
  assert.match(mysql[0], /^planted\/x\/planted\.md:3: MySQL \(fence title 「MySQL：表」\): MySQL does not parse it/);
  // PostgreSQL from the tab label: a missing closing bracket.
  assert.match(
    problemsOf('<TabItem value="pg" label="PostgreSQL">\n\n```sql\nCREATE TABLE t (id INT;\n```\n\n</TabItem>\n').join(),
    /:4: PostgreSQL \(tab 「PostgreSQL」\)/,
  );
  // An unknown statement shape is not let through as a parser gap.
  assert.equal(problemsOf('```sql title="MySQL"\nGRANT ALL PRIVILEGES ON fluxmq.* TO fluxmq;\n```\n').length, 1);
  assert.equal(problemsOf("```sql title=\"MySQL\"\nGRANT ALL PRIVILEGES ON fluxmq.* TO 'fluxmq'@'%';\n```\n").length, 0);
  // A SQL template: '${x}' is a string, ${x} a number; a broken template still fails.
  assert.equal(problemsOf('```sql title="MySQL"\nINSERT INTO t (a, b) VALUES (\'${clientId}\', ${payload.x})\n```\n').length, 0);
  assert.equal(problemsOf('```sql title="MySQL"\nINSERT INTO t (a, b) VALUES (\'${clientId}\' ${payload.x})\n```\n').length, 1);
  // A block whose database cannot be told.
  assert.match(problemsOf('```sql\nSELECT 1\n```\n').join(), /:1: cannot tell which database/);
  // ClickHouse and TDengine DDL: an unknown type, a TDengine table without its leading TIMESTAMP.
  assert.match(
    problemsOf('```sql title="ClickHouse"\nCREATE TABLE t (a Strin) ENGINE = MergeTree ORDER BY a\n```\n').join(),
    /column a: "Strin" is not a ClickHouse type/,
  );
  assert.equal(problemsOf('```sql title="ClickHouse"\nCREATE TABLE t (a String) ENGINE = MergeTree ORDER BY a\n```\n').length, 0);
  assert.match(
    problemsOf('```sql title="TDengine"\nCREATE STABLE s (v DOUBLE, ts TIMESTAMP) TAGS (d NCHAR(8))\n```\n').join(),
    /first column of a TDengine table must be its TIMESTAMP/,
  );
  assert.match(problemsOf('```sql title="Oracle"\nCREAT USER x IDENTIFIED BY "p"\n```\n').join(), /not a Oracle statement/);
});

test('planted rule-engine errors are caught against the grammar and the version’s events', () => {
  const rule = (sql, version) => problemsOf(`\`\`\`sql title="规则 SQL"\n${sql}\n\`\`\`\n`, { version }).join('\n');
  assert.equal(rule(`SELECT clientId AS cid FROM "$EVENT.PUBLISH" WHERE topic =~ 'a/+/b' and qos = 1`), '');
  assert.match(rule(`SELECT * FROM $EVENT.PUBLISH`), /must be in double or single quotes/);
  assert.match(rule(`SELECT * FROM "$EVENT/SUBSCRIBE"`), /written with a dot, "\$EVENT\.SUBSCRIBE"/);
  assert.match(rule(`SELECT * FROM "$EVENT.PUBLSH"`), /not an event/);
  assert.match(rule(`SELECT * FROM "$EVENT.PUBLISH" WHERE topic = "t/a"`), /strings in WHERE take single quotes/);
  assert.match(rule(`SELECT * FROM "$EVENT.PUBLISH" WHERE topic =~ 't/#/a'`), /is not an MQTT topic filter/);
  assert.match(rule(`SELECT * FROM "$EVENT.PUBLISH" WHERE (qos = 1`), /unbalanced brackets/);
  assert.match(rule(`SELECT * WHERE qos = 1`), /no FROM/);
  assert.match(rule(`SELECT * FROM "$EVENT.PUBLISH" GROUP BY clientId`), /rule SQL has no GROUP BY/);
  assert.match(rule(`SELECT * FROM "$EVENT.PUBLISH" LIMIT 10`), /rule SQL has no LIMIT/);
  assert.equal(problemsOf('```sql\nSELECT * FROM "$EVENT.PUBLISH" LIMIT 10\n```\n', { docId: 'gzyq/rule/ADVANCED' }).join(), '');
  assert.equal(rule(`SELECT <字段列表> FROM "<事件类型>" [WHERE <条件>]`), '');
  // An event a version does not have yet.
  const oldest = DOCS_VERSIONS.at(-1);
  const drop = RULE_EVENTS.find((e) => e.name === 'DROP');
  if (!inRange(drop, oldest)) assert.match(rule(`SELECT * FROM "$EVENT.DROP"`, oldest), /has no such event/);
  assert.equal(rule(`SELECT * FROM "$EVENT.DROP"`, DOCS_VERSIONS[0]), '');
  // Two statements in one block, the second wrong, named by its own line; a marked mistake is not checked.
  const two = problemsOf('```sql title="规则 SQL"\nSELECT * FROM "$EVENT.PUBLISH"\nSELECT * FROM $EVENT.PUBLISH\n```\n');
  assert.equal(two.length, 1);
  assert.match(two[0], /planted\.md:3: rule SQL/);
  assert.deepEqual(problemsOf('```sql title="规则 SQL"\n-- 错误：双引号\nSELECT * FROM "$EVENT.PUBLISH" WHERE topic = "t"\n```\n'), []);
});

const samples = allSamples(factValue).filter((s) => s.lang === 'sql');

test('the pages have SQL samples for every kind of database the check knows', () => {
  const kinds = new Set(samples.map((s) => databaseOf(s).db?.id));
  for (const d of DATABASES) assert.ok(kinds.has(d.id), `no ${d.name} sample found: is the check still reading the pages?`);
});

for (const v of DOCS_VERSIONS) {
  test(`every SQL sample of ${v} is SQL its database accepts`, (t) => {
    const mine = samples.filter((s) => s.version === v);
    const results = mine.map(sqlSampleProblems);
    const counter = results.flatMap((r) => r.counterexamples);
    if (counter.length) t.diagnostic(`${counter.length} statements shown as mistakes, not checked: ${counter.join(', ')}`);
    assert.deepEqual(
      results.flatMap((r) => r.problems),
      [],
    );
  });
}
