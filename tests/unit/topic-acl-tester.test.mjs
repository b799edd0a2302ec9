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
const errors = (parsed) => parsed.issues.filter((i) => i.level === 'error').map((i) => i.message).join(' | ');

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
  assert.match(m.parseFilter('sensor/').issues.map((i) => i.message).join(), /过滤器第 2 层为空/);
  assert.match(m.parseFilter('$share/g//x').issues.map((i) => i.message).join(), /共享订阅的过滤器第 1 层为空/);
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
  const started = performance.now();
  const e = m.evaluateTopics(['a/#', '+/+'].join('\n'), `${'x/'.repeat(32768)}\n${'y'.repeat(65536)}`);
  assert.ok(performance.now() - started < 200, 'evaluating 64 KB inputs stays fast');
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
  // function/share gives no wildcard in a shared filter: MQTT 5.0 allows it, FluxMQ's support is not settled.
  const wild = m.matchFilter(m.parseFilter('$share/g/sensor/+'), m.parseTopic('sensor/10'));
  assert.equal(wild.verdict, 'unknown');
  assert.match(wild.reason, /按 MQTT 5\.0 规范，这个共享订阅能收到.*是否支持通配符，测试器无法判断/);
  assert.equal(verdict('$queue/sensor/#', 'sensor/1'), 'unknown');
  assert.equal(verdict('$share/g/sensor/+', 'other/1'), 'no-match', 'no match even by the spec is a plain no');
  assert.ok(!matches('$share/g/#', '$SYS/x'), 'MQTT-4.7.2-1 applies to the shared filter');
  assert.match(m.matchFilter(share, m.parseTopic('topic1')).reason, /组「group1」.*只发给其中一个订阅者/);
  assert.match(errors(m.parseFilter('$share//topic1')), /组名为空/, 'empty ShareName (MQTT-4.8.2-1)');
  assert.match(errors(m.parseFilter('$share/test')), /缺少 \/ 和主题过滤器/, 'no "/" and filter after the ShareName');
  assert.match(errors(m.parseFilter('$share/g/')), /没有主题过滤器/);
  assert.match(errors(m.parseFilter('$share/g+/t')), /不能包含/, 'ShareName with "+" (MQTT-4.8.2-2)');
  assert.match(errors(m.parseFilter('$share/g/a/#/b')), /最后/);
  assert.match(errors(m.parseFilter('$queue/')), /没有主题过滤器/);
  assert.equal(m.parseFilter('$share').kind, 'plain', '"$share" alone is an ordinary filter');
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
  assert.deepEqual(e.results.map((row) => row[0].verdict), ['match', 'match']);
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
  assert.match(acl.evaluateAcl([deny, rule('allow', 'all', '*', 'a/+')], client('c1'), pub('a/b')).summary, /规则 1（deny）命中，但 规则 2（allow）也命中/);
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

test('acl/before: ${clientId} and ${user} in a rule topic are replaced by the client\'s id and username', () => {
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
