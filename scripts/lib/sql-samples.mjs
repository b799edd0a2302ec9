// Whether a ```sql sample is SQL its database accepts: which database it is for (sqlDatabaseOf), then
// node-sql-parser in that dialect, the statement shapes of the dialects it lacks, or the rule engine's
// grammar. tests/unit/sql-samples.test.mjs says how each database is checked and runs this over every
// SQL sample of every version; `npm run check` runs it over the samples of the changed pages.
import NodeSqlParser from 'node-sql-parser';
import { importTs } from '../../tests/lib/import-ts.mjs';
import { sqlStatements, SQL_DATABASES as DATABASES, sqlDatabaseOf as databaseOf } from './code-samples.mjs';
import { ruleStatementProblems as ruleProblems, splitTopLevel, withoutComments } from './rule-sql.mjs';

const { inRange } = await importTs('src/data/versions.ts');
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
