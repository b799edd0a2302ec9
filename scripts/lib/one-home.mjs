// One definition per artefact in each docs version: the tables the SQL samples create and the console
// forms' field lists, read from the pages, and the pairs of pages of a version that define one
// differently. tests/unit/one-home.test.mjs says how each is found and compared, and runs this over
// every version; `npm run check` reports the pairs that involve a changed page.
import { importTs } from '../../tests/lib/import-ts.mjs';
import { pageSamples, sqlStatements, sqlDatabaseOf, splitPage } from './code-samples.mjs';

const { factValue } = await importTs('src/data/shared-facts.ts');

/** A table definition normalised for comparison. */
const normalised = (sql) =>
  sql
    .replace(/--[^\n]*|\/\*[\s\S]*?\*\//g, ' ')
    .replace(/[`"]/g, '')
    .replace(/\bIF\s+NOT\s+EXISTS\b/gi, '')
    .replace(/\bCREATE\s+(S?TABLE)\s+(\w+\.)?/i, 'CREATE $1 ')
    .replace(/\s+/g, ' ')
    .replace(/\s*([(),;=])\s*/g, '$1')
    .trim()
    .toLowerCase();

/** The tables a page defines: [{ key, name, definition, file, line }]. */
export function tableDefinitions(page) {
  const out = [];
  for (const sample of pageSamples(page.source, { ...page, factValue }).filter((s) => s.lang === 'sql')) {
    const db = sqlDatabaseOf(sample).db?.id ?? 'unknown';
    for (const st of sqlStatements(sample)) {
      const text = st.text.replace(/^(\s*--[^\n]*\n)+/, '');
      const m = /^CREATE\s+(?:S?TABLE)\s+(?:IF\s+NOT\s+EXISTS\s+)?(?:[`"]?\w+[`"]?\.)?[`"]?(\w+)[`"]?/i.exec(text);
      if (m) out.push({ key: `${db}:${m[1].toLowerCase()}`, name: m[1], db, definition: normalised(text), file: page.file, line: st.line });
    }
  }
  return out;
}

const FORM_INTRO = /「([^」]+)」\s*(页面|页|对话框|抽屉|表单|弹窗|窗口)/g;
const FIELDS_FOLLOW = /填写|字段|输入项|配置项/;

