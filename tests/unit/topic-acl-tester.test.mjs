// The topic and ACL tester's logic (src/features/topic-acl-tester): topic filters and names matched
// as the MQTT 3.1.1 / 5.0 specifications say (each test names the normative statement it checks,
// with the specification's own examples), FluxMQ's $share / $queue / $delay prefixes as
// function/share and function/delay describe them, and the ACL decision exactly as the ACL pages
// describe it — with "cannot decide" wherever they leave a case open. Plus the address state.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { importTs } from '../lib/import-ts.mjs';

const m = await importTs('src/features/topic-acl-tester/matching.ts');
const acl = await importTs('src/features/topic-acl-tester/acl.ts');
const url = await importTs('src/features/topic-acl-tester/url-state.ts');
const { ACL_EXAMPLE, TOPIC_EXAMPLES } = await importTs('src/features/topic-acl-tester/examples.ts');

const verdict = (filter, topic) => m.matchFilter(m.parseFilter(filter), m.parseTopic(topic)).verdict;
const matches = (filter, topic) => verdict(filter, topic) === 'match';
const errors = (parsed) =>
  parsed.issues
    .filter((i) => i.level === 'error')
    .map((i) => i.message)
    .join(' | ');

test('MQTT-4.7.1-2 (3.1.1) / MQTT-4.7.1-1 (5.0): "#" matches the parent and any number of child levels', () => {
  for (const t of ['sport/tennis/player1', 'sport/tennis/player1/ranking', 'sport/tennis/player1/score/wimbledon']) {
    assert.ok(matches('sport/tennis/player1/#', t), t);
  }
  assert.ok(matches('sport/#', 'sport'), '"sport/#" also matches the singular "sport"');
  assert.ok(matches('#', 'a/b/c'));
  assert.match(m.matchFilter(m.parseFilter('sport/#'), m.parseTopic('sport')).reason, /父级本身/);
});

