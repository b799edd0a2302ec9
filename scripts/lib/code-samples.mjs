// The code samples of the documentation pages, as the sample checks read them: every fenced code block
// of every page of every docs version, with its language, fence title, file, line and version, and its
// text with each `:fact[id]` replaced by that version's value (as the page renders it). Nothing is
// dropped: a block without a language, an unclosed fence or an unknown fact comes back with a
// `problems` entry, so a check that walks the samples can fail on it instead of skipping it.
// For SQL samples it also splits a block into statements and decides which database a block is for
// (sqlDatabaseOf), so every SQL check reads blocks the same way.
import fs from 'node:fs';
import path from 'node:path';
import { versionNames, versionDir, markdownFiles, docIdOf, ROOT } from './docs-tree.mjs';

/** The token pages write for a shared fact (same syntax as src/data/shared-facts.ts). */
const FACT_TOKEN = /:fact\[([a-z][\w.-]*)\]/g;

const FENCE_OPEN = /^( *)(`{3,}|~{3,})(.*)$/;

/** Lines of the front matter at the top of a page (0 when it has none). */
function frontMatterLines(lines) {
  if (lines[0]?.trim() !== '---') return 0;
  const end = lines.indexOf('---', 1);
  return end < 0 ? 0 : end + 1;
}

/** `title="…"` (or title='…') in a fence's meta string. */
function fenceTitle(meta) {
  const m = /\btitle=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(meta);
  return m ? (m[1] ?? m[2] ?? m[3]) : undefined;
}

/**
 * Replace every `:fact[id]` in `text` by `factValue(id)`; unknown ids are left as they are and
 * reported in `problems`.
 */
export function substituteFactTokens(text, factValue, problems = []) {
  return text.replace(FACT_TOKEN, (token, id) => {
    const value = factValue(id);
    if (value === undefined) {
      problems.push(`unknown shared fact ${token}`);
      return token;
    }
    return value;
  });
}

/**
 * Split a page into its fenced code blocks and its prose lines.
 * Returns { blocks, prose }:
 * - blocks: { lang, meta, title, line, endLine, indent, code, fence, heading, tab, intro, problems }, `line`
 *   the 1-based line of the opening fence in the file, `code` the block's text with the fence's
 *   indentation removed, `heading` the nearest heading above it, `tab` the label of the <TabItem> it is
 *   in, `intro` the prose just above it (up to three lines);
 * - prose: [{ line, text }] for every line outside code blocks and front matter.
 */
export function splitPage(source) {
  const lines = source.split('\n');
  const blocks = [];
  const prose = [];
  const start = frontMatterLines(lines);
  let heading = '';
  let tab;
  let open = null;
  for (let i = start; i < lines.length; i++) {
    const line = lines[i];
    if (open) {
      const m = FENCE_OPEN.exec(line);
      if (m && m[2][0] === open.fence[0] && m[2].length >= open.fence.length && m[3].trim() === '') {
        open.endLine = i + 1;
        open.code = open.body.join('\n');
        delete open.body;
        blocks.push(open);
        open = null;
      } else {
        // Remove the fence's own indentation (a block inside a list item), no more.
        const strip = Math.min(open.indent, line.length - line.trimStart().length);
        open.body.push(line.slice(strip));
      }
      continue;
    }
    const m = FENCE_OPEN.exec(line);
    if (m && !(m[2][0] === '`' && m[3].includes('`'))) {
      const info = m[3].trim();
      const lang = (/^[^\s{]+/.exec(info)?.[0] ?? '').toLowerCase();
      const meta = info.slice(lang.length).trim();
      const recent = [];
      for (let j = prose.length - 1; j >= 0 && recent.length < 3; j--) {
        if (prose[j].line < i + 1 - 8) break;
        if (prose[j].text.trim()) recent.unshift(prose[j].text.trim());
      }
      open = {
        lang,
        meta,
        title: fenceTitle(meta),
        line: i + 1,
        indent: m[1].length,
        fence: m[2],
        heading,
        tab,
        intro: recent.join('\n'),
        body: [],
        problems: [],
      };
      if (!lang) open.problems.push('code block names no language');
      continue;
    }
    const h = /^(#{1,6})\s+(.*)$/.exec(line);
    if (h) heading = h[2].trim();
    const t = /<TabItem\b[^>]*\blabel=(?:"([^"]*)"|'([^']*)')/.exec(line);
    if (t) tab = t[1] ?? t[2];
    if (/<\/TabItem>/.test(line)) tab = undefined;
    prose.push({ line: i + 1, text: line });
  }
  if (open) {
    open.problems.push(`code fence ${open.fence} opened here is never closed`);
    open.endLine = lines.length;
    open.code = open.body.join('\n');
    delete open.body;
    blocks.push(open);
  }
  return { blocks, prose };
}

/**
 * The code samples of one page source, each with `file`, `docId`, `version` and `text` (the code with
 * the version's shared facts substituted). `factValue(id, version)` is the shared-facts lookup
 * (src/data/shared-facts.ts: factValue); it is passed in so the library needs no TypeScript loader.
 */
export function pageSamples(source, { file, version, docId, factValue }) {
  const { blocks } = splitPage(source);
  return blocks.map((b) => {
    const problems = [...b.problems];
    const text = substituteFactTokens(b.code, (id) => factValue(id, version), problems);
    return { ...b, problems, text, file, docId, version };
  });
}

/** A page of a version, as the checks read it: { version, file (repo-relative), docId, source }. */
export function versionPages(version) {
  const dir = versionDir(version);
  return markdownFiles(dir).map((rel) => ({
    version,
    file: path.relative(ROOT, path.join(dir, rel)),
    docId: docIdOf(rel),
    source: fs.readFileSync(path.join(dir, rel), 'utf8'),
  }));
}

/** Every page of every docs version, newest version first. */
export function allPages() {
  return versionNames().flatMap((v) => versionPages(v));
}

/** Every code sample of every page of every docs version (or of the given pages). */
export function allSamples(factValue, pages = allPages()) {
  return pages.flatMap((p) => pageSamples(p.source, { file: p.file, version: p.version, docId: p.docId, factValue }));
}

/**
 * The statements of a SQL sample, split at `;` outside quotes and comments: [{ text, line }] with
 * `line` the statement's first line in the file. Comment-only pieces are dropped; `text` keeps the
 * comments inside a statement.
 */
export function sqlStatements(sample) {
  const src = sample.text;
  const out = [];
  let start = 0;
  let i = 0;
  const push = (end) => {
    const piece = src.slice(start, end);
    const meaningful = piece.replace(/--[^\n]*|\/\*[\s\S]*?\*\//g, '').trim();
    if (meaningful) {
      const lead = piece.length - piece.trimStart().length;
      const firstLine = src.slice(0, start + lead).split('\n').length - 1;
      out.push({ text: piece.trim(), line: sample.line + 1 + firstLine });
    }
  };
  while (i < src.length) {
    const c = src[i];
    if (c === '-' && src[i + 1] === '-') i = src.indexOf('\n', i) < 0 ? src.length : src.indexOf('\n', i);
    else if (c === '/' && src[i + 1] === '*') i = src.indexOf('*/', i + 2) < 0 ? src.length : src.indexOf('*/', i + 2) + 2;
    else if (c === "'" || c === '"' || c === '`') {
      let j = i + 1;
      while (j < src.length && !(src[j] === c && src[j + 1] !== c)) j += src[j] === c || src[j] === '\\' ? 2 : 1;
      i = j + 1;
    } else if (c === ';') {
      push(i);
      start = ++i;
    } else i++;
  }
  push(src.length);
  return out;
}

