// Chinese copy style over docs/ and versioned_docs/ with autocorrect (Markdown and MDX):
// spaces between CJK and Latin/digits, full-width punctuation in Chinese sentences.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import fs from 'node:fs';
import { versionNames, versionDir, markdownFiles } from '../../scripts/lib/docs-tree.mjs';
import { copyStyleFindings, voiceFindings } from '../../scripts/lib/page-checks.mjs';

for (const v of versionNames()) {
  test(`copy lint: every page of ${v} follows the Chinese copy style`, () => {
    const dir = versionDir(v);
    const findings = [];
    for (const rel of markdownFiles(dir)) {
      const file = path.join(dir, rel);
      for (const f of copyStyleFindings(fs.readFileSync(file, 'utf8'), file)) findings.push(`${rel}: ${f}`);
    }
    assert.deepEqual(findings, []);
  });
}

test('copy lint catches a missing space between Chinese and English', () => {
  assert.equal(copyStyleFindings('FluxMQ支持MQTT协议。\n', 'x.md').length, 1);
  assert.equal(copyStyleFindings('FluxMQ 支持 MQTT 协议，默认端口为 1883。\n', 'x.mdx').length, 0);
});

for (const v of versionNames()) {
  test(`voice: no page of ${v} talks about FluxMQ from outside, narrates gaps or hedges`, () => {
    const dir = versionDir(v);
    const findings = [];
    for (const rel of markdownFiles(dir)) {
      for (const f of voiceFindings(fs.readFileSync(path.join(dir, rel), 'utf8'))) findings.push(`${rel}: ${f}`);
    }
    assert.deepEqual(findings, []);
  });
}

test('voice lint rejects outside voice, gap narration and hedges, and accepts plain statements', () => {
  for (const bad of [
    '官方认为这样更快。',
    '官方的说法是：这些配置项不建议修改。',
    '以上为官方给出的测试数据。',
    'FluxMQ 官方给出的主要特点如下。',
    '页面没有说明工具版本。',
    '文档没有给出响应体。',
    '安装说明没有写明是否自带 Java。',
    '默认值未说明。',
    '重启后失效（通用 Linux 知识）。',
  ]) {
    assert.equal(voiceFindings(`${bad}\n`).length, 1, bad);
  }
  for (const good of [
    'FluxMQ 的单节点可支撑 100 万连接。',
    '安装方法见 [Docker 官方文档](https://docs.docker.com/)。',
    'FluxMQ 通过 Oracle 官方 JDBC 驱动连接 Oracle。',
    '```text\n官方认为\n```',
  ]) {
    assert.equal(voiceFindings(`${good}\n`).length, 0, good);
  }
});
