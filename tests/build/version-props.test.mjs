// A doc page loads its version's sidebar and doc list before it is usable; it does not load every
// other doc's description with them (two thirds of that file). Those descriptions reach only the
// category index pages that show them on their cards (tests/e2e/category-cards.test.mjs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { BUILD_DIR, htmlOf } from '../lib/site.mjs';
import { decodeEntities, metaDescription, startUpScriptLists } from '../lib/html-text.mjs';
import { VERSIONS, docRoutes, prefixOf } from '../fixtures/spec-routes.mjs';

/** The text of every script a page names for its start-up (its route's chunks and the entry), as JavaScript source. */
function startUpScripts(route) {
  const lists = startUpScriptLists(htmlOf(route));
  assert.ok(lists, `${route} ends with the start-up loader`);
  const files = [...lists.chunks, ...lists.entry];
  assert.ok(files.length >= 5, `${route} names its start-up scripts (${files.length})`);
  return files.map((src) => fs.readFileSync(path.join(BUILD_DIR, src), 'utf8')).join('\n');
}
/** A string as it appears in minified JavaScript: inside JSON.parse('…') non-ASCII is \uXXXX-escaped. */
const asInScripts = (text) => [text, JSON.stringify(text).slice(1, -1).replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`)];

for (const version of VERSIONS) {
  test(`${version}: a doc page's start-up scripts carry its version's sidebar but not the other docs' descriptions`, () => {
    const routes = docRoutes(version);
    const page = routes.find((r) => r.endsWith('/config/mqtt')) ?? routes[0];
    const scripts = startUpScripts(page);
    const others = routes.filter((r) => r !== page && r !== `${prefixOf(version)}/` && !r.includes('/category/'));
    const carried = others.filter((r) => {
      const description = metaDescription(htmlOf(r));
      return description && asInScripts(decodeEntities(description)).some((form) => scripts.includes(form));
    });
    assert.ok(others.length >= 50, `${others.length} other doc pages in ${version}`);
    assert.ok(scripts.includes('docsSidebars'), `${page} loads its version's sidebars`);
    assert.deepEqual(carried.slice(0, 5), [], `${page}'s start-up scripts carry ${carried.length} other pages' descriptions`);
  });
}
