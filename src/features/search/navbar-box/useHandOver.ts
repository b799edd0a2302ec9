import { useCallback, useRef, type RefObject } from 'react';
import { BOX_INPUT } from './plugin-box';
import { typeInto, type ReaderState } from './reader-state';

/** The box's input: the server's before the swap, the plugin's after it. */
const inputOf = (boxRef: RefObject<HTMLElement | null>) => boxRef.current?.querySelector<HTMLInputElement>(BOX_INPUT) ?? null;

/**
 * Gives the plugin's box what the reader left in the server's box (`onLeave`, called by
 * ./ServerBox.tsx as it leaves the page), in the same task as the swap (./usePluginBox.ts calls
 * `handOver` right after the swap's commit and effects):
 *
 * - The plugin's box has started (its effects have run, among them the one that resets the index
 *   state of the docs version); it then gets the focus, so its focus handler loads the index and
 *   attaches its autocomplete once, and the text, typed into its input by the browser's editing
 *   command (./reader-state.ts): the box takes it through its change handler, as typed text, and
 *   the autocomplete searches it once attached. Then the caret.
 * - The swap waits (`canSwap`) while the server's box holds text without the focus (the reader
 *   typed, then went elsewhere before the box's code came): the text stays in the server's box,
 *   and the swap happens when the reader comes back to it. So the text is only ever handed over
 *   with the focus, as typing.
 * No value is set behind the box's back and nothing waits for a timer.
 */
export function useHandOver(boxRef: RefObject<HTMLElement | null>): {
  onLeave: (state: ReaderState | null) => void;
  canSwap: () => boolean;
  handOver: () => void;
} {
  const left = useRef<ReaderState | null>(null);
  const onLeave = useCallback((state: ReaderState | null) => {
    left.current = state;
  }, []);
  const canSwap = useCallback(() => {
    const input = inputOf(boxRef);
    return !input || input.value === '' || input.ownerDocument.activeElement === input;
  }, [boxRef]);
  const handOver = useCallback(() => {
    const state = left.current;
    left.current = null;
    const input = inputOf(boxRef);
    if (state?.focused && input) typeInto(input, state);
  }, [boxRef]);
  return { onLeave, canSwap, handOver };
}