/** The plain text of a Markdown cell or term. */
const plain = (s) => s.replace(/\*\*|`|\\/g, '').trim();

/** The fields of the table or list that starts at lines[i]: [{ name, text }] (text: the whole row or item). */
function fieldRows(lines, i) {
  const first = lines[i];
  if (/^\s*\|/.test(first)) {
    const rows = [];
    for (let j = i; j < lines.length && /^\s*\|/.test(lines[j]); j++) rows.push(lines[j]);
    return rows
      .slice(2)
      .map((r) => ({ name: plain(r.trim().replace(/^\|/, '').split('|')[0]), text: r }))
      .filter((f) => f.name);
  }
  const item = /^(\s*)([-*+]|\d+[.)])\s+/.exec(first);
  if (!item) return null;
  const indent = item[1].length;
  const names = [];
  for (let j = i; j < lines.length; j++) {
    const line = lines[j];
    if (!line.trim()) {
      if (/^(\s*)([-*+]|\d+[.)])\s+/.exec(lines[j + 1] ?? '')?.[1].length === indent) continue;
      break;
    }
    const m = /^(\s*)([-*+]|\d+[.)])\s+(.*)$/.exec(line);
    if (!m) {
      if (line.length - line.trimStart().length > indent) continue;
      break;
    }
    if (m[1].length > indent) continue;
    if (m[1].length < indent) break;
    const term = /^\*\*([^*]+)\*\*|^`([^`]+)`/.exec(m[3]);
    names.push({ name: plain(term ? (term[1] ?? term[2]) : m[3].split(/[：:]/)[0]), text: m[3] });
  }
  return names;
}

/** The console field lists of a page: [{ key, form, variant, fields, file, line }]. */
export function consoleFieldLists(page) {
  const { prose } = splitPage(page.source);
  const lines = page.source.split('\n');
  const isProse = new Set(prose.map((p) => p.line));
  const out = [];
  prose.forEach(({ line, text }, k) => {
    if (!/：\s*$/.test(text) || !FIELDS_FOLLOW.test(text)) return;
    const forms = [...text.matchAll(FORM_INTRO)];
    if (!forms.length) return;
    const form = forms.at(-1)[1];
    let next = line; // 0-based index of the line after the intro
    while (next < lines.length && !lines[next].trim()) next++;
    if (!isProse.has(next + 1)) return;
    const rows = fieldRows(lines, next);
    if (!rows?.length) return;
    const context = [text, ...prose.slice(Math.max(0, k - 3), k).map((p) => p.text)].join('\n');
    const tile = /\*\*([^*]+)\*\*\s*(?:图块|卡片)|「([^」]+)」\s*(?:图块|卡片)/.exec(context);
    const typeField = rows.find((r) => /类型$/.test(r.name) && /选(?:择)?\s*(?:`[^`]+`|「[^」]+」)/.test(r.text));
    const variant =
      (tile && (tile[1] ?? tile[2])) ??
      (typeField && /选(?:择)?\s*(?:`([^`]+)`|「([^」]+)」)/.exec(typeField.text).slice(1).find(Boolean)) ??
      /([\w\u4e00-\u9fa5]+)\s*方式/.exec(text)?.[1] ??
      '';
    out.push({ key: `${form}|${variant}`, form, variant, fields: rows.map((r) => r.name), file: page.file, line });
  });
  return out;
}

/**
 * The artefacts defined differently on two pages of the same version, one per pair of pages:
 * [{ version, what, x, y, shown }] with x and y the two definitions ({ file, line, … }) and `shown`
 * what each says, when that is short (a field list).
 */
export function oneHomeClashes(pages) {
  const clashes = [];
  const byVersion = new Map();
  for (const p of pages) byVersion.set(p.version, [...(byVersion.get(p.version) ?? []), p]);
  for (const [version, list] of byVersion) {
    // Every definition on one page must equal a definition of the same artefact on each other page that
    // has it (a page may show alternatives, e.g. a plain and a partitioned table, if the others match).
    const compare = (items, what, same, show) => {
      const groups = new Map();
      for (const it of items) groups.set(it.key, [...(groups.get(it.key) ?? []), it]);
      for (const group of groups.values()) {
        const files = [...new Set(group.map((it) => it.file))];
        for (const [i, a] of files.entries()) {
          for (const b of files.slice(i + 1)) {
            const onA = group.filter((it) => it.file === a);
            const onB = group.filter((it) => it.file === b);
            // One message per pair of pages: the first definition with no equal on the other page.
            const lonelyB = onB.find((o) => !onA.some((it) => same(it, o)));
            const lonelyA = onA.find((it) => !onB.some((o) => same(o, it)));
            const [x, y] = lonelyB ? [onA[0], lonelyB] : lonelyA ? [lonelyA, onB[0]] : [];
            if (x) clashes.push({ version, what: what(x), x, y, shown: show ? ` (${show(x)} ≠ ${show(y)})` : '' });
          }
        }
      }
    };
    compare(
      list.flatMap(tableDefinitions),
      (t) => `table ${t.name} (${t.db})`,
      (a, b) => a.definition === b.definition,
    );
    compare(
      list.flatMap(consoleFieldLists),
      (f) => `the fields of 「${f.form}」${f.variant ? `（${f.variant}）` : ''}`,
      (a, b) => a.fields.join('|') === b.fields.join('|'),
      (f) => f.fields.join('、'),
    );
  }
  return clashes;
}

/** Problems: an artefact defined differently on two pages of the same version. */
export function oneHomeProblems(pages) {
  return oneHomeClashes(pages).map(
    (c) => `${c.version}: ${c.what} differs between ${c.x.file}:${c.x.line} and ${c.y.file}:${c.y.line}${c.shown}`,
  );
}
