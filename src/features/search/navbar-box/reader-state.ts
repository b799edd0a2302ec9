/**
 * What the reader left in a search box: the text, the caret (or selection) and whether the box has
 * the focus. The navbar box reads it from the server's box as that box leaves the page, and gives
 * it to the plugin's box that takes its place, in the same task, so nothing the reader typed, and
 * no caret move, falls in between.
 */
export type ReaderState = {
  value: string;
  selection: { start: number; end: number; direction: 'forward' | 'backward' | 'none' } | null;
  focused: boolean;
};

export function readReaderState(input: HTMLInputElement): ReaderState {
  const { selectionStart: start, selectionEnd: end, selectionDirection: direction } = input;
  return {
    value: input.value,
    selection: start === null || end === null ? null : { start, end, direction: direction ?? 'none' },
    focused: input.ownerDocument.activeElement === input,
  };
}

/** The text and caret, without the focus and without an input event (nothing is typed). */
export function putText(input: HTMLInputElement, state: ReaderState): void {
  if (input.value !== state.value) input.value = state.value;
  putCaret(input, state);
}

export function putCaret(input: HTMLInputElement, state: ReaderState): void {
  const { selection } = state;
  if (!selection) return;
  const end = Math.min(selection.end, input.value.length);
  input.setSelectionRange(Math.min(selection.start, end), end, selection.direction);
}
