/**
 * The chunks a registry entry loads, read from its load function. The bundler writes each
 * `import()` of the registry as `__webpack_require__.e("<chunk id>")` calls (minified
 * `t.e("60151")`, or `Promise.all([t.e("86212"), t.e("3990")])` when the module's chunk needs
 * shared chunks first). Free of imports, so the unit tests run it in Node.
 */
const CHUNK_LOAD = /\.e\(\s*(?:\/\*[^*]*\*\/\s*)?["']([^"']+)["']\s*\)/g;

export function chunkIdsOfLoader(load: unknown): string[] {
  if (typeof load !== 'function') return [];
  return [...Function.prototype.toString.call(load).matchAll(CHUNK_LOAD)].map((m) => m[1]);
}
