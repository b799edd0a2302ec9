// What every page's entry bundle (main.js) must not carry: code that only the search worker or the
// build needs. Each signature is a string that survives minification; the test first checks that
// it does find the library where the library belongs, so a signature that stopped matching fails.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { BUILD_DIR } from '../lib/site.mjs';

const JS_DIR = path.join(BUILD_DIR, 'assets/js');
const files = fs.readdirSync(JS_DIR).filter((f) => f.endsWith('.js'));
const read = (f) => fs.readFileSync(path.join(JS_DIR, f), 'utf8');
const entry = read(files.find((f) => /^main\.[0-9a-f]+\.js$/.test(f)));

test('lunr runs in the search worker only: the entry bundle does not carry it', () => {
  const LUNR = 'Cannot load unregistered function';
  const withLunr = files.filter((f) => read(f).includes(LUNR));
  assert.ok(withLunr.length >= 1, 'the search worker bundle carries lunr (the signature still matches)');
  assert.equal(entry.includes(LUNR), false, 'main.js carries lunr');
});

test('no Prism in any script: code is highlighted at build time', () => {
  // A Prism grammar keyword, present wherever Prism's language definitions are bundled.
  const prism = fs.readFileSync(createRequire(import.meta.url).resolve('prism-react-renderer'), 'utf8');
  assert.ok(prism.includes('lookbehind'), 'the signature matches Prism');
  assert.deepEqual(files.filter((f) => read(f).includes('lookbehind')), []);
});
