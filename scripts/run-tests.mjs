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
import { SERVED_BUILD_ENV } from '../tests/lib/site.mjs';

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
/** How long each phase of the run took (wall): [name, seconds]. */
const phaseTimes = [];

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

/**
 * Test files that run with nothing beside them. Some change what the others read: incremental-build
 * edits a page of docs/ and sets .docusaurus/ aside while it builds, and so does crash-page's test
 * build. Others compare timings a neighbour would skew: soak (search times late in the run against
 * early ones) and topic-acl-tester (main-thread work of the largest input). version-cut builds seven
 * docs versions on both cores and then runs the unit and build tests in its copy: beside browser
 * tests it passed its 20-minute limit (2026-11-29), alone it took 701 s. Each waits until the
 * running files have ended and holds the next ones back until it has.
 */
const ALONE = new Set([
  'tests/build/version-cut.test.mjs',
  'tests/build/incremental-build.test.mjs',
  'tests/e2e/crash-page.test.mjs',
  'tests/e2e/soak.test.mjs',
  'tests/e2e/topic-acl-tester.test.mjs',
]);

/**
 * The files that take longest, started first so that the two lanes end together (longest first):
 * the order of the per-file table of the last full run (bench/RESULTS.md, "Test suite time").
 * Files not named here follow in name order.
 */
const LONGEST_FIRST = [
  'tests/build/version-cut.test.mjs',
  'tests/e2e/every-page.test.mjs',
  'tests/e2e/search-box-hand-over.test.mjs',
  'tests/e2e/accessibility.test.mjs',
  'tests/e2e/any-host.test.mjs',
  'tests/e2e/nginx.test.mjs',
  'tests/unit/check.test.mjs',
  'tests/e2e/shell.test.mjs',
  'tests/e2e/http-api-pages.test.mjs',
  'tests/e2e/config-check.test.mjs',
  'tests/e2e/config-key-links.test.mjs',
  'tests/e2e/crash-page.test.mjs',
  'tests/unit/lint.test.mjs',
  'tests/unit/release-procedure.test.mjs',
  'tests/unit/shared-facts.test.mjs',
  'tests/doc/sql-mariadb.test.mjs',
  'tests/doc/sql-postgresql.test.mjs',
  'tests/unit/config-validators-agree.test.mjs',
  'tests/unit/typecheck.test.mjs',
];

/** `files` in the order they start: longest first, then by name; the ones that run alone last. */
function startOrder(files) {
  const rank = (f) => (LONGEST_FIRST.includes(f) ? LONGEST_FIRST.indexOf(f) : LONGEST_FIRST.length);
  const byLength = [...files].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  return [...byLength.filter((f) => !ALONE.has(f)), ...byLength.filter((f) => ALONE.has(f))];
}

/**
 * Runs files in `lanes` lanes (each file its own process), printing each file's output when it ends
 * (streamed as it comes with one lane) and adding its counts. A file in ALONE starts once the other
 * lanes are idle, and they start nothing until it has ended.
 */
async function runFiles(files, env, lanes) {
  const queue = startOrder(files);
  const stream = lanes === 1;
  let running = 0;
  let aloneRunning = false;
  const changed = new Set();
  const waitForChange = () => new Promise((resolve) => changed.add(resolve));
  const notify = () => {
    for (const resolve of changed) resolve();
    changed.clear();
  };
  const lane = async () => {
    for (;;) {
      while (queue.length && (aloneRunning || (ALONE.has(queue[0]) && running > 0))) await waitForChange();
      const file = queue.shift();
      if (!file) return;
      running++;
      aloneRunning = ALONE.has(file);
      if (stream) process.stdout.write(`\n--- ${file}\n`);
      const r = await runFile(file, env, stream);
      running--;
      if (ALONE.has(file)) aloneRunning = false;
      notify();
      process.stdout.write(
        stream ? `${r.text}--- ${r.file}: ${r.seconds.toFixed(0)} s\n` : `\n--- ${r.file} (${r.seconds.toFixed(0)} s)\n${r.text}`,
      );
      fileTimes.push(r);
      totals.passed += r.pass;
      totals.failed += r.fail;
    }
  };
  await Promise.all(Array.from({ length: lanes }, lane));
}

/** The test files of tests/<group>/ for each group, as paths from the repository root. */
function testFiles(...groups) {
  return groups.flatMap((group) => {
    const dir = path.join(ROOT, 'tests', group);
    if (!fs.existsSync(dir)) throw new Error(`tests/${group} is missing`);
    return fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.test.mjs'))
      .map((f) => path.join('tests', group, f));
  });
}

/**
 * Runs the test files of `groups` in two lanes (two cores) and adds their counts to the totals. Much
 * of a browser test's time is waiting (for a slowed page, a network fault, a server), so two files
 * side by side keep both cores busy; the files that need the machine to themselves run ALONE.
 */
async function runNodeTests(groups, env = {}) {
  const files = testFiles(...groups);
  console.log(`\n=== ${groups.join(' and ')} tests (${files.length} files, two at a time)`);
  fs.mkdirSync(path.join(TMP, 'tap'), { recursive: true });
  const t = Date.now();
  await runFiles(files, env, 2);
  phaseTimes.push([`${groups.join(' and ')} tests`, (Date.now() - t) / 1000]);
}

function step(name, ok) {
  console.log(`${ok ? '✔' : '✖'} ${name}`);
  totals[ok ? 'passed' : 'failed']++;
  return ok;
}

// The unit tests, then the doc-tests: the pages' samples run in the real programs (MariaDB,
// PostgreSQL, Redis, OpenSSL, HAProxy, nginx, mosquitto, shellcheck), each file with servers of its
// own on free loopback ports.
await runNodeTests(['unit', 'doc']);

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
  phaseTimes.push(['production build', (Date.now() - t) / 1000]);
  built = step(`production build succeeds (${((Date.now() - t) / 1000).toFixed(0)} s)`, res.status === 0);
  if (!built) console.log((res.stdout + res.stderr).split('\n').slice(-60).join('\n'));
}

if (built) {
  const server = await startNginx(path.join(ROOT, 'build'));
  const staticServer = await startStaticServer(path.join(ROOT, 'build'));
  try {
    await runNodeTests(['build', 'e2e'], { [SERVED_BUILD_ENV.nginx]: server.baseUrl, [SERVED_BUILD_ENV.staticHost]: staticServer.baseUrl });
  } finally {
    server.stop();
    staticServer.stop();
  }
}

// The per-file table bench/RESULTS.md keeps ("Test suite time"): every file, longest first.
console.log('\ntest files by time (each in its own process, two at a time):');
for (const { file, seconds } of fileTimes.sort((a, b) => b.seconds - a.seconds))
  console.log(`${seconds.toFixed(0).padStart(6)} s  ${file}`);
for (const [phase, seconds] of phaseTimes) console.log(`${phase}: ${seconds.toFixed(0)} s`);
console.log(`\nsuite took ${((Date.now() - started) / 60000).toFixed(1)} min`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed ? 1 : 0);
