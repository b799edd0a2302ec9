/**
 * MQTT topic filters and topic names, checked and matched as the MQTT 3.1.1 and 5.0 specifications
 * say, with the special prefixes FluxMQ documents: `$share/{group}/{filter}` and `$queue/{filter}`
 * (shared subscriptions, function/share) and `$delay/{seconds}/{topic}` (delayed messages,
 * function/delay). Pure functions: no DOM, no network; every explanation is Chinese text for the
 * reader and carries the normative statement it rests on. Used by the topic and ACL tester
 * (./TopicTester.tsx, ./acl.ts) and its unit tests.
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
  levels: string[];
  valid: boolean;
  issues: Issue[];
}

export interface ParsedTopic {
  raw: string;
  /** The topic subscribers are matched against (after a `$delay/{seconds}/` prefix). */
  topic: string;
  levels: string[];
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

/** U+XXXX notation of a code point. */
export function codePointName(cp: number): string {
  return `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** Printable ASCII only: one byte per character, no character MQTT forbids or warns about (checked natively, fast on 64 KB). */
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

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
  if (nul > 0) issues.push({ level: 'error', message: `${what}含有空字符 U+0000（第 ${nul} 个字符）。MQTT 禁止主题名和主题过滤器包含 U+0000。`, rule: CITE.nul });
  if (lone > 0) {
    issues.push({ level: 'error', message: `${what}含有不成对的 UTF-16 代理码元（第 ${lone} 个字符），无法编码为合法的 UTF-8。`, rule: CITE.utf8 });
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
function stringIssues(s: string, what: string): Issue[] {
  if (s.length === 0) return [{ level: 'error', message: `${what}为空。MQTT 规定主题名和主题过滤器至少有一个字符。`, rule: CITE.empty }];
  const issues: Issue[] = [];
  const bytes = utf8Length(s);
  if (bytes > MAX_TOPIC_BYTES) {
    issues.push({
      level: 'error',
      message: `${what}编码为 UTF-8 后有 ${bytes.toLocaleString('en-US')} 字节，超过 MQTT 允许的 ${MAX_TOPIC_BYTES.toLocaleString('en-US')} 字节。`,
      rule: CITE.length,
    });
  }
  issues.push(...characterIssues(s, what));
  if (/^\s|\s$/.test(s)) {
    issues.push({ level: 'warning', message: `${what}首尾有空白字符。空白也是主题的一部分，匹配时不会被去掉。`, rule: CITE.exact });
  }
  return issues;
}

/**
 * Wildcard problems of the levels of a topic filter: the first level with each problem, and how many
 * levels have it (a filter of 65,535 bytes can have 32,768 levels).
 */
function wildcardIssues(levels: string[], what: string): Issue[] {
  const issues: Issue[] = [];
  const more = (n: number) => (n > 1 ? `（这样的层级共 ${n.toLocaleString('en-US')} 个）` : '');
  let hashInside = -1;
  let hashInsideCount = 0;
  let hashNotLast = -1;
  let hashNotLastCount = 0;
  let plusInside = -1;
  let plusInsideCount = 0;
  for (let i = 0; i < levels.length; i++) {
    const level = levels[i];
    if (level === '#') {
      if (i !== levels.length - 1) {
        hashNotLastCount++;
        if (hashNotLast < 0) hashNotLast = i;
      }
      continue;
    }
    if (level === '+') continue;
    if (level.includes('#')) {
      hashInsideCount++;
      if (hashInside < 0) hashInside = i;
    }
    if (level.includes('+')) {
      plusInsideCount++;
      if (plusInside < 0) plusInside = i;
    }
  }
  if (hashInside >= 0) {
    issues.push({
      level: 'error',
      message: `${what}第 ${hashInside + 1} 层「${displayText(levels[hashInside], 40)}」中的 # 没有单独占一个层级${more(hashInsideCount)}。# 必须单独出现，或紧跟在 / 之后。`,
      rule: CITE.hash,
    });
  }
  if (hashNotLast >= 0) {
    issues.push({
      level: 'error',
      message: `${what}第 ${hashNotLast + 1} 层的 # 后面还有层级${more(hashNotLastCount)}。# 必须是过滤器的最后一个字符，例如 a/# 合法，a/#/b 不合法。`,
      rule: CITE.hash,
    });
  }
  if (plusInside >= 0) {
    issues.push({
      level: 'error',
      message: `${what}第 ${plusInside + 1} 层「${displayText(levels[plusInside], 40)}」中的 + 没有占满整个层级${more(plusInsideCount)}。+ 必须单独占一个层级，例如 a/+/b 合法，a+/b 不合法。`,
      rule: CITE.plus,
    });
  }
  return issues;
}

