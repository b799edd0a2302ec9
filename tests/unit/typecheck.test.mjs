// tsc --noEmit over the config, sidebars and src: a misspelt option or a wrong type fails here.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { ROOT } from '../../scripts/lib/docs-tree.mjs';

test('TypeScript: tsc --noEmit reports no error', () => {
  const res = spawnSync(process.execPath, ['node_modules/typescript/bin/tsc', '--noEmit', '-p', 'tsconfig.json'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  assert.equal(res.status, 0, res.stdout + res.stderr);
});
