// Every `redis-cli` line of every page of every docs version runs on a real Redis (Debian's
// redis-server), page by page in page order, as a reader pastes it: the line is expanded by bash with
// the shell assignments above it in its block (`HASH=$(… | md5sum …)`), then run by the real redis-cli
// with only its address changed (`-h`/`-p` point at a scratch server on a free loopback port). Where the
// line gives a password (`-a`, `--pass`), the scratch server's default user gets that password first, so
// the line authenticates as written; a line without one meets a server without one.
//
// A line fails when redis-cli exits non-zero or Redis answers with an error (an unknown command, a wrong
// number of arguments, a syntax error, WRONGTYPE against what an earlier line of the page wrote, a
// password refused). Each page starts from an empty server (FLUSHALL). Lines in blocks next to other
// programs' commands (mosquitto_pub) run on their own; the other commands are checked elsewhere.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { importTs } from '../lib/import-ts.mjs';
import { startRedis } from '../lib/real-programs.mjs';
import { allPages, pageSamples } from '../../scripts/lib/code-samples.mjs';

const { factValue } = await importTs('src/data/shared-facts.ts');

const SHELL_LANGS = new Set(['bash', 'sh', 'shell', 'console']);
/** A line that runs redis-cli (possibly after a `$ ` prompt). */
const REDIS_LINE = /^\s*(?:\$\s+)?redis-cli(\s|$)/;
/** A shell assignment a later line of the block may use (`HASH=$(…)`, `export PW=…`). */
const ASSIGNMENT = /^\s*(?:export\s+)?[A-Za-z_]\w*=/;
/** What Redis answers on an error, as redis-cli prints it when its output is not a terminal. */
const ERROR_REPLY =
  /^(\(error\)\s*)?(ERR|WRONGTYPE|NOAUTH|WRONGPASS|NOPERM|EXECABORT|BUSY\w*|NOSCRIPT|LOADING|READONLY|MOVED|CROSSSLOT)\b|^(AUTH failed|Could not connect|Error:)/m;

/** The redis-cli lines of a page's shell blocks: { file, line, text, prelude } in page order. */
export function redisLines(samples) {
  const out = [];
  for (const s of samples) {
    if (!SHELL_LANGS.has(s.lang)) continue;
    const prelude = [];
    s.text.split('\n').forEach((text, i) => {
      if (REDIS_LINE.test(text))
        out.push({ file: s.file, line: s.line + 1 + i, text: text.replace(/^\s*\$\s+/, '').trim(), prelude: [...prelude] });
      else if (ASSIGNMENT.test(text)) prelude.push(text);
    });
  }
  return out;
}

/** The arguments bash gives redis-cli for a line (after the block's assignments): string[] or { problem }. */
function argvOf({ text, prelude }) {
  const script = `${prelude.join('\n')}\nset -- ${text.replace(/^redis-cli/, '')}\nprintf '%s\\0' "$@"`;
  const res = spawnSync('bash', ['-c', script], { encoding: 'utf8' });
  if (res.status !== 0) return { problem: `bash cannot expand the line: ${res.stderr.trim()}` };
  return res.stdout.split('\0').slice(0, -1);
}

/** The line's arguments without its address, and the password it gives (or undefined). */
function withoutAddress(argv) {
  const rest = [];
  let password;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '-h' || a === '-p') i++;
    else if (a === '-a' || a === '--pass') {
      password = argv[++i];
      rest.push(a, password, '--no-auth-warning');
    } else rest.push(a);
  }
  return { rest, password };
}

let redis;
const ADMIN = ['--user', 'doctest-admin', '--pass', 'doctest-admin-password', '--no-auth-warning'];

before(async () => {
  redis = await startRedis();
  // An administrator of its own, so the default user's password can follow each line's.
  const r = redis.cli(['ACL', 'SETUSER', 'doctest-admin', 'on', '>doctest-admin-password', '~*', '&*', '+@all']);
  assert.equal(r.output, 'OK', r.output);
});
after(() => redis?.stop());

/** Runs one page's redis-cli lines on an emptied server; returns the failures, each naming file:line. */
function runPage(lines) {
  const failures = [];
  redis.cli([...ADMIN, 'FLUSHALL']);
  for (const l of lines) {
    const argv = argvOf(l);
    if (argv.problem) {
      failures.push(`${l.file}:${l.line}: ${argv.problem}\n    ${l.text}`);
      continue;
    }
    const { rest, password } = withoutAddress(argv);
    const auth = password === undefined ? ['resetpass', 'nopass'] : ['resetpass', `>${password}`];
    const set = redis.cli([...ADMIN, 'ACL', 'SETUSER', 'default', 'on', ...auth]);
    assert.equal(set.output, 'OK', set.output);
    const r = redis.cli(rest);
    if (r.status !== 0 || ERROR_REPLY.test(r.output))
      failures.push(`${l.file}:${l.line}: Redis answered: ${r.output || `exit ${r.status}`}\n    ${l.text}`);
  }
  return failures;
}

const pages = allPages()
  .map((p) => ({ ...p, lines: redisLines(pageSamples(p.source, { ...p, factValue })) }))
  .filter((p) => p.lines.length);

test('the pages have redis-cli lines to run (the walk finds them)', () => {
  assert.ok(pages.length >= 5, `only ${pages.length} pages with redis-cli lines found`);
});

test('every redis-cli line of every page runs on a real Redis, in page order', () => {
  const failures = pages.flatMap((p) => runPage(p.lines));
  assert.deepEqual(failures, [], `\n${failures.join('\n')}`);
});

test('a page that writes a Hash reads back what it wrote (auth/redis: HSET then HMGET)', () => {
  for (const p of pages.filter((x) => x.docId === 'auth/redis')) {
    assert.deepEqual(runPage(p.lines.filter((l) => !/\bDEL\b/.test(l.text))), []);
    const read = p.lines.find((l) => /\bHMGET\b/.test(l.text));
    assert.ok(read, `${p.file}: no HMGET line`);
    const out = redis.cli(withoutAddress(argvOf(read)).rest).output.split('\n');
    assert.match(out[0], /^[0-9a-f]{32}$/, `${p.file}:${read.line}: the stored password is not an MD5 digest: ${out[0]}`);
    assert.equal(out[1], '7f3a', `${p.file}:${read.line}: the salt read back`);
  }
});

test('planted errors are caught, naming file and line', () => {
  const planted = (code) => redisLines([{ lang: 'bash', text: code, file: 'docs/planted.md', line: 10 }]);
  const unknown = runPage(planted('redis-cli -h 192.168.1.10 -p 6379 HSETT sensor_01 password x'));
  assert.equal(unknown.length, 1);
  assert.match(unknown[0], /^docs\/planted\.md:11: Redis answered: ERR unknown command 'HSETT'/);
  const wrongType = runPage(planted("HASH=abc\nredis-cli -a 'pw' SET k \"$HASH\"\n\nredis-cli -a 'pw' HGETALL k"));
  assert.equal(wrongType.length, 1);
  assert.match(wrongType[0], /^docs\/planted\.md:14: Redis answered: WRONGTYPE/);
  const arity = runPage(planted('redis-cli TTL'));
  assert.match(arity[0] ?? '', /wrong number of arguments/);
});
