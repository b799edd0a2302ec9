/**
 * FluxMQ's ACL decision as the ACL pages describe it (acl/before, shared by acl/config, acl/sql and
 * acl/http): a rule has acl_type + subject (which clients), acl_action (publish, subscribe or both),
 * topic (a filter with `+` / `#` and the placeholders `${clientId}` and `${user}`) and acl_strategy
 * (allow / deny). A publish or subscribe passes when no matching deny rule exists; when one exists,
 * it passes only if a matching allow rule exists too. Only existence counts, so the order of the
 * rules does not change the outcome. Whatever those pages leave open (an IP range as subject, `*`
 * for a client id, a wildcard subscription checked against a rule, …) is answered "cannot decide",
 * never guessed. Pure functions, used by ./AclTester.tsx and the unit tests.
 */
import { displayText, hasWildcard, levelIs, levelsOf, matchLevels, parseFilter, parseTopic, type Issue } from './matching';

export const ACL_TYPES = ['all', 'ip', 'clientId', 'user'] as const;
export const ACL_ACTIONS = ['publish', 'subscribe', 'pubsub'] as const;
export const ACL_STRATEGIES = ['allow', 'deny'] as const;
export type AclType = (typeof ACL_TYPES)[number];
export type AclAction = (typeof ACL_ACTIONS)[number];
export type AclStrategy = (typeof ACL_STRATEGIES)[number];
export type Operation = 'publish' | 'subscribe';

export interface AclRule {
  type: AclType;
  subject: string;
  topic: string;
  action: AclAction;
  strategy: AclStrategy;
}

export interface AclClient {
  clientId: string;
  username: string;
  ip: string;
}

export interface AclRequest {
  operation: Operation;
  topic: string;
}

/** yes / no, or unknown where the ACL pages do not settle it. */
export type Tri = 'yes' | 'no' | 'unknown';

export interface RuleEvaluation {
  /** 1-based, as the rule list numbers it. */
  number: number;
  rule: AclRule;
  client: { result: Tri; reason: string };
  action: { result: Tri; reason: string };
  topic: { result: Tri; reason: string };
  /** The rule matches this operation: every part yes; unknown if none is no and one is unknown. */
  matches: Tri;
}

export type Outcome = 'allow' | 'deny' | 'unknown' | 'invalid';

export interface AclDecision {
  outcome: Outcome;
  /** The decision in one or two Chinese sentences. */
  summary: string;
  /** Problems of the operation's own topic (an invalid one has outcome 'invalid'). */
  requestIssues: Issue[];
  rules: RuleEvaluation[];
}

export const OPERATION_LABEL: Record<Operation, string> = { publish: '发布', subscribe: '订阅' };
export const ACTION_LABEL: Record<AclAction, string> = { publish: '发布', subscribe: '订阅', pubsub: '发布和订阅' };
const TYPE_SUBJECT: Record<Exclude<AclType, 'all'>, { field: keyof AclClient; name: string }> = {
  ip: { field: 'ip', name: '客户端 IP' },
  clientId: { field: 'clientId', name: '客户端 ID' },
  user: { field: 'username', name: '用户名' },
};

const q = (s: string, max = 60) => `「${displayText(s, max)}」`;

/**
 * The IPv4 addresses a dotted quad can stand for: four decimal parts of 1 to 3 digits, each up to 255.
 * A part with a leading zero (`192.168.001.020`) is read as decimal by some software and as octal
 * by other (020 = 16), so both readings are returned; undefined when the text is no dotted quad.
 */
export function ipv4Readings(text: string): { canonical: boolean; readings: string[] } | undefined {
  const parts = text.split('.');
  if (parts.length !== 4 || parts.some((p) => !/^\d{1,3}$/.test(p) || Number(p) > 255)) return undefined;
  const canonical = parts.every((p) => p === String(Number(p)));
  const decimal = parts.map((p) => String(Number(p))).join('.');
  const octalParts = parts.map((p) => (p.length > 1 && p.startsWith('0') ? (/^[0-7]+$/.test(p) ? parseInt(p, 8) : NaN) : Number(p)));
  const readings = [decimal];
  if (!canonical && octalParts.every((n) => !Number.isNaN(n))) {
    const octal = octalParts.join('.');
    if (octal !== decimal) readings.push(octal);
  }
  return { canonical, readings };
}