const hasError = (issues: Issue[]) => issues.some((i) => i.level === 'error');

/** Empty levels (a leading or trailing /, //) are levels too: said, since they often explain a mismatch. */
function emptyLevelIssues(levels: string[], what: string): Issue[] {
  if (levels.length < 2) return [];
  const empty: number[] = [];
  let total = 0;
  for (let i = 0; i < levels.length; i++) {
    if (levels[i] !== '') continue;
    total++;
    if (empty.length < 5) empty.push(i + 1);
  }
  if (!total) return [];
  const where = total > 5 ? `第 ${empty.join('、')} 层等共 ${total.toLocaleString('en-US')} 个层级` : `第 ${empty.join('、')} 层`;
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
      issues.push({ level: 'error', message: `共享订阅的组名为空。写法是 $share/{组名}/{主题过滤器}，组名至少一个字符。${reading}`, rule: CITE.shareName });
    } else if (/[+#]/.test(group)) {
      issues.push({ level: 'error', message: `共享订阅的组名「${displayText(group, 40)}」含有 + 或 #。组名不能包含 /、+、#。`, rule: CITE.shareSlash });
    }
    if (slash < 0) {
      issues.push({ level: 'error', message: `共享订阅的组名后面缺少 / 和主题过滤器。写法是 $share/{组名}/{主题过滤器}，例如 $share/group1/topic1。${reading}`, rule: CITE.shareSlash });
    } else if (filter.length === 0) {
      issues.push({ level: 'error', message: `共享订阅的组名后面没有主题过滤器。写法是 $share/{组名}/{主题过滤器}。${reading}`, rule: CITE.shareSlash });
    }
    const levels = filter.split('/');
    if (filter.length) issues.push(...wildcardIssues(levels, '共享订阅的过滤器'), ...emptyLevelIssues(levels, '共享订阅的过滤器'));
    return { raw, kind: 'share', group, filter, levels, valid: !hasError(issues), issues };
  }
  if (raw.startsWith(QUEUE_PREFIX)) {
    const filter = raw.slice(QUEUE_PREFIX.length);
    const issues = [...base];
    if (filter.length === 0) issues.push({ level: 'error', message: '$queue/ 后面没有主题过滤器。写法是 $queue/{主题过滤器}，例如 $queue/topic1。', rule: CITE.empty });
    const levels = filter.split('/');
    if (filter.length) issues.push(...wildcardIssues(levels, '共享订阅的过滤器'), ...emptyLevelIssues(levels, '共享订阅的过滤器'));
    return { raw, kind: 'queue', group: QUEUE_GROUP, filter, levels, valid: !hasError(issues), issues };
  }
  const levels = raw.split('/');
  const issues = [...base, ...(raw.length ? [...wildcardIssues(levels, '过滤器'), ...emptyLevelIssues(levels, '过滤器')] : [])];
  return { raw, kind: raw.startsWith(DELAY_PREFIX) ? 'delay' : 'plain', filter: raw, levels, valid: !hasError(issues), issues };
}

