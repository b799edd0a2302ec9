/**
 * The topic tester: the reader types topic filters (subscriptions) and topic names (publishes), one
 * per line, and sees for every pair whether it matches and why, by the MQTT rules and FluxMQ's
 * $share / $queue / $delay prefixes (./matching.ts). The state lives in the address (?filter=…&topic=…).
 * Without JavaScript (and in the server render) it shows its default example as a static table.
 */
import React, { useDeferredValue, useId, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import { useHistory } from '@docusaurus/router';
import { displayText, evaluateTopics, MAX_LINES, type TopicEvaluation } from './matching';
import { clearState, readTopicState, writeTopicState, type TopicState } from './url-state';
import { TOPIC_EXAMPLES, type TopicExampleName } from './examples';
import { IssueList, useAddressWriter, VERDICT_LABEL, VerdictLabel } from './parts';
import styles from './styles.module.css';

function describeKind(f: TopicEvaluation['filters'][number]): string | null {
  if (!f.valid) return null;
  if (f.kind === 'share') return `共享订阅：组「${displayText(f.group ?? '', 40)}」，主题过滤器「${displayText(f.filter, 80)}」`;
  if (f.kind === 'queue') return `默认共享订阅：组 DEFAULT，主题过滤器「${displayText(f.filter, 80)}」`;
  return null;
}

function summaryOf(e: TopicEvaluation): string {
  if (!e.filters.length || !e.topics.length) return '请至少输入一个主题过滤器和一个主题名。';
  const { match, 'no-match': noMatch, unknown, invalid } = e.counts;
  const parts = [`匹配 ${match} 对`, `不匹配 ${noMatch} 对`];
  if (unknown) parts.push(`无法判断 ${unknown} 对`);
  if (invalid) parts.push(`因输入无效未比较 ${invalid} 对`);
  return `${e.filters.length} 个过滤器，${e.topics.length} 个主题名：${parts.join('，')}。`;
}

/** Pairs listed under a filter before the others are folded behind a button (the matches are always listed). */
export const LISTED_PAIRS = 5;

/** One filter's pairs: every match, the other pairs up to LISTED_PAIRS, the rest on request. */
function FilterPairs({ evaluation, filter }: { evaluation: TopicEvaluation; filter: number }): ReactNode {
  const [unfolded, setUnfolded] = useState(false);
  const row = evaluation.results[filter];
  let others = 0;
  const listed = row.map((r) => unfolded || r.verdict === 'match' || others++ < LISTED_PAIRS);
  const folded = row.filter((_, j) => !listed[j]);
  return (
    <ul className={styles.pairs}>
      {evaluation.topics.map((t, j) => {
        if (!listed[j]) return null;
        const r = row[j];
        return (
          <li key={j}>
            <VerdictLabel tone={r.verdict}>{VERDICT_LABEL[r.verdict]}</VerdictLabel>{' '}
            <code className={styles.value}>{displayText(t.raw, 80)}</code>
            <span className={styles.reason}>
              {r.reason}
              {r.rule && <span className={styles.cite}>（{r.rule}）</span>}
            </span>
          </li>
        );
      })}
      {folded.length > 0 && (
        <li>
          <button type="button" className={`clean-btn ${styles.unfold}`} onClick={() => setUnfolded(true)}>
            显示其余 {folded.length} 对（{foldedCounts(folded)}）
          </button>
        </li>
      )}
    </ul>
  );
}

function foldedCounts(results: TopicEvaluation['results'][number]): string {
  const counts = new Map<string, number>();
  for (const r of results) counts.set(VERDICT_LABEL[r.verdict], (counts.get(VERDICT_LABEL[r.verdict]) ?? 0) + 1);
  return [...counts].map(([label, n]) => `${label} ${n} 对`).join('，');
}

function Results({ evaluation }: { evaluation: TopicEvaluation }): ReactNode {
  const badTopics = evaluation.topics.filter((t) => t.issues.length || t.delay);
  return (
    <div className={styles.results}>
      {(evaluation.skippedFilters > 0 || evaluation.skippedTopics > 0) && (
        <p className={styles.note}>
          只比较前 {MAX_LINES} 个过滤器和前 {MAX_LINES} 个主题名，其余的行没有计算。
        </p>
      )}
      {badTopics.length > 0 && (
        <div className={styles.block}>
          <p className={styles.blockTitle}>主题名检查</p>
          <ul className={styles.plainList}>
            {badTopics.map((t, i) => (
              <li key={i}>
                <code className={styles.value}>{displayText(t.raw)}</code>
                {t.delay && t.delay.seconds !== undefined && t.topic && (
                  <span>
                    ：延迟消息，{t.delay.seconds} 秒后投递到「{displayText(t.topic, 80)}」
                  </span>
                )}
                <IssueList issues={t.issues} />
              </li>
            ))}
          </ul>
        </div>
      )}
      {evaluation.filters.map((f, i) => (
        <div key={i} className={styles.block}>
          <p className={styles.blockTitle}>
            过滤器 <code className={styles.value}>{displayText(f.raw)}</code>
          </p>
          {describeKind(f) && <p className={styles.kind}>{describeKind(f)}</p>}
          <IssueList issues={f.issues} />
          {f.valid && <FilterPairs evaluation={evaluation} filter={i} />}
        </div>
      ))}
    </div>
  );
}

function InteractiveTopicTester({ initial }: { initial: TopicState }): ReactNode {
  const id = useId();
  const history = useHistory();
  const [fromAddress] = useState(() => readTopicState(window.location.search));
  const [filters, setFilters] = useState(fromAddress?.filters ?? initial.filters);
  const [topics, setTopics] = useState(fromAddress?.topics ?? initial.topics);
  const [touched, setTouched] = useState(false);
  // The boxes are left to the browser (uncontrolled): a controlled textarea has React read, compare and
  // write back its whole text on every render, which for two boxes of 1.3 MB costs more than the
  // comparison. Their text is put in once, and again on 恢复示例.
  const filtersBox = useRef<HTMLTextAreaElement>(null);
  const topicsBox = useRef<HTMLTextAreaElement>(null);
  useLayoutEffect(() => {
    if (filtersBox.current) filtersBox.current.value = filters;
    if (topicsBox.current) topicsBox.current.value = topics;
    // Only the text the tester opens with; afterwards the boxes hold what the reader typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const deferredFilters = useDeferredValue(filters);
  const deferredTopics = useDeferredValue(topics);
  const evaluation = useMemo(() => evaluateTopics(deferredFilters, deferredTopics), [deferredFilters, deferredTopics]);
  const addressNote = useAddressWriter(touched, (search) => writeTopicState(search, { filters, topics }), [filters, topics]);
  const reset = () => {
    setFilters(initial.filters);
    setTopics(initial.topics);
    if (filtersBox.current) filtersBox.current.value = initial.filters;
    if (topicsBox.current) topicsBox.current.value = initial.topics;
    setTouched(false);
    const { pathname, search, hash } = window.location;
    const next = clearState(search, 'topic');
    if (next !== search) history.replace({ pathname, search: next, hash });
  };
  return (
    <div>
      <div className={styles.inputs}>
        <div className={styles.field}>
          <label htmlFor={`${id}-filters`}>订阅的主题过滤器（每行一个）</label>
          <textarea
            id={`${id}-filters`}
            ref={filtersBox}
            className={styles.textarea}
            spellCheck={false}
            autoCapitalize="off"
            autoComplete="off"
            rows={5}
            onChange={(e) => {
              setFilters(e.target.value);
              setTouched(true);
            }}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-topics`}>发布的主题名（每行一个）</label>
          <textarea
            id={`${id}-topics`}
            ref={topicsBox}
            className={styles.textarea}
            spellCheck={false}
            autoCapitalize="off"
            autoComplete="off"
            rows={5}
            onChange={(e) => {
              setTopics(e.target.value);
              setTouched(true);
            }}
          />
        </div>
      </div>
      <div className={styles.actions}>
        <button type="button" className="button button--sm button--secondary" onClick={reset}>
          恢复示例
        </button>
        <span className={styles.hint}>输入会保存在地址栏中，复制地址即可分享这个例子。</span>
      </div>
      <p className={styles.summary} role="status" aria-live="polite">
        {summaryOf(evaluation)}
      </p>
      {addressNote && <p className={styles.note}>{addressNote}</p>}
      <Results evaluation={evaluation} />
    </div>
  );
}

/** The default example as static text: the server render, and what a reader without JavaScript sees. */
function StaticTopicExample({ initial }: { initial: TopicState }): ReactNode {
  const e = evaluateTopics(initial.filters, initial.topics);
  return (
    <div className={styles.static}>
      <p>启用 JavaScript 后，可以在这里输入主题过滤器和主题名，逐对查看是否匹配以及原因。下面是默认示例的结果：</p>
      <p className={styles.summary}>{summaryOf(e)}</p>
      <Results evaluation={e} />
    </div>
  );
}

export interface TopicTesterProps {
  /** Which example it opens with: wildcards (default), share, delay. */
  example?: TopicExampleName;
}

export default function TopicTester({ example = 'wildcards' }: TopicTesterProps): ReactNode {
  const titleId = useId();
  const initial = TOPIC_EXAMPLES[example] ?? TOPIC_EXAMPLES.wildcards;
  return (
    <section className={styles.tester} aria-labelledby={titleId} data-tester="topic">
      <p className={styles.title} id={titleId}>
        主题匹配测试器
      </p>
      <BrowserOnly fallback={<StaticTopicExample initial={initial} />}>{() => <InteractiveTopicTester initial={initial} />}</BrowserOnly>
    </section>
  );
}
