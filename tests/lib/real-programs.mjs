// The real programs the doc-tests (tests/doc) run the pages' samples in: MariaDB, PostgreSQL, Redis and
// mosquitto from Debian's packages (scripts/setup-and-test.sh installs them). Each server is started on
// a free loopback port with its data in a scratch folder under .tmp/doc-tests, owned by the test that
// started it, and stopped (its folder removed) by `stop()`. Nothing listens beyond 127.0.0.1.
//
// A missing program is a failure that says which Debian package to install, never a skipped test.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { ROOT } from '../../scripts/lib/docs-tree.mjs';
import { freePort } from '../../scripts/lib/free-port.mjs';

const SCRATCH = path.join(ROOT, '.tmp', 'doc-tests');

/** The Debian package each program comes from (for the message when it is missing). */
const PACKAGES = {
  mariadbd: 'mariadb-server',
  'mariadb-install-db': 'mariadb-server',
  mariadb: 'mariadb-client',
  psql: 'postgresql-client',
  'redis-server': 'redis-server',
  'redis-cli': 'redis-tools',
  mosquitto: 'mosquitto',
  mosquitto_pub: 'mosquitto-clients',
  mosquitto_sub: 'mosquitto-clients',
  openssl: 'openssl',
  haproxy: 'haproxy',
  nginx: 'nginx',
  shellcheck: 'shellcheck',
};

/** The absolute path of a program, or throws naming the Debian package that provides it. */
export function program(name, extraDirs = []) {
  for (const dir of [...extraDirs, ...(process.env.PATH ?? '').split(':'), '/usr/sbin', '/usr/bin', '/sbin']) {
    const p = path.join(dir, name);
    if (dir && fs.existsSync(p)) return p;
  }
  throw new Error(`${name} not found: install Debian's ${PACKAGES[name] ?? name} (bash scripts/setup-and-test.sh does)`);
}

/** A scratch folder of its own for one server or one run, emptied first. */
export function scratchDir(name) {
  const dir = path.join(SCRATCH, `${name}-${process.pid}-${Math.random().toString(36).slice(2, 8)}`);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}