test('MQTT-4.7.1-2 (3.1.1) / MQTT-4.7.1-1 (5.0): "#" must be on its own level and the last character', () => {
  for (const bad of ['sport/tennis#', 'sport/tennis/#/ranking', 'a/#/b', '#/a', 'a#']) {
    const f = m.parseFilter(bad);
    assert.equal(f.valid, false, bad);
    assert.match(errors(f), /#/, bad);
    assert.match(f.issues[0].rule, /MQTT-4\.7\.1-2/);
  }
  assert.match(errors(m.parseFilter('a/#/b')), /最后/);
  assert.match(errors(m.parseFilter('sport/tennis#')), /单独/);
  for (const good of ['#', 'sport/#', '/#', '+/#']) assert.equal(m.parseFilter(good).valid, true, good);
});

test('MQTT-4.7.1-3 (3.1.1) / MQTT-4.7.1-2 (5.0): "+" matches exactly one level and must occupy it entirely', () => {
  assert.ok(matches('sport/tennis/+', 'sport/tennis/player1'));
  assert.ok(matches('sport/tennis/+', 'sport/tennis/player2'));
  assert.ok(!matches('sport/tennis/+', 'sport/tennis/player1/ranking'));
  assert.ok(!matches('sport/+', 'sport'), '"sport/+" does not match "sport"');
  assert.ok(matches('sport/+', 'sport/'), '… but it does match "sport/"');
  for (const good of ['+', '+/tennis/#', 'sport/+/player1']) assert.equal(m.parseFilter(good).valid, true, good);
  for (const bad of ['sport+', 'a+/b', 'a/b+c']) {
    const f = m.parseFilter(bad);
    assert.equal(f.valid, false, bad);
    assert.match(errors(f), /\+ 没有占满整个层级/, bad);
  }
});

test('MQTT 4.7.3: a leading "/" makes a distinct level ("/finance" matches "+/+" and "/+", not "+")', () => {
  assert.ok(matches('+/+', '/finance'));
  assert.ok(matches('/+', '/finance'));
  assert.ok(!matches('+', '/finance'));
  assert.equal(m.parseFilter('/').valid, true, 'a filter of only "/" is valid');
  assert.ok(matches('/', '/'));
});

test('MQTT 4.7.1.1 / 4.7.3: empty levels are levels — said as a warning, and matched as such', () => {
  const t = m.parseTopic('a//b');
  assert.equal(t.valid, true);
  assert.match(t.issues.map((i) => i.message).join(), /主题名第 2 层为空/);
  assert.ok(!matches('a/b', 'a//b'));
  assert.ok(matches('a/+/b', 'a//b'), '"+" matches an empty level');
  assert.match(
    m
      .parseFilter('sensor/')
      .issues.map((i) => i.message)
      .join(),
    /过滤器第 2 层为空/,
  );
  assert.match(
    m
      .parseFilter('$share/g//x')
      .issues.map((i) => i.message)
      .join(),
    /共享订阅的过滤器第 1 层为空/,
  );
  assert.deepEqual(m.parseTopic('a/b').issues, []);
  assert.deepEqual(m.parseFilter('#').issues, []);
});

test('MQTT-4.7.1-1 (3.1.1) / MQTT-4.7.0-1 (5.0): wildcards must not be used in a topic name', () => {
  for (const bad of ['a/+', 'a/#', 'sensor+', '#']) {
    const t = m.parseTopic(bad);
    assert.equal(t.valid, false, bad);
    assert.match(errors(t), /通配符/);
  }
  assert.equal(verdict('a/+', 'a/#'), 'invalid');
});

test('MQTT-4.7.2-1: filters starting with a wildcard do not match topic names beginning with "$"', () => {
  assert.ok(!matches('#', '$SYS/broker/clients'), '"#" receives nothing published to a $ topic');
  assert.ok(!matches('+/monitor/Clients', '$SYS/monitor/Clients'));
  assert.ok(matches('$SYS/#', '$SYS/broker/metrics/packets/received'));
  assert.ok(matches('$SYS/monitor/+', '$SYS/monitor/Clients'));
  assert.match(m.matchFilter(m.parseFilter('#'), m.parseTopic('$SYS/x')).rule, /MQTT-4\.7\.2-1/);
});

test('MQTT-4.7.3-1: topic names and filters are at least one character long', () => {
  assert.equal(m.parseFilter('').valid, false);
  assert.equal(m.parseTopic('').valid, false);
  assert.match(errors(m.parseTopic('')), /至少有一个字符/);
});

test('MQTT-4.7.3-2 and MQTT-1.5.3-2: U+0000 is not allowed; other control characters are warned about (1.5.3)', () => {
  const nul = m.parseTopic('a/\u0000b');
  assert.equal(nul.valid, false);
  assert.match(errors(nul), /U\+0000（第 3 个字符）/);
  const bell = m.parseTopic('a/\u0007b\u0001');
  assert.equal(bell.valid, true, 'control characters other than U+0000 are SHOULD NOT, not MUST NOT');
  assert.match(bell.issues.map((i) => i.message).join(), /U\+0007（第 3 个字符）等 2 个控制字符/);
  assert.match(m.parseTopic('a/\ud800').issues[0].message, /代理/, 'MQTT-1.5.3-1: ill-formed UTF-8');
  assert.equal(m.parseTopic('a/\ud800').valid, false);
});

test('MQTT-4.7.3-3: a topic name encoding to more than 65535 bytes is rejected (64 KB pasted)', () => {
  assert.equal(m.utf8Length('é中😀'), 2 + 3 + 4);
  assert.equal(m.parseTopic('a'.repeat(65535)).valid, true);
  const big = m.parseTopic('a'.repeat(65536));
  assert.equal(big.valid, false);
  assert.match(errors(big), /65,536 字节，超过 MQTT 允许的 65,535 字节/);
  assert.equal(m.parseTopic('中'.repeat(21846)).valid, false, '21846 CJK characters are 65538 bytes');
  // CPU time, not wall time: the bound must hold on a busy machine too.
  const started = process.cpuUsage();
  const e = m.evaluateTopics(['a/#', '+/+'].join('\n'), `${'x/'.repeat(32768)}\n${'y'.repeat(65536)}`);
  const { user, system } = process.cpuUsage(started);
  assert.ok((user + system) / 1000 < 1000, 'evaluating 64 KB inputs stays fast');
  assert.equal(e.counts.match + e.counts['no-match'] + e.counts.invalid, 4);
});

test('MQTT-4.7.3-4: matching is case-sensitive and normalises nothing; spaces are part of a topic', () => {
  assert.ok(!matches('Sensor/1', 'sensor/1'));
  assert.match(m.matchFilter(m.parseFilter('Sensor/1'), m.parseTopic('sensor/1')).reason, /大小写/);
  assert.ok(!matches('a/b', 'a/b '));
  assert.ok(matches('a b/c', 'a b/c'));
  assert.match(m.parseTopic(' a').issues[0].message, /首尾有空白/);
  assert.ok(!matches('caf\u00e9', 'cafe\u0301'), 'no Unicode normalisation');
});

test('MQTT-4.8.2-1 / MQTT-4.8.2-2 and function/share: $share/{group}/{filter} and $queue/{filter}', () => {
  const share = m.parseFilter('$share/group1/topic1');
  assert.deepEqual([share.kind, share.group, share.filter, share.valid], ['share', 'group1', 'topic1', true]);
  const queue = m.parseFilter('$queue/topic1');
  assert.deepEqual([queue.kind, queue.group, queue.filter, queue.valid], ['queue', 'DEFAULT', 'topic1', true]);
  assert.ok(matches('$share/group1/topic1', 'topic1'));
  assert.ok(matches('$queue/topic1', 'topic1'));
  // MQTT 5.0 4.8.2: the filter after $share/{ShareName}/ matches as any filter, wildcards included
  // (function/share says nothing otherwise).
  const wild = m.matchFilter(m.parseFilter('$share/g/sensor/+'), m.parseTopic('sensor/10'));
  assert.equal(wild.verdict, 'match');
  assert.match(wild.reason, /第 2 层的 \+ 匹配 「10」.*组「g」.*通配符也一样/);
  assert.equal(verdict('$queue/sensor/#', 'sensor/1'), 'match');
  assert.equal(verdict('$share/g/#', 'a/b'), 'match');
  assert.equal(verdict('$share/g/sensor/+', 'other/1'), 'no-match', 'no match even by the spec is a plain no');
  assert.ok(!matches('$share/g/#', '$SYS/x'), 'MQTT-4.7.2-1 applies to the shared filter');
  assert.match(m.matchFilter(share, m.parseTopic('topic1')).reason, /组「group1」.*只发给其中一个订阅者/);
  assert.match(errors(m.parseFilter('$share//topic1')), /组名为空/, 'empty ShareName (MQTT-4.8.2-1)');
  assert.match(errors(m.parseFilter('$share/test')), /缺少 \/ 和主题过滤器/, 'no "/" and filter after the ShareName');
  // Legal under MQTT 3.1.1 (the ShareTopic benchmark subscribes to it): the message says which reading makes it invalid.
  assert.match(
    errors(m.parseFilter('$share/test')),
    /按 MQTT 5\.0 共享订阅的写法读.*按 MQTT 3\.1\.1，「\$share\/test」是一个合法的普通主题过滤器/,
  );
  assert.match(errors(m.parseFilter('$share//t')), /按 MQTT 3\.1\.1/);
  assert.match(errors(m.parseFilter('$share/g/')), /没有主题过滤器/);
  assert.match(errors(m.parseFilter('$share/g+/t')), /不能包含/, 'ShareName with "+" (MQTT-4.8.2-2)');
  assert.match(errors(m.parseFilter('$share/g/a/#/b')), /最后/);
  assert.match(errors(m.parseFilter('$queue/')), /没有主题过滤器/);
  assert.equal(m.parseFilter('$share').kind, 'plain', '"$share" alone is an ordinary filter');
});

/**
 * The reference matcher of the property test: MQTT 3.1.1 / 5.0 section 4.7 as plainly as it can be
 * written (level by level), with MQTT 5.0's shared subscriptions (4.8.2) and FluxMQ's $queue/.
 */
function referenceMatch(filter, topic) {
  let f = filter;
  if (f.startsWith('$share/')) f = f.split('/').slice(2).join('/');
  else if (f.startsWith('$queue/')) f = f.slice('$queue/'.length);
  const fl = f.split('/');
  const tl = topic.split('/');
  if (topic.startsWith('$') && (fl[0] === '+' || fl[0] === '#')) return false;
  for (let i = 0; i < fl.length; i++) {
    if (fl[i] === '#') return true; // the parent level and any number of child levels
    if (i === tl.length || (fl[i] !== '+' && fl[i] !== tl[i])) return false;
  }
  return fl.length === tl.length;
}

/** A small deterministic random source (the pairs are the same on every run). */
function random(seed) {
  let x = seed >>> 0;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 4294967296;
  };
}

