// No text is struck through by accident. GFM strikes through the text between a pair of single "~"
// too, so a range written with "~" in prose (「CPU 23%~24%，内存 1.7G~1.9G」) renders as <del>. Each such
// pair in any page of any version fails, naming the page and line; `~~…~~` (asked-for strikethrough),
// tildes in code, and a single "~" are fine. tests/build/strikethrough.test.mjs checks the built HTML.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { accidentalStrikethroughs, strikethroughs } from '../../scripts/lib/strikethrough.mjs';
import { allPages } from '../../scripts/lib/code-samples.mjs';

test('a planted pair of single tildes is caught, naming page, line and the struck text', () => {
  const page = '---\ntitle: x\n---\n\n## 结果\n\nCPU 23%~24%，内存 1.7G~1.9G。\n';
  assert.deepEqual(accidentalStrikethroughs(page, 'planted.md'), [
    'planted.md:7: a pair of single "~" strikes 「24%，内存 1.7G」 through; write a range with 「～」 or 「至」 (and ~~…~~ only for intended strikethrough)',
  ]);
  // In a list item and a table cell too.
  assert.equal(accidentalStrikethroughs('- 延迟 3ms~5ms，吞吐 2万~3万\n', 'p.md').length, 1);
  assert.equal(accidentalStrikethroughs('| 范围 |\n| --- |\n| 1~2 与 3~4 |\n', 'p.md').length, 1);
});

test('asked-for strikethrough, full-width ranges, a single tilde and tildes in code are not flagged', () => {
  const page =
    '旧值 ~~8080~~ 已弃用。\n\n范围 23%～24%，1.7G 至 1.9G。\n\n路径 ~/fluxmq。\n\n`a~b` 与 `c~d`\n\n```bash\nls ~ && cd ~/x~\n```\n';
  assert.deepEqual(accidentalStrikethroughs(page, 'p.md'), []);
  assert.deepEqual(
    strikethroughs(page).map((s) => [s.text, s.intended]),
    [['8080', true]],
  );
});

test('no page of any version strikes text through by accident', () => {
  const pages = allPages();
  assert.ok(pages.length > 100, `${pages.length} pages read`);
  assert.deepEqual(
    pages.flatMap((p) => accidentalStrikethroughs(p.source, p.file)),
    [],
  );
});
