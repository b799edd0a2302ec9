// The shared facts as readers get them: every :fact[…] token of every page rendered (none left in
// any built page or in llms-full.txt), and each token showing its version's value in its place: the
// text around the token in the page's source, with the value put in, is what the built page says
// there. A value that is common anyway (8080, fluxmq) counts only where the token stood.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { BUILD_DIR } from '../lib/site.mjs';
import { importTs } from '../lib/import-ts.mjs';
import { decodeEntities } from '../lib/html-text.mjs';
import { versionNames, versionDir, versionPrefix, markdownFiles, docIdOf } from '../../scripts/lib/docs-tree.mjs';

const { factValue } = await importTs('src/data/shared-facts.ts');
const TOKEN = /:fact\[([\w.-]+)\]/g;
/** Characters of the surrounding text (spaces left out) that each token is read with, on each side. */
const CONTEXT = 6;

function htmlFiles(dir) {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.(html|txt)$/.test(e.name))
    .map((e) => path.join(e.parentPath ?? e.path, e.name));
}

/** The text of a page's article, without tags and spaces (code highlighting splits text into spans). */
function articleText(html) {
  const start = html.indexOf('<article');
  const end = html.lastIndexOf('</article>');
  const inner = html.slice(start, end).replace(/<!--[\s\S]*?-->/g, '').replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, '').replace(/<[^>]+>/g, '');
  return decodeEntities(inner).replace(/\s+/g, '');
}

/**
 * A Markdown line as its text reads: no list, heading, quote or table marks, code ticks, emphasis,
 * HTML tags or link targets; inline code kept as written (`<节点 IP>` is text there).
 */
function lineText(line) {
  return line
    .replace(/^\s*(#{1,6}\s+|[-*+]\s+|\d+\.\s+|>\s*)/, '')
    .split(/(`+[^`]*`+)/)
    .map((part, i) =>
      i % 2
        ? part.replace(/^`+|`+$/g, '').replace(/\\\|/g, '|')
        : part
            .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
            .replace(/<[^>]+>/g, '')
            .replace(/\*\*|__/g, '')
            .replace(/(?<!\\)\|/g, '')
            .replace(/\\([\\`*_{}[\]()#+\-.!|<>])/g, '$1'),
    )
    .join('');
}

/**
 * Each token of a page's source in its context: { line, id, needle }, the needle being the text around
 * the token (up to CONTEXT characters each side, spaces removed) with the version's value in place.
 * Lines of Mermaid diagrams (drawn in the browser), MDX imports and components are not read.
 */
export function tokenNeedles(source, version) {
  const needles = [];
  const lines = source.split('\n');
  let fence = null;
  let skip = false;
  let i = lines[0] === '---' ? lines.indexOf('---', 1) + 1 : 0;
  for (; i < lines.length; i++) {
    const line = lines[i];
    const f = /^\s*(`{3,}|~{3,})(\S*)/.exec(line);
    if (f) {
      if (!fence) {
        fence = f[1];
        skip = f[2] === 'mermaid';
      } else if (f[1][0] === fence[0] && f[1].length >= fence.length) fence = null;
      continue;
    }
    if ((fence && skip) || !line.includes(':fact[')) continue;
    if (!fence && /^\s*(import\s|<[A-Z]|:::)/.test(line)) continue;
    const text = fence ? line : lineText(line);
    const parts = text.split(TOKEN); // [text, id, text, id, …]
    const values = parts.map((p, k) => (k % 2 ? factValue(p, version) : p.replace(/\s+/g, '')));
    for (let k = 1; k < parts.length; k += 2) {
      const before = values.slice(0, k).join('').replace(/\s+/g, '').slice(-CONTEXT);
      const after = values
        .slice(k + 1)
        .join('')
        .replace(/\s+/g, '')
        .slice(0, CONTEXT);
      needles.push({ line: i + 1, id: parts[k], needle: `${before}${values[k].replace(/\s+/g, '')}${after}` });
    }
  }
  return needles;
}

test('no built page or llms file shows a raw :fact[…] token', () => {
  const left = htmlFiles(BUILD_DIR).filter((f) => fs.readFileSync(f, 'utf8').includes(':fact['));
  assert.deepEqual(
    left.map((f) => path.relative(BUILD_DIR, f)),
    [],
  );
});

test('a token is read in its context: a value shown elsewhere on the page does not count', () => {
  const [needle] = tokenNeedles('---\ntitle: t\n---\n\n默认端口为 :fact[port.http]，可以修改。\n', versionNames()[0]);
  assert.deepEqual(needle, { line: 5, id: 'port.http', needle: `默认端口为${factValue('port.http', versionNames()[0])}，可以修改。` });
  const page = articleText(`<article><p>默认端口为 1884，可以修改。</p><pre>-p ${factValue('port.http', versionNames()[0])}</pre></article>`);
  assert.ok(!page.includes(needle.needle), 'the value elsewhere on the page is not the token in its place');
});

for (const v of versionNames()) {
  test(`${v}: every shared-fact token shows this version's value where the page put it`, () => {
    const dir = versionDir(v);
    const problems = [];
    let checked = 0;
    for (const rel of markdownFiles(dir)) {
      const source = fs.readFileSync(path.join(dir, rel), 'utf8');
      const needles = tokenNeedles(source, v);
      if (!needles.length) continue;
      const route = `${versionPrefix(v)}/${docIdOf(rel).replace(/(^|\/)(index|README)$/, '')}`;
      const file = path.join(BUILD_DIR, route, 'index.html');
      if (!fs.existsSync(file)) continue; // a page with a slug elsewhere is checked by its own route tests
      const text = articleText(fs.readFileSync(file, 'utf8'));
      for (const n of needles) {
        checked += 1;
        if (!text.includes(n.needle)) problems.push(`${path.relative(path.join(dir, '..'), path.join(dir, rel))}:${n.line} :fact[${n.id}] should read 「${n.needle}」 on ${route}`);
      }
    }
    assert.ok(checked > 50, `only ${checked} tokens of ${v} checked`);
    assert.deepEqual(problems, []);
  });
}
