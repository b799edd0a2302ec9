// Chinese copy style over docs/ and versioned_docs/ with autocorrect (Markdown and MDX):
// spaces between CJK and Latin/digits, full-width punctuation in Chinese sentences.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import fs from 'node:fs';
import { versionNames, versionDir, markdownFiles } from '../../scripts/lib/docs-tree.mjs';
import { copyStyleFindings } from '../../scripts/lib/page-checks.mjs';

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
