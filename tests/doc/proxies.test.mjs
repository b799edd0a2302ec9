// The proxy configurations of every page of every docs version, checked by the real programs:
//   - every HAProxy configuration block (a fence titled …haproxy.cfg, or text with frontend/backend
//     sections) passes `haproxy -c -f`, as written and with each alternative line the page tells the
//     reader to switch to (a commented `bind …` replaces the section's bind line; a commented
//     `server … <option>` adds <option> to every server line of its backend, as 「在 server 行末尾加」
//     says), one at a time and all together;
//   - every nginx block passes `nginx -t`: a whole configuration as it is, a `server {}`/`upstream {}`
//     or `stream {}` snippet inside the context the page tells the reader to put it in (an `http {}` or
//     the main context); a snippet whose page names no context fails.
//   - every systemd unit block (a fence titled …/<name>.service) passes `systemd-analyze verify`
//     (silent, exit 0), with the HAProxy path the page tells the reader to put in (`command -v haproxy`).
// The certificate files a configuration names (/etc/haproxy/certs/server.pem, cacert.pem) are made by
// running tools/ssl's own steps of the same version in a scratch folder, where /etc/haproxy/certs is
// moved (the reader's `sudo` is a shim that changes nothing outside it).
//
// Then HAProxy runs with the page's configuration in front of Debian's mosquitto on loopback: only the
// `bind` addresses (→ 127.0.0.1, a free port each) and the backend `server` addresses (→ the scratch
// backend) are replaced. Through it: MQTT publish/subscribe on the plain frontend (clientId stickiness
// and mqtt_is_valid in the path), a non-MQTT client refused there, the page's MQTTS verification line
// with the CA (and the SAN certificate tools/ssl's FAQ issues for the address the client uses), mutual
// TLS on the page's `verify required` line refusing a client without a certificate and accepting the
// client certificate from tools/ssl. With the `send-proxy-v2…` lines on, a small TCP server stands as the
// backend and reads the PROXY v2 header HAProxy sends (the page's `ss` and master-CLI `socat` lines run
// too, HAProxy started in master-worker mode with a scratch master socket as the unit's EXTRAOPTS do): the client address always, and the SSL TLV with
// the TLS version and the client certificate's CN when the MQTTS backend uses send-proxy-v2-ssl-cn (no
// CN under one-way TLS). The WS/WSS frontends are TCP forwarding (mode tcp): MQTT over TCP goes through
// them to the broker (Debian's mosquitto has no WebSocket listener). The run adds `-db` (foreground)
// and `-n 4096` (this machine's open-files limit is below what the page's maxconn reserves).
//
// Each failure names the page file, the line (HAProxy's `[file:N]` is turned into the page's line) and
// the program's own message. Planted copies prove each kind of check catches its error.
import { test, describe, after, before } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { importTs } from '../lib/import-ts.mjs';
import { allPages, pageSamples, versionPages } from '../../scripts/lib/code-samples.mjs';
import { versionNames } from '../../scripts/lib/docs-tree.mjs';
import { freePort } from '../../scripts/lib/free-port.mjs';
import { killedWithTestProcess, program, runClient, scratchDir, startMosquitto } from '../lib/real-programs.mjs';
import { readerSession, shellBlocks } from '../lib/page-shell.mjs';

const { factValue } = await importTs('src/data/shared-facts.ts');
const haproxy = program('haproxy');
const nginx = program('nginx');
const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const samplesOf = (p) => pageSamples(p.source, { file: p.file, version: p.version, docId: p.docId, factValue });

/** HAProxy configuration blocks of a page's samples. */
export function haproxyBlocks(samples) {
  return samples.filter(
    (s) =>
      /haproxy\.cfg/.test(s.title ?? '') ||
      (!['bash', 'sh', 'shell', 'yaml', 'yml', 'json', 'ini', 'mermaid'].includes(s.lang) &&
        /^\s*(frontend|backend|listen)\s+\S+/m.test(s.text) &&
        /^\s*(defaults|global|frontend|backend)\b/m.test(s.text)),
  );
}

