// The MDX content of a long page is rendered in parts (src/features/start-up/recma-split-mdx-content.ts):
// the HTML must be exactly the unsplit page's, short pages stay whole, and each part is its own
// component that React renders as a separate unit.
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
    parts.push(`## 第 ${s} 节`, '', `正文 ${s}，**加粗** 和 [链接](/x/${s})。`, '', '| 键 | 类型 | 默认值 | 说明 |', '| --- | --- | --- | --- |', rows, '', `<Note n={${s}}>提示 ${s}</Note>`, '');
  }
  return parts.join('\n');
}

const components = { Note: ({ n, children }) => React.createElement('aside', { 'data-n': n }, children) };
async function html(source, split) {
  const { default: Content } = await evaluate(source, { ...runtime, recmaPlugins: split ? [recmaSplitMdxContent] : [], remarkPlugins: [(await import('remark-gfm')).default] });
  return renderToString(React.createElement(Content, { components, who: '读者' }));
}

test('a long page is split into parts and renders exactly the same HTML', async () => {
  const source = longPage(12);
  const code = String(await compile(source, { recmaPlugins: [recmaSplitMdxContent], remarkPlugins: [(await import('remark-gfm')).default] }));
  const parts = code.match(/function _createMdxContentPart\d+\(/g) ?? [];
  assert.ok(parts.length >= 2, `expected several parts, got ${parts.length}`);
  // Each part starts at a section heading and renders with the page's props.
  assert.match(code, /_jsx\(_createMdxContentPart1, \{\s*\.\.\.props\s*\}\)/);
  const [whole, split] = [await html(source, false), await html(source, true)];
  assert.ok(whole.includes('读者') && whole.includes('data-n="12"'));
  assert.equal(split, whole);
});

test('a short page is left whole', async () => {
  const code = String(await compile(longPage(1), { recmaPlugins: [recmaSplitMdxContent], remarkPlugins: [(await import('remark-gfm')).default] }));
  assert.doesNotMatch(code, /_createMdxContentPart/);
  assert.ok(PART_SIZE > 0);
});