test("property: every generated valid pair — plain, $share/{group}/ and $queue/ filters with + and # — gets the reference matcher's verdict", () => {
  const next = random(20261127);
  const pick = (xs) => xs[Math.floor(next() * xs.length)];
  const topicLevel = () => pick(['a', 'b', 'c', '', '$SYS', 'A']);
  const disagreements = [];
  let matched = 0;
  for (let n = 0; n < 20000; n++) {
    const topicLevels = Array.from({ length: 1 + Math.floor(next() * 4) }, topicLevel);
    const topic = topicLevels.join('/');
    if (topic === '') continue; // a topic name has at least one character
    const filterLevels = Array.from({ length: 1 + Math.floor(next() * 4) }, () => pick(['a', 'b', '+', '+', '', '$SYS']));
    if (next() < 0.4) filterLevels.push('#');
    const prefix = pick(['', '', '$share/g/', '$share/group1/', '$queue/']);
    if (filterLevels.join('/') === '') continue; // so has a filter, after its prefix too
    const filter = prefix + filterLevels.join('/');
    const parsedFilter = m.parseFilter(filter);
    const parsedTopic = m.parseTopic(topic);
    assert.ok(parsedFilter.valid && parsedTopic.valid, `${filter} / ${topic} should be valid`);
    const got = m.matchFilter(parsedFilter, parsedTopic).verdict;
    const expected = referenceMatch(filter, topic) ? 'match' : 'no-match';
    if (got === 'match') matched++;
    if (got !== expected) disagreements.push(`${filter} × ${topic}: ${got}, expected ${expected}`);
  }
  assert.deepEqual(disagreements.slice(0, 10), []);
  assert.ok(matched > 1000, `only ${matched} matching pairs generated`);
});

