// Every ```sql block of every page of every docs version is SQL its database accepts.
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
import NodeSqlParser from 'node-sql-parser';
import { importTs } from '../lib/import-ts.mjs';
import {
  allSamples,
  pageSamples,
  sqlStatements,
  SQL_DATABASES as DATABASES,
  sqlDatabaseOf as databaseOf,
} from '../../scripts/lib/code-samples.mjs';
import { RULE_EVENTS, ruleStatementProblems as ruleProblems, splitTopLevel, withoutComments } from '../../scripts/lib/rule-sql.mjs';

const { factValue } = await importTs('src/data/shared-facts.ts');
const { inRange, DOCS_VERSIONS } = await importTs('src/data/versions.ts');
/** Problems of one rule-engine statement in version v (scripts/lib/rule-sql.mjs). */
export const ruleStatementProblems = (statement, v, docId = '') => ruleProblems(statement, v, docId, inRange);
const parser = new NodeSqlParser.Parser();
const byId = Object.fromEntries(DATABASES.map((d) => [d.id, d]));

/**
 * Statement kinds node-sql-parser 5.4.0 does not parse, accepted in exactly these shapes. Each is a
 * statement of that database's own manual.
 */
const PARSER_GAPS = {
  mysql: [
    /^GRANT\s+ALL\s+PRIVILEGES\s+ON\s+`?\w+`?\.\*\s+TO\s+'[\w-]+'@'[\w.%-]+'$/i,
    /^FLUSH\s+PRIVILEGES$/i,
    /^SHOW\s+(COLUMNS|INDEX)\s+FROM\s+`?\w+`?(\s+LIKE\s+'[\w%]+')?$/i,
    /^SHOW\s+TABLES(\s+LIKE\s+'[\w%]+')?$/i,
  ],
  postgresql: [
    /^CREATE\s+(USER|ROLE)\s+\w+\s+WITH\s+(LOGIN\s+)?PASSWORD\s+'[^']*'$/i,
    /^ALTER\s+DATABASE\s+\w+\s+OWNER\s+TO\s+\w+$/i,
    /^CREATE\s+DATABASE\s+\w+(\s+OWNER\s+\w+)?(\s+ENCODING\s+'[\w-]+')?$/i,
    /^GRANT\s+[\w, ]+\s+ON\s+(ALL\s+TABLES\s+IN\s+SCHEMA|TABLE|DATABASE|SCHEMA)?\s*[\w."]+\s+TO\s+\w+$/i,
  ],
  sqlserver: [
    /^CREATE\s+LOGIN\s+\w+\s+WITH\s+PASSWORD\s*=\s*'[^']*'$/i,
    /^CREATE\s+USER\s+\w+\s+FOR\s+LOGIN\s+\w+$/i,
    /^CREATE\s+DATABASE\s+\w+$/i,
    /^ALTER\s+ROLE\s+\w+\s+ADD\s+MEMBER\s+\w+$/i,
  ],
};

/** psql meta-commands a PostgreSQL sample may hold (psql runs them; they are not SQL). */
const PSQL_META = /^\\(i\s+\S+|dt\b.*|d\s+\S+|c\s+\w+|l)$/;

/** Column types of the dialects node-sql-parser lacks. */
const COLUMN_TYPES = {
  clickhouse:
    /^(String|UUID|Date|Date32|Bool|Float32|Float64|U?Int(8|16|32|64|128|256)|DateTime(\('[\w/]+'\))?|DateTime64\(\d(,\s*'[\w/]+')?\)|Decimal\(\d+,\s*\d+\)|FixedString\(\d+\)|(Nullable|LowCardinality|Array)\(.+\))$/,
  tdengine:
    /^(TIMESTAMP|INT|INTEGER|BIGINT|SMALLINT|TINYINT|(INT|BIGINT|SMALLINT|TINYINT)\s+UNSIGNED|FLOAT|DOUBLE|BOOL|JSON|(BINARY|NCHAR|VARCHAR)\(\d+\))$/i,
  oracle:
    /^(VARCHAR2\(\d+( CHAR| BYTE)?\)|NVARCHAR2\(\d+\)|CHAR\(\d+\)|NUMBER(\(\d+(,\s*\d+)?\))?|CLOB|NCLOB|BLOB|DATE|TIMESTAMP(\(\d\))?|RAW\(\d+\))$/i,
};

