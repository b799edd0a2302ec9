import React, { memo, useCallback, useEffect, useId, useMemo, useRef, type ComponentProps, type ReactNode } from 'react';
import type OriginalSearchBar from '@theme-original/SearchBar';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useLocation } from '@docusaurus/router';
import { useActivePlugin, useActiveVersion } from '@docusaurus/plugin-content-docs/client';
import IndexFailedNotice from '../IndexFailedNotice';
import { HIGHLIGHT_PARAM } from './plugin-box';
import ServerBox from './ServerBox';
import SearchedPartHint from './SearchedPartHint';
import { useHandOver } from './useHandOver';
import { useIndexWatch } from './useIndexWatch';
import { usePluginBox } from './usePluginBox';
import { useSearchedPart } from './useSearchedPart';
import { useServerBoxGestures } from './server-box-gestures';
import styles from './styles.module.css';

type Props = ComponentProps<typeof OriginalSearchBar>;

/** config/search.ts: the docs plugin whose version the search box follows off the docs pages. */
const DOCS_PLUGIN_ID = 'default';

/**
 * The navbar search box: the local-search plugin's box, for readers of this site.
 *
 * - Its code loads when the reader reaches for the box, not with every page (the plugin's box, its
 *   suggestion templates, the highlighter and the worker client are about a tenth of the JavaScript
 *   a page needs before it can be used). Until then the server's box stays on screen and answers
 *   the reader (./ServerBox.tsx, ./server-box-gestures.ts); pointing at it, touching or focusing
 *   it, or the shortcut loads the plugin's box (./usePluginBox.ts), which takes its place in one
 *   task and is given everything the reader typed, the caret and the focus (./useHandOver.ts). A page
 *   opened from a search result (its address marks terms, `?_highlight=`) loads it at once, to
 *   mark them.
 * - It is mounted afresh for each docs version. The plugin re-creates its autocomplete in place when
 *   the version changes, and a query still running in the old instance then throws ("Cannot read
 *   properties of null (reading 'find')"); a fresh mount per version keeps the two instances apart.
 * - It says when the index cannot be loaded (./useIndexWatch.ts, ../IndexFailedNotice.tsx).
 * - It keeps a long query as the reader typed or pasted it, searches its first part, and says under
 *   the box how many characters are searched (./useSearchedPart.ts, ./SearchedPartHint.tsx).
 */
export default function SearchBox(props: Props): ReactNode {
  const {
    siteConfig: { baseUrl },
  } = useDocusaurusContext();
  // The version URL exactly as the plugin's box computes it (the worker's cache key).
  const activePlugin = useActivePlugin();
  const activeVersion = useActiveVersion(activePlugin?.pluginId ?? DOCS_PLUGIN_ID);
  const versionUrl = activeVersion && !activeVersion.isLast ? `${activeVersion.path}/` : baseUrl;
  const version = activeVersion?.name ?? 'no-docs-version';
  const { search } = useLocation();
  const box = useRef<HTMLDivElement>(null);
  const hintId = useId();

  const { failed, watch: watchIndex } = useIndexWatch(versionUrl);
  const { onLeave, canSwap, handOver } = useHandOver(box);
  const { Box, reach: loadBox, setComposing } = usePluginBox({ canSwap, handOver });
  const reach = useCallback(() => {
    watchIndex();
    loadBox();
  }, [watchIndex, loadBox]);
  useServerBoxGestures(box, { dormant: Box === null, reach, onComposing: setComposing });
  // A page opened from a search result marks its terms: that is the plugin box's work.
  useEffect(() => {
    if (!Box && new URLSearchParams(search).has(HIGHLIGHT_PARAM)) loadBox();
  }, [Box, search, loadBox]);
  const searchedPart = useSearchedPart(box);
  // The plugin's box renders only for its own reasons, not for this wrapper's (the hint, the notice):
  // a render of its controlled input puts the input's text back to the box's own state.
  const PluginBox = useMemo(() => Box && memo(Box), [Box]);

  return (
    <div
      ref={box}
      className={styles.searchBar}
      data-index-failed={failed || undefined}
      data-query-cut={searchedPart ? true : undefined}
      onFocus={watchIndex}
      onMouseOver={watchIndex}>
      {/* eslint-disable-next-line react-hooks/static-components -- PluginBox is memoised once per loaded Box (useMemo above), not created anew on each render */}
      {PluginBox ? <PluginBox key={version} {...props} /> : <ServerBox {...props} onLeave={onLeave} />}
      <SearchedPartHint id={hintId} part={searchedPart} />
      {failed && <IndexFailedNotice className={styles.indexFailed} buttonClassName="button--sm" />}
    </div>
  );
}
