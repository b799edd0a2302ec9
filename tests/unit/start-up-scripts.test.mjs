// The scripts a page needs at start-up are found from the generated route table as the browser's
// preload() finds them: the chunks of every route that matches the page's path, outermost first.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { importTs } from '../lib/import-ts.mjs';
import { ROOT } from '../../scripts/lib/docs-tree.mjs';

const { routeTable, startupChunkNames } = await importTs('src/features/start-up/scripts/route-table.ts');
const table = routeTable(path.join(ROOT, 'tests/fixtures/route-table'));

test('a doc page needs the chunks of the docs root, its version and the doc', () => {
  assert.deepEqual(startupChunkNames(table, '/config/mqtt'), [
    'docsRoot',
    'docsPlugin',
    'version',
    'version-current',
    'docItem',
    'content-mqtt',
  ]);
  assert.deepEqual(startupChunkNames(table, '/2.0.17/config/mqtt'), [
    'docsRoot',
    'docsPlugin',
    'version',
    'version-2.0.17',
    'docItem',
    'content-2.0.17-mqtt',
  ]);
});

test('the search page needs only its own chunks; an unknown path names none of its own', () => {
  assert.deepEqual(startupChunkNames(table, '/search'), ['search', 'searchPlugin']);
  assert.deepEqual(startupChunkNames(table, '/no/such/page'), ['docsRoot', 'docsPlugin', 'version', 'version-current']);
});

const { withStartUpLoader, loaderSource } = await importTs('src/features/start-up/scripts/start-up-html.ts');

test('the entry scripts leave the head; the loader at the end of the body names route chunks, then the entry', () => {
  const page =
    '<html><head><link rel=stylesheet href=/assets/css/s.css><script src=/assets/js/main.1a.js defer></script>' +
    '<script src=/assets/js/runtime~main.2b.js defer></script></head><body><div id=__docusaurus><p>text</p></div>';
  const html = withStartUpLoader(page, ['/assets/js/c1.js', '/assets/js/c2.js'], 'LOADER');
  assert.equal(/<script[^>]*\ssrc=/.test(html), false, 'no script element with src is left');
  assert.ok(
    html.endsWith(
      '<script data-route-chunks="/assets/js/c1.js /assets/js/c2.js" data-entry="/assets/js/main.1a.js /assets/js/runtime~main.2b.js">LOADER</script>',
    ),
    html,
  );
  assert.ok(html.includes('<div id=__docusaurus><p>text</p></div><script'), 'the loader comes after the content');
  const closed = withStartUpLoader(`${page}</body></html>`, [], 'LOADER');
  assert.ok(
    closed.endsWith(
      '<script data-route-chunks="" data-entry="/assets/js/main.1a.js /assets/js/runtime~main.2b.js">LOADER</script></body></html>',
    ),
    closed,
  );
});

test('a page without deferred scripts is left as it is', () => {
  const page = '<html><head><script>inline()</script></head><body><p>x</p>';
  assert.equal(withStartUpLoader(page, ['/assets/js/c1.js'], 'LOADER'), page);
});

test('the inlined loader has no comment lines and is the same bytes every time (one CSP hash)', () => {
  const file = path.join(ROOT, 'src/features/start-up/scripts/loader.js');
  const source = loaderSource(file);
  assert.equal(source, loaderSource(file));
  assert.equal(
    source.split('\n').some((l) => l.startsWith('//')),
    false,
  );
  assert.match(source, /requestAnimationFrame/);
  assert.doesNotThrow(() => new Function(source), 'the loader parses as JavaScript');
});
