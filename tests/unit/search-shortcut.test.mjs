// The search box's shortcut as the navbar wrapper reads it before the plugin's box is loaded: it
// must answer the same keys and show the same hint as the plugin (mod = ⌘ on a Mac, Ctrl elsewhere).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { importTs } from '../lib/import-ts.mjs';

const { parseKeymap, matchesKeymap, isMac } = await importTs('src/features/search/shortcut.ts');
const { searchOptions } = await importTs('config/search.ts');
const key = (k, mods = {}) => ({ key: k, ctrlKey: false, altKey: false, shiftKey: false, metaKey: false, ...mods });

test("the site's shortcut (config/search.ts) is Ctrl+K off a Mac, ⌘K on one, with its hint", () => {
  const pc = parseKeymap(searchOptions.searchBarShortcutKeymap, false);
  assert.deepEqual(pc.hints, ['ctrl', 'K']);
  assert.equal(matchesKeymap(key('k', { ctrlKey: true }), pc), true);
  assert.equal(matchesKeymap(key('K', { ctrlKey: true }), pc), true, 'Caps Lock on');
  assert.equal(matchesKeymap(key('k', { metaKey: true }), pc), false);
  assert.equal(matchesKeymap(key('k', { ctrlKey: true, shiftKey: true }), pc), false, 'other modifiers must not be held');
  assert.equal(matchesKeymap(key('k'), pc), false, 'typing k in a field is not the shortcut');
  const mac = parseKeymap(searchOptions.searchBarShortcutKeymap, true);
  assert.deepEqual(mac.hints, ['⌘', 'K']);
  assert.equal(matchesKeymap(key('k', { metaKey: true }), mac), true);
  assert.equal(matchesKeymap(key('k', { ctrlKey: true }), mac), false);
});

test('other keymaps and odd key events', () => {
  assert.deepEqual(parseKeymap('ctrl+shift+/', false).hints, ['ctrl', 'shift', '/']);
  assert.deepEqual(parseKeymap('cmd+alt+k', true).hints, ['⌘', '⌥', 'K']);
  assert.equal(matchesKeymap(key(''), parseKeymap('mod+k', false)), false, 'a key event without a key (IME, some keyboards)');
  assert.equal(matchesKeymap(key(undefined, { ctrlKey: true }), parseKeymap('mod+k', false)), false);
});

test('a Mac is told by client hints, else the user agent', () => {
  assert.equal(isMac(undefined), false);
  assert.equal(isMac({ userAgentData: { platform: 'macOS' }, userAgent: 'Windows' }), true);
  assert.equal(isMac({ userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0)' }), true);
  assert.equal(isMac({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64)' }), false);
  assert.equal(isMac({ platform: 'MacIntel' }), true);
});