/** Column definitions `name TYPE [constraints]`, comma-separated; problems for each unknown type. */
function columnProblems(list, dialect, { firstTimestamp = false } = {}) {
  const problems = [];
  const columns = splitTopLevel(list, ',')
    .map((c) => c.trim())
    .filter(Boolean);
  columns.forEach((col, i) => {
    if (/^(PRIMARY\s+KEY|CONSTRAINT|INDEX|KEY|UNIQUE)\b/i.test(col)) return;
    const m = /^("?[A-Za-z_]\w*"?)\s+(.+?)(\s+(NOT\s+NULL|NULL|PRIMARY\s+KEY|DEFAULT\s+\S+|COMMENT\s+'[^']*'|CODEC\(.+\)))*$/is.exec(col);
    if (!m) return problems.push(`column "${col}" is not \`name TYPE\``);
    if (!COLUMN_TYPES[dialect].test(m[2].trim())) problems.push(`column ${m[1]}: "${m[2].trim()}" is not a ${byId[dialect].name} type`);
    if (firstTimestamp && i === 0 && !/^TIMESTAMP$/i.test(m[2].trim()))
      problems.push(`the first column of a TDengine table must be its TIMESTAMP, not ${m[1]} ${m[2]}`);
  });
  if (!columns.length) problems.push('no columns');
  return problems;
}

const IDENT = String.raw`(?:\w+\.)?\w+`;
const IF_NOT_EXISTS = String.raw`(?:IF\s+NOT\s+EXISTS\s+)?`;
/** The DDL shapes of the dialects node-sql-parser lacks; each returns problems or null when it does not apply. */
const DIALECT_DDL = {
  clickhouse: [
    (s) => (new RegExp(`^CREATE\\s+DATABASE\\s+${IF_NOT_EXISTS}\\w+$`, 'i').test(s) ? [] : null),
    (s) => {
      const m = new RegExp(
        `^CREATE\\s+TABLE\\s+${IF_NOT_EXISTS}${IDENT}\\s*\\(([\\s\\S]+)\\)\\s*ENGINE\\s*=\\s*\\w+(\\(.*\\))?((\\s+PARTITION\\s+BY\\s+.+?)|(\\s+ORDER\\s+BY\\s+.+?)|(\\s+PRIMARY\\s+KEY\\s+.+?)|(\\s+TTL\\s+.+?)|(\\s+SETTINGS\\s+.+?))*$`,
        'is',
      ).exec(s);
      return m ? columnProblems(m[1], 'clickhouse') : null;
    },
    (s) => (/^ALTER\s+TABLE\s+[\w.]+\s+MODIFY\s+TTL\s+.+$/is.test(s) ? [] : null),
  ],
  tdengine: [
    (s) => (new RegExp(`^CREATE\\s+DATABASE\\s+${IF_NOT_EXISTS}\\w+(\\s+[A-Z_]+\\s+\\w+)*$`, 'i').test(s) ? [] : null),
    (s) => (/^USE\s+\w+$/i.test(s) ? [] : null),
    (s) => (/^ALTER\s+DATABASE\s+\w+(\s+[A-Z_]+\s+\w+)+$/i.test(s) ? [] : null),
    (s) => {
      const m = new RegExp(`^CREATE\\s+STABLE\\s+${IF_NOT_EXISTS}${IDENT}\\s*\\(([\\s\\S]+)\\)\\s*TAGS\\s*\\(([\\s\\S]+)\\)$`, 'i').exec(s);
      return m ? [...columnProblems(m[1], 'tdengine', { firstTimestamp: true }), ...columnProblems(m[2], 'tdengine')] : null;
    },
    (s) =>
      new RegExp(
        `^CREATE\\s+TABLE\\s+${IF_NOT_EXISTS}${IDENT}\\s+USING\\s+${IDENT}\\s+TAGS\\s*\\(\\s*('[^']*'|-?[\\d.]+)(\\s*,\\s*('[^']*'|-?[\\d.]+))*\\s*\\)$`,
        'i',
      ).test(s)
        ? []
        : null,
    (s) => {
      const m = new RegExp(`^CREATE\\s+TABLE\\s+${IF_NOT_EXISTS}${IDENT}\\s*\\(([\\s\\S]+)\\)$`, 'i').exec(s);
      return m ? columnProblems(m[1], 'tdengine', { firstTimestamp: true }) : null;
    },
    (s) =>
      new RegExp(`^INSERT\\s+INTO\\s+${IDENT}\\s+USING\\s+${IDENT}\\s+TAGS\\s*\\(.+?\\)\\s+VALUES\\s*\\(.+\\)$`, 'is').test(s) ? [] : null,
  ],
  oracle: [
    (s) => (/^CREATE\s+USER\s+\w+\s+IDENTIFIED\s+BY\s+("[^"]+"|\w+)$/i.test(s) ? [] : null),
    (s) => (/^GRANT\s+[A-Z ,]+\s+TO\s+\w+$/i.test(s) ? [] : null),
    (s) => (/^ALTER\s+USER\s+\w+\s+QUOTA\s+(\d+[KMG]|UNLIMITED)\s+ON\s+\w+$/i.test(s) ? [] : null),
    (s) => {
      const m = new RegExp(`^CREATE\\s+TABLE\\s+${IDENT}\\s*\\(([\\s\\S]+)\\)$`, 'i').exec(s);
      return m ? columnProblems(m[1], 'oracle') : null;
    },
  ],
};

/** FluxMQ template placeholders: a quoted `'${x}'` is a string; an unquoted `${x}` stands for a number. */
const fillPlaceholders = (s) => s.replace(/(?<!')\$\{[^}]+\}(?!')/g, '0');

/** Problems of one statement of a database node-sql-parser knows. */
function parsedStatementProblems(statement, db) {
  const text = fillPlaceholders(withoutComments(statement));
  try {
    parser.astify(text, { database: db.parser });
    return [];
  } catch (e) {
    if ((PARSER_GAPS[db.id] ?? []).some((re) => re.test(text.replace(/\s+/g, ' ')))) return [];
    return [`${db.name} does not parse it: ${String(e.message).split('\n')[0].slice(0, 160)}`];
  }
}

/** Problems of one statement of ClickHouse, TDengine or Oracle. */
function dialectStatementProblems(statement, db) {
  const text = withoutComments(statement);
  if (/^(SELECT|INSERT|UPDATE|DELETE|WITH)\b/i.test(text)) {
    const own = DIALECT_DDL[db.id].map((shape) => shape(text)).find((r) => r !== null);
    if (own) return own;
    return parsedStatementProblems(text, { ...byId.mysql, name: `${db.name}（portable statement, read as MySQL）` });
  }
  const result = DIALECT_DDL[db.id].map((shape) => shape(text)).find((r) => r !== null);
  return result ?? [`not a ${db.name} statement this check knows (see DIALECT_DDL): ${text.replace(/\s+/g, ' ').slice(0, 80)}`];
}

/** The statements of a rule-engine block: split at `;`, and at a line that starts a new SELECT. */
function ruleStatements(sample) {
  const out = [];
  for (const st of sqlStatements(sample)) {
    const lines = st.text.split('\n');
    let current = null;
    let comments = [];
    lines.forEach((line, i) => {
      if (/^\s*--/.test(line) && (!current || current.closed || /^\s*SELECT\b/i.test(lines[i + 1] ?? ''))) {
        if (current) current.closed = true;
        comments.push(line.trim());
        return;
      }
      if (/^SELECT\b/i.test(line) && current && !current.closed && current.text.trim()) current.closed = true;
      if (!current || current.closed) {
        current = { text: '', line: st.line + i, comments, closed: false };
        comments = [];
        out.push(current);
      }
      current.text += `${line}\n`;
    });
  }
  return out;
}

const COUNTEREXAMPLE = /错误|不推荐/;

/**
 * Check one SQL sample. Returns { problems: ['file:line: reason'], counterexamples: ['file:line'],
 * db } — a problem names the page, the line of the statement and what is wrong.
 */
export function sqlSampleProblems(sample) {
  const where = (line) => `${sample.file}:${line}`;
  const problems = sample.problems.map((p) => `${where(sample.line)}: ${p}`);
  const counterexamples = [];
  const { db, why, problem } = databaseOf(sample);
  if (problem) return { problems: [...problems, `${where(sample.line)}: ${problem}`], counterexamples };
  if (db.id === 'rule') {
    for (const st of ruleStatements(sample)) {
      if (COUNTEREXAMPLE.test(sample.title ?? '') || st.comments.some((c) => COUNTEREXAMPLE.test(c))) {
        counterexamples.push(where(st.line));
        continue;
      }
      for (const p of ruleStatementProblems(st.text, sample.version, sample.docId))
        problems.push(`${where(st.line)}: rule SQL (${why}): ${p}`);
    }
    return { problems, counterexamples, db };
  }
  let text = sample.text;
  let metaCommands = 0;
  if (db.id === 'postgresql') {
    text = text.replace(/^[ \t]*(\\\S.*)$/gm, (line, cmd) => (PSQL_META.test(cmd.trim()) ? (metaCommands++, '') : line));
  }
  if (db.id === 'sqlserver') text = text.replace(/^[ \t]*GO[ \t]*$/gim, ';');
  const statements = sqlStatements({ ...sample, text });
  if (!statements.length && !metaCommands) problems.push(`${where(sample.line)}: no SQL statement in the block`);
  for (const st of statements) {
    const found = db.parser ? parsedStatementProblems(st.text, db) : dialectStatementProblems(st.text, db);
    for (const p of found) problems.push(`${where(st.line)}: ${db.name} (${why}): ${p}`);
  }
  return { problems, counterexamples, db };
}

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
