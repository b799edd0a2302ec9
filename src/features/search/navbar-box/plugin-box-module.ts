/**
 * The local-search plugin's navbar box, as a module of its own: its code (the box, its suggestion
 * templates, mark.js, the worker client) is loaded when the reader reaches for the box, not with
 * every page.
 */
export const loadPluginBox = () => import('@theme-original/SearchBar');
