// The shared facts as readers get them: every :fact[…] token of every page rendered (none left in
// any built page or in llms-full.txt), and each version's pages showing that version's value.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { BUILD_DIR } from '../lib/site.mjs';
import { importTs } from '../lib/import-ts.mjs';
import { versionNames, versionDir, versionPrefix, markdownFiles, docIdOf } from '../../scripts/lib/docs-tree.mjs';

const { factValue } = await importTs('src/data/shared-facts.ts');

function htmlFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.(html|txt)$/.test(e.name))
    .map((e) => path.join(e.parentPath ?? e.path, e.name));
}

test('no built page or llms file shows a raw :fact[…] token', () => {
  const left = htmlFiles(BUILD_DIR).filter((f) => fs.readFileSync(f, 'utf8').includes(':fact['));
  assert.deepEqual(left.map((f) => path.relative(BUILD_DIR, f)), []);
});

for (const v of versionNames()) {
  test(`${v}: pages that use a shared fact show this version's value`, () => {
    const dir = versionDir(v);
    let checked = 0;
    for (const rel of markdownFiles(dir)) {
      const source = fs.readFileSync(path.join(dir, rel), 'utf8');
      const ids = new Set([...source.matchAll(/:fact\[([\w.-]+)\]/g)].map((m) => m[1]));
      if (!ids.size) continue;
      const route = `${versionPrefix(v)}/${docIdOf(rel).replace(/(^|\/)index$/, '')}`;
      const file = path.join(BUILD_DIR, route, 'index.html');
      if (!fs.existsSync(file)) continue; // a page with a slug elsewhere is checked by its own route tests
      const text = fs.readFileSync(file, 'utf8').replace(/<!-- -->/g, '');
      for (const id of ids) assert.ok(text.includes(factValue(id, v)), `${route} should show ${id} = ${factValue(id, v)}`);
      checked += 1;
    }
    assert.ok(checked > 20, `only ${checked} pages of ${v} checked`);
  });
}
