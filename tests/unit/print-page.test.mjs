// `npm run page` shows a maintainer what a page renders without a build: its key tables from the
// config-key data, shared facts filled in for the page's version, and the page's own address.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT, versionNames, versionDir, LATEST_VERSION } from '../../scripts/lib/docs-tree.mjs';
import { importTs } from '../lib/import-ts.mjs';

const { SITE_URL } = await importTs('config/site.ts');

function printPage(file) {
  const res = spawnSync(process.execPath, ['scripts/print-page.mjs', file], { cwd: ROOT, encoding: 'utf8' });
  assert.equal(res.status, 0, `print-page ${file} failed:\n${res.stderr}`);
  return res.stdout;
}

test('a page of the latest version prints with its key table rendered and its address', () => {
  const out = printPage(path.relative(ROOT, path.join(versionDir(LATEST_VERSION), 'config/mqtt.md')));
  assert.match(out, /^# MQTT 配置$/m);
  assert.ok(out.includes(`${SITE_URL}/config/mqtt`), 'the address of the page');
  assert.match(out, /^\| `mqtt\[\]\.port` \| int \|/m, 'a row of the key table, from the data');
  assert.doesNotMatch(out, /<ConfigKeyTable|:fact\[/, 'components and facts are rendered');
});

test("a page of an older version prints under that version's address", () => {
  const older = versionNames().find((v) => v !== LATEST_VERSION);
  const out = printPage(path.relative(ROOT, path.join(versionDir(older), 'config/mqtt.md')));
  assert.ok(out.includes(`${SITE_URL}/${older}/config/mqtt`), `the address under /${older}`);
});
