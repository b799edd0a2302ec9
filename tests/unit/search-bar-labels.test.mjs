// The loader that names the navbar search box and its clear button (src/features/search/search-bar-labels.ts)
// applies to the local-search plugin's SearchBar.jsx as installed, and leaves a file of another
// shape unchanged with a warning.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const searchBarWithLabels = require('../../src/features/search/labels-loader.cjs');
const SEARCH_BAR = require.resolve('@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SearchBar.jsx');

function run(source) {
  const warnings = [];
  const output = searchBarWithLabels.call({ emitWarning: (e) => warnings.push(e.message) }, source);
  return { output, warnings };
}

test('the installed search bar gets a translated box label and a named clear button', () => {
  const source = fs.readFileSync(SEARCH_BAR, 'utf8');
  assert.match(source, /aria-label="Search"/);
  const { output, warnings } = run(source);
  assert.deepEqual(warnings, []);
  assert.doesNotMatch(output, /aria-label="Search"/);
  assert.match(
    output,
    /aria-label=\{translate\(\{ id: "theme\.SearchBar\.label", message: "Search" \}\)\} className=\{`navbar__search-input/,
  );
  assert.match(
    output,
    /<button type="button" aria-label=\{translate\(\{ id: "fluxmq\.search\.clear", message: "清除查询" \}\)\} className=\{styles\.searchClearButton\}/,
  );
  // Nothing else changes: the output minus the two insertions is the source.
  const back = output
    .replace('aria-label={translate({ id: "theme.SearchBar.label", message: "Search" })}', 'aria-label="Search"')
    .replace('<button type="button" aria-label={translate({ id: "fluxmq.search.clear", message: "清除查询" })} ', '<button ');
  assert.equal(back, source);
});

test('a search bar of another shape passes unchanged, with a warning for each change missed', () => {
  const source = 'export default function SearchBar() { return <input aria-label="Find" />; }\n';
  const { output, warnings } = run(source);
  assert.equal(output, source);
  assert.equal(warnings.length, 2);
  assert.match(warnings[0], /search box label not found/);
  assert.match(warnings[1], /clear button name not found/);
});
