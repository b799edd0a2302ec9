import { useCallback, useEffect, useRef, type RefObject } from 'react';
import useIsomorphicLayoutEffect from '@docusaurus/useIsomorphicLayoutEffect';
import { BOX_INPUT } from './plugin-box';
import { putCaret, putText, type ReaderState } from './reader-state';

/** The plugin's box's input, once the plugin's box is in the page. */
const inputOf = (boxRef: RefObject<HTMLElement | null>) => boxRef.current?.querySelector<HTMLInputElement>(BOX_INPUT) ?? null;

/**
 * Gives the plugin's box what the reader left in the server's box (`onLeave`, called by
 * ./ServerBox.tsx as it leaves the page), in the same task as the swap (./usePluginBox.ts), as if
 * the reader had typed it into the plugin's box before the box started:
 *
 * - the text and the caret go into its input before its effects run (a layout effect): the
 *   plugin's box takes the text it finds in its input as it starts (as on a page typed into before
 *   the app started), and its first marking of `_highlight` terms leaves that text alone
 *   (./typed-text-loader.cjs);
 * - the focus comes after its effects have run (a passive effect of this component, which runs
 *   after those of the box inside it): its focus handler then loads the index and attaches its
 *   autocomplete once, after its own start-up has reset the index state of the docs version, and
 *   the autocomplete searches the text once it is attached.
 * No input event is sent and no value set behind React's back: the box reads the text itself.
 */
export function useHandOver(boxRef: RefObject<HTMLElement | null>, live: boolean): (state: ReaderState | null) => void {
  const left = useRef<ReaderState | null>(null);
  const onLeave = useCallback((state: ReaderState | null) => {
    left.current = state;
  }, []);

  useIsomorphicLayoutEffect(() => {
    const state = left.current;
    const input = inputOf(boxRef);
    if (live && state && input) putText(input, state);
  }, [boxRef, live]);

  useEffect(() => {
    const state = left.current;
    if (!live || !state) return;
    left.current = null;
    const input = inputOf(boxRef);
    if (!input || !state.focused) return;
    input.focus({ preventScroll: true });
    putCaret(input, state);
  }, [boxRef, live]);

  return onLeave;
}
