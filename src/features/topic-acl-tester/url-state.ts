/**
 * The tester's state in the page address (query string), so a reader can share a case: the topic
 * panel writes `filter` and `topic` (one parameter per line), the ACL panel `client`, `user`, `ip`,
 * `op`, `acltopic` and `rule` (one per rule: `strategy,type,action,subject,topic`, the subject with
 * `%` and `,` escaped; the topic is the rest, so it may hold commas). Anything malformed in an
 * address is dropped with a note, never trusted; the other parameters of the address are kept.
 */
import { linesOf, MAX_LINES } from './matching';
import {
  ACL_ACTIONS,
  ACL_STRATEGIES,
  ACL_TYPES,
  type AclAction,
  type AclClient,
  type AclRequest,
  type AclRule,
  type AclStrategy,
  type AclType,
} from './acl';

export const MAX_RULES = 30;
/** An address longer than this is not written (servers refuse long request lines; sharing it would fail). */
export const MAX_QUERY_LENGTH = 8000;

export interface TopicState {
  filters: string;
  topics: string;
}

export interface AclState {
  client: AclClient;
  request: AclRequest;
  rules: AclRule[];
}

const TOPIC_KEYS = ['filter', 'topic'] as const;
const ACL_KEYS = ['client', 'user', 'ip', 'op', 'acltopic', 'rule'] as const;

/** The topic panel's state in an address, or undefined when the address has none. */
export function readTopicState(search: string): TopicState | undefined {
  const params = new URLSearchParams(search);
  if (!TOPIC_KEYS.some((k) => params.has(k))) return undefined;
  const take = (k: string) =>
    params
      .getAll(k)
      .filter((v) => v.length > 0)
      .slice(0, MAX_LINES)
      .join('\n');
  return { filters: take('filter'), topics: take('topic') };
}

/** The address `search` with the topic panel's state written in (other parameters kept). */
export function writeTopicState(search: string, state: TopicState): string {
  const params = new URLSearchParams(search);
  TOPIC_KEYS.forEach((k) => params.delete(k));
  linesOf(state.filters)
    .slice(0, MAX_LINES)
    .forEach((l) => params.append('filter', l));
  linesOf(state.topics)
    .slice(0, MAX_LINES)
    .forEach((l) => params.append('topic', l));
  return toSearch(params);
}

const escapeSubject = (s: string) => s.replace(/%/g, '%25').replace(/,/g, '%2C');
const unescapeSubject = (s: string) => s.replace(/%2C/gi, ',').replace(/%25/g, '%');

export function encodeRule(rule: AclRule): string {
  return [rule.strategy, rule.type, rule.action, escapeSubject(rule.subject), rule.topic].join(',');
}

/** A rule from its address form, or undefined when it is not one. */
export function decodeRule(text: string): AclRule | undefined {
  const parts = text.split(',');
  if (parts.length < 5) return undefined;
  const [strategy, type, action, subject] = parts;
  if (!(ACL_STRATEGIES as readonly string[]).includes(strategy)) return undefined;
  if (!(ACL_TYPES as readonly string[]).includes(type)) return undefined;
  if (!(ACL_ACTIONS as readonly string[]).includes(action)) return undefined;
  return {
    strategy: strategy as AclStrategy,
    type: type as AclType,
    action: action as AclAction,
    subject: unescapeSubject(subject),
    topic: parts.slice(4).join(','),
  };
}

/** The ACL panel's state in an address (with notes on what was dropped), or undefined when it has none. */
export function readAclState(search: string): { state: AclState; dropped: string[] } | undefined {
  const params = new URLSearchParams(search);
  if (!ACL_KEYS.some((k) => params.has(k))) return undefined;
  const dropped: string[] = [];
  const rules: AclRule[] = [];
  params.getAll('rule').forEach((text, i) => {
    const rule = decodeRule(text);
    if (!rule) dropped.push(`地址中的第 ${i + 1} 条规则格式不对，已忽略。`);
    else if (rules.length >= MAX_RULES) dropped.push(`地址中的第 ${i + 1} 条规则超出上限 ${MAX_RULES} 条，已忽略。`);
    else rules.push(rule);
  });
  const op = params.get('op');
  if (op !== null && op !== 'publish' && op !== 'subscribe') dropped.push('地址中的操作既不是 publish 也不是 subscribe，已按发布处理。');
  return {
    state: {
      client: { clientId: params.get('client') ?? '', username: params.get('user') ?? '', ip: params.get('ip') ?? '' },
      request: { operation: op === 'subscribe' ? 'subscribe' : 'publish', topic: params.get('acltopic') ?? '' },
      rules,
    },
    dropped,
  };
}

/** The address `search` with the ACL panel's state written in (other parameters kept). */
export function writeAclState(search: string, state: AclState): string {
  const params = new URLSearchParams(search);
  ACL_KEYS.forEach((k) => params.delete(k));
  params.set('client', state.client.clientId);
  params.set('user', state.client.username);
  if (state.client.ip) params.set('ip', state.client.ip);
  params.set('op', state.request.operation);
  params.set('acltopic', state.request.topic);
  state.rules.slice(0, MAX_RULES).forEach((r) => params.append('rule', encodeRule(r)));
  return toSearch(params);
}

/** The address without the tester's parameters (back to the default example). */
export function clearState(search: string, panel: 'topic' | 'acl'): string {
  const params = new URLSearchParams(search);
  (panel === 'topic' ? TOPIC_KEYS : ACL_KEYS).forEach((k) => params.delete(k));
  return toSearch(params);
}

function toSearch(params: URLSearchParams): string {
  const s = params.toString();
  return s ? `?${s}` : '';
}