test('the largest input (20 filters × 20 topic names of 65,534 bytes) is compared exactly, with short reasons and bounded issue lists', () => {
  const big = (unit, last, bytes = 65534) => {
    const levels = [];
    let size = last.length;
    while (size + unit.length + 1 <= bytes) {
      levels.push(unit);
      size += unit.length + 1;
    }
    return [...levels, last].join('/');
  };
  const cases = [
    // + on every level: every pair matches (each topic has as many levels as each filter).
    [Array.from({ length: 20 }, () => big('+', '+')), Array.from({ length: 20 }, (_, k) => big('a', String.fromCharCode(97 + k)))],
    // literal and + levels alternating, the last level different: only the pairs with the same last level match.
    [Array.from({ length: 20 }, (_, k) => big('a/+', k.toString(36))), Array.from({ length: 20 }, (_, k) => big('a/x', k.toString(36)))],
    // literal levels only, differing near the end: none matches except the identical ones.
    [Array.from({ length: 20 }, (_, k) => big('a', k.toString(36))), Array.from({ length: 20 }, (_, k) => big('a', k.toString(36)))],
    // shared subscriptions with + on every level after the prefix.
    [
      Array.from({ length: 20 }, (_, k) => `$share/g${k}/${big('+', '#', 65534 - `$share/g${k}/`.length)}`),
      Array.from({ length: 20 }, (_, k) => big('b', String(k))),
    ],
  ];
  for (const [filters, topics] of cases) {
    for (const line of [...filters, ...topics])
      assert.ok(m.utf8Length(line) <= 65535 && m.utf8Length(line) > 65000, `${m.utf8Length(line)} bytes`);
    const e = m.evaluateTopics(filters.join('\n'), topics.join('\n'));
    assert.equal(e.filters.length * e.topics.length, 400);
    assert.equal(e.counts.invalid + e.counts.unknown, 0);
    for (let i = 0; i < 20; i++) {
      for (let j = 0; j < 20; j++) {
        const r = e.results[i][j];
        assert.equal(r.verdict, referenceMatch(filters[i], topics[j]) ? 'match' : 'no-match', `filter ${i} × topic ${j}`);
        assert.ok(r.reason.length <= 400, `reason of ${r.reason.length} characters: ${r.reason.slice(0, 200)}…`);
      }
    }
    for (const f of e.filters) assert.ok(f.issues.length <= 4, `${f.issues.length} issues`);
  }
  // + on every level: the first three are named, the rest counted.
  const plus = m.evaluateTopics(cases[0][0][0], cases[0][1][0]).results[0][0];
  assert.match(
    plus.reason,
    /^匹配：第 1 层的 \+ 匹配 「a」；第 2 层的 \+ 匹配 「a」；第 3 层的 \+ 匹配 「a」；等共 32,767 处 \+，各匹配一个层级。$/,
  );
  // A level differing far into a long literal run: the verdict is exact and the reason names the level.
  const late = m.matchFilter(m.parseFilter(`${'a/'.repeat(5000)}b`), m.parseTopic(`${'a/'.repeat(5000)}c`));
  assert.equal(late.verdict, 'no-match');
  assert.match(late.reason, /^不匹配：第 5,001 层不同，过滤器是 「b」，主题名是 「c」。$/);
  const early = m.matchFilter(m.parseFilter(`${'a/'.repeat(500)}b/a/a`), m.parseTopic(`${'a/'.repeat(500)}c/a/a`));
  assert.match(early.reason, /第 501 层不同，过滤器是 「b」，主题名是 「c」/);
  // Invalid levels repeated thousands of times: one issue each, with the count.
  const bad = m.parseFilter(big('a+', 'a+'));
  assert.equal(bad.issues.filter((i) => i.level === 'error').length, 1);
  assert.match(errors(bad), /第 1 层「a\+」中的 \+ 没有占满整个层级（这样的层级共 21,845 个）/);
});