/** nginx configuration blocks of a page's samples. */
export function nginxBlocks(samples) {
  return samples.filter(
    (s) =>
      s.lang === 'nginx' ||
      /nginx/i.test(s.title ?? '') ||
      (!['bash', 'sh', 'shell', 'yaml', 'yml', 'json', 'mermaid'].includes(s.lang) &&
        /^\s*(proxy_pass|server_name|upstream\s+\S+\s*\{|stream\s*\{|http\s*\{)/m.test(s.text)),
  );
}

/** HAProxy's `[path:N]` turned into the page's `file:line`. */
function pageMessage(output, cfgPath, sample) {
  return output
    .split('\n')
    .filter((l) => /\[(ALERT|WARNING)\]/.test(l))
    .map((l) => l.replace(new RegExp(`\\[?${escape(cfgPath)}:(\\d+)\\]?`, 'g'), (_, n) => `${sample.file}:${sample.line + Number(n)}`))
    .join('\n');
}

/** haproxy -c results by configuration text: the versions' identical blocks are checked once. */
const checked = new Map();

/** `haproxy -c -f` on a configuration text of `sample`; a failure message or undefined. */
function haproxyCheck(text, sample, dir, label = '') {
  if (!checked.has(text)) {
    const cfg = path.join(dir, `haproxy-${checked.size}.cfg`);
    fs.writeFileSync(cfg, `${text}\n`);
    checked.set(text, { cfg, res: runClient(haproxy, ['-c', '-f', cfg]) });
  }
  const { cfg, res } = checked.get(text);
  if (res.status === 0 && !/\[WARNING\]/.test(res.output)) return undefined;
  return `${sample.file}:${sample.line}${label ? ` (${label})` : ''}: haproxy -c ${res.status === 0 ? 'warns' : 'fails'}:\n${pageMessage(res.output, cfg, sample) || res.output}`;
}

/** The sections of a HAProxy configuration: [{ kind, name, start, end }] (0-based line indexes). */
function sections(lines) {
  const out = [];
  lines.forEach((l, i) => {
    const m = /^(global|defaults|frontend|backend|listen|resolvers|peers|userlist)\b\s*(\S*)/.exec(l);
    if (m) {
      if (out.length) out.at(-1).end = i;
      out.push({ kind: m[1], name: m[2], start: i, end: lines.length });
    }
  });
  return out;
}

/**
 * The alternatives a HAProxy block offers in comments, each as { label, apply(lines) } keeping line
 * numbers: `# bind …` replaces the section's bind line; `# server NAME ADDR … extra` adds `extra` to
 * every server line of the section.
 */
function alternatives(text) {
  const lines = text.split('\n');
  const out = [];
  for (const sec of sections(lines)) {
    for (let i = sec.start; i < sec.end; i++) {
      const m = /^(\s*)#\s*((bind|server)\s+.*)$/.exec(lines[i]);
      if (!m) continue;
      const directive = m[2].trim();
      if (m[3] === 'bind') {
        const active = lines.findIndex((l, j) => j > sec.start && j < sec.end && /^\s*bind\s/.test(l));
        if (active < 0) continue;
        out.push({
          label: `line ${i + 1}: ${directive}`,
          apply: (ls) => ls.map((l, j) => (j === i ? `${m[1]}${directive}` : j === active ? `#${l}` : l)),
          line: i,
        });
      } else {
        const [, name] = directive.split(/\s+/);
        const base = lines.find((l, j) => j > sec.start && j < sec.end && new RegExp(`^\\s*server\\s+${escape(name)}\\s`).test(l))?.trim();
        if (!base || !directive.startsWith(base)) continue;
        const extra = directive.slice(base.length).trim();
        out.push({
          label: `line ${i + 1}: server … ${extra}`,
          apply: (ls) => ls.map((l, j) => (j > sec.start && j < sec.end && /^\s*server\s/.test(l) ? `${l} ${extra}` : l)),
          line: i,
          extra,
          section: sec.name,
        });
      }
    }
  }
  return out;
}

/** Every HAProxy check of one block: as written, each alternative, all alternatives together. */
function haproxyFailures(sample, substitute, dir) {
  const text = substitute(sample.text);
  const alts = alternatives(text);
  const lines = text.split('\n');
  const failures = [];
  const add = (f) => f && failures.push(f);
  add(haproxyCheck(text, sample, dir));
  for (const a of alts) add(haproxyCheck(a.apply(lines).join('\n'), sample, dir, a.label));
  if (alts.length > 1) add(haproxyCheck(alts.reduce((ls, a) => a.apply(ls), lines).join('\n'), sample, dir, 'all alternatives'));
  return failures;
}

/**
 * `nginx -t` on an nginx block: a whole configuration (it has `events`, `http` or `stream` at the top)
 * as it is; a snippet placed where the page says (`server {}` / `upstream {}` / `location` → inside
 * `http {}`, `stream {}` → the main context); a snippet whose page says nothing fails.
 */
export function nginxFailure(sample, dir) {
  const text = sample.text;
  const says = `${sample.title ?? ''}\n${sample.intro ?? ''}`;
  let conf;
  let offset = 0;
  const head = `pid ${path.join(dir, 'nginx.pid')};\nerror_log stderr;\n`;
  if (/^\s*(events|http|stream)\s*\{/m.test(text)) {
    if (!/^\s*events\s*\{/m.test(text)) {
      conf = `${head}events {}\n${text}\n`;
      offset = 3;
    } else {
      conf = text.replace(/^\s*pid\s+[^;]*;|^\s*error_log\s+[^;]*;/gm, '');
      conf = `${head}${conf}`;
      offset = 2;
    }
  } else if (/http\s*\{|conf\.d|sites-(available|enabled)|server\s*\{\s*\}?\s*(块|中|里)|http\s*块/.test(says)) {
    conf = `${head}events {}\nhttp {\n${text}\n}\n`;
    offset = 4;
  } else if (/stream\s*\{|stream\s*块/.test(says)) {
    conf = `${head}events {}\nstream {\n${text}\n}\n`;
    offset = 4;
  } else {
    return `${sample.file}:${sample.line}: an nginx snippet whose page does not say where it goes (inside http {}, stream {} or a server {} block)`;
  }
  const file = path.join(dir, `nginx-${sample.line}.conf`);
  fs.writeFileSync(file, conf);
  const res = runClient(nginx, ['-t', '-p', dir, '-c', file]);
  if (res.status === 0) return undefined;
  const own = res.output.replace(new RegExp(`${escape(file)}:(\\d+)`, 'g'), (_, n) => `${sample.file}:${sample.line + Number(n) - offset}`);
  return `${sample.file}:${sample.line}: nginx -t fails:\n${own}`;
}

/** systemd unit blocks: a fence titled with a `.service` file. */
export function unitBlocks(samples) {
  return samples.filter((s) => /\.service$/.test(s.title ?? ''));
}

/**
 * `systemd-analyze verify` on a unit block, with the executable path the page tells the reader to put
 * in (`command -v haproxy`: here Debian's). Any message, or a non-zero exit, is a failure.
 */
export function unitFailure(sample, dir) {
  let analyze;
  try {
    analyze = program('systemd-analyze');
  } catch {
    throw new Error("systemd-analyze not found: install Debian's systemd (bash scripts/setup-and-test.sh does)");
  }
  const file = path.join(dir, path.basename(sample.title));
  fs.writeFileSync(file, `${sample.text.replace(/\/usr\/local\/sbin\/haproxy/g, haproxy)}\n`);
  const res = runClient(analyze, ['verify', file], { env: { SYSTEMD_LOG_COLOR: '0' } });
  if (res.status === 0 && !res.output) return undefined;
  const own = res.output.replace(new RegExp(`${escape(file)}:(\\d+)`, 'g'), (_, n) => `${sample.file}:${sample.line + Number(n)}`);
  return `${sample.file}:${sample.line}: systemd-analyze verify ${res.status === 0 ? 'complains' : 'fails'}:\n${own}`;
}

/**
 * Runs tools/ssl's steps of `version` (everything before its verification section) in a reader
 * session; /etc/haproxy/certs is moved into the session. Returns { session, certs, dir, substitute }.
 */
function sslFiles(version, name) {
  const page = versionPages(version).find((p) => p.docId === 'tools/ssl');
  if (!page) throw new Error(`docs version ${version} has no tools/ssl page to make the certificates`);
  const blocks = shellBlocks(samplesOf(page));
  const session = readerSession(name);
  const certs = path.join(session.home, 'etc/haproxy/certs');
  const substitute = (t) => t.replace(/\/etc\/haproxy\/certs/g, certs).replace(/192\.168\.1\.10\b/g, '127.0.0.1');
  const verifyAt = blocks.findIndex((b) => b.heading === '验证');
  for (const b of blocks.slice(0, verifyAt < 0 ? blocks.length : verifyAt)) {
    const r = session.run(b, { substitute });
    if (r.failure) throw new Error(`tools/ssl's steps (making the certificates): ${r.failure}`);
  }
  const dir = session.cwd;
  /** tools/ssl's FAQ: the SAN certificate for the address the client uses, then server.pem again. */
  const sanCertificate = () => {
    const faq = blocks.filter((b) => b.heading === '常见问题' && /subjectAltName/.test(b.text));
    const pem = blocks.find((b) => /server\.pem/.test(b.text));
    if (!faq.length) throw new Error(`${page.file}: no FAQ block issuing a certificate with a subjectAltName`);
    for (const b of [...faq, pem]) {
      const r = session.run(b, { substitute });
      if (r.failure) throw new Error(`tools/ssl's SAN steps: ${r.failure}`);
    }
  };
  return { session, certs, dir, substitute, sanCertificate };
}

/**
 * The certificates of a version, made once per distinct tools/ssl text for the whole file (the
 * versions' pages are often the same text); removed when the file's tests end.
 */
const certCache = new Map();
function certsFor(version) {
  const sslPage = versionPages(version).find((p) => p.docId === 'tools/ssl');
  const key = sslPage
    ? shellBlocks(samplesOf(sslPage))
        .map((b) => b.text)
        .join('\n---\n')
    : version;
  if (!certCache.has(key)) {
    const files = sslFiles(version, 'haproxy-certs');
    let san = false;
    // The SAN re-issue runs once per folder (it rewrites server.cer and server.pem in place).
    certCache.set(key, { ...files, sanCertificate: () => san || ((san = true), files.sanCertificate()) });
  }
  return certCache.get(key);
}
after(() => {
  for (const f of certCache.values()) f.session.remove();
});

/** A HAProxy configuration made runnable on loopback: bind → 127.0.0.1:<free>, server → `backend`. */
async function runnable(text, backendPortOf) {
  const lines = text.split('\n');
  const fronts = {};
  let current;
  for (let i = 0; i < lines.length; i++) {
    const sec = /^(frontend|backend|listen)\s+(\S+)/.exec(lines[i]);
    if (sec) current = sec[2];
    const bind = /^(\s*bind\s+)(\S*):(\d+)(.*)$/.exec(lines[i]);
    if (bind) {
      const port = await freePort();
      fronts[current] = { port, pagePort: Number(bind[3]) };
      lines[i] = `${bind[1]}127.0.0.1:${port}${bind[4]}`;
    }
    const server = /^(\s*server\s+\S+\s+)(\S+):(\d+)(.*)$/.exec(lines[i]);
    if (server) lines[i] = `${server[1]}127.0.0.1:${backendPortOf(current, Number(server[3]))}${server[4]}`;
  }
  return { text: lines.join('\n'), fronts };
}

/** Starts `haproxy -db -f cfg` (foreground); resolves once every frontend listens. */
async function startHaproxy(text, fronts, dir, extra = []) {
  const cfg = path.join(dir, `run-${Math.random().toString(36).slice(2, 8)}.cfg`);
  fs.writeFileSync(cfg, `${text}\n`);
  // -db: stay in the foreground (the page's `daemon` is for the real service). -n 4096: this machine's
  // open-files hard limit (20000) is below what the page's maxconn asks HAProxy to reserve; only the
  // run lowers it, haproxy -c checks the page's value.
  const child = spawn(haproxy, ['-db', '-n', '4096', ...extra, '-f', cfg], { stdio: ['ignore', 'pipe', 'pipe'] });
  // exitCode stays null when a signal ended the process: remember the exit itself.
  let ended = false;
  const exited = new Promise((r) => child.once('exit', () => ((ended = true), r())));
  killedWithTestProcess(child);
  let log = '';
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  const until = Date.now() + 15_000;
  for (const { port } of Object.values(fronts)) {
    for (;;) {
      if (ended) throw new Error(`haproxy exited (${child.exitCode ?? child.signalCode}):\n${log}`);
      const ok = await new Promise((r) => {
        const s = net.connect(port, '127.0.0.1');
        s.on('connect', () => (s.destroy(), r(true)));
        s.on('error', () => r(false));
      });
      if (ok) break;
      if (Date.now() > until) throw new Error(`haproxy not listening on ${port}:\n${log}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  return {
    log: () => log,
    stop: async () => {
      if (!ended) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
        await exited;
        clearTimeout(timer);
      }
    },
  };
}

/** A TCP server that reads the PROXY v2 header of the connections it gets (health checks send none). */
async function proxyHeaderServer() {
  const headers = [];
  const waiting = [];
  const sockets = new Set();
  const srv = net.createServer((sock) => {
    sockets.add(sock);
    sock.on('close', () => sockets.delete(sock));
    let buf = Buffer.alloc(0);
    sock.on('data', (d) => {
      buf = Buffer.concat([buf, d]);
      if (buf.length < 16) return;
      const signature = Buffer.from('0d0a0d0a000d0a515549540a', 'hex');
      if (!buf.subarray(0, 12).equals(signature)) {
        headers.push({ error: `no PROXY v2 signature: ${buf.subarray(0, 16).toString('hex')}` });
      } else {
        const len = buf.readUInt16BE(14);
        if (buf.length < 16 + len) return;
        const header = parseProxyV2(buf.subarray(0, 16 + len));
        // Health checks send a LOCAL header (command 0) with no addresses: not a client's connection.
        if (header.command === 0) return sock.destroy();
        headers.push(header);
      }
      sock.destroy();
      waiting.splice(0).forEach((w) => w());
    });
    sock.on('error', () => {});
  });
  await new Promise((r) => srv.listen(0, '127.0.0.1', r));
  return {
    port: srv.address().port,
    /** The next header received (waits up to 10 s). */
    next: (count) =>
      new Promise((resolve, reject) => {
        const t = setTimeout(() => reject(new Error('no PROXY header within 10 s')), 10_000);
        const check = () => (headers.length >= count ? (clearTimeout(t), resolve(headers[count - 1])) : waiting.push(check));
        check();
      }),
    count: () => headers.length,
    close: () =>
      new Promise((r) => {
        srv.close(r);
        for (const s of sockets) s.destroy();
      }),
  };
}

/** A PROXY v2 header: addresses and TLVs (the SSL TLV 0x20 with its sub-TLVs). */
export function parseProxyV2(buf) {
  const famProto = buf[13];
  const out = { command: buf[12] & 0x0f, family: famProto, tlvs: {} };
  let p = 16;
  if (famProto === 0x11) {
    out.source = `${buf[16]}.${buf[17]}.${buf[18]}.${buf[19]}`;
    out.destination = `${buf[20]}.${buf[21]}.${buf[22]}.${buf[23]}`;
    out.sourcePort = buf.readUInt16BE(24);
    out.destinationPort = buf.readUInt16BE(26);
    p = 28;
  }
  const tlvs = (from, to, into) => {
    let q = from;
    while (q + 3 <= to) {
      const type = buf[q];
      const len = buf.readUInt16BE(q + 1);
      const value = buf.subarray(q + 3, q + 3 + len);
      if (type === 0x20) {
        into.ssl = { client: value[0], verify: value.readUInt32BE(1), sub: {} };
        tlvs(q + 3 + 5, q + 3 + len, into.ssl.sub);
      } else into[`0x${type.toString(16)}`] = value.toString('latin1');
      q += 3 + len;
    }
  };
  tlvs(p, buf.length, out.tlvs);
  return out;
}

/** mosquitto_pub without blocking the event loop (the header-reading server lives in this process). */
const pubAsync = (port, extra = [], id = `doc-test-${Math.random().toString(36).slice(2, 8)}`) =>
  new Promise((resolve) => {
    const child = spawn(program('mosquitto_pub'), [
      '-h',
      '127.0.0.1',
      '-p',
      String(port),
      '-i',
      id,
      '-t',
      'lb/hello',
      '-m',
      'via haproxy',
      ...extra,
    ]);
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.on('exit', (status) => (clearTimeout(timer), resolve({ status, output })));
  });

const pub = (port, extra = [], id = `doc-test-${Math.random().toString(36).slice(2, 8)}`) =>
  runClient(program('mosquitto_pub'), ['-h', '127.0.0.1', '-p', String(port), '-i', id, '-t', 'lb/hello', '-m', 'via haproxy', ...extra], {
    timeout: 20_000,
  });

// ---------------------------------------------------------------------------------------------------

const pages = allPages();

test('every HAProxy block of every page passes haproxy -c (as written and with each alternative line)', () => {
  const failures = [];
  let count = 0;
  const byVersion = new Map();
  for (const page of pages) {
    const blocks = haproxyBlocks(samplesOf(page));
    if (!blocks.length) continue;
    byVersion.set(page.version, (byVersion.get(page.version) ?? 0) + blocks.length);
    const files = certsFor(page.version);
    for (const b of blocks) {
      count++;
      failures.push(...haproxyFailures(b, files.substitute, files.session.home));
    }
  }
  for (const v of versionNames())
    assert.ok(byVersion.get(v) > 0, `docs version ${v}: no HAProxy configuration block found (tools/haproxy has one)`);
  assert.ok(count > 0);
  assert.deepEqual(failures, [], failures.join('\n\n'));
});

test('every nginx block of every page passes nginx -t (in the context the page gives)', () => {
  const failures = [];
  for (const page of pages) {
    for (const b of nginxBlocks(samplesOf(page))) {
      const dir = scratchDir('nginx-t');
      try {
        const f = nginxFailure(b, dir);
        if (f) failures.push(f);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    }
  }
  assert.deepEqual(failures, [], failures.join('\n\n'));
});

/**
 * HAProxy with the page's configuration in front of the scratch broker: the page's verification lines,
 * publish/subscribe through the plain frontend, MQTT through every other frontend, a non-MQTT client
 * refused. Throws (an assertion naming file:line and the program's message) on the first failure.
 */
async function throughHaproxy({ page, block, verifyBlock, files, broker, running }) {
  const at = (n) => `${page.file}:${block.line + n + 1}`;
  files.sanCertificate();
  const { text, fronts } = await runnable(files.substitute(block.text), () => broker.port);
  // Master-worker mode with the master CLI socket, as the page's systemd unit runs it (-Ws -S …; -W
  // here: there is no systemd to notify), so the page's `show proc` / `show servers state` lines run.
  const masterSocket = path.join(files.session.home, 'haproxy-master.sock');
  const hp = await startHaproxy(text, fronts, files.session.home, ['-W', '-S', masterSocket]);
  running.push(hp);
  const byPagePort = Object.fromEntries(Object.values(fronts).map((f) => [f.pagePort, f.port]));
  const bin = path.join(files.session.home, '.scratch-bin'); // the reader session's `sudo` shim
  // The page's own verification lines (mosquitto_pub), with the reader's address and the scratch ports.
  assert.ok(verifyBlock, `${page.file}: no verification block with mosquitto_pub`);
  const lines = verifyBlock.text.split('\n');
  lines.forEach((l, i) => {
    const where = `${page.file}:${verifyBlock.line + i + 1}`;
    if (/^\s*(sudo\s+)?ss\b|socat\b/.test(l)) {
      const cmd = l.replace(/\/run\/haproxy-master\.sock/g, masterSocket);
      // socat opens (and as root would create) any other path: never run a line that names one. The
      // line as the page writes it is read (the scratch socket's own path may be under /tmp).
      assert.ok(
        !/\s\/(run|var|etc|tmp)\//.test(l.replace(/\/run\/haproxy-master\.sock/g, '')),
        `${where}: \`${l.trim()}\` names a socket other than the unit's /run/haproxy-master.sock`,
      );
      const res = runClient(program('bash'), ['-o', 'pipefail', '-c', cmd], { env: { PATH: `${bin}:${process.env.PATH}` } });
      assert.equal(res.status, 0, `${where}: \`${l.trim()}\`: ${res.output}\n${hp.log()}`);
      if (/\bss\b/.test(l)) {
        for (const [name, f] of Object.entries(fronts))
          assert.match(res.stdout, new RegExp(`:${f.port}\\b`), `${where}: ${name} (port ${f.port}) not in ss's list:\n${res.stdout}`);
      }
      if (/show pro/.test(l)) assert.match(res.stdout, /\bworker\b/, `${where}: no worker in \`show proc\`:\n${res.stdout}`);
      if (/show servers state/.test(l))
        assert.match(res.stdout, /\bmqtt_backend\b/, `${where}: no mqtt_backend in \`show servers state\`:\n${res.stdout}`);
      return;
    }
    if (!/^\s*mosquitto_pub\b/.test(l)) return;
    const cmd = l.replace(/192\.168\.1\.100/g, '127.0.0.1').replace(/-p (\d+)/, (_, p) => `-p ${byPagePort[p] ?? p}`);
    const res = runClient(program('bash'), ['-c', cmd], { cwd: files.dir, timeout: 20_000 });
    assert.equal(res.status, 0, `${page.file}:${verifyBlock.line + i + 1}: \`${l.trim()}\` through HAProxy: ${res.output}\n${hp.log()}`);
  });
  // A subscriber and a publisher meet through the plain frontend.
  const mqttPort = fronts.mqtt_servers?.port;
  assert.ok(mqttPort, `${page.file}:${block.line}: no frontend mqtt_servers`);
  const sub = spawn(program('mosquitto_sub'), [
    '-h',
    '127.0.0.1',
    '-p',
    String(mqttPort),
    '-i',
    'lb-test',
    '-t',
    'lb/#',
    '-C',
    '1',
    '-W',
    '15',
    '-v',
  ]);
  let got = '';
  sub.stdout.on('data', (d) => (got += d));
  const done = new Promise((r) => sub.once('exit', r));
  // Publish until the subscription is in place (the subscriber connects in parallel).
  while (sub.exitCode === null && !got) {
    pub(mqttPort);
    await new Promise((r) => setTimeout(r, 100));
  }
  await done;
  assert.match(got, /lb\/hello via haproxy/, `${at(0)}: no message through frontend mqtt_servers\n${hp.log()}`);
  // Every other frontend forwards TCP to its backend: MQTT through each (Debian's mosquitto has no
  // WebSocket listener, so the WS/WSS paths carry MQTT over TCP; HAProxy in mode tcp does not look).
  for (const [name, f] of Object.entries(fronts)) {
    if (name === 'mqtt_servers') continue;
    const tls = new RegExp(`^\\s*bind\\s+\\S+:${f.port}\\s+ssl\\b`, 'm').test(text);
    const res = pub(f.port, tls ? ['--cafile', path.join(files.dir, 'ca.cer')] : []);
    assert.equal(
      res.status,
      0,
      `${page.file}:${block.line}: frontend ${name} (page port ${f.pagePort}) does not carry MQTT to its backend: ${res.output}\n${hp.log()}`,
    );
  }
  // Not MQTT: mqtt_is_valid refuses it.
  const junk = await new Promise((resolve) => {
    const s = net.connect(mqttPort, '127.0.0.1', () => s.write('GET / HTTP/1.0\r\n\r\n'));
    let data = '';
    s.on('data', (d) => (data += d));
    s.on('close', () => resolve(data));
    s.on('error', () => resolve(data));
  });
  assert.equal(junk, '', `${at(0)}: a non-MQTT client got an answer through mqtt_servers`);
}

/**
 * The page's mutual-TLS bind line in front of the broker (no certificate refused, the client
 * certificate accepted), then the send-proxy lines in front of a header-reading server: the client
 * address, no SSL TLV from send-proxy-v2, the SSL TLV (version, and CN with a client certificate) from
 * the MQTTS backend's line.
 */
async function tlsAndHeaders({ page, block, files, broker, running }) {
  const at = (n) => `${page.file}:${block.line + n + 1}`;
  const alts = alternatives(files.substitute(block.text));
  const lines = files.substitute(block.text).split('\n');
  const mutual = alts.find((a) => /verify required/.test(a.label));
  assert.ok(mutual, `${page.file}:${block.line}: no commented mutual-TLS bind line (ca-file … verify required)`);
  const proxyPlain = alts.find((a) => a.extra === 'send-proxy-v2' && a.section === 'mqtt_backend');
  assert.ok(proxyPlain, `${page.file}:${block.line}: mqtt_backend offers no send-proxy-v2 line`);
  const proxyTls = alts.find((a) => /^send-proxy/.test(a.extra ?? '') && a.section === 'mqtts_backend');
  assert.ok(
    proxyTls,
    `${page.file}:${block.line}: mqtts_backend offers no send-proxy line (send-proxy-v2-ssl-cn carries the TLS fields of the authentication entity)`,
  );

  // Mutual TLS in front of mosquitto.
  const withMutual = mutual.apply(lines).join('\n');
  const a = await runnable(withMutual, () => broker.port);
  const hp = await startHaproxy(a.text, a.fronts, files.session.home);
  running.push(hp);
  const tlsPort = a.fronts.mqtts_frontend.port;
  const ca = ['--cafile', path.join(files.dir, 'ca.cer')];
  const noCert = pub(tlsPort, ca);
  assert.notEqual(noCert.status, 0, `${at(mutual.line)}: a client without a certificate was accepted`);
  const withCert = pub(tlsPort, [...ca, '--cert', path.join(files.dir, 'client.cer'), '--key', path.join(files.dir, 'client.key')]);
  assert.equal(
    withCert.status,
    0,
    `${at(mutual.line)}: the client certificate from tools/ssl was refused: ${withCert.output}\n${hp.log()}`,
  );
  await hp.stop();

  // PROXY v2 headers: every alternative on, backends → a header-reading server.
  const reader = await proxyHeaderServer();
  try {
    const all = [mutual, proxyPlain, proxyTls].reduce((ls, x) => x.apply(ls), lines).join('\n');
    const b = await runnable(all, () => reader.port);
    const hp2 = await startHaproxy(b.text, b.fronts, files.session.home);
    running.push(hp2);
    const sent = pubAsync(b.fronts.mqtt_servers.port);
    const plain = await reader.next(1);
    await sent;
    assert.ok(!plain.error, `${at(proxyPlain.line)}: ${plain.error}`);
    assert.equal(plain.source, '127.0.0.1', `${at(proxyPlain.line)}: the PROXY header carries no client address: ${JSON.stringify(plain)}`);
    assert.equal(plain.destinationPort, b.fronts.mqtt_servers.port);
    assert.equal(plain.tlvs.ssl, undefined, `${at(proxyPlain.line)}: send-proxy-v2 sent an SSL TLV`);
    const sentTls = pubAsync(b.fronts.mqtts_frontend.port, [
      ...ca,
      '--cert',
      path.join(files.dir, 'client.cer'),
      '--key',
      path.join(files.dir, 'client.key'),
    ]);
    const tls = await reader.next(2);
    await sentTls;
    assert.ok(tls.tlvs.ssl, `${at(proxyTls.line)}: ${proxyTls.extra} sent no SSL TLV: ${JSON.stringify(tls)}`);
    assert.match(tls.tlvs.ssl.sub['0x21'] ?? '', /^TLSv1\.[23]$/, `${at(proxyTls.line)}: no TLS version in the SSL TLV`);
    if (proxyTls.extra === 'send-proxy-v2-ssl-cn') {
      assert.equal(
        tls.tlvs.ssl.sub['0x22'],
        'CLIENT',
        `${at(proxyTls.line)}: no client certificate CN in the SSL TLV: ${JSON.stringify(tls.tlvs.ssl)}`,
      );
    }
    await hp2.stop();
    // One-way TLS (the page's own bind line): the SSL TLV comes without a CN.
    const oneWay = [proxyPlain, proxyTls].reduce((ls, x) => x.apply(ls), lines).join('\n');
    const c = await runnable(oneWay, () => reader.port);
    const hp3 = await startHaproxy(c.text, c.fronts, files.session.home);
    running.push(hp3);
    const sentOneWay = pubAsync(c.fronts.mqtts_frontend.port, ca);
    const noCn = await reader.next(3);
    await sentOneWay;
    assert.ok(noCn.tlvs.ssl, `${at(proxyTls.line)}: one-way TLS: no SSL TLV: ${JSON.stringify(noCn)}`);
    assert.equal(noCn.tlvs.ssl.sub['0x22'], undefined, `${at(proxyTls.line)}: one-way TLS sent a client CN`);
  } finally {
    await reader.close();
  }
}

test('every systemd unit block of every page passes systemd-analyze verify', () => {
  const failures = [];
  const dir = scratchDir('units');
  try {
    for (const page of pages) for (const b of unitBlocks(samplesOf(page))) failures.push(unitFailure(b, dir));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  assert.ok(failures.length > 0, 'no systemd unit block found (tools/haproxy has one)');
  assert.deepEqual(failures.filter(Boolean), [], failures.filter(Boolean).join('\n\n'));
});

for (const version of versionNames()) {
  describe(`tools/haproxy ${version}: HAProxy runs the page's configuration in front of mosquitto`, () => {
    const page = versionPages(version).find((p) => p.docId === 'tools/haproxy');
    const samples = page ? samplesOf(page) : [];
    const ctx = {
      page,
      block: haproxyBlocks(samples)[0],
      verifyBlock: shellBlocks(samples).find((b) => b.heading === '验证' && /mosquitto_pub/.test(b.text)),
      running: [],
    };
    before(async () => {
      assert.ok(ctx.block, `${version}: tools/haproxy has no haproxy.cfg block`);
      ctx.files = certsFor(version);
      ctx.broker = await startMosquitto();
    });
    after(async () => {
      for (const r of ctx.running.splice(0)) await r.stop();
      await ctx.broker?.stop();
    });
    test('plain MQTT and MQTTS through HAProxy, the page’s verification lines included', () => throughHaproxy(ctx));
    test('mutual TLS (the page’s verify required line) and the PROXY v2 headers of the send-proxy lines', () => tlsAndHeaders(ctx));
  });
}

describe('planted errors are caught, naming file and line', () => {
  const page = versionPages(versionNames()[0]).find((p) => p.docId === 'tools/haproxy');
  const block = haproxyBlocks(samplesOf(page))[0];
  let files;
  before(() => {
    files = certsFor(versionNames()[0]);
  });
  const lineOf = (needle) => block.line + block.text.split('\n').findIndex((l) => l.includes(needle)) + 1;
  const at = (needle) => `parsing ${escape(page.file)}:${lineOf(needle)} : `;

  test('an unknown keyword in a HAProxy block: haproxy -c names the page line', () => {
    const broken = { ...block, text: block.text.replace('balance roundrobin', 'balance roundrobbin') };
    const failures = haproxyFailures(broken, files.substitute, files.session.home);
    assert.ok(failures.length > 0);
    assert.match(
      failures[0],
      new RegExp(`^${escape(page.file)}:${block.line}: haproxy -c fails:\n.*${at('balance roundrobin')}balance only supports`, 's'),
    );
  });

  test('a commented alternative that does not parse: the alternative check names its line', () => {
    const broken = { ...block, text: block.text.replace(/verify required/, 'verify always') };
    const failures = haproxyFailures(broken, files.substitute, files.session.home);
    assert.ok(failures.length > 0, 'no failure for the alternative line');
    assert.match(failures[0], new RegExp(`\\(line \\d+: bind .*verify always\\).*${at('verify required')}.*verify`, 's'));
  });

  test('a certificate file the configuration names is missing: haproxy -c fails naming the line', () => {
    const failures = haproxyFailures(block, (t) => t.replace(/\/etc\/haproxy\/certs/g, '/nonexistent'), files.session.home);
    assert.match(failures[0], new RegExp(`${at('bind *:8883 ssl crt')}.*unable to stat SSL certificate`, 's'));
  });

  describe('runs through HAProxy', () => {
    const ctx = { page, running: [] };
    before(async () => {
      ctx.files = certsFor(versionNames()[0]);
      ctx.broker = await startMosquitto();
      ctx.verifyBlock = shellBlocks(samplesOf(page)).find((b) => b.heading === '验证' && /mosquitto_pub/.test(b.text));
    });
    after(async () => {
      for (const r of ctx.running.splice(0)) await r.stop();
      await ctx.broker?.stop();
    });

    test('an MQTTS frontend without TLS: the page’s step 4 fails with mosquitto’s message', async () => {
      const broken = { ...block, text: block.text.replace('bind *:8883 ssl crt /etc/haproxy/certs/server.pem', 'bind *:8883') };
      const step4 = ctx.verifyBlock.line + ctx.verifyBlock.text.split('\n').findIndex((l) => /--cafile/.test(l)) + 1;
      await assert.rejects(throughHaproxy({ ...ctx, block: broken }), (e) => {
        assert.match(
          e.message,
          new RegExp(`^${escape(page.file)}:${step4}: \`mosquitto_pub .*--cafile.*\` through HAProxy: .*(Error|error)`, 's'),
        );
        return true;
      });
    });

    test('a master CLI command HAProxy does not know: the show proc check names the page line', async () => {
      const v = ctx.verifyBlock;
      const broken = { ...v, text: v.text.replace('echo "show proc"', 'echo "show prok"') };
      assert.notEqual(broken.text, v.text);
      const line = v.line + v.text.split('\n').findIndex((l) => /show proc/.test(l)) + 1;
      await assert.rejects(throughHaproxy({ ...ctx, block, verifyBlock: broken }), (e) => {
        assert.match(e.message, new RegExp(`^${escape(page.file)}:${line}: no worker in \`show proc\`:\n.*Unknown command`, 's'));
        return true;
      });
    });

    test('the MQTTS backend with send-proxy-v2 only (no TLS information): the header check fails', async () => {
      const broken = { ...block, text: block.text.replace('check send-proxy-v2-ssl-cn', 'check send-proxy-v2') };
      const line = lineOf('check send-proxy-v2-ssl-cn');
      await assert.rejects(tlsAndHeaders({ ...ctx, block: broken }), (e) => {
        assert.match(e.message, new RegExp(`^${escape(page.file)}:${line}: send-proxy-v2 sent no SSL TLV`));
        return true;
      });
    });
  });

  test('a systemd unit with a bad value: systemd-analyze names the page line', () => {
    const unit = unitBlocks(samplesOf(page))[0];
    const broken = { ...unit, text: unit.text.replace('Type=notify', 'Type=notifyx') };
    const line = unit.line + unit.text.split('\n').findIndex((l) => l === 'Type=notify') + 1;
    const dir = scratchDir('planted-unit');
    try {
      assert.match(
        unitFailure(broken, dir) ?? '',
        new RegExp(`${escape(page.file)}:${line}: Failed to parse service type, ignoring: notifyx`),
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  test('an nginx block that does not parse, and a snippet with no context', () => {
    const dir = files.session.home;
    const snippet = {
      file: page.file,
      line: 10,
      title: 'nginx.conf',
      intro: '放进 http {} 中',
      text: 'server {\n    listen 127.0.0.1:8081;\n    proxy_pas http://127.0.0.1:8080;\n}',
    };
    const f = nginxFailure(snippet, dir);
    assert.match(f ?? '', new RegExp(`unknown directive "proxy_pas" in ${escape(page.file)}:13`));
    const fixed = { ...snippet, text: snippet.text.replace('proxy_pas ', 'location / { proxy_pass ').replace(';\n}', '; }\n}') };
    assert.equal(nginxFailure(fixed, dir), undefined);
    assert.match(nginxFailure({ ...snippet, title: '', intro: '' }, dir) ?? '', /does not say where it goes/);
  });
});
