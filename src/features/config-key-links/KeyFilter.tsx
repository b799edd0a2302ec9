/**
 * The 配置速查 filter box: the table narrows as the reader types (part of a key, or a word of its
 * meaning), the address keeps the filter (?q=…, replaced in place, so typing adds no history entries)
 * and a reload or a shared address restores it. The box is made in the browser only: without
 * JavaScript the page is the full table, as the server wrote it.
 */
import React, { useDeferredValue, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useHistory, useLocation } from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { MAX_FILTER_LENGTH, boundedFilter, filterOfSearch, filterWords, searchWithFilter } from './filter';
import styles from './filter.module.css';

/** How long the address waits after the last keystroke before it takes the filter. */
const ADDRESS_DELAY_MS = 300;

export interface KeyFilter {
  /** What the box shows (while a Chinese input method composes, not yet applied). */
  input: string;
  /** The words the table is filtered by (deferred: typing stays responsive on a slow phone). */
  words: string[];
  setInput: (value: string, composing?: boolean) => void;
}

/** The filter's state, read from the address once the page runs in the browser, and written back to it. */
export function useKeyFilter(): KeyFilter {
  const history = useHistory();
  const { search } = useLocation();
  const [input, setInputState] = useState('');
  const [applied, setApplied] = useState('');
  const timer = useRef<number>();
  const initialSearch = useRef(search);

  useEffect(() => {
    const fromAddress = filterOfSearch(initialSearch.current);
    setInputState(fromAddress);
    setApplied(fromAddress);
    return () => window.clearTimeout(timer.current);
  }, []);

  function keepInAddress(value: string) {
    window.clearTimeout(timer.current);
    const pathname = window.location.pathname;
    timer.current = window.setTimeout(() => {
      // Only on this page, and only when the address would change.
      if (window.location.pathname !== pathname) return;
      const next = searchWithFilter(window.location.search, value);
      if (next === window.location.search) return;
      history.replace({ pathname, search: next, hash: window.location.hash });
    }, ADDRESS_DELAY_MS);
  }

  function setInput(value: string, composing = false) {
    const bounded = boundedFilter(value);
    setInputState(bounded);
    if (composing) return;
    setApplied(bounded);
    keepInAddress(bounded);
  }

  const deferred = useDeferredValue(applied);
  return { input, words: filterWords(deferred), setInput };
}

interface BoxProps {
  filter: KeyFilter;
  /** Keys in the version being read. */
  total: number;
  /** Keys the filter leaves shown. */
  shown: number;
}

/** The box, the count it leaves, and what to do when nothing matches. Space is kept for it before the app runs. */
export function KeyFilterBox({ filter, total, shown }: BoxProps): ReactNode {
  const isBrowser = useIsBrowser();
  const id = useId();
  const composing = useRef(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const filtering = filter.words.length > 0;

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Escape' && filter.input) {
      event.preventDefault();
      filter.setInput('');
    }
  }

  return (
    <div className={styles.box}>
      {isBrowser && (
        <>
          <label htmlFor={`${id}-input`} className={styles.label}>
            筛选配置项
          </label>
          <div className={styles.row}>
            <input
              ref={inputRef}
              id={`${id}-input`}
              className={styles.input}
              type="search"
              value={filter.input}
              maxLength={MAX_FILTER_LENGTH}
              placeholder="键名的一部分或说明中的词，如 ruleEngine、集群"
              autoComplete="off"
              spellCheck={false}
              aria-describedby={`${id}-status`}
              onChange={(e) => filter.setInput(e.currentTarget.value, composing.current)}
              onCompositionStart={() => {
                composing.current = true;
              }}
              onCompositionEnd={(e) => {
                composing.current = false;
                filter.setInput(e.currentTarget.value);
              }}
              onKeyDown={onKeyDown}
            />
            {filter.input && (
              <button
                type="button"
                className={`button button--secondary button--sm ${styles.clear}`}
                onClick={() => {
                  filter.setInput('');
                  inputRef.current?.focus();
                }}>
                清除筛选
              </button>
            )}
          </div>
          {/* data-filtered-by: the words the count (and the table) reflects, which trail the box while the reader types. */}
          <p
            id={`${id}-status`}
            role="status"
            data-filtered-by={filter.words.join(' ')}
            className={filtering && shown === 0 ? styles.noMatch : styles.status}>
            {!filtering
              ? `共 ${total} 个配置项，输入后表格只保留匹配的行；按 Esc 清除。`
              : shown === 0
                ? '没有匹配的配置项。换一个词试试，或清除筛选。'
                : `显示 ${shown} 个配置项（共 ${total} 个）。`}
          </p>
        </>
      )}
    </div>
  );
}
