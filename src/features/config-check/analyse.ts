/**
 * The 配置检查 analyser: a config.yaml's text checked against the configuration keys of one docs
 * version (src/data/config-keys), in the reader's browser — nothing is sent anywhere. It reports
 * YAML syntax errors with line and column, keys the version does not know (with the closest known
 * key), keys of another version (「2.1.0 起」 / 「2.1.0 移除」, from since / until), values of the wrong
 * type or outside the allowed ones, required keys left out, and the keys left at their defaults; and,
 * for an upgrade to a later version, what to remove, what is new, which defaults changed and what the
 * operator must do — from the same functions as 「版本变化」.
 *
 * Hostile input gets a plain refusal, never a hang: text past MAX_CHARS, binary content, and alias
 * expansion past MAX_ALIAS_COUNT (the "billion laughs" attack) are refused before any walk. Pure: no
 * DOM, so it runs in a Web Worker (./worker.ts) and in the unit tests.
 */
import {
  isAlias,
  isMap,
  isScalar,
  isSeq,
  LineCounter,
  parseDocument,
  visit,
  type Document,
  type Node,
  type Pair,
  type YAMLMap,
  type YAMLSeq,
} from 'yaml';
import { configPages, deprecationWarning, isDeprecatedIn, type ConfigPage } from '../../data/config-keys';
import type { ValueType } from '../../data/config-keys/value-schema';
import { versionOrder } from '../../data/versions';
import { configChanges, type KeyInVersion } from '../version-changes/config-changes';
import { notesBetween, type UpgradeNote } from '../version-changes/upgrade-notes';
import { otherVersionOf, refOf, schemaOf, type KeyRef, type KnownKey, type VersionSchema } from './schema';
import { closestKey, parentPath } from './suggest';

/** More text than this is refused: a config.yaml is a few kilobytes. */
export const MAX_CHARS = 2 * 1024 * 1024;
/** Alias expansions allowed when the document is read as a whole (yaml's maxAliasCount). */
export const MAX_ALIAS_COUNT = 100;
/** Findings listed at most; the rest are counted. */
export const MAX_FINDINGS = 500;
/** Unknown keys for which a suggestion is looked for at most. */
const MAX_SUGGESTIONS = 300;
/** Syntax errors listed at most. */
const MAX_SYNTAX_ERRORS = 50;

export interface Place {
  line: number;
  col: number;
}

export type FindingKind =
  'syntax' | 'duplicate' | 'structure' | 'unknown' | 'other-version' | 'type' | 'enum' | 'empty' | 'required' | 'deprecated' | 'range';

/** An error stops the file from being right for the version; a warning (a deprecated key) does not. */
export type Severity = 'error' | 'warning';

export interface Finding {
  kind: FindingKind;
  /** 'warning' for a key the version still accepts (deprecated); absent = an error. */
  severity?: Severity;
  /** What is wrong, in one Chinese sentence. */
  message: string;
  place?: Place;
  /** The key path as written (`mqtt[].port` for each item of `mqtt:`). */
  path?: string;
  /** The key's row (for a key of another version: in the version that has it). */
  ref?: KeyRef;
  /** 「你是不是想写 …」: the closest key of the version checked. */
  suggestion?: KeyRef;
  /** The lines around a syntax error, a caret under the column. */
  excerpt?: string;
}

/** A key the file does not write, with the default it takes. */
export interface DefaultEntry {
  ref: KeyRef;
  type: string;
  default: string;
  /** For a key of each list item (`mqtt[].x`): the items (1-based) that leave it out, when the list is written. */
  items?: number[];
}

export interface UpgradeKey {
  ref: KeyRef;
  type: string;
  default: string;
  /** Where the file writes the key, when it does. */
  place?: Place;
}

export interface ChangedDefault {
  ref: KeyRef;
  facts: ('type' | 'default')[];
  before: { type: string; default: string };
  after: { type: string; default: string };
  place?: Place;
}

export interface UpgradeReport {
  from: string;
  to: string;
  /** Keys the target version no longer has. */
  removed: UpgradeKey[];
  /** Keys the target version adds. */
  added: UpgradeKey[];
  /** Keys deprecated on the way: still accepted by the target version, so a written value may stay. */
  deprecated: UpgradeKey[];
  /** Keys whose type or default differs in the target version. */
  changed: ChangedDefault[];
  /** What to do on the way, oldest version first. */
  notes: UpgradeNote[];
}

