import { useEffect, useState, type RefObject } from 'react';
import { searchedText } from '../searchedText';
import { BOX_INPUT } from './plugin-box';

/** The box's input holding a query longer than the search reads, and how many characters are read. */
export type SearchedPart = { input: HTMLInputElement; characters: number };

/** How many characters of `text` the search reads, or null when it reads all of it. */
export function searchedCharacters(text: string): number | null {
  const searched = searchedText(text);
  return searched === text ? null : Array.from(searched.trimEnd()).length;
}

/**
 * While the reader is in the box (the server's or the plugin's) and its text is longer than the
 * search reads (../searchedText.ts): the input and how many characters are searched, for the hint
 * under the box (./SearchedPartHint.tsx); null otherwise. Follows the text as it is typed, pasted or
 * cut, and the focus as it enters and leaves the box; the plugin's clear button takes the focus, so
 * a cleared box has no hint.
 */
export function useSearchedPart(boxRef: RefObject<HTMLElement | null>): SearchedPart | null {
  const [part, setPart] = useState<SearchedPart | null>(null);
  useEffect(() => {
    const box = boxRef.current;
    if (!box) return undefined;
    const show = (input: HTMLInputElement | null) => {
      const characters = input && input.ownerDocument.activeElement === input ? searchedCharacters(input.value) : null;
      setPart((shown) => {
        if (characters === null || !input) return null;
        return shown?.input === input && shown.characters === characters ? shown : { input, characters };
      });
    };
    // The box's own input, typed into, focused or left.
    const boxInput = (event: Event) =>
      event.target instanceof HTMLInputElement && event.target.matches(BOX_INPUT) && box.contains(event.target) ? event.target : null;
    const onChange = (event: Event) => {
      const target = boxInput(event);
      if (target) show(target);
    };
    const onLeave = (event: Event) => {
      if (boxInput(event)) show(null);
    };
    // On the document, as the events bubble: after the plugin's box (React, at the app's root) has
    // taken the change. Re-rendering the box before it took a change would put its old text back.
    const events = [
      ['input', onChange],
      ['compositionend', onChange],
      ['focusin', onChange],
      ['focusout', onLeave],
    ] as const;
    for (const [type, listener] of events) document.addEventListener(type, listener);
    show(box.querySelector<HTMLInputElement>(BOX_INPUT));
    return () => {
      for (const [type, listener] of events) document.removeEventListener(type, listener);
    };
  }, [boxRef]);

  return part;
}
