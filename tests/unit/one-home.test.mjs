// One definition per artefact in each docs version: a table, and a console form's field list, may be
// shown on several pages, but never with different content — two copies that differ leave the reader
// to guess which one FluxMQ means.
//
// Tables: every `CREATE TABLE <name>` (and TDengine's `CREATE STABLE`) in the SQL samples of a version,
// keyed by database (sqlDatabaseOf) and table name (without schema or quotes, case-insensitive). Two
// pages with the same key must define it identically, compared without comments, quoting, `IF NOT
// EXISTS`, letter case and spacing.
//
// Console field lists, detected in the page source as follows:
//   - the introducing line is a prose line (or list item) ending in "：" that names a console form as
//     「<form>」 followed by 页 / 页面 / 对话框 / 抽屉 / 表单 / 弹窗 / 窗口, and says that fields follow
//     (填写, 字段, 输入项 or 配置项);
//   - the field list is the Markdown table or list that starts on the next non-blank line (for a list
//     item, the list nested under it): its field names are a table's first column, or each item's
//     first **bold** or `code` term (else its text up to "：");
//   - the form is identified by its name plus the variant that decides its fields: a **X** or 「X」
//     图块/卡片 in the intro or the three lines above it; else the value a "…类型" field of the list
//     says to choose (选择 `保存到Mysql`); else "X 方式" in the intro. The 「新增数据源」 form of the MYSQL
//     tile is not that of the ORACLE tile, nor the 「动作」 dialog of 保存到Kafka that of 保存到Redis.
// Two pages of a version with the same form must list the same field names in the same order.
// The check is scripts/lib/one-home.mjs (npm run check runs it for the changed pages).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { allPages } from '../../scripts/lib/code-samples.mjs';
import { versionNames } from '../../scripts/lib/docs-tree.mjs';
import { consoleFieldLists, oneHomeProblems, tableDefinitions } from '../../scripts/lib/one-home.mjs';

const v = versionNames()[0];
const page = (file, source) => ({ version: v, file, docId: file.replace(/\.md$/, ''), source });

test('planted pairs: the same table defined differently on two pages is caught, an identical copy is not', () => {
  const a = page(
    'a.md',
    '# A\n\n```sql title="MySQL"\nCREATE TABLE IF NOT EXISTS `device` (\n  id INT PRIMARY KEY,\n  name VARCHAR(64)\n);\n```\n',
  );
  const same = page(
    'b.md',
    '## B\n\n```sql title="MySQL：同一张表"\n-- 设备表\ncreate table device (id int primary key, name varchar(64))\n```\n',
  );
  const differs = page('c.md', '## C\n\n```sql title="MySQL"\nCREATE TABLE device (id INT PRIMARY KEY, name VARCHAR(128));\n```\n');
  const otherDb = page('d.md', '## D\n\n```sql title="PostgreSQL"\nCREATE TABLE device (id INTEGER PRIMARY KEY);\n```\n');
  assert.deepEqual(oneHomeProblems([a, same, otherDb]), []);
  assert.deepEqual(oneHomeProblems([a, differs]), [`${v}: table device (mysql) differs between a.md:4 and c.md:4`]);
  // Two pages that both show the same alternatives (a plain and a partitioned table) agree; a page that
  // changes one of them does not.
  const alternatives = (file, extra = '') =>
    page(
      file,
      `## X\n\n\`\`\`sql title="PostgreSQL"\nCREATE TABLE t (id INT);\n\`\`\`\n\n\`\`\`sql title="PostgreSQL"\nCREATE TABLE t (id INT${extra}, ts TIMESTAMP) PARTITION BY RANGE (ts);\n\`\`\`\n`,
    );
  assert.deepEqual(oneHomeProblems([alternatives('p.md'), alternatives('q.md')]), []);
  assert.deepEqual(oneHomeProblems([alternatives('p.md'), alternatives('q.md', ' NOT NULL')]), [
    `${v}: table t (postgresql) differs between p.md:4 and q.md:8`,
  ]);
  // The same file twice (one page may show a table twice, e.g. before and after a change) is not two homes.
  assert.deepEqual(oneHomeProblems([{ ...a, source: `${a.source}\n${differs.source}` }]), []);
});

