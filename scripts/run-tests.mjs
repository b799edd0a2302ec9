#!/usr/bin/env node
// The whole test suite (npm test): unit tests, the production build, build tests, and end-to-end
// tests in Debian's chromium against the build served by nginx with deploy/nginx/site.conf (and, for
// the tests of behaviour on any host, by a generic static server: tests/lib/static-server.mjs).
// Ends with the line "N passed, N failed". SKIP_BUILD=1 reuses an existing build/ and .tmp/build.log.
import fs from 'node:fs';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { ROOT } from './lib/docs-tree.mjs';
import { startNginx } from './lib/nginx.mjs';
import { startStaticServer } from '../tests/lib/static-server.mjs';

const TMP = path.join(ROOT, '.tmp');
fs.mkdirSync(TMP, { recursive: true });
const BUILD_LOG = path.join(TMP, 'build.log');
const totals = { passed: 0, failed: 0 };
const started = Date.now();

/**
 * A test file that runs longer than this fails, naming itself, rather than holding the suite until
 * CI's limit (Node 20's --test-timeout bounds each file's run). The longest here, the version-cut
 * build test, took 701 s in a CI-like run on 2026-11-29 (a build of seven versions and the unit and
 * build tests in its copy), so the limit leaves it room on a slower run. A run that outlives even its
 * backstop is killed.
 */
const FILE_LIMIT_MS = 20 * 60 * 1000;
const BACKSTOP_MS = FILE_LIMIT_MS + 2 * 60 * 1000;
/** How long each test file took, for the summary at the end. */
const fileTimes = [];

/**
 * Runs one test file in its own `node --test` and resolves with its counts (from its TAP output).
 * Its spec output goes to stdout as it comes (`stream`), so a file that hangs shows where; or it is
 * held back until the file ends, so that files running side by side do not interleave.
 */
function runFile(file, env, stream) {
  const tap = path.join(TMP, 'tap', `${file.replaceAll('/', '_')}.tap`);
  fs.rmSync(tap, { force: true });
  const args = [
    '--test',
    `--test-timeout=${FILE_LIMIT_MS}`,
    '--test-reporter=spec',
    '--test-reporter=tap',
    '--test-reporter-destination=stdout',
    `--test-reporter-destination=${tap}`,
    file,
  ];
  const started = Date.now();
  const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...process.env, BUILD_LOG, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const output = [];
  const take = (d) => (stream ? process.stdout.write(d) : output.push(d));
  child.stdout.on('data', take);
  child.stderr.on('data', take);
  const backstop = setTimeout(() => child.kill('SIGKILL'), BACKSTOP_MS);
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      clearTimeout(backstop);
      const seconds = (Date.now() - started) / 1000;
      const tapText = fs.existsSync(tap) ? fs.readFileSync(tap, 'utf8') : '';
      const pass = Number(tapText.match(/^# pass (\d+)/m)?.[1] ?? 0);
      const fail = Number(tapText.match(/^# fail (\d+)/m)?.[1] ?? 0) + Number(tapText.match(/^# cancelled (\d+)/m)?.[1] ?? 0);
      let text = Buffer.concat(output).toString('utf8');
      if (signal) text += `\n✖ ${file} killed after ${BACKSTOP_MS / 60000} min (${signal})\n`;
      resolve({ file, seconds, pass, fail: fail || (code !== 0 ? 1 : 0), text });
    });
  });
}

/** Runs files `concurrency` at a time, prints their output and adds their counts. */
async function runFiles(files, env, concurrency) {
  const queue = [...files];
  const stream = concurrency === 1;
  const lane = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      if (stream) process.stdout.write(`\n--- ${file}\n`);
      const r = await runFile(file, env, stream);
      process.stdout.write(
        stream ? `${r.text}--- ${r.file}: ${r.seconds.toFixed(0)} s\n` : `\n--- ${r.file} (${r.seconds.toFixed(0)} s)\n${r.text}`,
      );
      fileTimes.push(r);
      totals.passed += r.pass;
      totals.failed += r.fail;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, lane));
}

/**
 * Runs a group's test files and adds their counts to the totals. Unit test files run two at a time
 * (two cores; each is a process of its own: TypeScript, ESLint, data checks). Build and browser test
 * files run one at a time, each owning the machine: they are CPU-bound (a build, a chromium), so two
 * side by side each take about twice as long, and the timings some browser tests compare would be
 * skewed by a neighbour.
 */
async function runNodeTests(group, env = {}, concurrency = 1) {
  const dir = path.join(ROOT, 'tests', group);
  if (!fs.existsSync(dir)) throw new Error(`tests/${group} is missing`);
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.test.mjs'))
    .map((f) => path.join('tests', group, f));
  console.log(`\n=== ${group} tests (${files.length} files)`);
  fs.mkdirSync(path.join(TMP, 'tap'), { recursive: true });
  await runFiles(files, env, concurrency);
}

function step(name, ok) {
  console.log(`${ok ? '✔' : '✖'} ${name}`);
  totals[ok ? 'passed' : 'failed']++;
  return ok;
}

await runNodeTests('unit', {}, 2);
// The doc-tests: the pages' samples run in the real programs (MariaDB, PostgreSQL, Redis, OpenSSL,
// HAProxy, nginx, mosquitto, shellcheck), each file with servers of its own on free loopback ports.
await runNodeTests('doc', {}, 2);

let built = process.env.SKIP_BUILD === '1' && fs.existsSync(path.join(ROOT, 'build/index.html')) && fs.existsSync(BUILD_LOG);
if (!built) {
  console.log('\n=== production build (npm run build)');
  // A cold build, as on a fresh clone: it builds every docs version and compiles every page, and
  // tests/build/incremental-build checks that a build reusing those writes the same site.
  for (const cache of ['fluxmq-rebuild', 'fluxmq-versions']) {
    fs.rmSync(path.join(ROOT, 'node_modules/.cache', cache), { recursive: true, force: true });
  }
  const t = Date.now();
  const res = spawnSync('npm', ['run', 'build'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  fs.writeFileSync(BUILD_LOG, res.stdout + res.stderr);
  built = step(`production build succeeds (${((Date.now() - t) / 1000).toFixed(0)} s)`, res.status === 0);
  if (!built) console.log((res.stdout + res.stderr).split('\n').slice(-60).join('\n'));
}

if (built) {
  await runNodeTests('build');
  const server = await startNginx(path.join(ROOT, 'build'));
  const staticServer = await startStaticServer(path.join(ROOT, 'build'));
  try {
    await runNodeTests('e2e', { BASE_URL: server.baseUrl, STATIC_BASE_URL: staticServer.baseUrl });
  } finally {
    server.stop();
    staticServer.stop();
  }
}

console.log('\nslowest test files:');
for (const { file, seconds } of fileTimes.sort((a, b) => b.seconds - a.seconds).slice(0, 8))
  console.log(`${seconds.toFixed(0).padStart(6)} s  ${file}`);
console.log(`\nsuite took ${((Date.now() - started) / 60000).toFixed(1)} min`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed ? 1 : 0);
