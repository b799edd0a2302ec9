import React, { lazy, Suspense, useRef, type ComponentProps, type ReactNode } from 'react';
import type OriginalSearchBar from '@theme-original/SearchBar';
import useIsomorphicLayoutEffect from '@docusaurus/useIsomorphicLayoutEffect';
import { loadPluginBox } from './plugin-box-module';
import { BOX_INPUT } from './plugin-box';
import { readReaderState, type ReaderState } from './reader-state';
import styles from './styles.module.css';

type Props = ComponentProps<typeof OriginalSearchBar> & {
  /** Called as the box leaves the page, with what the reader left in it (null: no input found). */
  onLeave: (state: ReaderState | null) => void;
};

/** The plugin's box, on the server only. */
const ServerSearchBar = lazy(loadPluginBox);
const KEEP_SERVER_HTML = { __html: '' };

/**
 * The plugin's box as the server draws it, kept in the browser without its code. The server renders
 * the plugin's box inside this element; in the browser the element has an empty
 * `dangerouslySetInnerHTML`, which React neither hydrates nor checks, and never rewrites while the
 * value stays the same: the server's box stays on screen, focusable and typable (the browser keeps
 * what is typed into it), outside React, until the plugin's box takes its place.
 *
 * As it leaves the page, in the commit that puts the plugin's box in its place and before its
 * element is removed, it reports what the reader left in it (text, caret, focus) to `onLeave`.
 */
export default function ServerBox({ onLeave, ...props }: Props): ReactNode {
  const element = useRef<HTMLDivElement>(null);
  const leave = useRef(onLeave);
  // eslint-disable-next-line react-hooks/refs -- the latest callback, read in the layout effect's cleanup as the box leaves
  leave.current = onLeave;
  useIsomorphicLayoutEffect(() => {
    const box = element.current;
    return () => {
      const input = box?.querySelector<HTMLInputElement>(BOX_INPUT);
      leave.current(input ? readReaderState(input) : null);
    };
  }, []);
  if (typeof window === 'undefined') {
    return (
      <div className={styles.searchBar}>
        <Suspense fallback={null}>
          <ServerSearchBar {...props} />
        </Suspense>
      </div>
    );
  }
  return <div ref={element} className={styles.searchBar} dangerouslySetInnerHTML={KEEP_SERVER_HTML} suppressHydrationWarning />;
}