/** An `ip` rule's subject against the client's IP, as addresses: exact where the texts settle it. */
function compareIpv4(subject: string, value: string): { result: Tri; reason: string } {
  const a = ipv4Readings(subject);
  const b = ipv4Readings(value);
  if (!a || !b) {
    return {
      result: 'unknown',
      reason: `ip 类型的 subject 填写单个 IP 地址；${q(subject)} 与 ${q(value)} 不是两个四段十进制的 IPv4 地址（网段、通配符、IPv6、省略的段等），是否命中测试器无法判断，请在实际环境中验证。`,
    };
  }
  if (a.canonical && b.canonical) return { result: 'no', reason: `subject ${q(subject)} 不是这个客户端的 IP ${q(value)}。` };
  const same = a.readings.filter((r) => b.readings.includes(r));
  if (same.length) {
    return {
      result: 'unknown',
      reason: `${q(subject)} 与 ${q(value)} 写法不同（有前导零），但可以是同一个地址 ${same.join(' 或 ')}；FluxMQ 按地址还是按文字比较，测试器无法判断。请在规则和客户端中都使用不带前导零的写法。`,
    };
  }
  return {
    result: 'no',
    reason: `subject ${q(subject)} 不是这个客户端的 IP ${q(value)}：无论前导零按十进制还是八进制读，两者都是不同的地址。`,
  };
}

/** Whether the rule is meant for this client (acl_type + subject). */
export function clientApplies(rule: AclRule, client: AclClient): { result: Tri; reason: string } {
  if (rule.type === 'all') return { result: 'yes', reason: 'acl_type 为 all，对所有客户端生效。' };
  const { field, name } = TYPE_SUBJECT[rule.type];
  const value = client[field];
  const subject = rule.subject;
  if (subject.length === 0) return { result: 'unknown', reason: `规则的 subject 为空，它针对哪个${name}，测试器无法判断。` };
  if (rule.type === 'ip') {
    if (!value) return { result: 'unknown', reason: '规则按客户端 IP 生效，请填写客户端 IP。' };
    if (subject === value) return { result: 'yes', reason: `subject 与客户端 IP ${q(value)} 相同。` };
    return compareIpv4(subject, value);
  }
  if (subject === '*') {
    return {
      result: 'unknown',
      reason: `acl_type 为 ${rule.type} 时 subject 填 * 表示什么，测试器无法判断；针对所有客户端请用 acl_type all。`,
    };
  }
  if (rule.type === 'user' && !value) return { result: 'no', reason: '客户端没有用户名，按用户名生效的规则不适用于它。' };
  if (!value) return { result: 'unknown', reason: '客户端 ID 为空，测试器无法判断这条按客户端 ID 生效的规则是否适用。' };
  if (subject === value) return { result: 'yes', reason: `subject 与${name} ${q(value)} 相同。` };
  if (subject.toLowerCase() === value.toLowerCase()) {
    return {
      result: 'unknown',
      reason: `subject ${q(subject)} 与${name} ${q(value)} 只差大小写，FluxMQ 比较时是否区分大小写，测试器无法判断。`,
    };
  }
  return { result: 'no', reason: `subject ${q(subject)} 不是这个客户端的${name} ${q(value)}。` };
}

/** Whether the rule covers the operation (acl_action). */
export function actionApplies(rule: AclRule, operation: Operation): { result: Tri; reason: string } {
  if (rule.action === 'pubsub') return { result: 'yes', reason: `acl_action 为 pubsub，同时控制发布和订阅。` };
  if (rule.action === operation)
    return { result: 'yes', reason: `acl_action 为 ${rule.action}，正是这次的${OPERATION_LABEL[operation]}。` };
  return {
    result: 'no',
    reason: `acl_action 为 ${rule.action}（只控制${ACTION_LABEL[rule.action]}），这次是${OPERATION_LABEL[operation]}。`,
  };
}

const PLACEHOLDER = /\$\{([^}]*)\}/g;