test('planted pairs: a console form whose fields differ between two pages is caught, naming both', () => {
  const form = (file, fields, variant = '') =>
    page(
      file,
      `## 表单\n\n${variant}在「新增访问规则」页按顺序填写：\n\n${fields.map((f, i) => `${i + 1}. **${f}**：说明。`).join('\n')}\n\n其后是正文。\n`,
    );
  const a = form('a.md', ['规则类型', '规则', 'Topic', '动作类型', '策略']);
  assert.deepEqual(
    consoleFieldLists(a).map((f) => [f.form, f.fields.length, f.line]),
    [['新增访问规则', 5, 3]],
  );
  assert.deepEqual(oneHomeProblems([a, form('b.md', ['规则类型', '规则', 'Topic', '动作类型', '策略'])]), []);
  assert.deepEqual(oneHomeProblems([a, form('c.md', ['规则类型', 'Topic', '策略'])]), [
    `${v}: the fields of 「新增访问规则」 differs between a.md:3 and c.md:3 (规则类型、规则、Topic、动作类型、策略 ≠ 规则类型、Topic、策略)`,
  ]);
  // A table after the intro, and a nested list under a numbered step, are field lists too.
  const table = page(
    't.md',
    '## T\n\n右侧打开「添加访问规则」抽屉，进入 SQL 方式的表单。所有字段均为必填：\n\n| 字段 | 说明 |\n| --- | --- |\n| 驱动 | x |\n| 连接地址 | y |\n',
  );
  assert.deepEqual(
    consoleFieldLists(table).map((f) => [f.form, f.variant, f.fields]),
    [['添加访问规则', 'SQL', ['驱动', '连接地址']]],
  );
  const nested = page(
    'n.md',
    '## N\n\n1. 点击 **MYSQL** 图块。\n2. 在「新增数据源」对话框中依次填写：\n   - **数据源名称**（必填）：x。\n   - **jdbcUrl**：y。\n3. 点击提交。\n',
  );
  assert.deepEqual(
    consoleFieldLists(nested).map((f) => [f.form, f.variant, f.fields]),
    [['新增数据源', 'MYSQL', ['数据源名称', 'jdbcUrl']]],
  );
  // The same form of another variant (another tile) is another form.
  const oracle = page('o.md', nested.source.replace('MYSQL', 'ORACLE').replace('jdbcUrl', 'url'));
  assert.deepEqual(oneHomeProblems([nested, oracle]), []);
  // A type field's chosen value is the variant.
  const action = (file, type, last) =>
    page(
      file,
      `## 动作\n\n「动作」对话框中的字段依次为：\n\n| 字段 | 说明 |\n| --- | --- |\n| 动作名称 | x |\n| 规则动作类型 | 下拉选择 \`${type}\` |\n| ${last} | y |\n`,
    );
  assert.deepEqual(oneHomeProblems([action('k.md', '保存到Kafka', '主题'), action('r.md', '保存到Redis', 'Redis命令')]), []);
  assert.equal(oneHomeProblems([action('k.md', '保存到Kafka', '主题'), action('k2.md', '保存到Kafka', 'key')]).length, 1);
  // Not a field list: no form named, or nothing says fields follow.
  assert.deepEqual(consoleFieldLists(page('x.md', '## X\n\n步骤如下：\n\n1. **a**\n2. **b**\n')), []);
  assert.deepEqual(consoleFieldLists(page('y.md', '## Y\n\n「新增访问规则」页的按钮：\n\n1. **a**\n')), []);
});

const pages = allPages();

test('the pages have console field lists and table definitions for the check to compare', () => {
  assert.ok(pages.flatMap(consoleFieldLists).length > 20, 'field lists found');
  assert.ok(pages.flatMap(tableDefinitions).length > 20, 'table definitions found');
});

for (const version of versionNames()) {
  test(`each table and console form of ${version} has one definition`, () => {
    assert.deepEqual(oneHomeProblems(pages.filter((p) => p.version === version)), []);
  });
}
