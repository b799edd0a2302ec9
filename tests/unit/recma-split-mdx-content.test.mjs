// The MDX content of a long page is rendered in parts (src/features/start-up/recma-split-mdx-content.ts):
// the HTML must be exactly the unsplit page's, short pages stay whole, and each part is its own
// component that React renders as a separate unit, of about PART_SIZE elements: a short task each.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as runtime from 'react/jsx-runtime';
import React from 'react';
import { renderToString } from 'react-dom/server';
import { compile, evaluate } from '@mdx-js/mdx';
import { importTs } from '../lib/import-ts.mjs';

const { default: recmaSplitMdxContent, PART_SIZE } = await importTs('src/features/start-up/recma-split-mdx-content.ts');

/** A long page: sections with tables, inline code, a component and an expression using props. */
function longPage(sections) {
  const rows = Array.from({ length: 20 }, (_, i) => `| \`key.${i}\` | int | ${i} | 说明 ${i} |`).join('\n');
  const parts = ['# 标题', '', '开头一段，含 `code` 与 {props.who}。', ''];
  for (let s = 1; s <= sections; s++) {
    parts.push(
      `## 第 ${s} 节`,
      '',
      `正文 ${s}，**加粗** 和 [链接](/x/${s})。`,
      '',
      '| 键 | 类型 | 默认值 | 说明 |',
      '| --- | --- | --- | --- |',
      rows,
      '',
      `<Note n={${s}}>提示 ${s}</Note>`,
      '',
    );
  }
  return parts.join('\n');
}

const components = { Note: ({ n, children }) => React.createElement('aside', { 'data-n': n }, children) };
async function html(source, split) {
  const { default: Content } = await evaluate(source, {
    ...runtime,
    recmaPlugins: split ? [recmaSplitMdxContent] : [],
    remarkPlugins: [(await import('remark-gfm')).default],
  });
  return renderToString(React.createElement(Content, { components, who: '读者' }));
}

test('a long page is split into parts and renders exactly the same HTML', async () => {
  const source = longPage(12);
  const code = String(
    await compile(source, { recmaPlugins: [recmaSplitMdxContent], remarkPlugins: [(await import('remark-gfm')).default] }),
  );
  const parts = code.match(/function _createMdxContentPart\d+\(/g) ?? [];
  assert.ok(parts.length >= 2, `expected several parts, got ${parts.length}`);
  // Each part starts at a section heading and renders with the page's props.
  assert.match(code, /_jsx\(_createMdxContentPart1, \{\s*\.\.\.props\s*\}\)/);
  const [whole, split] = [await html(source, false), await html(source, true)];
  assert.ok(whole.includes('读者') && whole.includes('data-n="12"'));
  assert.equal(split, whole);
});

test('a short page is left whole', async () => {
  const code = String(
    await compile(longPage(1), { recmaPlugins: [recmaSplitMdxContent], remarkPlugins: [(await import('remark-gfm')).default] }),
  );
  assert.doesNotMatch(code, /_createMdxContentPart/);
});

/** A long page of many small sections: three-row tables, so a part holds several sections. */
function pageOfSmallSections(sections) {
  const parts = ['# 标题', ''];
  for (let s = 1; s <= sections; s++) {
    parts.push(
      `## 第 ${s} 节`,
      '',
      `正文 ${s}，**加粗**。`,
      '',
      '| 键 | 说明 |',
      '| --- | --- |',
      '| `a` | 一 |',
      '| `b` | 二 |',
      '| `c` | 三 |',
      '',
    );
  }
  return parts.join('\n');
}

/** Elements each part function creates (JSX runtime calls in its body), in order. */
function partSizes(code) {
  return code
    .split(/^(?=function _createMdxContent)/m)
    .filter((chunk) => chunk.startsWith('function _createMdxContentPart'))
    .map((chunk) => (chunk.split(/^}/m)[0].match(/\b_jsxs?\(/g) ?? []).length);
}

test('each part of a long page is about PART_SIZE elements: small enough for a short task, never a part per section', async () => {
  const source = pageOfSmallSections(60);
  // Elements of one section as MDX compiles it (heading, paragraph with strong, a four-row table with code).
  const sectionSize = 22;
  const code = String(
    await compile(source, { recmaPlugins: [recmaSplitMdxContent], remarkPlugins: [(await import('remark-gfm')).default] }),
  );
  const sizes = partSizes(code);
  assert.ok(sizes.length >= 5, `parts: ${sizes}`);
  // A part closes at the first section heading once it holds PART_SIZE elements: each but the last
  // holds at least that many, and none holds more than one section beyond it.
  for (const size of sizes.slice(0, -1)) assert.ok(size >= PART_SIZE, `a part of ${size} elements (parts: ${sizes})`);
  for (const size of sizes) assert.ok(size < PART_SIZE + sectionSize, `a part of ${size} elements (parts: ${sizes})`);
});