export interface Report {
  version: string;
  /** The file is not sound YAML: the findings are its YAML mistakes only, its keys were not checked. */
  syntaxOnly?: boolean;
  /** Why the text was not checked at all (too large, binary, alias bomb, unreadable). */
  refused?: string;
  findings: Finding[];
  /** Findings past MAX_FINDINGS, not listed. */
  omitted: number;
  /** Keys of the version the file writes. */
  written: number;
  defaults: DefaultEntry[];
  upgrade?: UpgradeReport;
}

const EXPECTED: Record<ValueType, string> = {
  integer: '整数',
  number: '数字',
  boolean: '布尔值（true 或 false）',
  string: '字符串',
  array: '列表（每项以 - 开头）',
  object: '映射（下一级写成「键: 值」）',
};

/** Chinese for the yaml package's error codes a config.yaml is likely to meet. */
const SYNTAX: Record<string, string> = {
  BAD_INDENT: '缩进不对',
  TAB_AS_INDENT: '用了 Tab 缩进，YAML 只允许空格缩进',
  BLOCK_AS_IMPLICIT_KEY: '键的写法不对（可能少了冒号后的空格，或缩进错位）',
  MULTILINE_IMPLICIT_KEY: '键跨了多行（可能少了冒号，或缩进错位）',
  MISSING_CHAR: '缺少必要的字符（例如引号、括号没有闭合）',
  UNEXPECTED_TOKEN: '出现了不该出现的内容',
  BLOCK_IN_FLOW: '方括号或花括号里不能使用换行缩进的写法',
  BAD_DQ_ESCAPE: '双引号字符串里的转义写法不对',
  BAD_SCALAR_START: '值不能以这个字符开头，请给它加上引号',
  BAD_ALIAS: '别名（*名称）写法不对',
  ALIAS_PROPS: '别名不能带锚点或标签',
  MULTIPLE_ANCHORS: '一个节点有多个锚点',
  MULTIPLE_TAGS: '一个节点有多个标签',
  MULTIPLE_DOCS: '文件里有多个 YAML 文档（--- 分隔），config.yaml 只应有一个',
  BAD_DIRECTIVE: '% 指令写法不对',
  BAD_PROP_ORDER: '锚点和标签的位置不对',
  KEY_OVER_1024_CHARS: '键超过了 1024 个字符',
  DUPLICATE_KEY: '同一层级中键重复',
  TAG_RESOLVE_FAILED: '无法识别的标签（!标签）',
  BAD_COLLECTION_TYPE: '集合的类型与标签不符',
  NON_STRING_KEY: '键不是字符串',
  IMPOSSIBLE: '无法解析',
};

const refuse = (version: string, refused: string): Report => ({ version, refused, findings: [], omitted: 0, written: 0, defaults: [] });

/** Characters no text config holds: control characters other than tab and line breaks, and U+FFFD (bytes that were not UTF-8). */
// eslint-disable-next-line no-control-regex -- finding control characters is the point of this pattern
const BINARY = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uFFFD]/;

function placeAt(text: string, index: number): Place {
  let line = 1;
  let start = 0;
  for (let i = text.indexOf('\n'); i >= 0 && i < index; i = text.indexOf('\n', i + 1)) {
    line++;
    start = i + 1;
  }
  return { line, col: index - start + 1 };
}

const sizeText = (chars: number) => (chars >= 1024 * 1024 ? `${(chars / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(chars / 1024)} KB`);

/** What a value node is, as the findings name it. */
function describe(node: Node | null | undefined): string {
  if (node == null) return '空值';
  if (isMap(node)) return '映射';
  if (isSeq(node)) return '列表';
  if (isScalar(node)) {
    const v = node.value;
    if (v === null || v === undefined) return '空值';
    if (typeof v === 'boolean') return `布尔值 ${v}`;
    if (typeof v === 'number') return Number.isInteger(v) ? `整数 ${v}` : `数字 ${v}`;
    const s = String(v);
    return `字符串「${s.length > 40 ? `${s.slice(0, 40)}…` : s}」`;
  }
  return '其他类型的值';
}