/** Resolves once `port` on 127.0.0.1 accepts a connection; rejects after `ms` (with the server's log). */
async function waitForPort(port, ms, logFile, child) {
  const until = Date.now() + ms;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}) before listening:\n${tail(logFile)}`);
    const ok = await new Promise((resolve) => {
      const s = net.connect(port, '127.0.0.1');
      s.on('connect', () => (s.destroy(), resolve(true)));
      s.on('error', () => resolve(false));
    });
    if (ok) return;
    if (Date.now() > until) throw new Error(`server not listening on ${port} after ${ms} ms:\n${tail(logFile)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

function tail(file) {
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n').slice(-20).join('\n') : '(no log)';
}

/** Starts a server process with its output in `<dir>/server.log`; stop() kills it and removes `dir`. */
function serve(cmd, args, dir, { uid, gid } = {}) {
  const logFile = path.join(dir, 'server.log');
  const log = fs.openSync(logFile, 'a');
  const child = spawn(cmd, args, { stdio: ['ignore', log, log], uid, gid, detached: false });
  fs.closeSync(log);
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  killedWithTestProcess(child);
  return { child, logFile, stop };
}

/**
 * Kills `child` if the test process ends while it runs. The listener goes when the child ends, so a
 * file that starts dozens of servers one after another does not pile up exit listeners.
 */
export function killedWithTestProcess(child) {
  const kill = () => child.kill('SIGKILL');
  process.once('exit', kill);
  child.once('exit', () => process.off('exit', kill));
}

/** Runs a client program and returns { status, stdout, stderr, output } (output: both streams). */
export function runClient(cmd, args, { input, env, cwd, timeout = 60_000 } = {}) {
  const res = spawnSync(cmd, args, { input, env: { ...process.env, ...env }, cwd, encoding: 'utf8', timeout, maxBuffer: 64 * 1024 * 1024 });
  if (res.error) throw res.error;
  return { status: res.status, stdout: res.stdout, stderr: res.stderr, output: `${res.stdout}${res.stderr}`.trim() };
}

/**
 * A scratch MariaDB server (Debian's mariadb-server: what a reader's `mysql` client talks to as MySQL).
 * `root` has no password on 127.0.0.1. `sql(text, { database, user, password })` runs text through the
 * `mariadb` client in batch mode, as `mysql … < file.sql` would, stopping at the first error.
 */
export async function startMariaDB() {
  const dir = scratchDir('mariadb');
  const data = path.join(dir, 'data');
  const install = runClient(program('mariadb-install-db'), [
    '--no-defaults',
    `--datadir=${data}`,
    '--user=root',
    '--auth-root-authentication-method=normal',
    '--skip-test-db',
  ]);
  if (install.status !== 0) throw new Error(`mariadb-install-db failed:\n${install.output}`);
  const port = await freePort();
  const server = serve(
    program('mariadbd'),
    [
      '--no-defaults',
      `--datadir=${data}`,
      '--user=root',
      `--port=${port}`,
      '--bind-address=127.0.0.1',
      `--socket=${path.join(dir, 'mysqld.sock')}`,
      `--pid-file=${path.join(dir, 'mysqld.pid')}`,
      '--skip-log-bin',
      '--innodb-buffer-pool-size=32M',
      '--innodb-log-file-size=8M',
      '--skip-name-resolve',
    ],
    dir,
  );
  await waitForPort(port, 30_000, server.logFile, server.child);
  const client = program('mariadb');
  return {
    port,
    /** Runs SQL as the `mysql` client would read it from a file; { status, output }. */
    sql(text, { database, user = 'root', password, flags = [] } = {}) {
      const args = ['--no-defaults', '-h', '127.0.0.1', '-P', String(port), '-u', user, '--batch', '--skip-column-names', ...flags];
      if (password !== undefined) args.push(`-p${password}`);
      if (database) args.push(database);
      return runClient(client, args, { input: text });
    },
    stop: server.stop,
  };
}

/** The folder of Debian's PostgreSQL server programs (initdb, postgres), newest major first. */
function postgresBinDir() {
  const base = '/usr/lib/postgresql';
  const majors = fs.existsSync(base)
    ? fs
        .readdirSync(base)
        .filter((d) => /^\d+$/.test(d))
        .sort((a, b) => b - a)
    : [];
  for (const m of majors) if (fs.existsSync(path.join(base, m, 'bin', 'initdb'))) return path.join(base, m, 'bin');
  throw new Error("PostgreSQL's initdb not found: install Debian's postgresql (bash scripts/setup-and-test.sh does)");
}

/** uid/gid of a system account, or undefined when not root (the server then runs as the caller). */
function accountIds(name) {
  if (process.getuid?.() !== 0) return {};
  const res = spawnSync('id', ['-u', name], { encoding: 'utf8' });
  const gres = spawnSync('id', ['-g', name], { encoding: 'utf8' });
  if (res.status !== 0) throw new Error(`PostgreSQL will not run as root and there is no '${name}' account: install Debian's postgresql`);
  return { uid: Number(res.stdout.trim()), gid: Number(gres.stdout.trim()) };
}

/**
 * A scratch PostgreSQL server. The superuser `postgres` needs no password on 127.0.0.1 (trust).
 * `sql(text, { database, user })` runs text through `psql` as `psql -f file` would, stopping at the
 * first error (ON_ERROR_STOP), so psql meta-commands (`\c`, `\dt`) work as on the page.
 */
export async function startPostgres() {
  const dir = scratchDir('postgres');
  const ids = accountIds('postgres');
  if (ids.uid !== undefined) fs.chownSync(dir, ids.uid, ids.gid);
  const bin = postgresBinDir();
  const data = path.join(dir, 'data');
  const init = spawnSync(
    path.join(bin, 'initdb'),
    ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8', '--locale=C.UTF-8'],
    {
      encoding: 'utf8',
      ...ids,
    },
  );
  if (init.status !== 0) throw new Error(`initdb failed:\n${init.stdout}${init.stderr}`);
  const port = await freePort();
  const server = serve(
    path.join(bin, 'postgres'),
    ['-D', data, '-p', String(port), '-k', dir, '-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off', '-c', 'full_page_writes=off'],
    dir,
    ids,
  );
  await waitForPort(port, 30_000, server.logFile, server.child);
  const client = program('psql');
  return {
    port,
    sql(text, { database = 'postgres', user = 'postgres', password, flags = [] } = {}) {
      const args = [
        '-X',
        '-q',
        '-v',
        'ON_ERROR_STOP=1',
        '-h',
        '127.0.0.1',
        '-p',
        String(port),
        '-U',
        user,
        '-d',
        database,
        '-At',
        ...flags,
      ];
      return runClient(client, args, { input: text, env: password === undefined ? {} : { PGPASSWORD: password } });
    },
    stop: server.stop,
  };
}

/** A scratch Redis server (no persistence). `cli(args)` runs `redis-cli -p <port> …args`. */
export async function startRedis() {
  const dir = scratchDir('redis');
  const port = await freePort();
  const server = serve(
    program('redis-server'),
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    dir,
  );
  await waitForPort(port, 15_000, server.logFile, server.child);
  const client = program('redis-cli');
  return {
    port,
    cli(args, { input } = {}) {
      return runClient(client, ['-h', '127.0.0.1', '-p', String(port), ...args], { input });
    },
    stop: server.stop,
  };
}

/**
 * A scratch mosquitto broker with the given configuration lines (a `listener <port> 127.0.0.1` line is
 * added first unless `listenerLines` names its own). Resolves with { port, dir, stop }.
 */
export async function startMosquitto({ configLines = ['allow_anonymous true'], port } = {}) {
  // A port chosen here may be taken before the broker binds it (another test's server): tried again
  // on fresh ports, up to three times, unless the caller named the port.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startMosquittoOnce({ configLines, port });
    } catch (error) {
      if (port !== undefined || attempt >= 3) throw error;
    }
  }
}

async function startMosquittoOnce({ configLines, port }) {
  const dir = scratchDir('mosquitto');
  const p = port ?? (await freePort());
  const conf = path.join(dir, 'mosquitto.conf');
  fs.writeFileSync(conf, [`listener ${p} 127.0.0.1`, ...configLines, ''].join('\n'));
  const server = serve(program('mosquitto'), ['-c', conf], dir);
  // A broker that does not start (a test feeding it a bad key on purpose) leaves no folder behind.
  await waitForPort(p, 15_000, server.logFile, server.child).catch(async (e) => {
    await server.stop();
    throw e;
  });
  return { port: p, dir, stop: server.stop };
}