/** A topic name as a client would put it in PUBLISH, with FluxMQ's `$delay/{seconds}/` prefix. */
export function parseTopic(raw: string): ParsedTopic {
  const issues = stringIssues(raw, '主题名');
  const wildcard = raw.search(/[+#]/);
  if (wildcard >= 0) {
    issues.push({ level: 'error', message: `主题名含有通配符 ${raw[wildcard]}（第 ${wildcard + 1} 个字符）。通配符只能用在订阅的主题过滤器中，发布时的主题名不能包含 + 或 #。`, rule: CITE.wildcardInName });
  }
  if (raw.startsWith(DELAY_PREFIX)) {
    const rest = raw.slice(DELAY_PREFIX.length);
    const slash = rest.indexOf('/');
    const text = slash < 0 ? rest : rest.slice(0, slash);
    const topic = slash < 0 ? '' : rest.slice(slash + 1);
    const seconds = /^\d{1,15}$/.test(text) ? Number(text) : undefined;
    const levels = topic.split('/');
    if (topic.length) issues.push(...emptyLevelIssues(levels, '真实主题'));
    return { raw, topic, levels, delay: { seconds, text }, valid: !hasError(issues), issues };
  }
  const levels = raw.split('/');
  if (raw.length) issues.push(...emptyLevelIssues(levels, '主题名'));
  return { raw, topic: raw, levels, valid: !hasError(issues), issues };
}

/** Shorten a level for an explanation. */
const lvl = (s: string) => (s === '' ? '（空层级）' : `「${displayText(s, 40)}」`);

/** How many `+` levels an explanation names one by one; the rest are counted. */
export const EXPLAINED_WILDCARDS = 3;
/**
 * How many levels of a run of literal levels are compared one by one to say which level differs.
 * Beyond it the run is compared as one string (the verdict stays exact) and the explanation names
 * the run's levels.
 */
export const EXPLAINED_LEVELS = 1000;

/**
 * A filter's levels as runs: runs of `+` levels and runs of literal levels (their text joined by `/`),
 * in parallel arrays (one shape for every run keeps the comparison loop fast).
 */
interface FilterShape {
  /** Run r covers levels starts[r] to ends[r] - 1. */
  starts: Int32Array;
  ends: Int32Array;
  /** The literal levels of run r joined by `/`, or null for a run of `+`. */
  texts: Array<string | null>;
  /** Index of the first `#` level, or -1. */
  hash: number;
  wildcard: boolean;
}

// Each array of levels is split into runs once, however many topics it is compared with.
const shapes = new WeakMap<readonly string[], FilterShape>();

function shapeOf(levels: readonly string[]): FilterShape {
  let shape = shapes.get(levels);
  if (shape) return shape;
  const hash = levels.indexOf('#');
  const end = hash >= 0 ? hash : levels.length;
  const starts: number[] = [];
  const ends: number[] = [];
  const texts: Array<string | null> = [];
  let wildcard = hash >= 0;
  for (let i = 0; i < end; ) {
    const plus = levels[i] === '+';
    let j = i + 1;
    while (j < end && (levels[j] === '+') === plus) j++;
    starts.push(i);
    ends.push(j);
    texts.push(plus ? null : j === i + 1 ? levels[i] : levels.slice(i, j).join('/'));
    if (plus) wildcard = true;
    i = j;
  }
  shape = { starts: Int32Array.from(starts), ends: Int32Array.from(ends), texts, hash, wildcard };
  shapes.set(levels, shape);
  return shape;
}

interface TopicShape {
  text: string;
  /** offsets[i]: where level i starts in `text`; offsets[levels.length] is text.length + 1. */
  offsets: Int32Array;
}

const topicShapes = new WeakMap<readonly string[], TopicShape>();

function topicShapeOf(levels: readonly string[]): TopicShape {
  let shape = topicShapes.get(levels);
  if (shape) return shape;
  const offsets = new Int32Array(levels.length + 1);
  let at = 0;
  for (let i = 0; i < levels.length; i++) {
    offsets[i] = at;
    at += levels[i].length + 1;
  }
  offsets[levels.length] = at;
  shape = { text: levels.join('/'), offsets };
  topicShapes.set(levels, shape);
  return shape;
}

/** The `+` levels an explanation names: the first few, then how many there are in all. */
function plusLevels(named: string[], count: number): string[] {
  if (count <= named.length) return named;
  return [...named, `等共 ${count.toLocaleString('en-US')} 处 +，各匹配一个层级`];
}

const count = (n: number) => n.toLocaleString('en-US');

/** The filter has a level the topic name lacks: level `i` (0-based) of the filter has no counterpart. */
function tooFewLevels(filterLevels: readonly string[], topicLevels: readonly string[], i: number): MatchResult {
  const f = filterLevels[i];
  return {
    verdict: 'no-match',
    reason: `不匹配：过滤器有 ${count(filterLevels.length)} 层，主题名只有 ${count(topicLevels.length)} 层，过滤器第 ${i + 1} 层 ${lvl(f)} 没有对应的层级${f === '+' ? '（+ 必须对应恰好一个层级，所以 a/+ 不匹配 a，但匹配 a/）' : ''}。`,
    rule: f === '+' ? CITE.plus : undefined,
  };
}

function differentLevel(f: string, t: string, i: number): MatchResult {
  const caseOnly = f.toLowerCase() === t.toLowerCase();
  return {
    verdict: 'no-match',
    reason: `不匹配：第 ${i + 1} 层不同，过滤器是 ${lvl(f)}，主题名是 ${lvl(t)}${caseOnly ? '，只差大小写，但主题区分大小写' : ''}。`,
    rule: CITE.exact,
  };
}

/**
 * Whether filter levels match topic levels, by the specification's rules, with the reason.
 * `topicStartsWithDollar`: the topic name begins with `$` ([MQTT-4.7.2-1]).
 * The verdict is exact; the work and the reason stay small whatever the input (a topic of 65,535
 * bytes has up to 32,768 levels): runs of `+` are skipped as a whole, runs of literal levels are
 * compared as one string, the reason names the first few `+` levels and counts the rest, shows each
 * level cut to 40 characters, and looks for the differing level among the first levels of a run only.
 */
export function matchLevels(filterLevels: readonly string[], topicLevels: readonly string[], topicStartsWithDollar: boolean): MatchResult {
  const first = filterLevels[0];
  if (topicStartsWithDollar && (first === '+' || first === '#')) {
    return {
      verdict: 'no-match',
      reason: `不匹配：主题名以 $ 开头，而过滤器以通配符 ${first} 开头：这样的过滤器不匹配以 $ 开头的主题（例如 # 收不到 $SYS/… 的消息）。`,
      rule: CITE.dollar,
    };
  }
  const { starts, ends, texts, hash } = shapeOf(filterLevels);
  const topicCount = topicLevels.length;
  const named: string[] = [];
  let plus = 0;
  let literal = false;
  if (starts.length * 4 > filterLevels.length) {
    // Short runs (a/+/b/+/…): level by level is faster than run by run.
    const compared = hash >= 0 ? hash : filterLevels.length;
    for (let i = 0; i < compared; i++) {
      if (i >= topicCount) return tooFewLevels(filterLevels, topicLevels, i);
      const f = filterLevels[i];
      if (f === '+') {
        plus++;
        if (named.length < EXPLAINED_WILDCARDS) named.push(`第 ${i + 1} 层的 + 匹配 ${lvl(topicLevels[i])}`);
      } else {
        literal = true;
        if (f !== topicLevels[i]) return differentLevel(f, topicLevels[i], i);
      }
    }
    return levelsCompared(filterLevels, topicCount, hash, named, plus, literal);
  }
  let topic: TopicShape | undefined;
  for (let r = 0; r < starts.length; r++) {
    const start = starts[r];
    const runEnd = ends[r];
    if (start >= topicCount) return tooFewLevels(filterLevels, topicLevels, start);
    const end = runEnd < topicCount ? runEnd : topicCount;
    const text = texts[r];
    if (text === null) {
      for (let i = start; i < end && named.length < EXPLAINED_WILDCARDS; i++) named.push(`第 ${i + 1} 层的 + 匹配 ${lvl(topicLevels[i])}`);
      plus += end - start;
      if (runEnd > topicCount) return tooFewLevels(filterLevels, topicLevels, topicCount);
      continue;
    }
    literal = true;
    if (end === start + 1) {
      // One level: compared as it is.
      if (filterLevels[start] !== topicLevels[start]) return differentLevel(filterLevels[start], topicLevels[start], start);
      if (end === runEnd) continue;
      return tooFewLevels(filterLevels, topicLevels, topicCount);
    }
    if (end === runEnd) {
      topic ??= topicShapeOf(topicLevels);
      const from = topic.offsets[start];
      if (topic.offsets[end] - 1 - from === text.length && topic.text.startsWith(text, from)) continue;
    }
    // The run differs, or the topic name ends inside it: find where, among its first levels.
    const scanned = Math.min(end, start + EXPLAINED_LEVELS);
    for (let i = start; i < scanned; i++) if (filterLevels[i] !== topicLevels[i]) return differentLevel(filterLevels[i], topicLevels[i], i);
    if (scanned === end && end < runEnd) return tooFewLevels(filterLevels, topicLevels, topicCount);
    return {
      verdict: 'no-match',
      reason: `不匹配：过滤器第 ${count(start + 1)}–${count(runEnd)} 层与主题名的对应层级不同（前 ${count(EXPLAINED_LEVELS)} 层逐字相同，之后有层级不同）。`,
      rule: CITE.exact,
    };
  }
  return levelsCompared(filterLevels, topicCount, hash, named, plus, literal);
}

/** The verdict once every level before `#` (or every level) matched. */
function levelsCompared(filterLevels: readonly string[], topicCount: number, hash: number, named: string[], plus: number, literal: boolean): MatchResult {
  if (hash >= 0) {
    const rest = topicCount - hash;
    const wildcards = plusLevels(named, plus);
    wildcards.push(rest <= 0 ? `# 也匹配父级本身（这里 # 之前的层级与主题全部相同，# 匹配零个层级）` : `第 ${hash + 1} 层起的 # 匹配其余 ${count(rest)} 个层级`);
    return { verdict: 'match', reason: `匹配：${[...wildcards, ...(literal ? ['其余层级逐字相同'] : [])].join('；')}。`, rule: CITE.hash };
  }
  if (topicCount > filterLevels.length) {
    return {
      verdict: 'no-match',
      reason: `不匹配：主题名有 ${count(topicCount)} 层，比过滤器多 ${count(topicCount - filterLevels.length)} 层。只有 # 能匹配多个层级，+ 只匹配一个层级。`,
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
      reason: '$delay/ 是发布延迟消息时使用的前缀，消息会投递给真实主题的订阅者。订阅以 $delay/ 开头的过滤器会收到什么，测试器无法判断，请在你的 FluxMQ 上实际验证。',
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
  if (result.verdict === 'match' && filter.kind === 'share') shared = `共享订阅（组「${displayText(filter.group ?? '', 40)}」）：${asUsual}组内每条消息只发给其中一个订阅者。`;
  if (result.verdict === 'match' && filter.kind === 'queue') shared = `默认共享订阅（组 ${QUEUE_GROUP}）：${asUsual}组内每条消息只发给其中一个订阅者。`;
  return { ...result, reason: `${prefix}${result.reason}${shared}` };
}

/** Whether a filter contains a wildcard level. */
export function hasWildcard(filter: ParsedFilter): boolean {
  return shapeOf(filter.levels).wildcard;
}

// Characters that would change how the text around them looks if shown as they are: C0/C1
// controls, zero-width and bidirectional formatting characters, the byte-order mark.
// eslint-disable-next-line no-control-regex -- finding control characters is the point of this pattern
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028\u2029\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

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
  return cut ? `${head}…（共 ${s.length.toLocaleString('en-US')} 个字符）` : head;
}

/** Lines read from a text box or an address: at most this many are evaluated. */
export const MAX_LINES = 20;

/** The lines of a text box, as the tester evaluates them: blank lines skipped, CR LF and CR too. */
export function linesOf(text: string): string[] {
  return text.split(/\r\n|\n|\r/).filter((l) => l.length > 0);
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
  // A line repeated is parsed and compared once.
  const filterCache = new Map<string, ParsedFilter>();
  const topicCache = new Map<string, ParsedTopic>();
  const filters = filterLines.slice(0, MAX_LINES).map((l) => filterCache.get(l) ?? filterCache.set(l, parseFilter(l)).get(l)!);
  const topics = topicLines.slice(0, MAX_LINES).map((l) => topicCache.get(l) ?? topicCache.set(l, parseTopic(l)).get(l)!);
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