/** The YAML merge key `<<` (the yaml package reads it as a symbol when merging is on). */
function isMergeKey(node: unknown): boolean {
  if (!isScalar(node)) return false;
  const v: unknown = node.value;
  return v === '<<' || (typeof v === 'symbol' && v.description === '<<');
}

/** Whether a value node fits a JSON type (a string key takes a string: 123456 and true unquoted are a number and a boolean in YAML, as the schema says). */
function fits(node: Node, type: ValueType): boolean {
  switch (type) {
    case 'object':
      return isMap(node);
    case 'array':
      return isSeq(node);
    case 'string':
      return isScalar(node) && typeof node.value === 'string';
    case 'boolean':
      return isScalar(node) && typeof node.value === 'boolean';
    case 'integer':
      return isScalar(node) && typeof node.value === 'number' && Number.isInteger(node.value);
    case 'number':
      return isScalar(node) && typeof node.value === 'number';
  }
}

const isEmptyValue = (node: Node | null | undefined) => node == null || (isScalar(node) && node.value == null);

/** One map the file writes at a section path: where it is, the keys in it, which list item it is. */
interface MapInstance {
  place: Place;
  keys: Set<string>;
  item?: number;
}

class Walk {
  readonly findings: Finding[] = [];
  omitted = 0;
  suggestions = 0;
  /** Known key paths the file writes, with where first. */
  readonly written = new Map<string, Place>();
  /** Maps written at each section path ('' = the file itself). */
  readonly maps = new Map<string, MapInstance[]>();

  constructor(
    private readonly doc: Document,
    private readonly lines: LineCounter,
    private readonly schema: VersionSchema,
    private readonly pages: readonly ConfigPage[],
  ) {}

  place(node: Node | null | undefined, fallback?: Place): Place | undefined {
    const offset = node?.range?.[0];
    if (offset === undefined) return fallback;
    const { line, col } = this.lines.linePos(offset);
    return { line, col };
  }

  add(finding: Finding): void {
    if (this.findings.length >= MAX_FINDINGS) this.omitted++;
    else this.findings.push(finding);
  }

  /** The node an alias points at (aliases were counted and bounded before the walk). */
  resolve(node: unknown): Node | null {
    if (isAlias(node)) {
      try {
        return node.resolve(this.doc) ?? null;
      } catch {
        return null;
      }
    }
    return (node as Node | null) ?? null;
  }

  map(map: YAMLMap, section: string, item?: number, instance?: MapInstance): void {
    const own = instance ?? { place: this.place(map) ?? { line: 1, col: 1 }, keys: new Set<string>(), item };
    if (!instance) {
      const list = this.maps.get(section) ?? [];
      list.push(own);
      this.maps.set(section, list);
    }
    for (const pair of map.items as Pair[]) {
      const keyNode = this.resolve(pair.key);
      // `<<: *base` (or `<<: [*a, *b]`) merges other maps' keys into this one.
      if (isMergeKey(keyNode)) {
        const value = this.resolve(pair.value);
        const sources = isSeq(value) ? value.items.map((x) => this.resolve(x)) : [value];
        for (const merged of sources) {
          if (isMap(merged)) this.map(merged, section, item, own);
          else
            this.add({
              kind: 'structure',
              place: this.place(keyNode, own.place),
              message: '合并键 << 的值应为映射的别名（例如 <<: *名称），这里不是，FluxMQ 不会读到其中的配置项。',
            });
        }
        continue;
      }
      const place = this.place(keyNode, own.place);
      if (!isScalar(keyNode) || keyNode.value == null || typeof keyNode.value === 'object') {
        this.add({ kind: 'structure', message: '这个键不是普通的名称（例如写成了列表或映射），FluxMQ 不会认出它。', place });
        continue;
      }
      const name = String(keyNode.value);
      const path = section ? `${section}.${name}` : name;
      own.keys.add(path);
      this.key(path, this.resolve(pair.value), place);
    }
  }

