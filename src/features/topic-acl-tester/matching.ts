/**
 * MQTT topic filters and topic names, checked and matched as the MQTT 3.1.1 and 5.0 specifications
 * say, with the special prefixes FluxMQ documents: `$share/{group}/{filter}` and `$queue/{filter}`
 * (shared subscriptions, function/share) and `$delay/{seconds}/{topic}` (delayed messages,
 * function/delay). No DOM, no network: the same input always gives the same answer (what is worked
 * out once per parsed line is kept beside it in WeakMaps); every explanation is Chinese text for
 * the reader and carries the normative statement it rests on. Its work stays small for the largest
 * legal input, 20 filters and 20 topic names of 65,535 bytes (bench/topic-tester.mjs). Used by the
 * topic and ACL tester (./TopicTester.tsx, ./acl.ts) and its unit tests.
 */

/** Topic names and filters must not encode to more than 65535 bytes (3.1.1 and 5.0 [MQTT-4.7.3-3]). */
export const MAX_TOPIC_BYTES = 65535;

export interface Issue {
  /** error: not a valid topic name / filter; warning: valid, but the reader should know. */
  level: 'error' | 'warning';
  message: string;
  /** The specification's normative statement (or section) the message rests on. */
  rule?: string;
}

export type FilterKind = 'plain' | 'share' | 'queue' | 'delay';

export interface ParsedFilter {
  raw: string;
  kind: FilterKind;
  /** Share group: the ShareName of `$share/…`, `DEFAULT` for `$queue/…`. */
  group?: string;
  /** The topic filter that is matched (after a `$share/{group}/` or `$queue/` prefix). */
  filter: string;
  levels: Levels;
  valid: boolean;
  issues: Issue[];
}

export interface ParsedTopic {
  raw: string;
  /** The topic subscribers are matched against (after a `$delay/{seconds}/` prefix). */
  topic: string;
  levels: Levels;
  /** A `$delay/…` topic: the delay in seconds, or undefined when the delay is not a whole number. */
  delay?: { seconds?: number; text: string };
  valid: boolean;
  issues: Issue[];
}

export type Verdict = 'match' | 'no-match' | 'unknown' | 'invalid';

export interface MatchResult {
  verdict: Verdict;
  /** Why, in one or two Chinese sentences. */
  reason: string;
  rule?: string;
}

const SHARE_PREFIX = '$share/';
const QUEUE_PREFIX = '$queue/';
const DELAY_PREFIX = '$delay/';
/** The group FluxMQ gives a `$queue/` subscription (function/share). */
export const QUEUE_GROUP = 'DEFAULT';

const CITE = {
  utf8: '3.1.1 [MQTT-1.5.3-1]，5.0 [MQTT-1.5.4-1]',
  nul: '3.1.1 / 5.0 [MQTT-4.7.3-2]',
  controls: '3.1.1 第 1.5.3 节，5.0 第 1.5.4 节',
  empty: '3.1.1 / 5.0 [MQTT-4.7.3-1]',
  length: '3.1.1 / 5.0 [MQTT-4.7.3-3]',
  wildcardInName: '3.1.1 [MQTT-4.7.1-1]，5.0 [MQTT-4.7.0-1]',
  hash: '3.1.1 [MQTT-4.7.1-2]，5.0 [MQTT-4.7.1-1]',
  plus: '3.1.1 [MQTT-4.7.1-3]，5.0 [MQTT-4.7.1-2]',
  dollar: '3.1.1 / 5.0 [MQTT-4.7.2-1]',
  exact: '3.1.1 / 5.0 [MQTT-4.7.3-4]',
  emptyLevel: '3.1.1 / 5.0 第 4.7.1.1 节、第 4.7.3 节',
  shareName: '5.0 [MQTT-4.8.2-1]',
  shareSlash: '5.0 [MQTT-4.8.2-2]',
} as const;
export { CITE as SPEC_REFERENCES };

/**
 * A whole number with its thousands grouped by commas (32,768), as toLocaleString('en-US') writes it:
 * written here because the first toLocaleString of a page spends about 40 ms loading number formats.
 */
export function grouped(n: number): string {
  const digits = String(n);
  if (digits.length <= 3 || !/^\d+$/.test(digits)) return digits;
  let out = digits.slice(0, digits.length % 3 || 3);
  for (let i = out.length; i < digits.length; i += 3) out += `,${digits.slice(i, i + 3)}`;
  return out;
}

