import React, { lazy, Suspense, useCallback, useEffect, useRef, useState, type ComponentProps, type ComponentType, type FormEvent, type ReactNode } from 'react';
import type OriginalSearchBar from '@theme-original/SearchBar';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsomorphicLayoutEffect from '@docusaurus/useIsomorphicLayoutEffect';
import { useLocation } from '@docusaurus/router';
import { useActivePlugin, useActiveVersion } from '@docusaurus/plugin-content-docs/client';
import { searchOptions } from '@site/config/search';
import IndexFailedNotice from '@site/src/features/search/IndexFailedNotice';
import { searchedText } from '@site/src/features/search/searchedText';
import { isMac, matchesKeymap, parseKeymap } from '@site/src/features/search/shortcut';
import styles from './styles.module.css';

type Props = ComponentProps<typeof OriginalSearchBar>;

/** config/search.ts: the docs plugin whose version the search bar follows off the docs pages. */
const DOCS_PLUGIN_ID = 'default';
/** The plugin's query parameter for the terms to mark on the page (its `highlightSearchTermsOnTargetPage`). */
const HIGHLIGHT_PARAM = '_highlight';
const SEARCH_INPUT = 'input.navbar__search-input';

const loadSearchBar = () => import('@theme-original/SearchBar');
const loadSearchWorker = () => import('@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker');

/** The plugin's box, on the server only (see ServerDrawnSearchBar). */
const ServerSearchBar = lazy(loadSearchBar);

/**
 * The plugin's box as the server draws it, kept in the browser without its code. The server renders
 * the plugin's box inside this element; in the browser the element has empty `dangerouslySetInnerHTML`,
 * which React neither hydrates nor checks, and never rewrites while the value stays the same: the
 * server's box stays on screen, focusable and typable, outside React, until the wrapper mounts the
 * plugin's box in its place (SearchBarWrapper below).
 */
function ServerDrawnSearchBar(props: Props): ReactNode {
  if (typeof window === 'undefined') {
    return (
      <div className={styles.searchBar}>
        <Suspense fallback={null}>
          <ServerSearchBar {...props} />
        </Suspense>
      </div>
    );
  }
  return <div className={styles.searchBar} dangerouslySetInnerHTML={KEEP_SERVER_HTML} suppressHydrationWarning />;
}
const KEEP_SERVER_HTML = { __html: '' };

/** The input's own value setter: a value set through it is seen by React as typed by the reader. */
const setInputValue = typeof window === 'undefined' ? undefined : Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;

/**
 * Bounds what the reader typed or pasted (src/features/search/searchedText.ts) before the plugin's
 * box and its autocomplete read it, so a long paste of Chinese text still gets suggestions or the
 * no-results text: the box keeps the part that is searched. Runs in the capture phase of the input
 * event, ahead of both.
 */
function boundTypedText(event: FormEvent<HTMLDivElement> | Event): void {
  const input = event.target;
  if (!(input instanceof HTMLInputElement)) return;
  const bounded = searchedText(input.value);
  if (bounded !== input.value) setInputValue?.call(input, bounded);
}

/**
 * The shortcut hint (`ctrl` `K`) in the server-drawn box, as the plugin draws it once its box runs
 * (it draws none on the server): same classes' look, hidden on phones, gone with the server's box.
 */
function addShortcutHint(box: HTMLElement, hints: string[]): void {
  const container = box.querySelector('.navbar__search');
  if (!container || container.querySelector(`.${styles.searchHintContainer}`)) return;
  const hint = document.createElement('div');
  hint.className = styles.searchHintContainer;
  for (const text of hints) {
    const kbd = document.createElement('kbd');
    kbd.className = styles.searchHint;
    kbd.textContent = text;
    hint.appendChild(kbd);
  }
  container.appendChild(hint);
}

