/**
 * What the navbar box relies on in the local-search plugin's box (its SearchBar.jsx and
 * SearchBar.module.css, as the server draws it and as it runs in the browser): the names below, in
 * one place, and two behaviours — its input follows what is typed into it (a change handler), and
 * its focus handler loads the index (./useHandOver.ts types the reader's text into the focused
 * input). tests/unit/internals-guard.test.mjs checks each against the installed plugin, under the
 * `searchBarNotice` hook, so an upgrade that changes one fails there, naming it.
 */

/** The box's text input (Infima's class, which the plugin gives its input). */
export const BOX_INPUT = 'input.navbar__search-input';
export const BOX_INPUT_CLASS = 'navbar__search-input';

/** The box's container, where the plugin draws its shortcut hint (the server's box gets the same hint). */
export const BOX_CONTAINER = '.navbar__search';
export const BOX_CONTAINER_CLASS = 'navbar__search';

/**
 * Class names of the plugin's CSS module that the navbar box's CSS targets (by the part of the
 * generated name that the module's own name keeps): the loading ring (hidden when the index fails)
 * and the dropdown of suggestions (moved down under the hint of a long query).
 */
export const LOADING_RING_CLASS = 'searchBarLoadingRing';
export const DROPDOWN_CLASS = 'dropdownMenu';

/** The plugin's query parameter for the terms to mark on a page (its `highlightSearchTermsOnTargetPage`). */
export const HIGHLIGHT_PARAM = '_highlight';