/** U+XXXX notation of a code point. */
export function codePointName(cp: number): string {
  return `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** Printable ASCII only: one byte per character, no character MQTT forbids or warns about (checked natively, fast on 64 KB). */
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

const WHITE_SPACE = /\s/;
/** Printable ASCII without + and #. */
const PLAIN_TOPIC = /^[\x20-\x22\x24-\x2a\x2c-\x7e]*$/;

/** Number of bytes of `s` in UTF-8; a lone surrogate (not encodable) counts as the 3 bytes of U+FFFD. */
export function utf8Length(s: string): number {
  if (PRINTABLE_ASCII.test(s)) return s.length;
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length && s.charCodeAt(i + 1) >= 0xdc00 && s.charCodeAt(i + 1) <= 0xdfff) {
      n += 4;
      i++;
    } else n += 3;
  }
  return n;
}

const isControl = (cp: number) => (cp >= 0x01 && cp <= 0x1f) || (cp >= 0x7f && cp <= 0x9f);
const isNonCharacter = (cp: number) => (cp >= 0xfdd0 && cp <= 0xfdef) || (cp & 0xfffe) === 0xfffe;

/** Problems of the characters of a UTF-8 string (shared by topic names and filters). */
function characterIssues(s: string, what: string): Issue[] {
  if (PRINTABLE_ASCII.test(s)) return [];
  const issues: Issue[] = [];
  let nul = -1;
  let lone = -1;
  let control: { cp: number; at: number } | undefined;
  let nonChar: { cp: number; at: number } | undefined;
  let controls = 0;
  let position = 0;
  for (let i = 0; i < s.length; i++, position++) {
    const c = s.charCodeAt(i);
    let cp = c;
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length && s.charCodeAt(i + 1) >= 0xdc00 && s.charCodeAt(i + 1) <= 0xdfff) {
      cp = 0x10000 + ((c - 0xd800) << 10) + (s.charCodeAt(i + 1) - 0xdc00);
      i++;
    } else if (c >= 0xd800 && c <= 0xdfff) {
      if (lone < 0) lone = position + 1;
      continue;
    }
    if (cp === 0) {
      if (nul < 0) nul = position + 1;
    } else if (isControl(cp)) {
      controls++;
      control ??= { cp, at: position + 1 };
    } else if (isNonCharacter(cp)) nonChar ??= { cp, at: position + 1 };
  }
  if (nul > 0)
    issues.push({
      level: 'error',
      message: `${what}含有空字符 U+0000（第 ${nul} 个字符）。MQTT 禁止主题名和主题过滤器包含 U+0000。`,
      rule: CITE.nul,
    });
  if (lone > 0) {
    issues.push({
      level: 'error',
      message: `${what}含有不成对的 UTF-16 代理码元（第 ${lone} 个字符），无法编码为合法的 UTF-8。`,
      rule: CITE.utf8,
    });
  }
  if (control) {
    const more = controls > 1 ? `等 ${controls} 个控制字符` : '';
    issues.push({
      level: 'warning',
      message: `${what}含有控制字符 ${codePointName(control.cp)}（第 ${control.at} 个字符）${more}。MQTT 规定字符串不应包含 U+0001–U+001F 与 U+007F–U+009F 的控制字符，收到的一方可以断开连接。`,
      rule: CITE.controls,
    });
  }
  if (nonChar) {
    issues.push({
      level: 'warning',
      message: `${what}含有 Unicode 非字符 ${codePointName(nonChar.cp)}（第 ${nonChar.at} 个字符）。MQTT 规定字符串不应包含非字符，收到的一方可以断开连接。`,
      rule: CITE.controls,
    });
  }
  return issues;
}

/** Empty, too long, bad characters: the checks every topic name and filter gets. */
function stringIssues(s: string, what: string, knownPrintable = false): Issue[] {
  if (s.length === 0) return [{ level: 'error', message: `${what}为空。MQTT 规定主题名和主题过滤器至少有一个字符。`, rule: CITE.empty }];
  const issues: Issue[] = [];
  // Printable ASCII (nearly every topic): one byte a character and no character to warn about.
  const printable = knownPrintable || PRINTABLE_ASCII.test(s);
  const bytes = printable ? s.length : utf8Length(s);
  if (bytes > MAX_TOPIC_BYTES) {
    issues.push({
      level: 'error',
      message: `${what}编码为 UTF-8 后有 ${grouped(bytes)} 字节，超过 MQTT 允许的 ${grouped(MAX_TOPIC_BYTES)} 字节。`,
      rule: CITE.length,
    });
  }
  if (!printable) issues.push(...characterIssues(s, what));
  if (WHITE_SPACE.test(s[0]) || WHITE_SPACE.test(s[s.length - 1])) {
    issues.push({ level: 'warning', message: `${what}首尾有空白字符。空白也是主题的一部分，匹配时不会被去掉。`, rule: CITE.exact });
  }
  return issues;
}

const SLASHES = /\//g;
const PLUSES = /\+/g;
/** A run of + levels: each + a whole level. */
const PLUS_RUN = /(?<![^/])\+(?:\/\+)*(?![^/])/g;

/** How many / there are in `text` (counted by the regular-expression engine, not character by character). */
function slashesIn(text: string): number {
  // (A short text without a slash, as most levels are, is answered without the engine.)
  return text.includes('/') ? (text.match(SLASHES)?.length ?? 0) : 0;
}

/** How many levels an offset is looked for by walking from the nearer end; farther, every offset is found once. */
const NEAR_END = 64;
/** How many characters a level is counted over from the nearer end; farther, it is looked up among every offset. */
const NEAR_END_CHARACTERS = 2048;

/**
 * A topic name or filter cut at its slashes without copying it: level i is
 * `text.slice(start(i), start(i + 1) - 1)`. A string of 65,535 bytes can have 32,768 levels;
 * splitting twenty filters and twenty topic names of that size into strings took longer than
 * everything else the tester does with them, and even one pass of JavaScript over every character
 * costs more than the rest together. So the levels are counted by the regular-expression engine, a
 * level near either end is found by walking to it, and all level offsets are found (once) only when
 * a level in the middle is needed.
 */
export class Levels {
  readonly text: string;
  #count: number | undefined;
  #starts: Int32Array | undefined;
  #plusRuns: Array<[number, number]> | undefined;
  #gaps: string[] | undefined;

  constructor(text: string) {
    this.text = text;
  }

  /** How many levels (one more than there are slashes). */
  get count(): number {
    if (this.#count === undefined) {
      // A run of n whole-level + holds n - 1 slashes; the slashes of the rest are counted (with many
      // runs, the whole text's at once).
      if (this.#manyRuns()) return this.#levelCount();
      let slashes = 0;
      for (const [from, to] of this.plusRuns()) slashes += (to - from - 1) / 2;
      for (const gap of this.gaps()) slashes += slashesIn(gap);
      this.#count = slashes + 1;
    }
    return this.#count;
  }

  #manyRuns(): boolean {
    return this.plusRuns().length > NEAR_END;
  }

  /** The level count from the slashes of the whole text (what count says, without the runs). */
  #levelCount(): number {
    this.#count ??= slashesIn(this.text) + 1;
    return this.#count;
  }

  /** Where each run of whole-level + begins and ends (characters), in order. */
  plusRuns(): Array<[number, number]> {
    if (this.#plusRuns) return this.#plusRuns;
    const runs: Array<[number, number]> = [];
    if (this.text.includes('+')) {
      // Found by the regular-expression engine while they are few (most filters have one or two);
      // a filter of many short runs (a/+/a/+/…) is walked level by level instead, which costs less
      // than a match object for each run.
      for (const m of this.text.matchAll(PLUS_RUN)) {
        runs.push([m.index, m.index + m[0].length]);
        if (runs.length > NEAR_END) return (this.#plusRuns = this.#plusRunsByLevel());
      }
    }
    return (this.#plusRuns = runs);
  }

  #plusRunsByLevel(): Array<[number, number]> {
    const { text } = this;
    const starts = this.offsets();
    const runs: Array<[number, number]> = [];
    for (let i = 0; i < this.#levelCount(); i++) {
      const from = starts[i];
      if (starts[i + 1] - from !== 2 || text.charCodeAt(from) !== 0x2b) continue;
      const last = runs[runs.length - 1];
      if (last && last[1] === from - 1) last[1] = from + 1;
      else runs.push([from, from + 1]);
    }
    return runs;
  }

  /** The text around and between the runs of whole-level + (the whole text when there are none). */
  gaps(): string[] {
    if (this.#gaps) return this.#gaps;
    const gaps: string[] = [];
    let at = 0;
    for (const [from, to] of this.plusRuns()) {
      if (from > at) gaps.push(this.text.slice(at, from));
      at = to;
    }
    if (at < this.text.length || gaps.length === 0) gaps.push(this.text.slice(at));
    this.#gaps = gaps;
    return gaps;
  }

  /** Whether there is an empty level (a leading or trailing /, //). */
  hasEmptyLevel(): boolean {
    const { text } = this;
    if (this.count < 2) return false;
    if (text.startsWith('/') || text.endsWith('/')) return true;
    return this.#manyRuns() ? text.includes('//') : this.gaps().some((gap) => gap.includes('//'));
  }

  /** Whether a + stands anywhere but in a run of whole-level + (then some level holds + with other characters). */
  hasPlusInsideLevel(): boolean {
    if (!this.#manyRuns()) return this.gaps().some((gap) => gap.includes('+'));
    let inRuns = 0;
    for (const [from, to] of this.plusRuns()) inRuns += (to - from + 1) / 2;
    return (this.text.match(PLUSES)?.length ?? 0) > inRuns;
  }

  /** Where level i begins in `text`; start(count) is text.length + 1. */
  start(i: number): number {
    const { text, count } = this;
    if (i <= 0) return 0;
    if (i >= count) return text.length + 1;
    if (this.#starts) return this.#starts[i];
    // Near either end, walked to from that end.
    if (i <= NEAR_END) {
      let at = -1;
      for (let k = 0; k < i; k++) at = text.indexOf('/', at + 1);
      return at + 1;
    }
    if (count - i <= NEAR_END) {
      let at = text.length;
      for (let k = count; k > i; k--) at = text.lastIndexOf('/', at - 1);
      return at + 1;
    }
    return this.offsets()[i];
  }

  /** The level the character at `position` is in (a / ends the level before it). */
  levelOf(position: number): number {
    const { text } = this;
    // Counted from the nearer end while that is short; otherwise looked up among all starts.
    if (!this.#starts && position <= NEAR_END_CHARACTERS) return slashesIn(text.slice(0, position));
    if (!this.#starts && text.length - position <= NEAR_END_CHARACTERS) return this.count - 1 - slashesIn(text.slice(position));
    const starts = this.offsets();
    let low = 0;
    let high = this.count - 1;
    while (low < high) {
      const middle = (low + high + 1) >>> 1;
      if (starts[middle] <= position) low = middle;
      else high = middle - 1;
    }
    return low;
  }

  /** Every level's start (found once, then kept). */
  offsets(): Int32Array {
    if (this.#starts) return this.#starts;
    const { text } = this;
    const count = this.#levelCount();
    const starts = new Int32Array(count + 1);
    for (let k = 1, at = text.indexOf('/'); at >= 0; k++, at = text.indexOf('/', at + 1)) starts[k] = at + 1;
    starts[count] = text.length + 1;
    this.#starts = starts;
    return starts;
  }
}

/** The levels of a topic name or filter (`a//b` has three, the middle one empty). */
export function levelsOf(text: string): Levels {
  return new Levels(text);
}

/** Level i as a string. */
export function levelAt(levels: Levels, i: number): string {
  return levels.text.slice(levels.start(i), levels.start(i + 1) - 1);
}

/** Whether level i is exactly `text`. */
export function levelIs(levels: Levels, i: number, text: string): boolean {
  const from = levels.start(i);
  return levels.start(i + 1) - 1 - from === text.length && levels.text.startsWith(text, from);
}

/**
 * The levels (0-based) where `pattern` (global) matches: the first `named` of them, and how many
 * there are. A match's last character (or, matching nothing, its place) is in the level it finds.
 */
function levelsMatching(text: string, pattern: RegExp, named = 1): { first: number[]; count: number } {
  const first: number[] = [];
  let count = 0;
  let level = 0;
  let counted = 0;
  let last = -1;
  for (const m of text.matchAll(pattern)) {
    const at = m.index + Math.max(m[0].length - 1, 0);
    level += slashesIn(text.slice(counted, at));
    counted = at;
    if (level === last) continue;
    count++;
    if (first.length < named) first.push(level);
    last = level;
  }
  return { first, count };
}

/** A # sharing its level with another character. */
const HASH_IN_LEVEL = /[^/]#|#[^/]/g;
/** A level that is # followed by another level. */
const HASH_NOT_LAST = /(?<![^/])#(?=\/)/g;
/** A + sharing its level with another character. */
const PLUS_IN_LEVEL = /[^/]\+|\+[^/]/g;
/** Where an empty level begins: at the start or after a /, and at the end or before a /. */
const EMPTY_LEVEL = /(?<![^/])(?![^/])/g;

/**
 * Wildcard problems of the levels of a topic filter: the first level with each problem, and how many
 * levels have it (a filter of 65,535 bytes can have 32,768 levels).
 */
function wildcardIssues(levels: Levels, what: string): Issue[] {
  const issues: Issue[] = [];
  const { text } = levels;
  const hasHash = text.includes('#');
  const hasPlus = text.includes('+');
  if (!hasHash && !hasPlus) return issues;
  const more = (n: number) => (n > 1 ? `（这样的层级共 ${grouped(n)} 个）` : '');
  const none = { first: [], count: 0 };
  const hashInside = hasHash ? levelsMatching(text, HASH_IN_LEVEL) : none;
  const hashNotLast = hasHash ? levelsMatching(text, HASH_NOT_LAST) : none;
  const plusInside = hasPlus && levels.hasPlusInsideLevel() ? levelsMatching(text, PLUS_IN_LEVEL) : none;
  if (hashInside.count) {
    issues.push({
      level: 'error',
      message: `${what}第 ${hashInside.first[0] + 1} 层「${displayText(levelAt(levels, hashInside.first[0]), 40)}」中的 # 没有单独占一个层级${more(hashInside.count)}。# 必须单独出现，或紧跟在 / 之后。`,
      rule: CITE.hash,
    });
  }
  if (hashNotLast.count) {
    issues.push({
      level: 'error',
      message: `${what}第 ${hashNotLast.first[0] + 1} 层的 # 后面还有层级${more(hashNotLast.count)}。# 必须是过滤器的最后一个字符，例如 a/# 合法，a/#/b 不合法。`,
      rule: CITE.hash,
    });
  }
  if (plusInside.count) {
    issues.push({
      level: 'error',
      message: `${what}第 ${plusInside.first[0] + 1} 层「${displayText(levelAt(levels, plusInside.first[0]), 40)}」中的 + 没有占满整个层级${more(plusInside.count)}。+ 必须单独占一个层级，例如 a/+/b 合法，a+/b 不合法。`,
      rule: CITE.plus,
    });
  }
  return issues;
}

const hasError = (issues: Issue[]) => issues.some((i) => i.level === 'error');

/** How many empty levels an explanation names one by one. */
const NAMED_EMPTY_LEVELS = 5;

/** Empty levels (a leading or trailing /, //) are levels too: said, since they often explain a mismatch. */
function emptyLevelIssues(levels: Levels, what: string): Issue[] {
  if (!levels.hasEmptyLevel()) return [];
  const { first, count: total } = levelsMatching(levels.text, EMPTY_LEVEL, NAMED_EMPTY_LEVELS);
  const empty = first.map((i) => i + 1);
  const where = total > empty.length ? `第 ${empty.join('、')} 层等共 ${grouped(total)} 个层级` : `第 ${empty.join('、')} 层`;
  return [
    {
      level: 'warning',
      message: `${what}${where}为空（开头或结尾的 /，或连续的 //）。空层级也是一个层级：/a 与 a、a//b 与 a/b 都是不同的主题。`,
      rule: CITE.emptyLevel,
    },
  ];
}

/** A topic filter as a client would put it in SUBSCRIBE, with FluxMQ's shared-subscription prefixes. */
export function parseFilter(raw: string): ParsedFilter {
  const base = stringIssues(raw, '过滤器');
  if (raw.startsWith(SHARE_PREFIX)) {
    const rest = raw.slice(SHARE_PREFIX.length);
    const slash = rest.indexOf('/');
    const group = slash < 0 ? rest : rest.slice(0, slash);
    const filter = slash < 0 ? '' : rest.slice(slash + 1);
    const issues = [...base];
    // Under MQTT 3.1.1 `$share/test` is an ordinary filter for topics beginning with `$`: say which reading is applied.
    const reading = `以 $share/ 开头的过滤器按 MQTT 5.0 共享订阅的写法读（FluxMQ 的分组共享订阅也是这种写法）；按 MQTT 3.1.1，「${displayText(raw, 40)}」是一个合法的普通主题过滤器（以 $ 开头的主题）。`;
    if (group.length === 0) {
      issues.push({
        level: 'error',
        message: `共享订阅的组名为空。写法是 $share/{组名}/{主题过滤器}，组名至少一个字符。${reading}`,
        rule: CITE.shareName,
      });
    } else if (/[+#]/.test(group)) {
      issues.push({
        level: 'error',
        message: `共享订阅的组名「${displayText(group, 40)}」含有 + 或 #。组名不能包含 /、+、#。`,
        rule: CITE.shareSlash,
      });
    }
    if (slash < 0) {
      issues.push({
        level: 'error',
        message: `共享订阅的组名后面缺少 / 和主题过滤器。写法是 $share/{组名}/{主题过滤器}，例如 $share/group1/topic1。${reading}`,
        rule: CITE.shareSlash,
      });
    } else if (filter.length === 0) {
      issues.push({
        level: 'error',
        message: `共享订阅的组名后面没有主题过滤器。写法是 $share/{组名}/{主题过滤器}。${reading}`,
        rule: CITE.shareSlash,
      });
    }
    const levels = levelsOf(filter);
    if (filter.length) issues.push(...wildcardIssues(levels, '共享订阅的过滤器'), ...emptyLevelIssues(levels, '共享订阅的过滤器'));
    return { raw, kind: 'share', group, filter, levels, valid: !hasError(issues), issues };
  }
  if (raw.startsWith(QUEUE_PREFIX)) {
    const filter = raw.slice(QUEUE_PREFIX.length);
    const issues = [...base];
    if (filter.length === 0)
      issues.push({
        level: 'error',
        message: '$queue/ 后面没有主题过滤器。写法是 $queue/{主题过滤器}，例如 $queue/topic1。',
        rule: CITE.empty,
      });
    const levels = levelsOf(filter);
    if (filter.length) issues.push(...wildcardIssues(levels, '共享订阅的过滤器'), ...emptyLevelIssues(levels, '共享订阅的过滤器'));
    return { raw, kind: 'queue', group: QUEUE_GROUP, filter, levels, valid: !hasError(issues), issues };
  }
  const levels = levelsOf(raw);
  const issues = [...base, ...(raw.length ? [...wildcardIssues(levels, '过滤器'), ...emptyLevelIssues(levels, '过滤器')] : [])];
  return { raw, kind: raw.startsWith(DELAY_PREFIX) ? 'delay' : 'plain', filter: raw, levels, valid: !hasError(issues), issues };
}

/** A topic name as a client would put it in PUBLISH, with FluxMQ's `$delay/{seconds}/` prefix. */
export function parseTopic(raw: string): ParsedTopic {
  // Nearly every topic name is printable ASCII without + or #: one pass says so.
  const plain = PLAIN_TOPIC.test(raw);
  const issues = stringIssues(raw, '主题名', plain);
  const wildcard = plain ? -1 : raw.search(/[+#]/);
  if (wildcard >= 0) {
    issues.push({
      level: 'error',
      message: `主题名含有通配符 ${raw[wildcard]}（第 ${wildcard + 1} 个字符）。通配符只能用在订阅的主题过滤器中，发布时的主题名不能包含 + 或 #。`,
      rule: CITE.wildcardInName,
    });
  }
  if (raw.startsWith(DELAY_PREFIX)) {
    const rest = raw.slice(DELAY_PREFIX.length);
    const slash = rest.indexOf('/');
    const text = slash < 0 ? rest : rest.slice(0, slash);
    const topic = slash < 0 ? '' : rest.slice(slash + 1);
    const seconds = /^\d{1,15}$/.test(text) ? Number(text) : undefined;
    const levels = levelsOf(topic);
    if (topic.length) issues.push(...emptyLevelIssues(levels, '真实主题'));
    return { raw, topic, levels, delay: { seconds, text }, valid: !hasError(issues), issues };
  }
  const levels = levelsOf(raw);
  if (raw.length) issues.push(...emptyLevelIssues(levels, '主题名'));
  return { raw, topic: raw, levels, valid: !hasError(issues), issues };
}

/** Shorten a level for an explanation. */
const lvl = (s: string) => (s === '' ? '（空层级）' : `「${displayText(s, 40)}」`);

/** How many `+` levels an explanation names one by one; the rest are counted. */
export const EXPLAINED_WILDCARDS = 3;
/**
 * A filter's levels before `#` as runs, alternately of `+` levels and of other (literal) levels, in
 * parallel arrays, with what matching needs of them worked out once.
 */
interface FilterShape {
  /** Run r covers levels starts[r] to ends[r] - 1. */
  starts: Int32Array;
  ends: Int32Array;
  /** plus[r]: 1 when run r is of `+` levels. */
  plus: Uint8Array;
  /** Index of the first `#` level, or -1. */
  hash: number;
  wildcard: boolean;
  /** Which levels are + (a hash of the runs): filters with the same + levels mask a topic alike. */
  plusKey: number;
  /** plusBefore[r]: how many + levels the runs before run r have. */
  plusBefore: Int32Array;
  /** The first few + levels (as many as an explanation names). */
  firstPlus: number[];
  /** Where the first run of literal levels begins, or -1. */
  firstLiteral: number;
}

// Each filter's levels are cut into runs once, however many topics it is compared with.
const shapes = new WeakMap<Levels, FilterShape>();

function shapeOf(levels: Levels): FilterShape {
  let shape = shapes.get(levels);
  if (shape) return shape;
  const { text, count } = levels;
  // A # level is the last one in a valid filter (invalid filters are not compared).
  const hash = text === '#' || text.endsWith('/#') ? count - 1 : -1;
  /** Where the levels compared end: the # level's first character, or one past the end. */
  const end = hash >= 0 ? text.length - 1 : text.length + 1;
  const starts: number[] = [];
  const ends: number[] = [];
  const plus: number[] = [];
  let level = 0;
  let at = 0;
  // The levels from character `at` to the level beginning at character `to` (or, for a run of `+`,
  // the `levels` levels from `at`), as one run.
  const run = (to: number, isPlus: boolean, levels: number) => {
    starts.push(level);
    level += levels;
    ends.push(level);
    plus.push(isPlus ? 1 : 0);
    at = to;
  };
  const literal = (to: number) => {
    if (to > at) run(to, false, slashesIn(text.slice(at, to - 1)) + 1);
  };
  for (const [from, to] of levels.plusRuns()) {
    if (from >= end) break;
    literal(from);
    run(to + 1, true, (to - from + 1) / 2);
  }
  literal(end);
  const wildcard = hash >= 0 || plus.includes(1);
  let plusKey = 0x811c9dc5;
  const plusBefore = new Int32Array(plus.length + 1);
  const firstPlus: number[] = [];
  for (let r = 0; r < plus.length; r++) {
    const plusLevels = plus[r] ? ends[r] - starts[r] : 0;
    plusBefore[r + 1] = plusBefore[r] + plusLevels;
    if (!plus[r]) continue;
    plusKey = Math.imul(Math.imul(plusKey ^ starts[r], 0x01000193) ^ ends[r], 0x01000193);
    for (let i = starts[r]; i < ends[r] && firstPlus.length < EXPLAINED_WILDCARDS; i++) firstPlus.push(i);
  }
  const firstLiteral = plus.indexOf(0);
  shape = {
    starts: Int32Array.from(starts),
    ends: Int32Array.from(ends),
    plus: Uint8Array.from(plus),
    hash,
    wildcard,
    plusKey,
    plusBefore,
    firstPlus,
    firstLiteral: firstLiteral < 0 ? -1 : starts[firstLiteral],
  };
  shapes.set(levels, shape);
  return shape;
}

/** The `+` levels an explanation names: the first few, then how many there are in all. */
function plusLevels(named: string[], count: number): string[] {
  if (count <= named.length) return named;
  return [...named, `等共 ${grouped(count)} 处 +，各匹配一个层级`];
}

/** The filter has a level the topic name lacks: level `i` (0-based) of the filter has no counterpart. */
function tooFewLevels(filterLevels: Levels, topicLevels: Levels, i: number): MatchResult {
  const f = levelAt(filterLevels, i);
  return {
    verdict: 'no-match',
    reason: `不匹配：过滤器有 ${grouped(filterLevels.count)} 层，主题名只有 ${grouped(topicLevels.count)} 层，过滤器第 ${grouped(i + 1)} 层 ${lvl(f)} 没有对应的层级${f === '+' ? '（+ 必须对应恰好一个层级，所以 a/+ 不匹配 a，但匹配 a/）' : ''}。`,
    rule: f === '+' ? CITE.plus : undefined,
  };
}

function differentLevel(f: string, t: string, i: number): MatchResult {
  const caseOnly = f.toLowerCase() === t.toLowerCase();
  return {
    verdict: 'no-match',
    reason: `不匹配：第 ${grouped(i + 1)} 层不同，过滤器是 ${lvl(f)}，主题名是 ${lvl(t)}${caseOnly ? '，只差大小写，但主题区分大小写' : ''}。`,
    rule: CITE.exact,
  };
}

/** Whether two shapes have + on the same levels. */
function samePlusLevels(a: FilterShape, b: FilterShape): boolean {
  if (a === b) return true;
  if (a.plusKey !== b.plusKey || a.plus.length !== b.plus.length) return false;
  for (let r = 0; r < a.plus.length; r++) {
    if (a.plus[r] !== b.plus[r] || a.starts[r] !== b.starts[r] || a.ends[r] !== b.ends[r]) return false;
  }
  return true;
}

// Masked topic names, kept per topic name for every filter with the same + levels.
const masks = new WeakMap<Levels, Array<{ shape: FilterShape; upTo: number; text: string }>>();

// One shape stands for all the shapes with + on the same levels (found once per filter, not once per
// pair): the last few kept.
const plusLevelShapes: FilterShape[] = [];
const samePlus = new WeakMap<FilterShape, FilterShape>();

/** The first shape seen with + on the same levels as `shape`. */
function withSamePlusLevels(shape: FilterShape): FilterShape {
  let found = samePlus.get(shape);
  if (found) return found;
  found = plusLevelShapes.find((other) => samePlusLevels(other, shape)) ?? shape;
  if (found === shape) {
    plusLevelShapes.push(shape);
    if (plusLevelShapes.length > 2 * MAX_LINES) plusLevelShapes.shift();
  }
  samePlus.set(shape, found);
  return found;
}

/**
 * The topic name's first `upTo` levels with every level the filter has a + on written as +: equal to
 * the filter's first `upTo` levels exactly when all their literal levels match. Built from the runs
 * (a run of + is one repeat, a run of literal levels one slice), once per topic name for all
 * filters with the same + levels.
 */
function maskedTopic(topic: Levels, shape: FilterShape, upTo: number): string {
  let known = masks.get(topic);
  if (!known) masks.set(topic, (known = []));
  const plusLevels = withSamePlusLevels(shape);
  const found = known.find((m) => m.upTo === upTo && m.shape === plusLevels);
  if (found) return found.text;
  const { starts, ends, plus } = shape;
  const pieces: string[] = [];
  for (let r = 0; r < starts.length && starts[r] < upTo; r++) {
    const end = Math.min(ends[r], upTo);
    pieces.push(plus[r] ? plusLevelsText(end - starts[r]) : topic.text.slice(topic.start(starts[r]), topic.start(end) - 1));
  }
  const text = pieces.join('/');
  known.push({ shape: plusLevels, upTo, text });
  return text;
}

/** n levels of + joined by /. */
function plusLevelsText(n: number): string {
  return n === 1 ? '+' : `+${'/+'.repeat(n - 1)}`;
}

/** Where two different strings first differ (the shorter one's length when it begins the other). */
function firstDifference(a: string, b: string): number {
  // a and b agree before `low` and differ before `high`: halve the window with whole-slice
  // comparisons (each compares memory at once), then look at the last few characters one by one.
  let low = 0;
  let high = Math.min(a.length, b.length);
  while (high - low > 16) {
    const middle = (low + high) >>> 1;
    if (a.slice(low, middle) === b.slice(low, middle)) low = middle;
    else high = middle;
  }
  for (let i = low; i < high; i++) if (a.charCodeAt(i) !== b.charCodeAt(i)) return i;
  return high;
}

/**
 * Whether filter levels match topic levels, by the specification's rules, with the reason.
 * `topicStartsWithDollar`: the topic name begins with `$` ([MQTT-4.7.2-1]).
 * The verdict is exact; the work and the reason stay small whatever the input (a topic of 65,535
 * bytes has up to 32,768 levels): the literal levels are compared all at once, as the filter's text
 * against the topic name with the filter's + levels written as + (maskedTopic, above), the first
 * differing level is found by halving with whole-slice comparisons, the reason names the first few `+` levels
 * and counts the rest, and shows each level cut to 40 characters.
 */
export function matchLevels(filterLevels: Levels, topicLevels: Levels, topicStartsWithDollar: boolean): MatchResult {
  const first = levelIs(filterLevels, 0, '+') ? '+' : levelIs(filterLevels, 0, '#') ? '#' : null;
  if (topicStartsWithDollar && first) {
    return {
      verdict: 'no-match',
      reason: `不匹配：主题名以 $ 开头，而过滤器以通配符 ${first} 开头：这样的过滤器不匹配以 $ 开头的主题（例如 # 收不到 $SYS/… 的消息）。`,
      rule: CITE.dollar,
    };
  }
  const shape = shapeOf(filterLevels);
  const { starts, ends, hash } = shape;
  const filterCount = filterLevels.count;
  const topicCount = topicLevels.count;
  // The levels compared one to one: those before # (or all), as far as the topic name has levels.
  const compared = hash >= 0 ? hash : filterCount;
  const upTo = Math.min(compared, topicCount);
  const named = shape.firstPlus.filter((i) => i < upTo).map((i) => `第 ${grouped(i + 1)} 层的 + 匹配 ${lvl(levelAt(topicLevels, i))}`);
  const literal = shape.firstLiteral >= 0 && shape.firstLiteral < upTo;
  // The + levels before upTo: those of the runs before the run upTo falls in, and that run's first ones.
  let low = 0;
  let high = starts.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (starts[middle] < upTo) low = middle + 1;
    else high = middle;
  }
  const last = low - 1;
  const plus = last < 0 ? 0 : shape.plusBefore[last] + (shape.plus[last] ? Math.min(ends[last], upTo) - starts[last] : 0);
  if (literal) {
    const filterText = filterLevels.text.slice(0, filterLevels.start(upTo) - 1);
    const masked = maskedTopic(topicLevels, shape, upTo);
    if (filterText !== masked) {
      // Before the first differing character both have the same slashes: it is in the same level of each.
      const i = filterLevels.levelOf(firstDifference(filterText, masked));
      return differentLevel(levelAt(filterLevels, i), levelAt(topicLevels, i), i);
    }
  }
  if (topicCount < compared) return tooFewLevels(filterLevels, topicLevels, topicCount);
  return levelsCompared(filterCount, topicCount, hash, named, plus, literal);
}

/** The verdict once every level before `#` (or every level) matched. */
function levelsCompared(
  filterCount: number,
  topicCount: number,
  hash: number,
  named: string[],
  plus: number,
  literal: boolean,
): MatchResult {
  if (hash >= 0) {
    const rest = topicCount - hash;
    const wildcards = plusLevels(named, plus);
    wildcards.push(
      rest <= 0
        ? `# 也匹配父级本身（这里 # 之前的层级与主题全部相同，# 匹配零个层级）`
        : `第 ${grouped(hash + 1)} 层起的 # 匹配其余 ${grouped(rest)} 个层级`,
    );
    return { verdict: 'match', reason: `匹配：${[...wildcards, ...(literal ? ['其余层级逐字相同'] : [])].join('；')}。`, rule: CITE.hash };
  }
  if (topicCount > filterCount) {
    return {
      verdict: 'no-match',
      reason: `不匹配：主题名有 ${grouped(topicCount)} 层，比过滤器多 ${grouped(topicCount - filterCount)} 层。只有 # 能匹配多个层级，+ 只匹配一个层级。`,
      rule: CITE.plus,
    };
  }
  const rest = plus ? (literal ? ['其余层级逐字相同'] : []) : ['每一层都逐字相同'];
  return { verdict: 'match', reason: `匹配：${[...plusLevels(named, plus), ...rest].join('；')}。` };
}

/** Does a subscription with this filter receive a message published to this topic name? */
export function matchFilter(filter: ParsedFilter, topic: ParsedTopic): MatchResult {
  if (!filter.valid) return { verdict: 'invalid', reason: '过滤器无效，见上方说明。' };
  if (!topic.valid) return { verdict: 'invalid', reason: '主题名无效，见上方说明。' };
  if (filter.kind === 'delay') {
    return {
      verdict: 'unknown',
      reason:
        '$delay/ 是发布延迟消息时使用的前缀，消息会投递给真实主题的订阅者。订阅以 $delay/ 开头的过滤器会收到什么，测试器无法判断，请在你的 FluxMQ 上实际验证。',
    };
  }
  let prefix = '';
  if (topic.delay) {
    if (topic.delay.seconds === undefined) {
      return {
        verdict: 'unknown',
        reason: `延迟消息的写法是 $delay/{延迟秒数}/{主题}，这里的延迟「${displayText(topic.delay.text, 40)}」不是整数秒数，FluxMQ 如何处理测试器无法判断。`,
      };
    }
    if (topic.topic.length === 0) {
      return { verdict: 'unknown', reason: '延迟消息的写法是 $delay/{延迟秒数}/{主题}，这里缺少真实主题，FluxMQ 如何处理测试器无法判断。' };
    }
    prefix = `延迟消息：${topic.delay.seconds} 秒后投递给订阅了「${displayText(topic.topic, 60)}」的客户端，按这个主题匹配。`;
  }
  const result = matchLevels(filter.levels, topic.levels, topic.topic.startsWith('$'));
  let shared = '';
  // MQTT 5.0 (4.8.2): the filter after `$share/{ShareName}/` is matched like any other filter, wildcards included.
  const asUsual = hasWildcard(filter) ? '前缀之后的主题过滤器按普通规则匹配，通配符也一样；' : '';
  if (result.verdict === 'match' && filter.kind === 'share')
    shared = `共享订阅（组「${displayText(filter.group ?? '', 40)}」）：${asUsual}组内每条消息只发给其中一个订阅者。`;
  if (result.verdict === 'match' && filter.kind === 'queue')
    shared = `默认共享订阅（组 ${QUEUE_GROUP}）：${asUsual}组内每条消息只发给其中一个订阅者。`;
  return { ...result, reason: `${prefix}${result.reason}${shared}` };
}

/** Whether a filter contains a wildcard level. */
export function hasWildcard(filter: ParsedFilter): boolean {
  return shapeOf(filter.levels).wildcard;
}

// Characters that would change how the text around them looks if shown as they are: C0/C1
// controls, zero-width and bidirectional formatting characters, the byte-order mark.
const INVISIBLE =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point of this pattern
  /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028\u2029\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * Text safe to show: control and formatting characters as visible ⟨U+XXXX⟩ marks, lone surrogates
 * as U+FFFD, cut to `max` characters with the full length said. Rendered as text, never as markup.
 */
export function displayText(s: string, max = 120): string {
  const cut = s.length > max;
  const head = (cut ? s.slice(0, max) : s).replace(INVISIBLE, (ch) => {
    const c = ch.charCodeAt(0);
    return c >= 0xd800 && c <= 0xdfff ? '\ufffd' : `⟨${codePointName(c)}⟩`;
  });
  return cut ? `${head}…（共 ${grouped(s.length)} 个字符）` : head;
}

/** Lines read from a text box or an address: at most this many are evaluated. */
export const MAX_LINES = 20;

/** The lines of a text box, as the tester evaluates them: blank lines skipped, CR LF and CR too. */
export function linesOf(text: string): string[] {
  return (text.includes('\r') ? text.split(/\r\n|\n|\r/) : text.split('\n')).filter((l) => l.length > 0);
}

export interface TopicEvaluation {
  filters: ParsedFilter[];
  topics: ParsedTopic[];
  /** results[i][j]: filter i against topic j. */
  results: MatchResult[][];
  /** Lines beyond MAX_LINES, not evaluated. */
  skippedFilters: number;
  skippedTopics: number;
  counts: Record<Verdict, number>;
}

/** Every filter against every topic name, from the text of the two boxes (one per line). */
export function evaluateTopics(filtersText: string, topicsText: string): TopicEvaluation {
  const filterLines = linesOf(filtersText);
  const topicLines = linesOf(topicsText);
  // A line repeated is parsed and compared once (lines up to 1 KB: a longer one costs more to look up
  // than to parse again).
  const filterCache = new Map<string, ParsedFilter>();
  const topicCache = new Map<string, ParsedTopic>();
  const once = <T>(cache: Map<string, T>, line: string, parse: (line: string) => T): T => {
    if (line.length > 1024) return parse(line);
    let parsed = cache.get(line);
    if (parsed === undefined) cache.set(line, (parsed = parse(line)));
    return parsed;
  };
  const filters = filterLines.slice(0, MAX_LINES).map((l) => once(filterCache, l, parseFilter));
  const topics = topicLines.slice(0, MAX_LINES).map((l) => once(topicCache, l, parseTopic));
  const counts: Record<Verdict, number> = { match: 0, 'no-match': 0, unknown: 0, invalid: 0 };
  const compared = new Map<ParsedFilter, Map<ParsedTopic, MatchResult>>();
  const results = filters.map((f) => {
    const row = compared.get(f) ?? compared.set(f, new Map()).get(f)!;
    return topics.map((t) => {
      const r = row.get(t) ?? row.set(t, matchFilter(f, t)).get(t)!;
      counts[r.verdict]++;
      return r;
    });
  });
  return {
    filters,
    topics,
    results,
    skippedFilters: Math.max(0, filterLines.length - MAX_LINES),
    skippedTopics: Math.max(0, topicLines.length - MAX_LINES),
    counts,
  };
}
