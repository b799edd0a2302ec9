/**
 * Text work of ./chunk-files.ts, free of imports so the unit tests run it in Node.
 */

// The minified chunk-file map of the webpack runtime: `"assets/js/"+e+"."+({10437:"48f53d3b",…})[e]+".js"`.
const MAP = /("assets\/js\/"\+(\w+)\+"\."\+\(\{)([^{}]*)(\}\)\[\2\]\+"\.js")/;
// A key is a string, or a number as the minifier writes it: 10437, 7e3 (7000), 0x1f.
const ENTRY = /^(?:"([^"]+)"|(\d[\dA-Fa-fxe]*)):"[0-9a-f]+"$/;

/** The runtime without the map entries of `ids`; null when it has no such map or an entry of another shape. */
export function withoutChunkFiles(runtime: string, ids: ReadonlySet<string>): string | null {
  const m = MAP.exec(runtime);
  if (!m) return null;
  const kept: string[] = [];
  for (const entry of m[3] ? m[3].split(',') : []) {
    const e = ENTRY.exec(entry);
    if (!e) return null;
    const id = e[1] ?? String(Number(e[2]));
    if (!ids.has(id)) kept.push(entry);
  }
  return runtime.slice(0, m.index) + m[1] + kept.join(',') + m[4] + runtime.slice(m.index + m[0].length);
}
