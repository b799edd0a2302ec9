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

/**
 * Gives the focus, the text and the caret to `input`, as the reader would: the text is typed into
 * it by the browser's own editing command (`insertText`, as a paste inserts text), which changes
 * the input and sends the input events that typing sends, so a box that follows its input through
 * those events (a React-controlled input) takes the text as typed. The caret goes where the reader
 * left it.
 */
export function typeInto(input: HTMLInputElement, state: ReaderState): void {
  input.focus({ preventScroll: true });
  if (state.value !== '' && input.value !== state.value) {
    input.setSelectionRange(0, input.value.length);
    input.ownerDocument.execCommand('insertText', false, state.value);
  }
  const { selection } = state;
  if (!selection) return;
  const end = Math.min(selection.end, input.value.length);
  input.setSelectionRange(Math.min(selection.start, end), end, selection.direction);
}
