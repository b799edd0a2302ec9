// A page's MDX as plain Markdown (src/features/llms/plain-markdown.ts, used for every page's .md
// copy and llms-full.txt): Tabs become labelled sections, admonitions quotes with their label,
// <details> a bold summary, components text, relative page links the given addresses — while code
// blocks, Mermaid diagrams included, stay exactly as written, even inside an admonition.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { importTs } from '../lib/import-ts.mjs';

import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

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
  configTable: (page, table) =>
    `| 配置项 | 类型 | 默认值 | 说明 |\n| --- | --- | --- | --- |\n| \`${page}/${table}\` | string | - | 说明 |`,
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
  assert.match(md, /^> \*\*注意：生产环境\*\*\n>\n> 不要在生产环境这样做。\n>\n> ```yaml title="config\.yaml"\n> a: 1\n>\n> b: 2\n> ```$/m);
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

/**
 * The heading the theme shows for each admonition type without a title, read from the theme itself:
 * @docusaurus/theme-classic's Admonition/Types.js (type → component, or a legacy alias with a fixed
 * title) and each component's translation id, translated by theme-translations' zh-Hans file.
 */
function themeAdmonitionHeadings() {
  const require = createRequire(import.meta.url);
  const classic = path.dirname(require.resolve('@docusaurus/theme-classic/package.json'));
  const typesJs = fs.readFileSync(path.join(classic, 'lib/theme/Admonition/Types.js'), 'utf8');
  const zh = JSON.parse(
    fs.readFileSync(
      path.join(path.dirname(require.resolve('@docusaurus/theme-translations/package.json')), 'locales/zh-Hans/theme-common.json'),
      'utf8',
    ),
  );
  const translationOf = (component) => {
    const source = fs.readFileSync(path.join(classic, `lib/theme/Admonition/Type/${component}.js`), 'utf8');
    const id = source.match(/id="(theme\.admonition\.[a-z]+)"/)[1];
    return zh[id];
  };
  const headings = {};
  for (const [, type, component] of typesJs.matchAll(/^\s*(\w+): AdmonitionType(\w+),?$/gm)) headings[type] = translationOf(component);
  for (const [, type, title] of typesJs.matchAll(/^\s*(\w+): \(props\) => <AdmonitionType\w+ title="([^"]+)"/gm)) headings[type] = title;
  return headings;
}

test('an admonition without a title is labelled as the page shows it, for every type the theme knows (:::warning is 注意, :::caution 警告)', () => {
  const headings = themeAdmonitionHeadings();
  assert.deepEqual(Object.keys(headings).sort(), [
    'caution',
    'danger',
    'important',
    'info',
    'note',
    'secondary',
    'success',
    'tip',
    'warning',
  ]);
  assert.equal(headings.warning, '注意');
  assert.equal(headings.caution, '警告');
  for (const [type, heading] of Object.entries(headings)) {
    const out = toPlainMarkdown(`:::${type}\n\n内容。\n\n:::\n`, render);
    assert.equal(out, `> **${heading}**\n>\n> 内容。`, type);
    assert.equal(
      toPlainMarkdown(`:::${type} 标题\n\n内容。\n\n:::\n`, render).split('\n')[0],
      `> **${heading}：标题**`,
      `${type} with a title`,
    );
  }
});

// ---- The copies of real pages: config-key tables keep the 「… 起」 badges their pages show

const { versionMarkdown } = await importTs('src/features/page-markdown/render.ts');
const { DOCS_VERSIONS } = await importTs('src/data/versions.ts');
const LATEST_VERSION = DOCS_VERSIONS[0];
const ROOT = path.resolve(import.meta.dirname, '../..');

/** The docs plugin's loaded versions, reduced to the given pages of each version that has them. */
function loadedVersions(docIds) {
  return DOCS_VERSIONS.map((v) => {
    const latest = v === LATEST_VERSION;
    const dir = latest ? 'docs' : `versioned_docs/version-${v}`;
    const prefix = latest ? '' : `/${v}`;
    const docs = docIds
      .filter((id) => fs.existsSync(path.join(ROOT, dir, `${id}.md`)))
      .map((id) => ({ id, source: `@site/${dir}/${id}.md`, permalink: `${prefix}/${id}`, title: id, description: '' }));
    return { versionName: latest ? 'current' : v, path: prefix || '/', label: v, docs };
  });
}

test("the copies' config-key tables carry the 「… 起」 badge of each key newer than the page's oldest version, as the pages do", async () => {
  const versions = loadedVersions(['config/http', 'config/mqtt']);
  const bodyOf = async (v, id) => {
    const version = versions.find((x) => x.label === v);
    return versionMarkdown(ROOT, 'https://doc.fluxmq.com', version, versions).body(version.docs.find((d) => d.id === id));
  };
  const rowOf = (md, key) => md.split('\n').find((l) => l.startsWith(`| \`${key}\``)) ?? `no row for ${key}`;
  for (const v of DOCS_VERSIONS.filter((x) => versions.find((y) => y.label === x).docs.length === 2)) {
    const http = await bodyOf(v, 'config/http');
    const mqtt = await bodyOf(v, 'config/mqtt');
    // http.bridge since 2.0.18, mqtt[].exclusivePool since 2.0.19: on the versions that have them.
    if (http.includes('`http.bridge`'))
      assert.match(rowOf(http, 'http.bridge'), /^\| `http\.bridge`（2\.0\.18 起） \| boolean \|/, `${v}: http.bridge`);
    if (mqtt.includes('`mqtt[].exclusivePool`'))
      assert.match(
        rowOf(mqtt, 'mqtt[].exclusivePool'),
        /^\| `mqtt\[\]\.exclusivePool`（2\.0\.19 起） \| boolean \|/,
        `${v}: exclusivePool`,
      );
    // A key every version of the page has: no badge.
    assert.match(rowOf(http, 'http.port'), /^\| `http\.port` \| int \|/, `${v}: http.port`);
  }
  assert.match(await bodyOf(LATEST_VERSION, 'config/http'), /`http\.bridge`（2\.0\.18 起）/);
});