test('function/delay: $delay/{seconds}/{topic} is delivered to subscribers of the real topic', () => {
  const t = m.parseTopic('$delay/10/sensor/temp');
  assert.deepEqual([t.delay.seconds, t.topic], [10, 'sensor/temp']);
  const r = m.matchFilter(m.parseFilter('sensor/#'), t);
  assert.equal(r.verdict, 'match');
  assert.match(r.reason, /10 秒后投递/);
  assert.equal(verdict('$delay/#', '$delay/10/sensor/temp'), 'unknown', 'subscribing to $delay/… is not described');
  assert.equal(verdict('sensor/temp', '$delay/soon/sensor/temp'), 'unknown', 'a delay that is not a whole number of seconds');
  assert.equal(verdict('sensor/temp', '$delay/10'), 'unknown', 'no real topic');
});

test('hostile text is shown as visible marks, never as control or formatting characters', () => {
  assert.equal(m.displayText('a\u0007b\u202Ec'), 'a⟨U+0007⟩b⟨U+202E⟩c');
  assert.equal(m.displayText('<img src=x onerror=alert(1)>'), '<img src=x onerror=alert(1)>', 'HTML stays text (React escapes it)');
  assert.equal(m.displayText('x\ud800'), 'x\ufffd');
  assert.match(m.displayText('a'.repeat(65536)), /^a{120}…（共 65,536 个字符）$/);
  const r = m.matchFilter(m.parseFilter('a/\u0007'), m.parseTopic('a/b'));
  assert.match(r.reason, /⟨U\+0007⟩/);
});

test('evaluateTopics takes one per line, skips blank lines, handles CR LF and caps the lines', () => {
  const e = m.evaluateTopics('a/+\r\n\r\n#\r', 'a/b\n');
  assert.equal(e.filters.length, 2);
  assert.equal(e.topics.length, 1);
  assert.deepEqual(
    e.results.map((row) => row[0].verdict),
    ['match', 'match'],
  );
  const many = m.evaluateTopics(Array.from({ length: 30 }, (_, i) => `t/${i}`).join('\n'), 't/1');
  assert.equal(many.filters.length, m.MAX_LINES);
  assert.equal(many.skippedFilters, 30 - m.MAX_LINES);
});

test("each page's example is valid and shows the cases it is there for", () => {
  const wild = m.evaluateTopics(TOPIC_EXAMPLES.wildcards.filters, TOPIC_EXAMPLES.wildcards.topics);
  assert.equal(wild.counts.invalid, 0);
  assert.ok(wild.counts.match > 0 && wild.counts['no-match'] > 0);
  const share = m.evaluateTopics(TOPIC_EXAMPLES.share.filters, TOPIC_EXAMPLES.share.topics);
  assert.deepEqual(share.filters.map((f) => f.kind).slice(0, 2), ['share', 'queue']);
  const delay = m.evaluateTopics(TOPIC_EXAMPLES.delay.filters, TOPIC_EXAMPLES.delay.topics);
  assert.equal(delay.results[0][0].verdict, 'match');
});

// ---- ACL (acl/before: the decision; acl/config, acl/sql, acl/http: the same five fields) ----

const rule = (strategy, type, subject, topic, action = 'pubsub') => ({ strategy, type, subject, topic, action });
const client = (clientId, username = '', ip = '') => ({ clientId, username, ip });
const pub = (topic) => ({ operation: 'publish', topic });
const sub = (topic) => ({ operation: 'subscribe', topic });
const outcome = (rules, c, r) => acl.evaluateAcl(rules, c, r).outcome;

