// The loader that makes the local-search plugin's navbar box keep what the reader typed and search
// the first part of a long query (src/features/search/navbar-box/typed-text-loader.cjs) applies to
// the plugin's SearchBar.jsx as installed, and leaves a file of another shape unchanged with a
// warning; the hint under the box counts the characters the search reads.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { importTs } from '../lib/import-ts.mjs';

const require = createRequire(import.meta.url);
const keepTypedText = require('../../src/features/search/navbar-box/typed-text-loader.cjs');
const SEARCH_BAR = require.resolve('@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SearchBar.jsx');
const { searchedCharacters } = await importTs('src/features/search/navbar-box/useSearchedPart.ts');

function run(source) {
  const warnings = [];
  const output = keepTypedText.call({ emitWarning: (e) => warnings.push(e.message) }, source);
  return { output, warnings };
}

test('the installed search bar: the first marking leaves the text, later ones set the terms; one search once attached; the search reads the first part', () => {
  const source = fs.readFileSync(SEARCH_BAR, 'utf8');
  const { output, warnings } = run(source);
  assert.deepEqual(warnings, []);
  // The text is searched as the site's searchReaderText asks (bounded, no opening operation word, and in the
  // site's words), imported by its path; each of its queries goes to the plugin's worker call.
  const searchedQuery = path.resolve('src/features/search/searchedQuery.ts');
  assert.ok(output.startsWith(`import { searchReaderText as fluxmqSearchReaderText } from ${JSON.stringify(searchedQuery)};\n`));
  assert.match(
    output,
    /await fluxmqSearchReaderText\(\(query, limit\) => searchByWorker\(versionUrl, searchContext, query, limit\), input, searchResultLimits\)/,
  );
  assert.doesNotMatch(output, /searchByWorker\(versionUrl, searchContext, input,/);
  // The terms are put into the box only with terms or on another page than the last one marked.
  assert.match(output, /const fluxmqMarkedPage = useRef\(null\);\n {4}useEffect\(\(\) => \{\n {8}if \(!Mark\) \{/);
  assert.match(
    output,
    /if \(keywords\.length !== 0 \|\| \(fluxmqMarkedPage\.current !== null && fluxmqMarkedPage\.current !== fluxmqPage\)\) \{\n\s+setInputValue\(keywords\.join\(" "\)\);/,
  );
  // Once the autocomplete is attached, the focus is given back before the dropdown opens.
  assert.match(
    output,
    /const input = searchBarRef\.current;\n\s+input\.focus\(\);\n\s+if \(input\.value\) \{\n\s+search\.current\?\.autocomplete\.open\(\);/,
  );
  // Nothing else changes: the output, the changes undone, is the source.
  let back = output.slice(output.indexOf('\n') + 1);
  for (const { from, to } of keepTypedText.CHANGES) back = back.replace(to, () => from);
  assert.equal(back, source);
});

test('a search bar of another shape passes unchanged, with a warning for each change missed', () => {
  const source = 'export default function SearchBar() { return <input aria-label="Find" />; }\n';
  const { output, warnings } = run(source);
  assert.equal(output, source);
  assert.equal(warnings.length, 4);
  assert.match(warnings[0], /the marking effect .* not found once/);
  assert.match(warnings[1], /the terms put into the box after marking not found once/);
  assert.match(warnings[2], /the focus given back once the autocomplete is attached not found once/);
  assert.match(warnings[3], /the autocomplete's search not found once/);
});

test('the hint counts the characters searched, and is absent when all of the text is searched', () => {
  assert.equal(searchedCharacters('kafka'), null);
  assert.equal(searchedCharacters('集群'.repeat(8)), null, '16 Chinese characters are searched whole');
  assert.equal(searchedCharacters('集群'.repeat(9)), 16);
  // Twelve words are read; the space before the thirteenth is not counted.
  assert.equal(searchedCharacters('mqtt '.repeat(20)), 'mqtt '.repeat(12).trimEnd().length);
  // Characters as the reader counts them: an emoji is one.
  assert.equal(searchedCharacters(`😀${'规'.repeat(20)}`), 17);
});
