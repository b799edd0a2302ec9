// What every page's entry bundle (main.js and the scripts split from it) must not carry: code that only the search worker or the
// build needs. Each signature is a string that survives minification; the test first checks that
// it does find the library where the library belongs, so a signature that stopped matching fails.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { BUILD_DIR } from '../lib/site.mjs';
import { ROOT, versionNames, versionPrefix } from '../../scripts/lib/docs-tree.mjs';

const JS_DIR = path.join(BUILD_DIR, 'assets/js');
const files = fs.readdirSync(JS_DIR).filter((f) => f.endsWith('.js'));
const read = (f) => fs.readFileSync(path.join(JS_DIR, f), 'utf8');
// The entry's scripts (main.js, React DOM, the site's data, the webpack runtime), as a page's
// start-up loader names them.
const entryFiles = /data-entry="([^"]+)"/.exec(fs.readFileSync(path.join(BUILD_DIR, 'index.html'), 'utf8'))[1].split(' ').map((src) => path.basename(src));
const entry = entryFiles.map(read).join('\n');

test('the entry comes as several scripts, none of them as large as the whole', () => {
  assert.ok(entryFiles.some((f) => /^main\.[0-9a-f]+\.js$/.test(f)), `main.js is among ${entryFiles}`);
  assert.ok(entryFiles.length >= 4, `${entryFiles}`);
  for (const f of entryFiles) assert.ok(read(f).length < 0.5 * entry.length, `${f} holds half the entry's code or more`);
});

test('lunr runs in the search worker only: the entry bundle does not carry it', () => {
  const LUNR = 'Cannot load unregistered function';
  const withLunr = files.filter((f) => read(f).includes(LUNR));
  assert.ok(withLunr.length >= 1, 'the search worker bundle carries lunr (the signature still matches)');
  assert.equal(entry.includes(LUNR), false, 'the entry scripts carry lunr');
});

test("the navbar search box's code is not in the entry: it loads when the reader reaches for the box", () => {
  // mark.js, the plugin's highlighter, names its marks data-markjs; it comes with the plugin's box.
  const MARK = 'data-markjs';
  assert.ok(files.some((f) => read(f).includes(MARK)), 'a lazily loaded chunk carries mark.js (the signature still matches)');
  assert.equal(entry.includes(MARK), false, 'the entry scripts carry the search bar (mark.js)');
});

test('no Prism in any script: code is highlighted at build time', () => {
  // A Prism grammar keyword, present wherever Prism's language definitions are bundled.
  const prism = fs.readFileSync(createRequire(import.meta.url).resolve('prism-react-renderer'), 'utf8');
  assert.ok(prism.includes('lookbehind'), 'the signature matches Prism');
  assert.deepEqual(files.filter((f) => read(f).includes('lookbehind')), []);
});

test("the registry a page loads (in the entry) keeps each route chunk's loader and module id, not its source path", () => {
  // Every page's Markdown source is a registry entry; the path only serves the server build.
  const registry = fs.readFileSync(path.join(ROOT, '.docusaurus', 'registry.js'), 'utf8');
  // (Paths in ASCII: the minifier writes other characters as escapes.)
  const paths = [...registry.matchAll(/webpackChunkName: "[^"]+" \*\/ "(@site\/[\x20-\x7e]+?\.mdx?)"/g)].map((m) => m[1]);
  // .docusaurus/ holds the generated files of the last build of npm run build, the latest version's.
  assert.ok(paths.length > 100, `the generated registry lists the latest version's docs (${paths.length})`);
  const inEntry = paths.filter((p) => entry.includes(p));
  assert.deepEqual(inEntry, [], 'the entry names no Markdown source path');
  // The registry still loads each chunk.
  const ids = [...registry.matchAll(/"([0-9a-f]{8})": \[/g)].map((m) => m[1]);
  // The minifier writes a key as a string, a bare name, or (all digits) a decimal or hex number.
  const loaderKeys = new Set(
    [...entry.matchAll(/[{,]("[^"]+"|[\w$]+):\[\(\)=>/g)].map(([, key]) => (key.startsWith('"') ? key.slice(1, -1) : /^0x/.test(key) ? String(parseInt(key, 16)) : key)),
  );
  const missing = ids.filter((id) => !loaderKeys.has(id) && !loaderKeys.has(String(Number(id))));
  assert.ok(ids.length > 100, `${ids.length} registry keys`);
  assert.deepEqual(missing, [], 'every registry key has its loader in the entry');
});

/** The routes of the route table in some code, as the minifier writes each ComponentCreator call. */
const routesIn = (code) => new Set([...code.matchAll(/\("(\/[^"]*)","[0-9a-f]{3}"\)/g)].map((m) => m[1]));

test("each docs version is its own build: the scripts a version's page names route its own version's pages only", () => {
  const versions = versionNames();
  const pageOf = (v) => `${versionPrefix(v)}/config/mqtt`;
  for (const v of versions) {
    const html = fs.readFileSync(path.join(BUILD_DIR, pageOf(v), 'index.html'), 'utf8');
    const named = [...html.matchAll(/data-(?:entry|route-chunks)="([^"]+)"/g)].flatMap((m) => m[1].split(' '));
    const routes = routesIn(named.map((src) => read(path.basename(src))).join('\n'));
    assert.ok(routes.has(pageOf(v)), `${v}: its page ${pageOf(v)} is routed`);
    for (const other of versions.filter((o) => o !== v)) {
      assert.ok(!routes.has(pageOf(other)), `${v}: the scripts of its page route ${pageOf(other)}, a page of ${other}`);
    }
  }
});
