/**
 * Pieces shared by the topic tester and the ACL tester: the verdict label, a list of issues, and
 * the hook that keeps a tester's state in the page address.
 */
import React, { useEffect, useState, type ReactNode } from 'react';
import { useHistory } from '@docusaurus/router';
import type { Issue, Verdict } from './matching';
import { MAX_QUERY_LENGTH } from './url-state';
import styles from './styles.module.css';

export type Tone = 'match' | 'no-match' | 'unknown' | 'invalid';

export const VERDICT_LABEL: Record<Verdict, string> = { match: '匹配', 'no-match': '不匹配', unknown: '无法判断', invalid: '无效' };

/** A verdict as a word on a coloured label (the word carries the meaning, not the colour). */
export function VerdictLabel({ tone, children }: { tone: Tone; children: ReactNode }): ReactNode {
  return (
    <span className={styles.verdict} data-tone={tone}>
      {children}
    </span>
  );
}

/** Errors and warnings about a topic name, filter or operation. */
export function IssueList({ issues }: { issues: readonly Issue[] }): ReactNode {
  if (!issues.length) return null;
  return (
    <ul className={styles.issues}>
      {issues.map((issue, i) => (
        <li key={i} data-level={issue.level}>
          <strong>{issue.level === 'error' ? '无效：' : '注意：'}</strong>
          {issue.message}
          {issue.rule && <span className={styles.cite}>（{issue.rule}）</span>}
        </li>
      ))}
    </ul>
  );
}

/**
 * After the reader changed something (`touched`), write the state into the address — debounced, with
 * the router, so the page does not scroll and other links (the version menu) keep it. An address
 * that would be too long to share is not written; the returned note says so.
 */
export function useAddressWriter(touched: boolean, write: (search: string) => string, deps: readonly unknown[]): string {
  const history = useHistory();
  const [note, setNote] = useState('');
  useEffect(() => {
    if (!touched) return undefined;
    const timer = window.setTimeout(() => {
      const { pathname, search, hash } = window.location;
      const next = write(search);
      if (next.length > MAX_QUERY_LENGTH) {
        setNote(`输入的内容较长（地址会超过 ${MAX_QUERY_LENGTH} 个字符），没有写入地址栏，无法通过链接分享这个例子。`);
        return;
      }
      setNote('');
      if (next !== search) history.replace({ pathname, search: next, hash });
    }, 400);
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [touched, ...deps]);
  return note;
}