test('acl/before: no matching deny rule → pass (no rules at all, or only allow rules, restrict nothing)', () => {
  assert.equal(outcome([], client('c1'), pub('a/b')), 'allow');
  assert.equal(outcome([rule('allow', 'all', '*', 'x/#')], client('c1'), pub('a/b')), 'allow');
  assert.match(acl.evaluateAcl([], client('c1'), pub('a/b')).summary, /没有任何规则/);
  assert.equal(outcome([rule('deny', 'all', '*', 'other/#')], client('c1'), pub('a/b')), 'allow');
});

test('acl/before: a matching deny without a matching allow → reject; with a matching allow → pass (allow wins)', () => {
  const deny = rule('deny', 'all', '*', 'a/#');
  assert.equal(outcome([deny], client('c1'), pub('a/b')), 'deny');
  assert.equal(outcome([deny, rule('allow', 'clientId', 'c1', 'a/b')], client('c1'), pub('a/b')), 'allow');
  assert.equal(outcome([deny, rule('allow', 'clientId', 'c2', 'a/b')], client('c1'), pub('a/b')), 'deny');
  assert.match(
    acl.evaluateAcl([deny, rule('allow', 'all', '*', 'a/+')], client('c1'), pub('a/b')).summary,
    /规则 1（deny）命中，但 规则 2（allow）也命中/,
  );
});

test('acl/before: only the existence of matching rules counts, so their order does not change the outcome', () => {
  const rules = [rule('allow', 'all', '*', 'a/b'), rule('deny', 'all', '*', '#'), rule('deny', 'user', 'u', 'a/#')];
  const cases = [
    [client('c1', 'u'), pub('a/b')],
    [client('c1', 'u'), pub('a/c')],
    [client('c1', 'v'), sub('z')],
  ];
  for (const [c, r] of cases) {
    const outcomes = new Set([rules, [...rules].reverse(), [rules[1], rules[0], rules[2]]].map((rs) => outcome(rs, c, r)));
    assert.equal(outcomes.size, 1, `${r.topic}: ${[...outcomes]}`);
  }
});

test("acl/before's worked example gives the results its table states", () => {
  const { rules } = ACL_EXAMPLE;
  const device = (id) => client(id, '', '192.168.1.50');
  const backend = client('backend-1', '', '192.168.1.20');
  assert.equal(outcome(rules, device('c001'), pub('devices/c001/up')), 'allow');
  assert.equal(outcome(rules, device('c001'), sub('devices/c001/cmd')), 'allow');
  assert.equal(outcome(rules, device('c001'), sub('devices/c002/up')), 'deny');
  assert.equal(outcome(rules, device('c002'), pub('devices/c001/up')), 'deny');
  assert.equal(outcome(rules, backend, sub('devices/c002/up')), 'allow');
  assert.equal(outcome(rules, backend, pub('devices/c002/cmd')), 'deny');
  assert.equal(outcome(rules, device('c009'), pub('system/notice')), 'allow');
});

test('acl/before: acl_type all / ip / clientId / user select clients by subject; acl_action publish / subscribe / pubsub', () => {
  const d = (type, subject, action = 'pubsub') => [rule('deny', type, subject, 't', action)];
  assert.equal(outcome(d('all', '*'), client('x'), pub('t')), 'deny');
  assert.equal(outcome(d('ip', '192.168.0.1'), client('x', '', '192.168.0.1'), pub('t')), 'deny');
  assert.equal(outcome(d('ip', '192.168.0.1'), client('x', '', '192.168.0.2'), pub('t')), 'allow');
  assert.equal(outcome(d('clientId', 'test'), client('test'), pub('t')), 'deny');
  assert.equal(outcome(d('clientId', 'test'), client('other'), pub('t')), 'allow');
  assert.equal(outcome(d('user', 'user'), client('x', 'user'), pub('t')), 'deny');
  assert.equal(outcome(d('user', 'user'), client('x', 'someone'), pub('t')), 'allow');
  assert.equal(outcome(d('user', 'user'), client('x'), pub('t')), 'allow', 'a client without a username');
  assert.equal(outcome(d('all', '*', 'publish'), client('x'), sub('t')), 'allow');
  assert.equal(outcome(d('all', '*', 'subscribe'), client('x'), sub('t')), 'deny');
  assert.equal(outcome(d('all', '*', 'pubsub'), client('x'), sub('t')), 'deny');
});

