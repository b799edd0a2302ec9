// ESLint over the repository (eslint.config.mjs, what `npm run lint` covers) finds nothing.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ROOT } from '../../scripts/lib/docs-tree.mjs';
import { eslintFindings } from '../../scripts/lib/lint.mjs';

test('ESLint finds nothing in src/, config/, scripts/, tests/, bench/ and the root config files', async () => {
  const findings = await eslintFindings(ROOT);
  const listed = findings.map((f) => `${f.file}:${f.line}:${f.column} ${f.rule}: ${f.message}`);
  assert.deepEqual(listed, [], 'run `npm run lint` and fix these');
});
