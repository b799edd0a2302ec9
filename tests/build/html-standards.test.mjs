// The HTML the site sends is valid HTML: the Nu Html Checker (vnu-jar, the W3C validator's engine)
// finds no error in a sample of built pages of every docs version and every kind of page — doc pages
// (including config pages with key tables and pages with tabs), category index pages, the quick
// reference, the not-found pages and the search page. One java run checks every file.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { VERSIONS, categoryRoutes, prefixOf } from '../fixtures/spec-routes.mjs';
import { BUILD_DIR } from '../lib/site.mjs';

const VNU_JAR = String(createRequire(import.meta.url)('vnu-jar'));

/** Doc pages of each version: the root, key-table pages, a page with tabs, a long reference page, the quick reference, 「版本变化」. */
const DOC_PAGES = ['', 'config/mqtt', 'config/cluster', 'config/store', 'gzyq/rule/FUNCTION', 'install/docker', 'config/quick-reference', 'version-changes'];

function sampleFiles() {
  const files = [];
  const add = (relative) => files.push(path.join(BUILD_DIR, relative));
  for (const version of VERSIONS) {
    const prefix = prefixOf(version);
    for (const page of DOC_PAGES) add(path.join(prefix, page, 'index.html'));
    for (const route of categoryRoutes(version).slice(0, 3)) add(path.join(route, 'index.html'));
    add(path.join(prefix, '404.html'));
  }
  add(path.join('api/reference', 'index.html'));
  add(path.join('search', 'index.html'));
  return files;
}

test(`the Nu Html Checker finds no error in a sample of every version's pages (docs, categories, quick reference, not-found, search)`, () => {
  const files = sampleFiles();
  const missing = files.filter((f) => !fs.existsSync(f));
  assert.deepEqual(missing, [], 'sampled pages missing from the build');
  assert.ok(files.length >= VERSIONS.length * 10, `${files.length} files`);
  const run = spawnSync('java', ['-jar', VNU_JAR, '--errors-only', '--format', 'json', ...files], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  assert.equal(run.error, undefined, `java could not run: ${run.error}`);
  // The checker writes its JSON report to stderr; exit status 1 means it found errors.
  let report;
  try {
    report = JSON.parse(run.stderr);
  } catch {
    assert.fail(`the checker did not report: status ${run.status}\n${run.stderr.slice(0, 2000)}`);
  }
  // Each kind of error once, with how often and where it was first found.
  const errors = new Map();
  for (const m of report.messages.filter((message) => message.type === 'error')) {
    const where = `${path.relative(BUILD_DIR, decodeURI(new URL(m.url).pathname))}:${m.lastLine}`;
    const seen = errors.get(m.message) ?? { count: 0, where: [] };
    seen.count += 1;
    if (seen.where.length < 3) seen.where.push(where);
    errors.set(m.message, seen);
  }
  assert.deepEqual([...errors].map(([message, { count, where }]) => `${count}× ${message} (${where.join(', ')})`), []);
  assert.equal(run.status, 0);
});
