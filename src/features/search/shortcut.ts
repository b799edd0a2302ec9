/**
 * The search box's keyboard shortcut (config/search.ts `searchBarShortcutKeymap`, e.g. `mod+k`) as
 * the local-search plugin reads it: `mod` is ⌘ on a Mac and Ctrl elsewhere, the other modifiers must
 * match exactly, and the hint shows one key cap per part (`ctrl` `K`, or `⌘` `K`). The navbar box
 * (./navbar-box/server-box-gestures.ts) answers the shortcut and shows the hint itself until the plugin's box is
 * loaded, so both must read the keymap alike.
 */
export type Keymap = { key: string; ctrl: boolean; alt: boolean; shift: boolean; meta: boolean; hints: string[] };

/** Whether the reader's device is a Mac (the plugin's test: client hints, else the user agent). */
export function isMac(nav: { userAgentData?: { platform?: string }; userAgent?: string; platform?: string } | undefined): boolean {
  if (!nav) return false;
  if (nav.userAgentData?.platform) return nav.userAgentData.platform.toLowerCase().includes('mac');
  if (nav.userAgent) return /mac/i.test(nav.userAgent);
  return Boolean(nav.platform?.toLowerCase().includes('mac'));
}

export function parseKeymap(keymap: string, mac: boolean): Keymap {
  const parts = keymap
    .toLowerCase()
    .split('+')
    .map((part) => part.trim());
  const result: Keymap = { key: '', ctrl: false, alt: false, shift: false, meta: false, hints: [] };
  for (const part of parts) {
    if (part === 'ctrl') result.ctrl = true;
    else if (part === 'cmd') result.meta = true;
    else if (part === 'mod') result[mac ? 'meta' : 'ctrl'] = true;
    else if (part === 'alt') result.alt = true;
    else if (part === 'shift') result.shift = true;
    else result.key = part;
  }
  const hasMod = parts.includes('mod');
  if (result.ctrl && !hasMod) result.hints.push('ctrl');
  if (result.meta && !hasMod) result.hints.push(mac ? '⌘' : 'cmd');
  if (hasMod) result.hints.push(mac ? '⌘' : 'ctrl');
  if (result.alt) result.hints.push(mac ? '⌥' : 'alt');
  if (result.shift) result.hints.push(mac ? '⇧' : 'shift');
  if (result.key) result.hints.push(result.key.toUpperCase());
  return result;
}

export function matchesKeymap(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'altKey' | 'shiftKey' | 'metaKey'>, keymap: Keymap): boolean {
  return (
    Boolean(event.key) &&
    event.key.toLowerCase() === keymap.key &&
    event.ctrlKey === keymap.ctrl &&
    event.altKey === keymap.alt &&
    event.shiftKey === keymap.shift &&
    event.metaKey === keymap.meta
  );
}
