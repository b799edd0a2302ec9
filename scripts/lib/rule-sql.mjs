// The rule engine's SQL, as gzyq/rule/GRAMMAR states it, checked the same way wherever it appears: in
// the pages' ```sql blocks (tests/unit/sql-samples.test.mjs), in the rule SQL of HTTP request bodies,
// tables and the HTTP API data's examples (tests/unit/http-samples.test.mjs). See sql-samples for the
// grammar the check holds a statement to. `inRange` (src/data/versions.ts) is passed in by the caller so
// this library needs no TypeScript loader.

/** Split at `sep` outside quotes and brackets. */
export function splitTopLevel(text, sep) {
  const parts = [];
  let depth = 0;
  let quote = null;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === quote) quote = null;
    } else if (c === "'" || c === '"' || c === '`') quote = c;
    else if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === sep && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

export const withoutComments = (s) =>
  s
    .replace(/--[^\n]*/g, '')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .trim();

/**
 * The rule engine's events, from the event pages of each version (gzyq/event/*): DROP and DELIVERED
 * have their pages from 2.0.18 on.
 */
export const RULE_EVENTS = [
  { name: 'PUBLISH' },
  { name: 'SUBSCRIBE' },
  { name: 'UNSUBSCRIBE' },
  { name: 'ACK' },
  { name: 'PING' },
  { name: 'DISCONNECT' },
  { name: 'CLOSE' },
  { name: 'CONNECT' },
  { name: 'OFFLINE' },
  { name: 'DROP', since: '2.0.18' },
  { name: 'DELIVERED', since: '2.0.18' },
];

/**
 * Clauses beyond GRAMMAR that a page's examples use, allowed on that page only: ADVANCED debugs with
 * `LIMIT n`; FUNCTION's example 3 aggregates with `GROUP BY` (the page says GRAMMAR does not list it).
 */
export const RULE_CLAUSES_BY_PAGE = {
  'gzyq/rule/ADVANCED': ['LIMIT'],
  'gzyq/rule/FUNCTION': ['GROUP BY'],
};

/** An MQTT topic filter: `#` only as the last level, `+` only as a whole level. */
export function isTopicFilter(f) {
  if (!f) return false;
  const levels = f.split('/');
  return levels.every((l, i) => (l.includes('#') ? l === '#' && i === levels.length - 1 : !l.includes('+') || l === '+'));
}

/** The positions of top-level keywords (outside quotes and brackets). */
function topLevelKeywords(text) {
  const found = [];
  let depth = 0;
  let quote = null;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === quote) quote = null;
      continue;
    }
    if (c === "'" || c === '"') quote = c;
    else if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (depth === 0 && /\s/.test(text[i - 1] ?? ' ')) {
      const m = /^(SELECT|FROM|WHERE|LIMIT|GROUP\s+BY|ORDER\s+BY|JOIN|UNION)\b/i.exec(text.slice(i));
      if (m) found.push({ word: m[1].toUpperCase().replace(/\s+/, ' '), at: i, end: i + m[0].length });
    }
  }
  return { found, depth, quote };
}

/** Problems of one rule-engine statement in version v. */
export function ruleStatementProblems(statement, v, docId = '', inRange) {
  let text = withoutComments(statement);
  const synopsis = /<[^>]+>/.test(text);
  if (synopsis) text = text.replace(/\[([^\]]*)\]/g, '$1');
  const clauses = ['SELECT', 'FROM', 'WHERE', ...(RULE_CLAUSES_BY_PAGE[docId] ?? [])];
  const problems = [];
  const { found, depth, quote } = topLevelKeywords(text);
  if (quote) problems.push(`unclosed ${quote} quote`);
  if (depth !== 0) problems.push('unbalanced brackets');
  if (problems.length) return problems;
  const words = found.map((k) => k.word);
  if (words[0] !== 'SELECT' || found[0].at !== 0)
    return ['a rule is `SELECT <fields> FROM <events> [WHERE <condition>]`: it must start with SELECT'];
  const unknown = words.filter((w) => !clauses.includes(w));
  if (unknown.length) problems.push(`rule SQL has no ${unknown.join(', ')} (only SELECT … FROM … [WHERE …])`);
  const order = words.filter((w) => clauses.includes(w));
  const expected = ['SELECT', 'FROM', 'WHERE', 'GROUP BY', 'LIMIT'].filter((w) => order.includes(w));
  if (order.join() !== expected.join() || order.length !== new Set(order).size) problems.push(`clauses out of order: ${order.join(' … ')}`);
  if (!words.includes('FROM')) return [...problems, 'no FROM: a rule names the event it listens to'];
  const part = (w) => {
    const i = found.findIndex((k) => k.word === w);
    return i < 0 ? undefined : text.slice(found[i].end, found[i + 1]?.at ?? text.length).trim();
  };
  const fields = part('SELECT');
  const from = part('FROM');
  const where = part('WHERE');
  const limit = part('LIMIT');
  if (!fields) problems.push('SELECT lists no field');
  if (limit !== undefined && !/^\d+$/.test(limit)) problems.push(`LIMIT takes a number, not "${limit}"`);
  for (const entry of splitTopLevel(from, ',').map((e) => e.trim())) {
    const q = /^(["'])(.*)\1$/.exec(entry);
    if (!q) {
      problems.push(`FROM ${entry}: the event after FROM must be in double or single quotes`);
      continue;
    }
    const name = q[2];
    if (synopsis && /^<[^>]+>$/.test(name)) continue;
    if (/^\$EVENT\//i.test(name)) problems.push(`FROM ${entry}: in SQL an event name is written with a dot, "$EVENT.${name.slice(7)}"`);
    else if (/^\$EVENT/i.test(name)) {
      const m = /^\$EVENT\.([A-Z]+)$/.exec(name);
      const event = m && RULE_EVENTS.find((e) => e.name === m[1]);
      if (!event)
        problems.push(
          `FROM ${entry}: not an event (${RULE_EVENTS.filter((e) => inRange(e, v))
            .map((e) => `$EVENT.${e.name}`)
            .join(', ')})`,
        );
      else if (!inRange(event, v)) problems.push(`FROM ${entry}: version ${v} has no such event (it arrived in ${event.since})`);
    } else if (!isTopicFilter(name) || /\s/.test(name)) problems.push(`FROM ${entry}: neither an event ($EVENT.NAME) nor a topic`);
  }
  if (where !== undefined) {
    if (!where) problems.push('WHERE without a condition');
    const strings = where.replace(/'[^']*'/g, "''");
    const dq = /"[^"]*"/.exec(strings);
    if (dq) problems.push(`WHERE ${dq[0]}: strings in WHERE take single quotes`);
    for (const m of where.matchAll(/=~\s*(\S+)/g)) {
      const q = /^'([^']*)'/.exec(m[1]);
      if (!q) problems.push(`=~ ${m[1]}: the topic filter after =~ goes in single quotes`);
      else if (!isTopicFilter(q[1])) problems.push(`=~ '${q[1]}' is not an MQTT topic filter`);
    }
  }
  return problems;
}