test("acl/before: ${clientId} and ${user} in a rule topic are replaced by the client's id and username", () => {
  const rules = [rule('deny', 'all', '*', '#'), rule('allow', 'all', '*', 'devices/${clientId}/${user}/+')];
  assert.equal(outcome(rules, client('c1', 'alice'), pub('devices/c1/alice/up')), 'allow');
  assert.equal(outcome(rules, client('c1', 'alice'), pub('devices/c2/alice/up')), 'deny');
  const e = acl.evaluateAcl(rules, client('c1', 'alice'), pub('devices/c1/alice/up'));
  assert.match(e.rules[1].topic.reason, /替换占位符后为 「devices\/c1\/alice\/\+」/);
});

test('ACL cases the pages leave open are "cannot decide", never guessed', () => {
  const deny = rule('deny', 'all', '*', '#');
  const unknownWith = (extra, c, r) => {
    const d = acl.evaluateAcl([deny, extra], c, r);
    assert.equal(d.outcome, 'unknown', `${JSON.stringify(extra)} → ${d.summary}`);
    assert.match(d.summary, /无法判断/);
    return d;
  };
  // An IP range, an IPv6 spelling, or no IP given for an ip rule.
  unknownWith(rule('allow', 'ip', '192.168.1.0/24', '#'), client('c', '', '192.168.1.7'), pub('t'));
  unknownWith(rule('allow', 'ip', '::1', '#'), client('c', '', '0:0:0:0:0:0:0:1'), pub('t'));
  unknownWith(rule('allow', 'ip', '192.168.1.7', '#'), client('c'), pub('t'));
  // "*" as the subject of a clientId / user rule; a case-only difference.
  unknownWith(rule('allow', 'clientId', '*', '#'), client('c'), pub('t'));
  unknownWith(rule('allow', 'clientId', 'Dev1', '#'), client('dev1'), pub('t'));
  // Placeholders: an undocumented one, an empty value, a value with / + #.
  unknownWith(rule('allow', 'all', '*', 'd/${username}'), client('c', 'u'), pub('d/u'));
  unknownWith(rule('allow', 'all', '*', 'd/${user}'), client('c'), pub('d/x'));
  unknownWith(rule('allow', 'all', '*', 'd/${clientId}'), client('a/b'), pub('d/a/b'));
  // An invalid rule topic.
  unknownWith(rule('allow', 'all', '*', 'a/#/b'), client('c'), pub('a/x/b'));
  // A wildcard subscription, a shared subscription, a $delay publish, a $ topic against a leading wildcard.
  unknownWith(rule('allow', 'all', '*', 'a/#'), client('c'), sub('a/+'));
  unknownWith(rule('allow', 'all', '*', 'a/#'), client('c'), sub('$share/g/a/b'));
  unknownWith(rule('allow', 'all', '*', 'a/#'), client('c'), pub('$delay/10/a/b'));
  assert.equal(outcome([deny], client('c'), pub('$SYS/x')), 'unknown');
  // But an allow that surely matches settles it, whatever else is open.
  assert.equal(outcome([deny, rule('allow', 'ip', '10.0.0.0/8', '#'), rule('allow', 'all', '*', 't')], client('c'), pub('t')), 'allow');
  // And with no deny at all, nothing can reject.
  assert.equal(outcome([rule('allow', 'ip', '10.0.0.0/8', '#')], client('c'), pub('t')), 'allow');
});

