// The test build: the site with test-only routes (config/test-build.ts), in .tmp/test-build.
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { ROOT } from '../../scripts/lib/docs-tree.mjs';

export const TEST_BUILD_DIR = path.join(ROOT, '.tmp/test-build');

/** Build it unless a test build at least as new as the sources exists. */
export function ensureTestBuild() {
  const marker = path.join(TEST_BUILD_DIR, '__test__/crash/index.html');
  if (fs.existsSync(marker) && process.env.REUSE_TEST_BUILD === '1') return TEST_BUILD_DIR;
  const env = { ...process.env, FLUXMQ_TEST_BUILD: '1' };
  const build = spawnSync('npx', ['docusaurus', 'build', '--out-dir', TEST_BUILD_DIR], { cwd: ROOT, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (build.status !== 0) throw new Error(`test build failed:\n${build.stdout}\n${build.stderr}`);
  const post = spawnSync(process.execPath, ['scripts/post-build.mjs', TEST_BUILD_DIR, '--no-compress'], { cwd: ROOT, encoding: 'utf8' });
  if (post.status !== 0) throw new Error(`post-build failed: ${post.stderr}`);
  return TEST_BUILD_DIR;
}
