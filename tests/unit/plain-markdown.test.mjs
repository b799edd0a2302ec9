// A page's MDX as plain Markdown (src/features/llms/plain-markdown.ts, used for every page's .md
// copy and llms-full.txt): Tabs become labelled sections, admonitions quotes with their label,
// <details> a bold summary, components text, relative page links the given addresses — while code
// blocks, Mermaid diagrams included, stay exactly as written, even inside an admonition.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { importTs } from '../lib/import-ts.mjs';

const { toPlainMarkdown } = await importTs('src/features/llms/plain-markdown.ts');
const { markdownPathOf } = await importTs('src/features/page-markdown/paths.ts');

const SOURCE = `---
title: 示例
description: 一个示例页面。
---

import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

## 安装

<Tabs groupId="os">
<TabItem value="jar" label="Jar 启动" default>

先启动：

\`\`\`bash
./fluxmq.sh
\`\`\`

</TabItem>
<TabItem value="systemd" label="Systemd 启动">

运行 \`systemctl start fluxmq\`。

</TabItem>
</Tabs>

:::warning 生产环境

不要在生产环境这样做。

\`\`\`yaml title="config.yaml"
a: 1

b: 2
\`\`\`

:::

:::tip

只有一句。

:::

<ConfigKeyTable page="config/mqtt" table="listener" />

\`\`\`mermaid
flowchart TD
    A --> B
\`\`\`

<details>
<summary>MySQL 初始化脚本（点击展开）</summary>

\`\`\`sql
CREATE TABLE t (id INT);
\`\`\`

</details>

{/* 维护说明：不显示 */}

import { TopicTester } from '@site/src/features/topic-acl-tester';

<TopicTester example="share" />

见 [MQTT 配置](../config/mqtt.md#listener) 和 [外部](https://mqtt.org/x.md)、[本页](#安装)。

\`\`\`text
<TabItem value="kept">a code block is never touched</TabItem>
:::note
import x from 'y';
\`\`\`
`;

const render = {
  configTable: (page, table) => `| 配置项 | 类型 | 默认值 | 说明 |\n| --- | --- | --- | --- |\n| \`${page}/${table}\` | string | - | 说明 |`,
  quickReference: () => '',
  component: (name, attrs) => (name === 'TopicTester' ? `> 测试器（${attrs.example}）` : ''),
  link: (target) => `https://doc.fluxmq.com/${target.replace(/^(\.\.\/)+/, '')}`,
};
const md = toPlainMarkdown(SOURCE, render);

test('front matter, imports and MDX comments are gone', () => {
  assert.doesNotMatch(md.replace(/```text[\s\S]*?```/, ''), /^---$|^title:|^import |维护说明/m);
});

test('Tabs become labelled sections, each label in bold before its content', () => {
  assert.match(md, /\*\*Jar 启动\*\*\n\n先启动：\n\n```bash\n\.\/fluxmq\.sh\n```/);
  assert.match(md, /\*\*Systemd 启动\*\*\n\n运行 `systemctl start fluxmq`。/);
  assert.doesNotMatch(md.replace(/```text[\s\S]*?```/, ''), /<\/?Tabs|<\/?TabItem/);
});

test('admonitions become quotes headed by their label and title; a code block inside is quoted whole', () => {
  assert.match(md, /^> \*\*警告：生产环境\*\*\n>\n> 不要在生产环境这样做。\n>\n> ```yaml title="config\.yaml"\n> a: 1\n>\n> b: 2\n> ```$/m);
  assert.match(md, /^> \*\*提示\*\*\n>\n> 只有一句。$/m);
});

test('config-key tables are rendered, Mermaid and other code blocks are kept as written', () => {
  assert.match(md, /\| `config\/mqtt\/listener` \| string \| - \| 说明 \|/);
  assert.match(md, /```mermaid\nflowchart TD\n {4}A --> B\n```/);
  assert.match(md, /```text\n<TabItem value="kept">a code block is never touched<\/TabItem>\n:::note\nimport x from 'y';\n```/);
});

test('<details> becomes its summary in bold, then its content', () => {
  assert.match(md, /\*\*MySQL 初始化脚本（点击展开）\*\*\n\n```sql\nCREATE TABLE t \(id INT\);\n```/);
  assert.doesNotMatch(md, /<\/?details>|<summary>/);
});

test('components become the text their renderer gives; relative page links the given address, others untouched', () => {
  assert.match(md, /^> 测试器（share）$/m);
  assert.match(md, /\[MQTT 配置\]\(https:\/\/doc\.fluxmq\.com\/config\/mqtt\.md#listener\)/);
  assert.match(md, /\[外部\]\(https:\/\/mqtt\.org\/x\.md\)/);
  assert.match(md, /\[本页\]\(#安装\)/);
});

test("a page's Markdown address is its own address plus .md (…/ → …/index.md)", () => {
  assert.equal(markdownPathOf('/config/mqtt'), '/config/mqtt.md');
  assert.equal(markdownPathOf('/2.0.18/config/mqtt'), '/2.0.18/config/mqtt.md');
  assert.equal(markdownPathOf('/'), '/index.md');
  assert.equal(markdownPathOf('/2.0.18/'), '/2.0.18/index.md');
  assert.equal(markdownPathOf('/gzyq/rule/'), '/gzyq/rule/index.md');
});
