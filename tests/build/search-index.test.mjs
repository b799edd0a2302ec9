// Each docs version has its own search index: it parses, has the five hit-type sections
// (Title, Heading, Description, Keywords, Content) and points only at routes of that version.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { VERSIONS, LATEST, prefixOf } from '../fixtures/spec-routes.mjs';
import { BUILD_DIR } from '../lib/site.mjs';

const OLDER = VERSIONS.filter((v) => v !== LATEST);

function indexOf(v) {
  const file = path.join(BUILD_DIR, prefixOf(v).slice(1), 'search-index.json');
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

for (const v of VERSIONS) {
  test(`search index of ${v}: five hit-type sections, documents of ${v} only`, () => {
    const idx = indexOf(v);
    assert.ok(Array.isArray(idx));
    assert.equal(idx.length, 5, 'one section per hit type');
    for (const section of idx) {
      assert.ok(Array.isArray(section.documents));
      assert.ok(section.index && typeof section.index === 'object');
    }
    const titles = idx[0].documents;
    assert.ok(titles.length >= 100, `only ${titles.length} title documents`);
    for (const doc of idx.flatMap((s) => s.documents)) {
      assert.equal(typeof doc.u, 'string');
      if (v === LATEST) {
        assert.ok(!OLDER.some((o) => doc.u.startsWith(`/${o}/`)), `${doc.u} belongs to an older version`);
      } else {
        assert.ok(doc.u.startsWith(`/${v}/`), `${doc.u} is not under /${v}/`);
      }
    }
  });
}

test('the Chinese and English vocabulary is in the index', () => {
  const raw = fs.readFileSync(path.join(BUILD_DIR, 'search-index.json'), 'utf8');
  assert.match(raw, /集群/);
  assert.match(raw, /kafka/i);
});
