// The scripts a page needs at start-up are found from the generated route table as the browser's
// preload() finds them: the chunks of every route that matches the page's path, outermost first.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { importTs } from '../lib/import-ts.mjs';
import { ROOT } from '../../scripts/lib/docs-tree.mjs';

const { routeTable, startupChunkNames } = await importTs('src/plugins/route-chunk-scripts/route-table.ts');
const table = routeTable(path.join(ROOT, 'tests/fixtures/route-table'));

test('a doc page needs the chunks of the docs root, its version and the doc', () => {
  assert.deepEqual(startupChunkNames(table, '/config/mqtt'), ['docsRoot', 'docsPlugin', 'version', 'version-current', 'docItem', 'content-mqtt']);
  assert.deepEqual(startupChunkNames(table, '/2.0.17/config/mqtt'), ['docsRoot', 'docsPlugin', 'version', 'version-2.0.17', 'docItem', 'content-2.0.17-mqtt']);
});

test('the search page needs only its own chunks; an unknown path names none of its own', () => {
  assert.deepEqual(startupChunkNames(table, '/search'), ['search', 'searchPlugin']);
  assert.deepEqual(startupChunkNames(table, '/no/such/page'), ['docsRoot', 'docsPlugin', 'version', 'version-current']);
});
