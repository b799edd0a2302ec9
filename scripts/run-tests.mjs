#!/usr/bin/env node
// The whole test suite (npm test): unit tests, the production build, build tests, and end-to-end
// tests in Debian's chromium against the build served by nginx with deploy/nginx/site.conf (and, for
// the tests of behaviour on any host, by a generic static server: tests/lib/static-server.mjs).
// Ends with the line "N passed, N failed". SKIP_BUILD=1 reuses an existing build/ and .tmp/build.log.
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { ROOT } from './lib/docs-tree.mjs';
import { startNginx } from './lib/nginx.mjs';
import { startStaticServer } from '../tests/lib/static-server.mjs';

const TMP = path.join(ROOT, '.tmp');
fs.mkdirSync(TMP, { recursive: true });
const BUILD_LOG = path.join(TMP, 'build.log');
const totals = { passed: 0, failed: 0 };
const started = Date.now();

/**
 * Runs a group's test files (`concurrency` files at a time) and adds their counts to the totals.
 * Unit tests are processes of their own (TypeScript, ESLint, data checks), two at a time on two
 * cores; build and browser tests run one file at a time, each browser test owning the machine.
 */
function runNodeTests(group, env = {}, concurrency = 1) {
  const dir = path.join(ROOT, 'tests', group);
  const files = fs.readdirSync(dir).filter((f) => f.endsWith('.test.mjs')).map((f) => path.join('tests', group, f));
  const tap = path.join(TMP, `${group}.tap`);
  console.log(`\n=== ${group} tests (${files.length} files)`);
  const res = spawnSync(
    process.execPath,
    ['--test', `--test-concurrency=${concurrency}`, '--test-reporter=spec', '--test-reporter-destination=stdout', '--test-reporter=tap', `--test-reporter-destination=${tap}`, ...files],
    { cwd: ROOT, stdio: 'inherit', env: { ...process.env, BUILD_LOG, ...env } },
  );
  const out = fs.existsSync(tap) ? fs.readFileSync(tap, 'utf8') : '';
  const pass = Number(out.match(/^# pass (\d+)/m)?.[1] ?? 0);
  const fail = Number(out.match(/^# fail (\d+)/m)?.[1] ?? 0) + Number(out.match(/^# cancelled (\d+)/m)?.[1] ?? 0);
  totals.passed += pass;
  totals.failed += fail || (res.status !== 0 && pass === 0 ? 1 : 0);
}

function step(name, ok) {
  console.log(`${ok ? '✔' : '✖'} ${name}`);
  totals[ok ? 'passed' : 'failed']++;
  return ok;
}

runNodeTests('unit', {}, 2);

let built = process.env.SKIP_BUILD === '1' && fs.existsSync(path.join(ROOT, 'build/index.html')) && fs.existsSync(BUILD_LOG);
if (!built) {
  console.log('\n=== production build (npm run build)');
  const t = Date.now();
  const res = spawnSync('npm', ['run', 'build'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  fs.writeFileSync(BUILD_LOG, res.stdout + res.stderr);
  built = step(`production build succeeds (${((Date.now() - t) / 1000).toFixed(0)} s)`, res.status === 0);
  if (!built) console.log((res.stdout + res.stderr).split('\n').slice(-60).join('\n'));
}

if (built) {
  runNodeTests('build');
  const server = await startNginx(path.join(ROOT, 'build'));
  const staticServer = await startStaticServer(path.join(ROOT, 'build'));
  try {
    runNodeTests('e2e', { BASE_URL: server.baseUrl, STATIC_BASE_URL: staticServer.baseUrl });
  } finally {
    server.stop();
    staticServer.stop();
  }
}

console.log(`\nsuite took ${((Date.now() - started) / 60000).toFixed(1)} min`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed ? 1 : 0);
