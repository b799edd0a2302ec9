// No page strikes text through by accident: in GFM a pair of single `~` is strikethrough, so a range
// written 「20%~22% … 23%~24%」 renders with the middle crossed out. Ranges in prose use 「～」 or 「至」;
// the pages have no intended strikethrough, so any one is a defect.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import { visit } from 'unist-util-visit';
import { toString } from 'mdast-util-to-string';
import { versionNames, versionDir, markdownFiles } from '../../scripts/lib/docs-tree.mjs';

/** The struck-through passages of a Markdown page, each with its line. */
function struckThrough(markdown) {
  const tree = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).parse(markdown);
  const found = new Set();
  visit(tree, 'delete', (node) => {
    found.add(`line ${node.position.start.line}: ~${toString(node)}~`);
  });
  return [...found];
}

test('a range written with two single tildes is found; full-width tildes, code and ~~ are not', () => {
  assert.deepEqual(struckThrough('CPU 升到 23%~24%，内存保持在 1.7G~1.9G。\n'), ['line 1: ~24%，内存保持在 1.7G~']);
  assert.equal(struckThrough('CPU 从 20%～22% 升到 23%～24%，命令 `ls ~/a ~/b`。\n').length, 0);
  assert.equal(struckThrough('```bash\ncd ~/x && ls ~/y\n```\n').length, 0);
});

for (const v of versionNames()) {
  test(`no page of ${v} renders a strikethrough`, () => {
    const findings = [];
    for (const rel of markdownFiles(versionDir(v))) {
      const { content } = matter(fs.readFileSync(path.join(versionDir(v), rel), 'utf8'));
      for (const f of struckThrough(content)) findings.push(`${rel} ${f}`);
    }
    assert.deepEqual(findings, []);
  });
}