/** The databases a block can be for: how a title or tab names it, and node-sql-parser's dialect if it has one. */
export const SQL_DATABASES = [
  { id: 'rule', name: '规则 SQL', names: /规则\s*SQL/ },
  { id: 'postgresql', name: 'PostgreSQL', names: /PostgreSQL|PostGIS|\bpsql\b|\bPG\b/i, parser: 'PostgresQL' },
  { id: 'sqlserver', name: 'SQL Server', names: /SQL\s*Server/i, parser: 'TransactSQL' },
  { id: 'clickhouse', name: 'ClickHouse', names: /ClickHouse/i },
  { id: 'tdengine', name: 'TDengine', names: /TDengine/i },
  { id: 'oracle', name: 'Oracle', names: /Oracle/i },
  { id: 'mysql', name: 'MySQL', names: /MySQL|MariaDB/i, parser: 'MySQL' },
];
const byId = Object.fromEntries(SQL_DATABASES.map((d) => [d.id, d]));

/**
 * Pages whose SQL is all for one database. The query pages (ACL, authentication, proxy subscriptions,
 * the upgrade scripts in FAQ) work their examples in MySQL, so their queries are checked as MySQL.
 */
const SQL_PAGE_DATABASES = [
  [/^gzyq\/(rule|event)\//, 'rule'],
  [/^gzyq\/(source\/MYSQL|action\/SAVE_MYSQL|action\/OFFLINE_MYSQL)$/, 'mysql'],
  [/^gzyq\/(source\/POSTGRESQL|action\/SAVE_POSTGRESQL)$/, 'postgresql'],
  [/^gzyq\/source\/SQLSERVER$/, 'sqlserver'],
  [/^gzyq\/source\/ORACLE$/, 'oracle'],
  [/^gzyq\/(source\/CLICKHOUSE|action\/SAVE_CLICKHOUSE)$/, 'clickhouse'],
  [/^gzyq\/(source\/TDENGINE|action\/SAVE_TDENGINE)$/, 'tdengine'],
  [/^(acl\/sql|auth\/db|auth\/before|function\/proxysub|FAQ)$/, 'mysql'],
];

/** Which database a sample is for, and why; or { problem }. */
export function sqlDatabaseOf(sample) {
  for (const [source, text] of [
    ['fence title', sample.title],
    ['tab', sample.tab],
  ]) {
    const db = text && SQL_DATABASES.find((d) => d.names.test(text));
    if (db) return { db, why: `${source} 「${text}」` };
  }
  if (/\bFROM\s+(["'])\$EVENT[./]/i.test(sample.text)) return { db: byId.rule, why: 'FROM "$EVENT.…"' };
  const page = SQL_PAGE_DATABASES.find(([re]) => re.test(sample.docId));
  if (page) return { db: byId[page[1]], why: `page ${sample.docId}` };
  return { problem: 'cannot tell which database this SQL is for: name it in the fence title (title="MySQL：…")' };
}