/**
 * Wraps the local-search bar for four things.
 *
 * Its code loads when the reader reaches for the box, not with every page. The plugin's box, its
 * suggestion templates, the highlighter (mark.js) and the worker client are about a tenth of the
 * JavaScript a page needs before it can be used (bench/RESULTS.md, "First view"). Until then the
 * server's HTML of the box stays in place (ServerDrawnSearchBar), with the shortcut hint; pointing at
 * it, touching or focusing it, or the shortcut loads the plugin's box, which takes the place of the
 * server's one with what the reader typed and the focus. A page opened from a search result (its
 * address marks terms, `?_highlight=`) loads it at once, to mark them.
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
export default function SearchBarWrapper(props: Props): ReactNode {
  const { siteConfig: { baseUrl } } = useDocusaurusContext();
  // The version URL exactly as the plugin's search bar computes it (the worker's cache key).
  const activePlugin = useActivePlugin();
  const activeVersion = useActiveVersion(activePlugin?.pluginId ?? DOCS_PLUGIN_ID);
  const versionUrl = activeVersion && !activeVersion.isLast ? `${activeVersion.path}/` : baseUrl;
  const version = activeVersion?.name ?? 'no-docs-version';
  const { search } = useLocation();
  const box = useRef<HTMLDivElement>(null);

  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const watched = useRef(new Set<string>());
  const watchIndex = useCallback(() => {
    if (watched.current.has(versionUrl)) return;
    watched.current.add(versionUrl);
    // The plugin reports the error itself; here it only decides what the reader sees.
    loadSearchWorker()
      .then(({ fetchIndexesByWorker }) => fetchIndexesByWorker(versionUrl, ''))
      .catch(() => setFailedUrl(versionUrl));
  }, [versionUrl]);
  const failed = failedUrl === versionUrl;

  // The plugin's box, once loaded; and what the reader did in the server's box until then.
  const [Live, setLive] = useState<ComponentType<Props> | null>(null);
  const waking = useRef(false);
  const composing = useRef(false);
  const loaded = useRef<ComponentType<Props> | null>(null);
  const carried = useRef<{ value: string; focused: boolean } | null | undefined>(undefined);
  const wake = useCallback(() => {
    if (waking.current) return;
    waking.current = true;
    loadSearchBar().then(
      (module) => {
        loaded.current = module.default;
        // Never in the middle of an IME composition: the box is swapped when it ends.
        if (!composing.current) setLive(() => module.default);
      },
      // A chunk that failed to load (chunk-load-recovery reports it): the next gesture tries again.
      () => {
        waking.current = false;
      },
    );
  }, []);
  // What the reader typed and whether the box has the focus, read as the plugin's box replaces the
  // server's (this render is committed in the same task, so no keystroke falls in between).
  if (Live && carried.current === undefined) {
    const input = box.current?.querySelector<HTMLInputElement>(SEARCH_INPUT);
    carried.current = input ? { value: input.value, focused: document.activeElement === input } : null;
  }

  // Until the plugin's box runs: the gestures that load it, the shortcut and its hint.
  useEffect(() => {
    const el = box.current;
    if (Live || !el) return undefined;
    const dormantInput = el.querySelector<HTMLInputElement>(SEARCH_INPUT);
    // No server HTML to keep (the app was drawn in the browser): the plugin's box at once.
    if (!dormantInput) {
      wake();
      return undefined;
    }
    const keymap = searchOptions.searchBarShortcut && searchOptions.searchBarShortcutKeymap
      ? parseKeymap(searchOptions.searchBarShortcutKeymap, isMac(navigator as Navigator & { userAgentData?: { platform?: string } }))
      : null;
    if (keymap && searchOptions.searchBarShortcutHint) addShortcutHint(el, keymap.hints);
    const onGesture = () => {
      watchIndex();
      wake();
    };
    const onShortcut = (event: KeyboardEvent) => {
      if (!keymap || !matchesKeymap(event, keymap)) return;
      event.preventDefault();
      dormantInput.focus();
    };
    const gestures = ['focusin', 'pointerover', 'pointerdown', 'touchstart'] as const;
    for (const type of gestures) el.addEventListener(type, onGesture, { passive: true });
    const onCompositionStart = () => {
      composing.current = true;
    };
    const onCompositionEnd = () => {
      composing.current = false;
      if (loaded.current) setLive(() => loaded.current);
    };
    el.addEventListener('input', boundTypedText, true);
    el.addEventListener('compositionstart', onCompositionStart);
    el.addEventListener('compositionend', onCompositionEnd);
    document.addEventListener('keydown', onShortcut);
    return () => {
      el.removeEventListener('compositionstart', onCompositionStart);
      el.removeEventListener('compositionend', onCompositionEnd);
      for (const type of gestures) el.removeEventListener(type, onGesture);
      el.removeEventListener('input', boundTypedText, true);
      document.removeEventListener('keydown', onShortcut);
    };
  }, [Live, wake, watchIndex]);

  // A page opened from a search result marks its terms: that is the plugin box's work.
  useEffect(() => {
    if (!Live && new URLSearchParams(search).has(HIGHLIGHT_PARAM)) wake();
  }, [Live, search, wake]);

  // The plugin's box has replaced the server's: give it the focus and what the reader typed, in the
  // same task as the swap, so no keystroke falls in between. Both as if they had been there before
  // the box started: its own first effect takes a value and focus it finds over (as on a page typed
  // into before the app started), and loads the index once. The focus event itself is kept from
  // the box: handled before that effect, the box's effect that resets the index state of a version
  // would let it attach a second autocomplete to the same box.
  const handoff = useRef<{ input: HTMLInputElement; latest: string; remember: () => void } | null>(null);
  useIsomorphicLayoutEffect(() => {
    const state = carried.current;
    if (!Live || !state) return;
    carried.current = null;
    const input = box.current?.querySelector<HTMLInputElement>(SEARCH_INPUT);
    const el = box.current;
    if (!input || !el) return;
    const taken = { input, latest: state.value, remember: () => undefined };
    taken.remember = () => {
      taken.latest = input.value;
    };
    input.addEventListener('input', taken.remember);
    handoff.current = taken;
    if (state.value) setInputValue?.call(input, state.value);
    if (state.focused) {
      const keep = (event: Event) => event.stopPropagation();
      el.addEventListener('focusin', keep);
      input.focus();
      el.removeEventListener('focusin', keep);
    }
  }, [Live]);
  // The box's first marking of `_highlight` terms, a task after it starts, sets its text to those
  // terms (none here): the text typed until then is put back after it, and searched once the box's
  // autocomplete is attached (once the index is loaded, the input becomes a combobox).
  useEffect(() => {
    const taken = handoff.current;
    if (!Live || !taken) return undefined;
    handoff.current = null;
    const { input } = taken;
    // Typed as a reader types: React notices a change of an input's value only against the last value
    // it saw (which it keeps through the element's own `value` setter), so that is emptied first;
    // then the prototype's setter and an input event, which the plugin's box reads as typed text.
    const type = (text: string) => {
      input.value = '';
      setInputValue?.call(input, text);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    };
    let observer: MutationObserver | undefined;
    let timer = window.setTimeout(() => {
      // Two tasks on: after the box's own marking task, whatever order equal timers run in.
      timer = window.setTimeout(putBack);
    });
    const putBack = () => {
      input.removeEventListener('input', taken.remember);
      if (!input.isConnected || !taken.latest) return;
      type(taken.latest);
      if (input.getAttribute('role') === 'combobox') return;
      observer = new MutationObserver(() => {
        if (input.getAttribute('role') !== 'combobox') return;
        observer?.disconnect();
        if (input.isConnected && input.value) type(input.value);
      });
      observer.observe(input, { attributes: true, attributeFilter: ['role'] });
    };
    return () => {
      input.removeEventListener('input', taken.remember);
      window.clearTimeout(timer);
      observer?.disconnect();
    };
  }, [Live]);

  return (
    <div ref={box} className={styles.searchBar} data-index-failed={failed || undefined} onFocus={watchIndex} onMouseOver={watchIndex} onInputCapture={boundTypedText}>
      {Live ? (
        <Live key={version} {...props} />
      ) : (
        <ServerDrawnSearchBar {...props} />
      )}
      {failed && <IndexFailedNotice className={styles.indexFailed} buttonClassName="button--sm" />}
    </div>
  );
}