test('acl/before: an ip rule compares IPv4 addresses; a written form with leading zeros is exact where every reading agrees, "cannot decide" where they differ', () => {
  const ipRule = (subject) => rule('deny', 'ip', subject, '#');
  const applies = (subject, ip) => acl.clientApplies(ipRule(subject), client('c', '', ip));
  assert.equal(applies('192.168.1.20', '192.168.1.20').result, 'yes');
  assert.equal(applies('192.168.1.20', '192.168.1.21').result, 'no');
  // Leading zeros: 192.168.001.020 is 192.168.1.20 read as decimal, 192.168.1.16 read as octal.
  const zeros = applies('192.168.001.020', '192.168.1.20');
  assert.equal(zeros.result, 'unknown');
  assert.match(zeros.reason, /前导零.*同一个地址 192\.168\.1\.20.*不带前导零/);
  assert.equal(applies('192.168.1.16', '192.168.001.020').result, 'unknown', 'the octal reading is the same address');
  const different = applies('192.168.001.020', '10.0.0.1');
  assert.equal(different.result, 'no', 'different under every reading');
  assert.match(different.reason, /无论前导零按十进制还是八进制读/);
  assert.equal(applies('192.168.001.029', '192.168.1.29').result, 'unknown', '029 is no octal number, but 29 in decimal');
  // Not a dotted quad of four decimal parts: shortened forms, ranges, out-of-range parts, IPv6.
  for (const subject of ['192.168.1', '192.168.1.0/24', '192.168.1.*', '192.168.1.256', '::ffff:192.168.1.20', '3232235796']) {
    const r = applies(subject, '192.168.1.20');
    assert.equal(r.result, 'unknown', subject);
    assert.match(r.reason, /四段十进制的 IPv4 地址/, subject);
  }
  assert.deepEqual(acl.ipv4Readings('010.0.0.1'), { canonical: false, readings: ['10.0.0.1', '8.0.0.1'] });
  assert.deepEqual(acl.ipv4Readings('10.0.0.1'), { canonical: true, readings: ['10.0.0.1'] });
  // In a whole decision: the deny rule for 192.168.001.020 may or may not hold back 192.168.1.20.
  const decision = acl.evaluateAcl([ipRule('192.168.001.020')], client('c', '', '192.168.1.20'), pub('t'));
  assert.equal(decision.outcome, 'unknown');
});

test("acl/before: %c and %u (other brokers' placeholders) are compared as text, and the reason names FluxMQ's ${clientId} and ${user}", () => {
  const own = rule('allow', 'all', '*', 'devices/%c/#');
  const r = acl.topicApplies(own, pub('devices/c001/up'), client('c001', 'u1'));
  assert.equal(r.result, 'no', '%c is the two characters % and c');
  assert.match(r.reason, /%c 不是 FluxMQ 的占位符（FluxMQ 的占位符是 \$\{clientId\} 和 \$\{user\}.*请写 \$\{clientId\}/);
  const literal = acl.topicApplies(own, pub('devices/%c/up'), client('c001'));
  assert.equal(literal.result, 'yes');
  assert.match(literal.reason, /%c 不是 FluxMQ 的占位符/);
  const user = acl.topicApplies(rule('allow', 'all', '*', 'home/%u'), pub('home/alice'), client('c', 'alice'));
  assert.match(user.reason, /%u 不是 FluxMQ 的占位符.*要表示用户名请写 \$\{user\}/);
  assert.equal(
    acl.topicApplies(rule('allow', 'all', '*', 'devices/${clientId}/#'), pub('devices/c001/up'), client('c001')).reason.includes('%'),
    false,
  );
});

test('an invalid operation topic is said to be invalid, not judged', () => {
  const d = acl.evaluateAcl([rule('deny', 'all', '*', '#')], client('c'), pub('a/+'));
  assert.equal(d.outcome, 'invalid');
  assert.match(d.requestIssues[0].message, /通配符/);
  assert.equal(outcome([], client('c'), sub('a/#/b')), 'invalid');
  assert.equal(outcome([], client('c'), pub('')), 'invalid');
});

// ---- The address ----

test('the topic panel state survives the address, other parameters kept', () => {
  const state = { filters: 'a/+\n$share/g/b/#\nx,y&z=1', topics: 'a/b\n中文/主题' };
  const search = url.writeTopicState('?_highlight=mqtt', state);
  assert.match(search, /_highlight=mqtt/);
  assert.deepEqual(url.readTopicState(search), state);
  assert.equal(url.readTopicState('?q=1'), undefined);
  assert.equal(url.clearState(search, 'topic'), '?_highlight=mqtt');
});

test('the ACL panel state survives the address; malformed rules are dropped with a note', () => {
  const state = {
    client: { clientId: 'c,1', username: 'u%2C', ip: '192.168.1.7' },
    request: { operation: 'subscribe', topic: 'a/b,c' },
    rules: [rule('deny', 'user', 'a,b%', 'x,y/#'), rule('allow', 'all', '*', 'devices/${clientId}/#', 'publish')],
  };
  const search = url.writeAclState('', state);
  assert.deepEqual(url.readAclState(search), { state, dropped: [] });
  const hostile = url.readAclState('?rule=drop,all,pubsub,*,x&rule=deny,all,pubsub,*,ok&rule=%3Cscript%3E&op=delete');
  assert.equal(hostile.state.rules.length, 1);
  assert.equal(hostile.state.request.operation, 'publish');
  assert.equal(hostile.dropped.length, 3);
  assert.equal(url.decodeRule('deny,all,pubsub'), undefined);
});