  list(seq: YAMLSeq, path: string): void {
    seq.items.forEach((raw, i) => {
      const node = this.resolve(raw);
      const place = this.place(node, this.place(seq));
      if (isMap(node)) this.map(node, `${path}[]`, i + 1);
      else if (isEmptyValue(node)) this.add({ kind: 'empty', message: `${path} 列表的第 ${i + 1} 项是空的。`, place, path: `${path}[]` });
      else
        this.add({
          kind: 'type',
          message: `${path} 列表的每一项应为映射（下一级写成「键: 值」），第 ${i + 1} 项是${describe(node)}。`,
          place,
          path: `${path}[]`,
        });
    });
  }

  key(path: string, value: Node | null, place: Place | undefined): void {
    const gone = this.schema.removed.get(path);
    if (gone) {
      this.add({
        kind: 'other-version',
        path,
        place,
        ref: gone.ref,
        message: `「${gone.removedIn} 移除」：${path} 已在 ${gone.removedIn} 移除，${this.schema.version} 不再读取它，可以删除。`,
      });
      return;
    }
    const rows = this.schema.keys.get(path);
    const section = this.schema.sections.get(path);
    if (rows) {
      if (!this.written.has(path)) this.written.set(path, place ?? { line: 1, col: 1 });
      const deprecated = rows.find((r) => isDeprecatedIn(r.key, this.schema.version));
      if (deprecated) {
        this.add({
          kind: 'deprecated',
          severity: 'warning',
          path,
          place,
          ref: deprecated.ref,
          message: deprecationWarning(path, deprecated.key, this.schema.version),
        });
      }
      this.value(rows[0], value, place);
      // An object key with keys of its own below it (`mqtt[].ssl`) is walked into; one without (`options`) takes any sub-key.
      if (section === 'map' && isMap(value)) this.map(value, path);
      else if (section === 'list' && isSeq(value)) this.list(value, path);
      return;
    }
    if (section) {
      if (isEmptyValue(value)) {
        // An empty section (`pool:` with every line commented out) leaves all its keys at their defaults.
        if (section === 'map')
          this.maps.set(path, [...(this.maps.get(path) ?? []), { place: place ?? { line: 1, col: 1 }, keys: new Set() }]);
        return;
      }
      if (section === 'map' && isMap(value)) return this.map(value, path);
      if (section === 'list' && isSeq(value)) return this.list(value, path);
      this.add({
        kind: 'type',
        message: `${path} 应为${section === 'map' ? EXPECTED.object : EXPECTED.array}，这里写的是${describe(value)}。`,
        place,
        path,
      });
      return;
    }
    // A section this version lacks but another version has (`endpoint:` before the version that
    // brought it): its keys are walked, so each is reported with the version that has it.
    if (this.isSectionElsewhere(path)) {
      if (isMap(value) && value.items.length) return this.map(value, path);
      if (isSeq(value) && value.items.length) return this.list(value, path);
    }
    const other = otherVersionOf(path, this.schema.version, this.pages);
    if (other?.kind === 'later') {
      this.add({
        kind: 'other-version',
        path,
        place,
        ref: other.ref,
        message: `「${other.since} 起」：${path} 是 ${other.since} 才加入的配置项，${this.schema.version} 不认识它。`,
      });
      return;
    }
    if (other?.kind === 'removed') {
      this.add({
        kind: 'other-version',
        path,
        place,
        ref: other.ref,
        message: `「${other.until} 移除」：${path} 已在 ${other.until} 移除，${this.schema.version} 不再使用它，可以删除。`,
      });
      return;
    }
    let suggestion: KeyRef | undefined;
    if (this.suggestions < MAX_SUGGESTIONS) {
      this.suggestions++;
      const close = closestKey(path, this.schema.paths);
      suggestion = close ? this.refFor(close) : undefined;
    }
    // With a suggestion the page adds 「你是不是想写 …？」 as a link to the suggested key's row.
    const hint = suggestion ? '' : '请对照配置指南检查拼写和所在的配置段。';
    this.add({ kind: 'unknown', path, place, suggestion, message: `${this.schema.version} 没有配置项 ${path}。${hint}` });
  }

  /** Whether some version's data has keys below `path` (`endpoint.port` below `endpoint`). */
  isSectionElsewhere(path: string): boolean {
    return this.pages.some((page) =>
      page.tables.some((table) => table.keys.some((k) => k.key.startsWith(`${path}.`) || k.key.startsWith(`${path}[]`))),
    );
  }

