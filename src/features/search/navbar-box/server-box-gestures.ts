import { useEffect, type RefObject } from 'react';
import { searchOptions } from '@site/config/search';
import { isMac, matchesKeymap, parseKeymap } from '../shortcut';
import { BOX_CONTAINER, BOX_INPUT } from './plugin-box';
import styles from './styles.module.css';

/**
 * The shortcut hint (`ctrl` `K`) in the server's box, as the plugin draws it once its box runs (it
 * draws none on the server): the same classes' look, hidden on phones, gone with the server's box.
 */
function drawShortcutHint(box: HTMLElement, hints: string[]): void {
  const container = box.querySelector(BOX_CONTAINER);
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

/** Gestures on the box that mean the reader is reaching for it. */
const GESTURES = ['focusin', 'pointerover', 'pointerdown', 'touchstart'] as const;

/**
 * Until the plugin's box runs, the server's box answers the reader itself (`dormant` is true):
 *
 * - pointing at it, touching or focusing it calls `reach` (which loads the plugin's box);
 * - so does a box the reader focused or typed into before the app started (the page's scripts run
 *   after the first paint, and the browser keeps what was typed);
 * - the keyboard shortcut (config/search.ts) focuses it, as the plugin's shortcut does, and its
 *   hint is drawn;
 * - an IME composition in the box is reported (`onComposing`), so that the box is not replaced in
 *   the middle of one.
 * No server HTML to keep (the app was drawn in the browser): `reach` at once.
 */
export function useServerBoxGestures(
  boxRef: RefObject<HTMLElement | null>,
  { dormant, reach, onComposing }: { dormant: boolean; reach: () => void; onComposing: (composing: boolean) => void },
): void {
  useEffect(() => {
    const box = boxRef.current;
    if (!dormant || !box) return undefined;
    const input = box.querySelector<HTMLInputElement>(BOX_INPUT);
    if (!input) {
      reach();
      return undefined;
    }
    const keymap =
      searchOptions.searchBarShortcut && searchOptions.searchBarShortcutKeymap
        ? parseKeymap(searchOptions.searchBarShortcutKeymap, isMac(navigator as Navigator & { userAgentData?: { platform?: string } }))
        : null;
    if (keymap && searchOptions.searchBarShortcutHint) drawShortcutHint(box, keymap.hints);
    const onShortcut = (event: KeyboardEvent) => {
      if (!keymap || !matchesKeymap(event, keymap)) return;
      event.preventDefault();
      input.focus();
    };
    const onCompositionStart = () => onComposing(true);
    const onCompositionEnd = () => onComposing(false);
    for (const type of GESTURES) box.addEventListener(type, reach, { passive: true });
    box.addEventListener('compositionstart', onCompositionStart);
    box.addEventListener('compositionend', onCompositionEnd);
    document.addEventListener('keydown', onShortcut);
    if (input.value !== '' || document.activeElement === input) reach();
    return () => {
      for (const type of GESTURES) box.removeEventListener(type, reach);
      box.removeEventListener('compositionstart', onCompositionStart);
      box.removeEventListener('compositionend', onCompositionEnd);
      document.removeEventListener('keydown', onShortcut);
    };
  }, [boxRef, dormant, reach, onComposing]);
}
