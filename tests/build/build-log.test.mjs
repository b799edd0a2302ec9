// The production build log has no broken-link, broken-markdown-link, broken-anchor or
// duplicate-route warning: the build reports them as warnings (a broken link fails npm run build:
// scripts/build-site.mjs checks the links of the whole site once its versions are put together).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { BUILD_LOG } from '../lib/site.mjs';

const log = fs.readFileSync(BUILD_LOG, 'utf8');

test('the build log records a successful build', () => {
  assert.match(log, /\[SUCCESS\] Generated static files/);
  assert.match(log, /^\[build-site\] \d+ versions \(/m);
});

for (const [name, pattern] of [
  ['broken link', /broken link/i],
  ['broken Markdown link', /markdown link.*(couldn't|could not) be resolved|broken markdown link/i],
  ['broken anchor', /broken anchor/i],
  ['duplicate route', /duplicate routes?/i],
]) {
  test(`the build log has no ${name} warning`, () => {
    const hits = log.split('\n').filter((l) => pattern.test(l));
    assert.deepEqual(hits, []);
  });
}

test('the build log has no warning at all', () => {
  const warnings = log.split('\n').filter((l) => /\[WARNING\]/.test(l));
  assert.deepEqual(warnings, []);
});
