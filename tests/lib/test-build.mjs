// Builds of the site besides the production build: the test build (the site with test-only routes,
// config/test-build.ts) in .tmp/test-build, and any other build a test makes (sideBuild).
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { ROOT } from '../../scripts/lib/docs-tree.mjs';

export const TEST_BUILD_DIR = path.join(ROOT, '.tmp/test-build');

/**
 * Runs `work` with the production build's generated files kept aside: Docusaurus writes a build's
 * generated files to .docusaurus, which the build tests read (`SKIP_BUILD=1 npm test` reuses build/
 * and them), so another build's are put away afterwards and the production build's put back.
 */
export function keepingGenerated(work) {
  const generated = path.join(ROOT, '.docusaurus');
  const kept = path.join(ROOT, '.tmp/docusaurus-of-the-build');
  fs.rmSync(kept, { recursive: true, force: true });
  if (fs.existsSync(generated)) fs.renameSync(generated, kept);
  try {
    return work();
  } finally {
    if (fs.existsSync(kept)) {
      fs.rmSync(generated, { recursive: true, force: true });
      fs.renameSync(kept, generated);
    }
  }
}

/** `docusaurus build` into outDir with `env` added, then post-build without compression; throws with the output if either fails. */
export function sideBuild(outDir, env = {}) {
  const build = keepingGenerated(() =>
    spawnSync('npx', ['docusaurus', 'build', '--out-dir', outDir], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    }),
  );
  if (build.status !== 0) throw new Error(`build into ${outDir} failed:\n${build.stdout}\n${build.stderr}`);
  const post = spawnSync(process.execPath, ['scripts/post-build.mjs', outDir, '--no-compress'], { cwd: ROOT, encoding: 'utf8' });
  if (post.status !== 0) throw new Error(`post-build failed: ${post.stderr}`);
  return outDir;
}

/** The test build, unless REUSE_TEST_BUILD=1 and one exists. */
export function ensureTestBuild() {
  const marker = path.join(TEST_BUILD_DIR, '__test__/crash/index.html');
  if (fs.existsSync(marker) && process.env.REUSE_TEST_BUILD === '1') return TEST_BUILD_DIR;
  return sideBuild(TEST_BUILD_DIR, { FLUXMQ_TEST_BUILD: '1' });
}