  /** The row to link to for a known path; a section links to its first key. */
  refFor(path: string): KeyRef | undefined {
    const rows = this.schema.keys.get(path);
    if (rows) return rows[0].ref;
    for (const [key, below] of this.schema.keys)
      if (key.startsWith(`${path}.`) || key.startsWith(`${path}[]`)) return { ...below[0].ref, key: path };
    return undefined;
  }

  value(row: KnownKey, node: Node | null, place: Place | undefined): void {
    const path = row.key.key;
    const { type, enum: allowed } = row.schema;
    if (isEmptyValue(node)) {
      if (type !== 'object' && type !== 'array')
        this.add({ kind: 'empty', path, place, ref: row.ref, message: `${path} 没有写值，应为${EXPECTED[type]}。` });
      return;
    }
    if (!fits(node!, type)) {
      const quoted =
        type === 'integer' || type === 'number'
          ? isScalar(node) && typeof node.value === 'string' && /^-?\d+(\.\d+)?$/.test(node.value.trim())
          : false;
      const booleanText =
        type === 'boolean' && isScalar(node) && typeof node.value === 'string' && /^(yes|no|on|off|y|n)$/i.test(node.value);
      const unquoted = type === 'string' && isScalar(node) && (typeof node.value === 'number' || typeof node.value === 'boolean');
      const extra = quoted
        ? '（去掉引号）'
        : booleanText
          ? '（YAML 1.2 中只有 true 和 false 是布尔值）'
          : unquoted
            ? `（加上引号写成 "${String(node.source ?? node.value)}"，否则 YAML 把它读成${typeof node.value === 'number' ? '数字，例如开头的 0 会丢失' : '布尔值'}）`
            : '';
      this.add({
        kind: 'type',
        path,
        place,
        ref: row.ref,
        message: `${path} 应为${EXPECTED[type]}，这里写的是${describe(node)}${extra}。`,
      });
      return;
    }
    const { minimum, maximum } = row.schema;
    if (
      isScalar(node) &&
      typeof node.value === 'number' &&
      ((minimum !== undefined && node.value < minimum) || (maximum !== undefined && node.value > maximum))
    ) {
      this.add({
        kind: 'range',
        path,
        place,
        ref: row.ref,
        message: `${path} 应在 ${minimum ?? '-∞'}～${maximum ?? '∞'} 之间，这里写的是 ${node.value}。`,
      });
      return;
    }
    if (allowed?.length && isScalar(node)) {
      const written = node.value as string | number | boolean;
      if (!allowed.includes(written)) {
        const sameLetters = allowed.find((a) => String(a).toLowerCase() === String(written).toLowerCase());
        const hint = sameLetters !== undefined ? `大小写不对，应写 ${sameLetters}` : `可选值：${allowed.join('、')}`;
        this.add({ kind: 'enum', path, place, ref: row.ref, message: `${path} 不能取 ${String(written)}：${hint}。` });
      }
    }
  }
}

/** A key followed by a full-width colon: `port：8080`, `- port：1883` (not inside a comment). */
const FULL_WIDTH_COLON = /^(\s*(?:-\s+)?)([A-Za-z_][\w.-]*)\s*：/;

/**
 * The mistakes in how the file is written, one finding each: a key followed by a full-width colon, a
 * line indented with a tab (the errors the yaml package reports after it, on the lines it throws out
 * of place, are the same mistake), then the other syntax errors: the first on each line, and none on
 * the line right after a reported one (the parser's follow-on error for the same mistake).
 */
function writingFindings(doc: Document, text: string): Finding[] {
  const findings: Finding[] = [];
  const covered = new Set<number>();
  text.split('\n').forEach((line, i) => {
    const colon = FULL_WIDTH_COLON.exec(line);
    if (colon) {
      const name = colon[2];
      covered.add(i + 1);
      findings.push({
        kind: 'syntax',
        place: { line: i + 1, col: line.indexOf('：') + 1 },
        message: `键 ${name} 后面用了全角冒号「：」：YAML 只认半角冒号加空格，应写成「${name}: 值」。`,
      });
    }
  });
  const errors = syntaxFindings(doc, text);
  const tabs = doc.errors.filter((e) => e.code === 'TAB_AS_INDENT');
  // After a tab-indented line, the lines that follow are out of place: only the tab lines are mistakes.
  const kept = tabs.length ? errors.filter((_, i) => doc.errors[i].code === 'TAB_AS_INDENT') : errors;
  for (const f of kept) {
    const line = f.place?.line ?? 0;
    if (covered.has(line) || covered.has(line - 1)) continue;
    covered.add(line);
    findings.push(f);
  }
  return findings.sort((a, b) => (a.place?.line ?? 0) - (b.place?.line ?? 0));
}