/** The rule's topic with `${clientId}` and `${user}` replaced, or why that cannot be done. */
export function resolveRuleTopic(topic: string, client: AclClient): { topic?: string; unknown?: string } {
  let unknown: string | undefined;
  const resolved = topic.replace(PLACEHOLDER, (whole, name: string) => {
    if (unknown) return whole;
    if (name !== 'clientId' && name !== 'user') {
      unknown = `规则主题中的 ${q(whole, 40)} 不是支持的占位符（只有 \${clientId} 和 \${user}，区分大小写），FluxMQ 如何处理测试器无法判断。`;
      return whole;
    }
    const value = name === 'clientId' ? client.clientId : client.username;
    const label = name === 'clientId' ? '客户端 ID' : '用户名';
    if (!value) {
      unknown = `规则主题用了 \${${name}}，但客户端没有${label}，替换结果测试器无法判断。`;
      return whole;
    }
    if (/[/+#]/.test(value)) {
      unknown = `\${${name}} 要替换成的${label} ${q(value, 40)} 含有 /、+ 或 #，替换后它们是否当作层级分隔符或通配符，测试器无法判断。`;
      return whole;
    }
    return value;
  });
  return unknown ? { unknown } : { topic: resolved };
}

/** Placeholders of other brokers' ACLs (Mosquitto, EMQX: %c client id, %u username). */
const FOREIGN_PLACEHOLDER = /%[cu]/;

/**
 * A note when the rule topic holds another broker's placeholder: FluxMQ's are `${clientId}` and
 * `${user}`, so `%c` is compared as the two characters it is.
 */
export function foreignPlaceholderNote(topic: string): string {
  const found = topic.match(FOREIGN_PLACEHOLDER)?.[0];
  if (!found) return '';
  const meant = found === '%c' ? '${clientId}' : '${user}';
  return `规则主题中的 ${found} 不是 FluxMQ 的占位符（FluxMQ 的占位符是 \${clientId} 和 \${user}；%c、%u 是其他 MQTT 服务器的写法），这里按普通文字比较；要表示${found === '%c' ? '客户端 ID' : '用户名'}请写 ${meant}。`;
}

/** Whether the rule's topic covers the operation's topic. */
export function topicApplies(rule: AclRule, request: AclRequest, client: AclClient): { result: Tri; reason: string } {
  const resolved = resolveRuleTopic(rule.topic, client);
  if (resolved.unknown) return { result: 'unknown', reason: resolved.unknown };
  const ruleTopic = resolved.topic as string;
  const substituted = `${foreignPlaceholderNote(rule.topic)}${ruleTopic !== rule.topic ? `规则主题替换占位符后为 ${q(ruleTopic)}。` : ''}`;
  const filter = parseFilter(ruleTopic);
  if (!filter.valid) {
    const first = filter.issues.find((i) => i.level === 'error');
    return {
      result: 'unknown',
      reason: `${substituted}规则的 topic 不是合法的主题过滤器（${first?.message ?? ''}），FluxMQ 如何处理这条规则，测试器无法判断。`,
    };
  }
  if (filter.kind !== 'plain') {
    return {
      result: 'unknown',
      reason: `${substituted}规则的 topic 以 ${filter.kind === 'delay' ? '$delay/' : filter.kind === 'share' ? '$share/' : '$queue/'} 开头，FluxMQ 如何用它匹配，测试器无法判断。`,
    };
  }
  const result = matchLevels(filter.levels, levelsOf(request.topic), request.topic.startsWith('$'));
  if (request.topic.startsWith('$') && (levelIs(filter.levels, 0, '+') || levelIs(filter.levels, 0, '#'))) {
    return {
      result: 'unknown',
      reason: `${substituted}主题以 $ 开头而规则主题以通配符开头：订阅匹配时这样的过滤器不匹配 $ 开头的主题，ACL 检查是否同样如此，测试器无法判断。`,
    };
  }
  return { result: result.verdict === 'match' ? 'yes' : 'no', reason: `${substituted}${result.reason}` };
}

/** Problems of the operation itself, and whether the ACL pages settle how its topic is checked. */
function checkRequest(request: AclRequest): { issues: Issue[]; invalid: boolean; unknown?: string } {
  if (request.operation === 'publish') {
    const topic = parseTopic(request.topic);
    if (!topic.valid) return { issues: topic.issues, invalid: true };
    if (topic.delay) {
      return {
        issues: topic.issues,
        invalid: false,
        unknown: '这是一条 $delay/ 延迟消息：ACL 检查的是带前缀的主题还是真实主题，测试器无法判断。',
      };
    }
    return { issues: topic.issues, invalid: false };
  }
  const filter = parseFilter(request.topic);
  if (!filter.valid) return { issues: filter.issues, invalid: true };
  if (filter.kind === 'share' || filter.kind === 'queue') {
    return {
      issues: filter.issues,
      invalid: false,
      unknown: '这是一个共享订阅：ACL 检查的是带 $share/ 或 $queue/ 前缀的写法还是其中的主题过滤器，测试器无法判断。',
    };
  }
  if (hasWildcard(filter)) {
    return {
      issues: filter.issues,
      invalid: false,
      unknown:
        '订阅的是含通配符的主题过滤器：ACL 规则的主题与一个过滤器（而不是具体主题）如何比较，测试器无法判断。可以用具体主题分别测试。',
    };
  }
  return { issues: filter.issues, invalid: false };
}

const combine = (parts: Tri[]): Tri => (parts.includes('no') ? 'no' : parts.includes('unknown') ? 'unknown' : 'yes');

/** The decision for one operation of one client against a list of rules. */
export function evaluateAcl(rules: readonly AclRule[], client: AclClient, request: AclRequest): AclDecision {
  const check = checkRequest(request);
  const op = OPERATION_LABEL[request.operation];
  if (check.invalid) {
    return {
      outcome: 'invalid',
      summary: `这次${op}的主题本身不合法（见下方说明），按 MQTT 规范它到不了 ACL 检查这一步。`,
      requestIssues: check.issues,
      rules: [],
    };
  }
  const evaluations: RuleEvaluation[] = rules.map((rule, i) => {
    const clientPart = clientApplies(rule, client);
    const actionPart = actionApplies(rule, request.operation);
    const topicPart: { result: Tri; reason: string } = check.unknown
      ? { result: 'unknown', reason: check.unknown }
      : topicApplies(rule, request, client);
    return {
      number: i + 1,
      rule,
      client: clientPart,
      action: actionPart,
      topic: topicPart,
      matches: combine([clientPart.result, actionPart.result, topicPart.result]),
    };
  });
  const list = (strategy: AclStrategy, m: Tri) =>
    evaluations.filter((e) => e.rule.strategy === strategy && e.matches === m).map((e) => `规则 ${e.number}`);
  const allowYes = list('allow', 'yes');
  const denyYes = list('deny', 'yes');
  const allowUnknown = list('allow', 'unknown');
  const denyUnknown = list('deny', 'unknown');
  const base = { requestIssues: check.issues, rules: evaluations };
  if (allowYes.length) {
    return {
      ...base,
      outcome: 'allow',
      summary: denyYes.length
        ? `通过：${denyYes.join('、')}（deny）命中，但 ${allowYes.join('、')}（allow）也命中；存在匹配的 allow 规则时检查通过。`
        : `通过：没有 deny 规则命中${denyUnknown.length ? `（${denyUnknown.join('、')} 无法判断，但 ${allowYes.join('、')}（allow）已命中，结果不受影响）` : ''}。`,
    };
  }
  if (!denyYes.length && !denyUnknown.length) {
    return {
      ...base,
      outcome: 'allow',
      summary: `通过：没有匹配的 deny 规则，检查直接通过${rules.length ? '' : '（没有任何规则时，所有发布和订阅都通过）'}。`,
    };
  }
  if (denyYes.length && !allowUnknown.length) {
    return { ...base, outcome: 'deny', summary: `拒绝：${denyYes.join('、')}（deny）命中，且没有匹配的 allow 规则。` };
  }
  const open = [...denyUnknown, ...allowUnknown];
  return {
    ...base,
    outcome: 'unknown',
    summary: `无法判断：结果取决于 ${open.join('、')} 是否命中，见各规则的说明。`,
  };
}
