import React, { useCallback, useRef, useState, type ComponentProps, type FormEvent, type ReactNode } from 'react';
import SearchBar from '@theme-original/SearchBar';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useActivePlugin, useActiveVersion } from '@docusaurus/plugin-content-docs/client';
import { fetchIndexesByWorker } from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker';
import IndexFailedNotice from '@site/src/features/search/IndexFailedNotice';
import { searchedText } from '@site/src/features/search/searchedText';
import styles from './styles.module.css';

/** config/search.ts: the docs plugin whose version the search bar follows off the docs pages. */
const DOCS_PLUGIN_ID = 'default';

/** The input's own value setter: a value set through it is seen by React as typed by the reader. */
const setInputValue = typeof window === 'undefined' ? undefined : Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;

/**
 * Bounds what the reader typed or pasted (src/features/search/searchedText.ts) before the plugin's
 * box and its autocomplete read it, so a long paste of Chinese text still gets suggestions or the
 * no-results text: the box keeps the part that is searched. Runs in the capture phase of the input
 * event, ahead of both.
 */
function boundTypedText(event: FormEvent<HTMLDivElement>): void {
  const input = event.target;
  if (!(input instanceof HTMLInputElement)) return;
  const bounded = searchedText(input.value);
  if (bounded !== input.value) setInputValue?.call(input, bounded);
}

/**
 * Wraps the local-search bar for three things.
 *
 * It is mounted afresh for each docs version. The plugin re-creates its autocomplete in place when
 * the version changes, and a query still running in the old instance then throws ("Cannot read
 * properties of null (reading 'find')") — found by the soak test. A fresh mount per version keeps
 * the two instances apart.
 *
 * It tells the reader when the index cannot be loaded. The plugin loads it on the box's first focus
 * or hover and, if that fails (no network), shows its loading ring for ever, and its worker keeps
 * the failed answer until the page is loaded again. On the same first focus or hover this wrapper
 * asks the same worker for the same index (the worker loads it once for both) and, on failure,
 * hides the ring and shows a notice with a button that loads the page again.
 *
 * It bounds what the reader types or pastes (boundTypedText above), so every query gets an answer.
 */
export default function SearchBarWrapper(props: ComponentProps<typeof SearchBar>): ReactNode {
  const { siteConfig: { baseUrl } } = useDocusaurusContext();
  // The version URL exactly as the plugin's search bar computes it (the worker's cache key).
  const activePlugin = useActivePlugin();
  const activeVersion = useActiveVersion(activePlugin?.pluginId ?? DOCS_PLUGIN_ID);
  const versionUrl = activeVersion && !activeVersion.isLast ? `${activeVersion.path}/` : baseUrl;
  const version = activeVersion?.name ?? 'no-docs-version';

  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const watched = useRef(new Set<string>());
  const watchIndex = useCallback(() => {
    if (watched.current.has(versionUrl)) return;
    watched.current.add(versionUrl);
    // The plugin reports the error itself; here it only decides what the reader sees.
    fetchIndexesByWorker(versionUrl, '').catch(() => setFailedUrl(versionUrl));
  }, [versionUrl]);
  const failed = failedUrl === versionUrl;

  return (
    <div className={styles.searchBar} data-index-failed={failed || undefined} onFocus={watchIndex} onMouseOver={watchIndex} onInputCapture={boundTypedText}>
      <SearchBar key={version} {...props} />
      {failed && <IndexFailedNotice className={styles.indexFailed} buttonClassName="button--sm" />}
    </div>
  );
}
