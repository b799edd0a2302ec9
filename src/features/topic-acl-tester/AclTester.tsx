/**
 * The ACL tester: a client (client id, username, and its IP when a rule is of type ip), one publish
 * or subscribe, and a list of rules with the five fields of the ACL pages, in the console's order
 * (acl_type, subject, topic, acl_action, acl_strategy). It shows the decision — pass, reject or
 * cannot decide — and, per rule, whether it matches and why (./acl.ts). The state lives in the
 * address; without JavaScript (and in the server render) the default example is static text.
 */
import React, { useDeferredValue, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import { useHistory } from '@docusaurus/router';
import {
  ACL_ACTIONS,
  ACL_STRATEGIES,
  ACL_TYPES,
  evaluateAcl,
  OPERATION_LABEL,
  type AclDecision,
  type AclRule,
  type Operation,
  type Outcome,
  type Tri,
} from './acl';
import { displayText } from './matching';
import { clearState, MAX_RULES, readAclState, writeAclState, type AclState } from './url-state';
import { ACL_EXAMPLE } from './examples';
import { IssueList, useAddressWriter, VerdictLabel, type Tone } from './parts';
import styles from './styles.module.css';

const OUTCOME: Record<Outcome, { label: string; tone: Tone }> = {
  allow: { label: 'ACL 通过', tone: 'match' },
  deny: { label: 'ACL 拒绝', tone: 'invalid' },
  unknown: { label: '无法判断', tone: 'unknown' },
  invalid: { label: '操作无效', tone: 'invalid' },
};
const TRI: Record<Tri, { label: string; tone: Tone }> = {
  yes: { label: '命中', tone: 'match' },
  no: { label: '不命中', tone: 'no-match' },
  unknown: { label: '无法判断', tone: 'unknown' },
};
const PART_LABEL = { client: '客户端', action: '操作', topic: '主题' } as const;

type KeyedRule = AclRule & { key: number };

function Decision({ decision }: { decision: AclDecision }): ReactNode {
  return (
    <div className={styles.results}>
      <IssueList issues={decision.requestIssues} />
      {decision.rules.length > 0 && (
        <ol className={styles.ruleResults}>
          {decision.rules.map((e) => (
            <li key={e.number}>
              <p className={styles.blockTitle}>
                规则 {e.number}（{e.rule.strategy}）：<VerdictLabel tone={TRI[e.matches].tone}>{TRI[e.matches].label}</VerdictLabel>
              </p>
              <ul className={styles.plainList}>
                {(['client', 'action', 'topic'] as const).map((part) => (
                  <li key={part}>
                    {PART_LABEL[part]}：{TRI[e[part].result].label}。{e[part].reason}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

function InteractiveAclTester(): ReactNode {
  const id = useId();
  const history = useHistory();
  const nextKey = useRef(0);
  const keyed = (rules: readonly AclRule[]): KeyedRule[] => rules.map((r) => ({ ...r, key: nextKey.current++ }));
  const [fromAddress] = useState(() => readAclState(window.location.search));
  const start = fromAddress?.state ?? ACL_EXAMPLE;
  const [client, setClient] = useState(start.client);
  const [request, setRequest] = useState(start.request);
  // eslint-disable-next-line react-hooks/refs -- the lazy initial state runs once, at mount, to number the rules the address gave
  const [rules, setRules] = useState<KeyedRule[]>(() => keyed(start.rules));
  const [touched, setTouched] = useState(false);
  const [focusRule, setFocusRule] = useState<number | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const state: AclState = useMemo(() => ({ client, request, rules }), [client, request, rules]);
  const deferred = useDeferredValue(state);
  const decision = useMemo(() => evaluateAcl(deferred.rules, deferred.client, deferred.request), [deferred]);
  const addressNote = useAddressWriter(touched, (search) => writeAclState(search, state), [client, request, rules]);
  const usesIp = rules.some((r) => r.type === 'ip');

  useEffect(() => {
    if (focusRule === null) return;
    if (focusRule < 0) addButton.current?.focus();
    else document.getElementById(`${id}-rule-${focusRule}-type`)?.focus();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the focus request is handled once the rows it names are on screen
    setFocusRule(null);
  }, [focusRule, id]);

  const change = (update: () => void) => {
    update();
    setTouched(true);
  };
  const setRule = (index: number, patch: Partial<AclRule>) =>
    change(() => setRules((all) => all.map((r, i) => (i === index ? { ...r, ...patch } : r))));
  const addRule = () =>
    change(() => {
      setRules((all) => [...all, ...keyed([{ type: 'all', subject: '*', topic: '', action: 'pubsub', strategy: 'deny' }])]);
      setFocusRule(rules.length);
    });
  const removeRule = (index: number) =>
    change(() => {
      setRules((all) => all.filter((_, i) => i !== index));
      setFocusRule(rules.length > 1 ? Math.min(index, rules.length - 2) : -1);
    });
  const reset = () => {
    setClient(ACL_EXAMPLE.client);
    setRequest(ACL_EXAMPLE.request);
    setRules(keyed(ACL_EXAMPLE.rules));
    setTouched(false);
    const { pathname, search, hash } = window.location;
    const next = clearState(search, 'acl');
    if (next !== search) history.replace({ pathname, search: next, hash });
  };
  const outcome = OUTCOME[decision.outcome];

  return (
    <div>
      {fromAddress && fromAddress.dropped.length > 0 && (
        <ul className={styles.issues}>
          {fromAddress.dropped.map((d, i) => (
            <li key={i} data-level="warning">
              {d}
            </li>
          ))}
        </ul>
      )}
      <div className={styles.inputs}>
        <fieldset className={styles.fieldset}>
          <legend>客户端</legend>
          <div className={styles.field}>
            <label htmlFor={`${id}-client`}>客户端 ID</label>
            <input
              id={`${id}-client`}
              className={styles.input}
              value={client.clientId}
              autoComplete="off"
              spellCheck={false}
              onChange={(e) => change(() => setClient({ ...client, clientId: e.target.value }))}
            />
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-user`}>用户名（可留空）</label>
            <input
              id={`${id}-user`}
              className={styles.input}
              value={client.username}
              autoComplete="off"
              spellCheck={false}
              onChange={(e) => change(() => setClient({ ...client, username: e.target.value }))}
            />
          </div>
          {usesIp && (
            <div className={styles.field}>
              <label htmlFor={`${id}-ip`}>客户端 IP（有 ip 类型的规则）</label>
              <input
                id={`${id}-ip`}
                className={styles.input}
                value={client.ip}
                autoComplete="off"
                spellCheck={false}
                inputMode="decimal"
                onChange={(e) => change(() => setClient({ ...client, ip: e.target.value }))}
              />
            </div>
          )}
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend>操作</legend>
          <div className={styles.field}>
            <label htmlFor={`${id}-op`}>发布还是订阅</label>
            <select
              id={`${id}-op`}
              className={styles.input}
              value={request.operation}
              onChange={(e) => change(() => setRequest({ ...request, operation: e.target.value as Operation }))}>
              <option value="publish">发布（publish）</option>
              <option value="subscribe">订阅（subscribe）</option>
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-topic`}>{request.operation === 'publish' ? '发布的主题名' : '订阅的主题'}</label>
            <input
              id={`${id}-topic`}
              className={`${styles.input} ${styles.mono}`}
              value={request.topic}
              autoComplete="off"
              spellCheck={false}
              onChange={(e) => change(() => setRequest({ ...request, topic: e.target.value }))}
            />
          </div>
        </fieldset>
      </div>
      <fieldset className={styles.fieldset}>
        <legend>ACL 规则（先后顺序不影响结果）</legend>
        <ol className={styles.rules}>
          {rules.map((rule, i) => (
            <li key={rule.key} className={styles.rule} aria-label={`规则 ${i + 1}`}>
              <span className={styles.ruleNumber} aria-hidden="true">
                {i + 1}
              </span>
              <div className={styles.ruleField}>
                <label htmlFor={`${id}-rule-${i}-type`}>acl_type</label>
                <select
                  id={`${id}-rule-${i}-type`}
                  className={styles.input}
                  value={rule.type}
                  onChange={(e) => setRule(i, { type: e.target.value as AclRule['type'] })}>
                  {ACL_TYPES.map((t) => (
                    <option key={t}>{t}</option>
                  ))}
                </select>
              </div>
              <div className={styles.ruleField}>
                <label htmlFor={`${id}-rule-${i}-subject`}>subject</label>
                <input
                  id={`${id}-rule-${i}-subject`}
                  className={`${styles.input} ${styles.mono}`}
                  value={rule.subject}
                  autoComplete="off"
                  spellCheck={false}
                  onChange={(e) => setRule(i, { subject: e.target.value })}
                />
              </div>
              <div className={`${styles.ruleField} ${styles.ruleTopic}`}>
                <label htmlFor={`${id}-rule-${i}-topic`}>topic</label>
                <input
                  id={`${id}-rule-${i}-topic`}
                  className={`${styles.input} ${styles.mono}`}
                  value={rule.topic}
                  autoComplete="off"
                  spellCheck={false}
                  onChange={(e) => setRule(i, { topic: e.target.value })}
                />
              </div>
              <div className={styles.ruleField}>
                <label htmlFor={`${id}-rule-${i}-action`}>acl_action</label>
                <select
                  id={`${id}-rule-${i}-action`}
                  className={styles.input}
                  value={rule.action}
                  onChange={(e) => setRule(i, { action: e.target.value as AclRule['action'] })}>
                  {ACL_ACTIONS.map((a) => (
                    <option key={a}>{a}</option>
                  ))}
                </select>
              </div>
              <div className={styles.ruleField}>
                <label htmlFor={`${id}-rule-${i}-strategy`}>acl_strategy</label>
                <select
                  id={`${id}-rule-${i}-strategy`}
                  className={styles.input}
                  value={rule.strategy}
                  onChange={(e) => setRule(i, { strategy: e.target.value as AclRule['strategy'] })}>
                  {ACL_STRATEGIES.map((s) => (
                    <option key={s}>{s}</option>
                  ))}
                </select>
              </div>
              <button type="button" className={styles.remove} aria-label={`删除规则 ${i + 1}`} onClick={() => removeRule(i)}>
                删除
              </button>
            </li>
          ))}
        </ol>
        <div className={styles.actions}>
          <button
            ref={addButton}
            type="button"
            className="button button--sm button--primary"
            onClick={addRule}
            disabled={rules.length >= MAX_RULES}>
            添加规则
          </button>
          <button type="button" className="button button--sm button--secondary" onClick={reset}>
            恢复示例
          </button>
          <span className={styles.hint}>输入会保存在地址栏中，复制地址即可分享这个例子。</span>
        </div>
      </fieldset>
      <div className={styles.summary} role="status" aria-live="polite">
        <VerdictLabel tone={outcome.tone}>{outcome.label}</VerdictLabel> {decision.summary}
      </div>
      {addressNote && <p className={styles.note}>{addressNote}</p>}
      <Decision decision={decision} />
    </div>
  );
}

/** The default example as static text: the server render, and what a reader without JavaScript sees. */
function StaticAclExample(): ReactNode {
  const { client, request, rules } = ACL_EXAMPLE;
  const decision = evaluateAcl(rules, client, request);
  return (
    <div className={styles.static}>
      <p>
        启用 JavaScript 后，可以在这里填写客户端、一次发布或订阅和一组 ACL 规则，查看 FluxMQ 的判定结果和每条规则是否命中。下面是默认示例：
      </p>
      <ol className={styles.staticRules}>
        {rules.map((r, i) => (
          <li key={i}>
            规则 {i + 1}：acl_type <code>{r.type}</code>，subject <code>{r.subject}</code>，topic <code>{r.topic}</code>，acl_action{' '}
            <code>{r.action}</code>，acl_strategy <code>{r.strategy}</code>
          </li>
        ))}
      </ol>
      <p>
        客户端 <code>{client.clientId}</code>（IP <code>{client.ip}</code>）{OPERATION_LABEL[request.operation]}{' '}
        <code>{displayText(request.topic)}</code>：{OUTCOME[decision.outcome].label}。{decision.summary}
      </p>
      <Decision decision={decision} />
    </div>
  );
}

export default function AclTester(): ReactNode {
  const titleId = useId();
  return (
    <section className={styles.tester} aria-labelledby={titleId} data-tester="acl">
      <p className={styles.title} id={titleId}>
        ACL 规则测试器
      </p>
      <BrowserOnly fallback={<StaticAclExample />}>{() => <InteractiveAclTester />}</BrowserOnly>
    </section>
  );
}