function syntaxFindings(doc: Document, text: string): Finding[] {
  return doc.errors.slice(0, MAX_SYNTAX_ERRORS).map((e) => {
    const pos = e.linePos?.[0];
    const place = pos ? { line: pos.line, col: pos.col } : placeAt(text, e.pos[0]);
    // prettyErrors puts the lines around the error after the first line of the message.
    const excerpt = e.message
      .split('\n')
      .slice(1)
      .join('\n')
      .replace(/^\n+|\n+$/g, '');
    return {
      kind: 'syntax' as const,
      place,
      excerpt: excerpt || undefined,
      message: `YAML 语法错误：${SYNTAX[e.code] ?? '无法解析这里的内容'}。`,
    };
  });
}

/** Whether reading the whole document expands aliases past MAX_ALIAS_COUNT. */
function aliasBomb(doc: Document): boolean {
  let aliases = 0;
  visit(doc, {
    Alias() {
      aliases++;
    },
  });
  if (!aliases) return false;
  try {
    doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
    return false;
  } catch (e) {
    return e instanceof ReferenceError || /alias/i.test(String((e as Error)?.message));
  }
}

/** Duplicate keys in every map of the file: one linear pass (the yaml package's own check compares every pair). */
function duplicateFindings(doc: Document, walk: Walk): void {
  visit(doc, {
    Map(_, map) {
      const seen = new Map<string, Node>();
      for (const pair of map.items) {
        if (!isScalar(pair.key) || pair.key.value == null || isMergeKey(pair.key)) continue;
        const name = String(pair.key.value);
        const first = seen.get(name);
        if (first) {
          const before = walk.place(first);
          walk.add({
            kind: 'duplicate',
            place: walk.place(pair.key as Node),
            message: `键 ${name} 在同一层级中重复出现${before ? `（上一次在第 ${before.line} 行）` : ''}，只能保留一个。`,
          });
        } else seen.set(name, pair.key as Node);
      }
    },
  });
}

/** Keys the file leaves out: required ones as findings, the others with the default they take. */
function leftOut(walk: Walk, schema: VersionSchema): DefaultEntry[] {
  const defaults: DefaultEntry[] = [];
  const requiredDone = new Set<string>();
  for (const [path, rows] of schema.keys) {
    if (schema.removed.has(path)) continue;
    const section = parentPath(path);
    const instances = walk.maps.get(section);
    // Below an optional object key the file leaves out (`mqtt[].ssl`), that key's own entry says it all.
    if (!instances && schema.keys.has(section)) continue;
    // Each map written at the section (each list item) that leaves the key out: the second listener
    // without a port lacks it although the first has one.
    const missingIn = instances?.filter((m) => !m.keys.has(path));
    if (instances ? !missingIn?.length : walk.written.has(path)) continue;
    for (const row of rows) {
      if (row.key.default.startsWith('必填')) {
        if (requiredDone.has(path)) continue;
        requiredDone.add(path);
        const where = missingIn?.length ? missingIn : [undefined];
        for (const m of where) {
          const item = m?.item !== undefined ? `（${section.replace(/\[\]$/, '')} 列表第 ${m.item} 项）` : '';
          walk.add({
            kind: 'required',
            path,
            place: m?.place,
            ref: row.ref,
            message: `缺少必填项 ${path}${item}，它没有默认值，必须写出。`,
          });
        }
        continue;
      }
      const items = missingIn?.map((m) => m.item).filter((n): n is number => n !== undefined);
      defaults.push({ ref: row.ref, type: row.key.type, default: row.key.default, ...(items?.length ? { items } : {}) });
    }
  }
  return defaults;
}

function upgradeReport(from: string, to: string, written: Map<string, Place>, pages: readonly ConfigPage[]): UpgradeReport {
  const changes = configChanges(from, to, pages);
  const entry = (k: KeyInVersion, version: string): UpgradeKey => {
    const place = written.get(k.key.key);
    return { ref: refOf(k.page, k.table, k.key.key, version), type: k.key.type, default: k.key.default, ...(place ? { place } : {}) };
  };
  return {
    from,
    to,
    removed: changes.removed.map((k) => entry(k, from)),
    added: changes.added.map((k) => entry(k, to)),
    deprecated: changes.deprecated.map((k) => entry(k, to)),
    changed: changes.changed.map(({ before, after, facts }) => {
      const place = written.get(after.key.key);
      return {
        ref: refOf(after.page, after.table, after.key.key, to),
        facts,
        before: { type: before.key.type, default: before.key.default },
        after: { type: after.key.type, default: after.key.default },
        ...(place ? { place } : {}),
      };
    }),
    notes: notesBetween(from, to),
  };
}

export interface AnalyseOptions {
  /** A later docs version to upgrade to. */
  target?: string;
  /** The key data (the site's own unless a test gives other data). */
  pages?: readonly ConfigPage[];
}

/** Check a config.yaml's text against docs version `version`. */
export function analyse(input: string, version: string, { target, pages = configPages }: AnalyseOptions = {}): Report {
  if (versionOrder(version) < 0) throw new Error(`analyse: "${version}" is not a docs version`);
  if (target !== undefined && versionOrder(target) <= versionOrder(version))
    throw new Error(`analyse: "${target}" is not later than "${version}"`);
  if (input.length > MAX_CHARS) {
    return refuse(
      version,
      `内容有 ${sizeText(input.length)}，超过了 ${sizeText(MAX_CHARS)} 的上限，没有检查。config.yaml 通常只有几 KB，请确认粘贴的是配置文件。`,
    );
  }
  const text = input.replace(/^\uFEFF/, '');
  const binary = BINARY.exec(text);
  if (binary) {
    const { line, col } = placeAt(text, binary.index);
    return refuse(
      version,
      `第 ${line} 行第 ${col} 列有控制字符或无法识别的字节：这不像是文本格式的 config.yaml（可能是二进制文件，或文件不是 UTF-8 编码），没有检查。`,
    );
  }
  const lines = new LineCounter();
  let doc: Document;
  try {
    doc = parseDocument(text, { prettyErrors: true, uniqueKeys: false, lineCounter: lines, merge: true });
  } catch {
    return refuse(version, '无法解析这段内容（例如嵌套层数过多），没有检查。请确认粘贴的是 config.yaml。');
  }
  try {
    if (aliasBomb(doc)) {
      return refuse(
        version,
        `文件中的别名（*名称）展开后超过 ${MAX_ALIAS_COUNT} 处，这是「billion laughs」一类的膨胀攻击写法，没有检查。config.yaml 不需要这样使用别名。`,
      );
    }
  } catch {
    return refuse(version, '无法解析这段内容中的别名（*名称），没有检查。');
  }
  const schema = schemaOf(version, pages);
  const walk = new Walk(doc, lines, schema, pages);
  // A file that is not sound YAML is reported for its YAML only, one finding per mistake: what the
  // keys would be is guesswork until the syntax is fixed (a tab or a full-width colon otherwise
  // cascades into unknown keys and required keys reported missing).
  const writing = writingFindings(doc, text);
  if (writing.length) {
    return { version, findings: writing, omitted: 0, written: 0, defaults: [], syntaxOnly: true };
  }
  duplicateFindings(doc, walk);
  const root = walk.resolve(doc.contents);
  if (isMap(root)) walk.map(root, '');
  else if (!isEmptyValue(root)) {
    walk.add({
      kind: 'structure',
      place: walk.place(root),
      message: `config.yaml 的最外层应是「键: 值」的映射，这里是${describe(root)}。`,
    });
  }
  const defaults = leftOut(walk, schema);
  const byPlace = (a: Finding, b: Finding) => (a.place?.line ?? 0) - (b.place?.line ?? 0) || (a.place?.col ?? 0) - (b.place?.col ?? 0);
  return {
    version,
    findings: walk.findings.sort(byPlace),
    omitted: walk.omitted,
    written: walk.written.size,
    defaults,
    ...(target !== undefined ? { upgrade: upgradeReport(version, target, walk.written, pages) } : {}),
  };
}
