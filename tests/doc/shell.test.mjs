// The shell samples of every page of every docs version, checked as a reader pastes them.
//
// 1. Parse: every ```bash (and sh / shell / console) block parses with `bash -n`.
// 2. Lint: every such block passes ShellCheck at warning level (`shellcheck -s bash -S warning`), all
//    blocks in one ShellCheck run (one scratch file per block, `-f json1`), each finding reported as the
//    page file, the line in the file, ShellCheck's code and its message. Excluded, with the reason:
//    - SC2164 (`cd` without `|| exit`): the blocks are typed into the reader's interactive shell, where
//      the fix ShellCheck proposes (`cd … || exit`) would close the reader's terminal, and a failed `cd`
//      prints its error in front of the reader before the next line is pasted.
// 3. Placeholders: a `<placeholder>` outside quotes is a redirection to bash (`-h <fluxmq-host> -p 1883`
//    reads a file named `fluxmq-host` and writes one named `-p`), although it parses; every unquoted
//    `<word>` is reported. Placeholders are written as quoted text, variables or example values.
// 4. MQTT: every `mosquitto_pub` / `mosquitto_sub` line runs against a real mosquitto (Debian's
//    mosquitto 2, a scratch broker on free loopback ports, tests/lib/real-programs.mjs). The line is
//    expanded by bash as pasted (its block's assignments and `for` loops included, so `-m "msg-$i"` runs
//    ten times), then run by the real client with only its address rewritten: `-h` becomes 127.0.0.1
//    and `-p` the scratch broker's plain port, or its TLS port when the line gives `--cafile`/`--capath`
//    (then `--cafile` names the scratch CA, whose server certificate is for 127.0.0.1). `-u`/`-P` are
//    kept: the scratch broker accepts any user name and password.
//    Each page runs from a clean broker (its retained messages and persistent sessions are cleared),
//    in page order, the way its terminals are used: a `mosquitto_sub` is started (as in its own
//    terminal) and must connect and get its SUBACK (no refused subscription); it is stopped when a
//    later line of the page connects with the same client id (the reader's Ctrl+C and reconnect), and a
//    persistent-session subscriber (`-c -i id`) that the page connects again later goes offline right
//    after subscribing (the device-offline step of a persistent-session walk-through). A
//    `mosquitto_pub` must exit 0 (connected, published; PUBACK for QoS 1/2). What each subscriber must
//    print is worked out from MQTT's own rules for the lines before it: topic-filter matching (`+`,
//    `#`, `$`-topics), shared subscriptions (`$share/<group>/…`: each message to one member), retained
//    messages (and their clearing by an empty retained message), and the messages queued for an offline
//    persistent session at QoS 1; the subscriber must receive exactly those (the test adds `-d` and
//    reads each PUBLISH's topic and payload from the client's own output), and a `-C n` subscriber must
//    exit by itself after n.
//    What mosquitto does not do is FluxMQ's own behaviour, and those lines are checked for the client's
//    syntax and the MQTT exchange only: authentication and ACL refusals (mosquitto accepts every user
//    and topic, so a line the page says is refused connects here), `$delay/<s>/…` (a plain topic to
//    mosquitto, so its subscriber on the target topic expects nothing), and rule-engine forwarding (a
//    subscriber on a rule's target topic expects nothing from the rule's source messages).
//    Identical pages of several versions (the same expanded lines) run once; a failure is reported at
//    each page's own line. The distinct pages share three brokers, one page per broker at a time.
// 5. sysctl: every kernel setting a page makes — `sysctl -w key=value` and `echo 'key = value' >>
//    /etc/sysctl.conf` in shell blocks, `echo value > /proc/sys/…`, and the `key = value` lines of a
//    block titled /etc/sysctl.conf (the file `sysctl -p` reads) — names a setting this kernel has
//    (/proc/sys/…). The settings each network namespace has of its own (net.ipv4.ip_local_port_range,
//    ip_local_reserved_ports, somaxconn …: the net.* settings a fresh namespace has) are then set as
//    written by the real `sysctl` (`-w` for the shell lines, `-p` on the block's lines) in a fresh
//    network namespace (`unshare -rn`), which changes nothing on the machine, and read back: the kernel
//    must accept the value and hold it. The machine-wide ones (vm.*, fs.*, netdev_max_backlog) are
//    never written (root may write them even from a namespace): their values must have the shape of
//    the kernel's current value (as many integers).
// Each kind is proven by a planted error at the end of this file.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { importTs } from '../lib/import-ts.mjs';
import { freePort } from '../../scripts/lib/free-port.mjs';
import { startMosquitto, scratchDir, program, runClient } from '../lib/real-programs.mjs';
import { allPages, pageSamples } from '../../scripts/lib/code-samples.mjs';

const { factValue } = await importTs('src/data/shared-facts.ts');

export const SHELL_LANGS = new Set(['bash', 'sh', 'shell', 'console']);

/** ShellCheck codes not reported, each with its reason in the header above. */
const EXCLUDED = ['SC2164'];

const samples = allPages().flatMap((p) => pageSamples(p.source, { ...p, factValue }).filter((s) => SHELL_LANGS.has(s.lang)));

const scratch = scratchDir('shell');

// ---------------------------------------------------------------------------------------------------
// 1. bash -n

/** The samples grouped by text (the same block on several versions' pages is checked once). */
function byText(list) {
  const groups = new Map();
  for (const s of list) {
    if (!groups.has(s.text)) groups.set(s.text, []);
    groups.get(s.text).push(s);
  }
  return [...groups.entries()];
}

/**
 * Bash's parser on each sample, all in one bash process: each block is given to `eval` as the body of a
 * function definition, which parses it without running it (an unclosed `{`, `if` or quote, or a stray
 * `}`, is still a syntax error: the wrapper's own braces cannot pair with them). Failures name
 * file:line and bash's message.
 */
export function parseFailures(list) {
  const dir = fs.mkdtempSync(path.join(scratch, 'parse-'));
  const groups = byText(list);
  const files = ['echo (calibrate)', ...groups.map(([text]) => text)].map((text, i) => {
    const file = path.join(dir, `b${i}.sh`);
    fs.writeFileSync(file, `${text}\n`);
    return file;
  });
  const script = 'for f in "$@"; do\n  printf \'@@%s\\n\' "$f" >&2\n  eval "__doc_block() {\n$(< "$f")\n}"\ndone\n';
  const res = spawnSync('bash', ['--noprofile', '--norc', '-c', script, 'bash-n', ...files], { encoding: 'utf8' });
  const errors = new Map();
  let current;
  for (const line of res.stderr.split('\n')) {
    if (line.startsWith('@@')) current = line.slice(2);
    else if (current && /: line \d+: /.test(line)) {
      if (!errors.has(current)) errors.set(current, []);
      errors.get(current).push(line);
    }
  }
  // The calibration block's error is on line 2 of its eval'd text: the offset of bash's line numbers.
  const cal = /: line (\d+): /.exec(errors.get(files[0])?.[0] ?? '');
  if (!cal) throw new Error(`bash did not report the calibration block's syntax error:\n${res.stderr}`);
  const offset = Number(cal[1]) - 2;
  const failures = [];
  groups.forEach(([, samplesOfText], i) => {
    for (const e of errors.get(files[i + 1]) ?? []) {
      const m = /: line (\d+): (.*)$/.exec(e);
      if (m[2].startsWith('`')) continue; // bash's echo of the offending line
      const blockLine = Math.min(Number(m[1]) - offset - 1, samplesOfText[0].text.split('\n').length);
      for (const s of samplesOfText) failures.push(`${s.file}:${s.line + blockLine}: bash -n: ${m[2]}`);
    }
  });
  return failures;
}

// ---------------------------------------------------------------------------------------------------
// 2. ShellCheck, one run over all blocks

/** ShellCheck (warning level) over the samples in one run: findings as `file:line: SCnnnn: message`. */
export function shellcheckFailures(list) {
  const dir = fs.mkdtempSync(path.join(scratch, 'lint-'));
  const byFile = new Map();
  const files = byText(list).map(([text, samplesOfText], i) => {
    const file = path.join(dir, `b${i}.sh`);
    fs.writeFileSync(file, `${text}\n`);
    byFile.set(file, samplesOfText);
    return file;
  });
  if (!files.length) return [];
  const res = runClient(program('shellcheck'), ['-s', 'bash', '-S', 'warning', '-f', 'json1', '-e', EXCLUDED.join(','), ...files]);
  if (res.status !== 0 && res.status !== 1) throw new Error(`shellcheck failed (${res.status}): ${res.stderr}`);
  const { comments } = JSON.parse(res.stdout);
  return comments.flatMap((c) => byFile.get(c.file).map((s) => `${s.file}:${s.line + c.line}: SC${c.code}: ${c.message}`));
}

// ---------------------------------------------------------------------------------------------------
// 3. <placeholder> outside quotes

/** The text of a line with its quoted strings and its comment blanked out (quotes on one line only). */
function unquoted(line) {
  return line.replace(/'[^']*'|"(?:\\.|[^"\\])*"/g, "''").replace(/(^|\s)#.*$/, '$1');
}

/** Unquoted `<word>` placeholders (read by bash as redirections): `file:line: …`. */
export function placeholderFailures(list) {
  const failures = [];
  for (const s of list) {
    let heredoc = null;
    s.text.split('\n').forEach((line, i) => {
      if (heredoc) {
        if (line.trim() === heredoc) heredoc = null;
        return;
      }
      const text = unquoted(line);
      // A heredoc's delimiter may be quoted (<<'EOF'), so it is read from the line as written.
      const h = /<</.test(text) ? /<<-?\s*['"]?(\w+)/.exec(line) : null;
      for (const m of text.matchAll(/(?<![<\w$])<([^\s<>()|;&]+)>/g)) {
        failures.push(
          `${s.file}:${s.line + 1 + i}: placeholder <${m[1]}> outside quotes is a redirection to bash: quote it, or use a variable or an example value\n    ${line.trim()}`,
        );
      }
      if (h) heredoc = h[1];
    });
  }
  return failures;
}

// ---------------------------------------------------------------------------------------------------
// 4. mosquitto_pub / mosquitto_sub on a real mosquitto

const MQTT_LINE = /^\s*(mosquitto_pub|mosquitto_sub)(\s|$)/;
const ASSIGNMENT = /^\s*(?:export\s+)?[A-Za-z_]\w*=/;
const LOOP = /^\s*(?:(?:for|while|until)\b.*;\s*do|do|done)\s*$/;
/** Options of mosquitto_pub/_sub that take no value (the others take one). */
const NO_VALUE = new Set([
  '-c',
  '-d',
  '-l',
  '-n',
  '-N',
  '-r',
  '-R',
  '-s',
  '-S',
  '-v',
  '-E',
  '--insecure',
  '--will-retain',
  '--retained-only',
  '--remove-retained',
  '--quiet',
  '--pretty',
  '--nodelay',
  '--debug',
  '--verbose',
  '--help',
]);

/**
 * The mosquitto invocations of a page's shell samples, in page order, as bash expands them:
 * [{ kind: 'pub'|'sub', argv, file, line }] or entries { file, line, problem }.
 */
export function mqttInvocations(list) {
  return list.flatMap((s) => expandBlock(s.text).map((x) => ({ ...x, file: s.file, line: s.line + x.offset })));
}

const expanded = new Map();

/** The mosquitto invocations of one block's text, as bash expands them: [{ kind, argv, offset } | { offset, problem }]. */
function expandBlock(text) {
  if (expanded.has(text)) return expanded.get(text);
  const out = [];
  expanded.set(text, out);
  const lines = text.split('\n');
  if (!lines.some((l) => MQTT_LINE.test(l))) return out;
  const kept = lines.map(() => '');
  for (let i = 0; i < lines.length;) {
    let j = i;
    while (j < lines.length - 1 && /\\$/.test(lines[j])) j++;
    const group = lines.slice(i, j + 1);
    if (MQTT_LINE.test(group[0])) {
      group[group.length - 1] = group[group.length - 1].replace(/\s*&\s*$/, '');
      group.forEach((l, k) => (kept[i + k] = l));
    } else if (ASSIGNMENT.test(group[0]) || LOOP.test(group[0])) group.forEach((l, k) => (kept[i + k] = l));
    i = j + 1;
  }
  const defs = `__rec(){ local k=$1 l=$2; shift 2; printf '%s\\0' "$k" "$l" "$#" "$@"; }; mosquitto_pub(){ __rec pub "\${BASH_LINENO[0]}" "$@"; }; mosquitto_sub(){ __rec sub "\${BASH_LINENO[0]}" "$@"; }`;
  const cwd = fs.mkdtempSync(path.join(scratch, 'expand-'));
  const res = spawnSync('bash', ['--noprofile', '--norc', '-c', `${defs}\n${kept.join('\n')}`], { encoding: 'utf8', cwd });
  fs.rmSync(cwd, { recursive: true, force: true });
  const fields = res.stdout.split('\0');
  for (let k = 0; k + 2 < fields.length;) {
    const n = Number(fields[k + 2]);
    // Line 1 of bash's script is the definitions: a call on script line L is on the block's line L - 1.
    out.push({ kind: fields[k], offset: Number(fields[k + 1]) - 1, argv: fields.slice(k + 3, k + 3 + n) });
    k += 3 + n;
  }
  if (res.status !== 0) {
    const m = /line (\d+): (.*)/.exec(res.stderr);
    out.push(
      m
        ? { offset: Number(m[1]) - 1, problem: `bash cannot run the line: ${m[2]}` }
        : { offset: 0, problem: `bash cannot run the block: ${res.stderr.trim()}` },
    );
  }
  return out;
}

/** The options of one invocation: { topics, id, clean, qos, retain, message, verbose, count, tls }. */
function optionsOf(argv) {
  const o = { topics: [], qos: 0, clean: true, retain: false, verbose: false, tls: false, message: undefined };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (NO_VALUE.has(a)) {
      if (a === '-c') o.clean = false;
      if (a === '-r') o.retain = true;
      if (a === '-v' || a === '--verbose') o.verbose = true;
      if (a === '-n') o.message = '';
      continue;
    }
    const v = argv[i + 1];
    i++;
    if (a === '-t' || a === '--topic') o.topics.push(v);
    else if (a === '-i' || a === '--id') o.id = v;
    else if (a === '-q' || a === '--qos') o.qos = Number(v);
    else if (a === '-m' || a === '--message') o.message = v;
    else if (a === '-C') o.count = Number(v);
    else if (a === '--cafile' || a === '--capath') o.tls = true;
  }
  return o;
}

/** argv with the address pointed at the scratch broker (and its CA for TLS lines). */
function rewrite(argv, broker) {
  const o = optionsOf(argv);
  const out = ['-h', '127.0.0.1', '-p', String(o.tls ? broker.tlsPort : broker.port)];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '-h' || a === '--host' || a === '-p' || a === '--port') i++;
    else if (a === '--cafile' || a === '--capath') {
      out.push('--cafile', broker.ca);
      i++;
    } else out.push(a);
  }
  return out;
}

/** Does an MQTT topic match a filter (MQTT 3.1.1 §4.7)? */
export function topicMatches(filter, topic) {
  const f = filter.split('/');
  const t = topic.split('/');
  if (topic.startsWith('$') && (f[0] === '+' || f[0] === '#')) return false;
  for (let i = 0; i < f.length; i++) {
    if (f[i] === '#') return true;
    if (i >= t.length) return false;
    if (f[i] !== '+' && f[i] !== t[i]) return false;
  }
  return f.length === t.length;
}

/** { group, filter } of a subscription (`$share/<group>/<filter>`), group undefined when not shared. */
function shareOf(filter) {
  const m = /^\$share\/([^/]+)\/(.*)$/.exec(filter);
  return m ? { group: m[1], filter: m[2] } : { filter };
}

/** Every mosquitto client this file started and that has not exited (killed in after()). */
const children = new Set();

const DEBUG_LINE = /^(Client \S+ (sending|received) |Subscribed \(mid|Warning: )/;

/** A running mosquitto_sub: its output lines, SUBACK and exit, as promises and arrays. */
function startSub(argv, broker, inv, o) {
  const args = rewrite(argv, broker);
  if (!args.includes('-d')) args.push('-d');
  const child = spawn('stdbuf', ['-oL', program('mosquitto_sub'), ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  const sub = { inv, o, child, messages: [], output: '', exited: false, code: null, listeners: new Set() };
  let buf = '';
  let pending = null; // the PUBLISH whose payload line comes next
  const notify = () => sub.listeners.forEach((f) => f());
  child.stdout.on('data', (d) => {
    buf += d;
    sub.output += d;
    let nl;
    while ((nl = buf.indexOf('\n')) >= 0) {
      const line = buf.slice(0, nl);
      buf = buf.slice(nl + 1);
      // With -d, each message is announced as `Client … received PUBLISH (…, '<topic>', … (<n> bytes))`,
      // then printed (`<topic> <payload>` with -v); an empty payload prints nothing (or `(null)`).
      const publish = /^Client \S+ received PUBLISH \(.*?, '(.*)', \.\.\. \((\d+) bytes\)\)$/.exec(line);
      if (/^Subscribed \(mid: \d+\): (.*)$/.test(line))
        sub.granted = line
          .replace(/^Subscribed \(mid: \d+\): /, '')
          .split(/,\s*/)
          .map(Number);
      else if (publish && publish[2] === '0') sub.messages.push(`${publish[1]} `);
      else if (publish) pending = publish[1];
      else if (pending !== null && !DEBUG_LINE.test(line)) {
        sub.messages.push(`${pending} ${sub.o.verbose ? line.slice(pending.length + 1) : line}`);
        pending = null;
      }
    }
    notify();
  });
  child.stderr.on('data', (d) => {
    sub.output += d;
  });
  // 'close', not 'exit': the client's last output (its error message) has been read by then.
  child.on('close', (code) => {
    children.delete(child);
    sub.exited = true;
    sub.code = code;
    notify();
  });
  return sub;
}

/** Resolves when cond() holds (checked on each output/exit of the subs), or with cond() after ms. */
function waitFor(subs, cond, ms) {
  const list = Array.isArray(subs) ? subs : [subs];
  return new Promise((resolve) => {
    if (cond()) return resolve(true);
    const finish = (value) => {
      clearTimeout(timer);
      list.forEach((s) => s.listeners.delete(check));
      resolve(value);
    };
    const timer = setTimeout(() => finish(cond()), ms);
    const check = () => cond() && finish(true);
    list.forEach((s) => s.listeners.add(check));
  });
}

async function stopSub(sub) {
  sub.stopped = true;
  if (!sub.exited) {
    sub.child.kill('SIGTERM');
    if (!(await waitFor(sub, () => sub.exited, 5_000))) {
      sub.child.kill('SIGKILL');
      await waitFor(sub, () => sub.exited, 5_000);
    }
  }
}

function runPub(argv, broker) {
  return new Promise((resolve) => {
    const child = spawn(program('mosquitto_pub'), rewrite(argv, broker), { stdio: ['ignore', 'pipe', 'pipe'] });
    children.add(child);
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.on('close', (code, signal) => {
      children.delete(child);
      clearTimeout(timer);
      resolve({ code: signal ? signal : code, output: output.trim() });
    });
  });
}

const where = (inv) => `${inv.file}:${inv.line}`;
const shown = (inv) => `mosquitto_${inv.kind} ${inv.argv.map((a) => (/^[\w./:@%+,=-]+$/.test(a) ? a : `'${a}'`)).join(' ')}`;

/**
 * Runs a page's invocations in page order on the broker (see the header): returns failures, each
 * naming file:line, and { delivered, syntaxOnly }: how many subscribers had deliveries to check.
 */
export async function runMqttPage(invocations, broker) {
  const failures = [];
  const stats = { delivered: 0, syntaxOnly: 0, syntaxOnlyAt: [] };
  const retained = new Map();
  const sessions = new Map(); // offline persistent sessions: id → { filters, qos, queue }
  const running = [];
  const persistentIds = new Set();
  const valid = invocations.filter((inv) => {
    if (inv.problem) failures.push(`${where(inv)}: ${inv.problem}`);
    return !inv.problem;
  });
  const fmt = (topic, payload) => `${topic} ${payload}`;
  for (const [idx, inv] of valid.entries()) {
    const o = optionsOf(inv.argv);
    if (inv.kind === 'sub') {
      for (const r of running.filter((x) => !x.exited && x.o.id !== undefined && x.o.id === o.id)) {
        await stopSub(r);
        if (!r.o.clean) sessions.set(r.o.id, { filters: r.o.topics, qos: r.o.qos, queue: [], sub: r });
      }
      const sub = startSub(inv.argv, broker, inv, o);
      sub.expected = [];
      if (!o.clean && sessions.has(o.id)) {
        const s = sessions.get(o.id);
        sub.expected.push(...s.queue.map((m) => fmt(m.topic, m.payload)));
        sessions.delete(o.id);
      }
      if (!o.clean) persistentIds.add(o.id);
      for (const f of o.topics) {
        if (shareOf(f).group) continue;
        for (const [topic, payload] of retained) if (topicMatches(f, topic)) sub.expected.push(fmt(topic, payload));
      }
      const ok = await waitFor(sub, () => sub.granted || sub.exited, 10_000);
      if (!ok || !sub.granted) {
        failures.push(
          `${where(inv)}: mosquitto_sub did not subscribe (${sub.exited ? `exit ${sub.code}` : 'no SUBACK in 10 s'}): ${sub.output
            .trim()
            .split('\n')
            .filter((l) => !DEBUG_LINE.test(l) || /Error|refused/i.test(l))
            .join(' | ')}\n    ${shown(inv)}`,
        );
        await stopSub(sub);
        continue;
      }
      if (sub.granted.some((q) => q >= 128))
        failures.push(`${where(inv)}: the broker refused a subscription (granted ${sub.granted.join(', ')})\n    ${shown(inv)}`);
      running.push(sub);
      // A persistent-session subscriber the page connects again later is the device that goes offline.
      const again = valid.slice(idx + 1).some((x) => x.kind === 'sub' && !optionsOf(x.argv).clean && optionsOf(x.argv).id === o.id);
      if (!o.clean && again) {
        await stopSub(sub);
        sessions.set(o.id, { filters: o.topics, qos: o.qos, queue: [], sub });
      }
      continue;
    }
    const res = await runPub(inv.argv, broker);
    if (res.code !== 0) {
      failures.push(`${where(inv)}: mosquitto_pub failed (exit ${res.code}): ${res.output}\n    ${shown(inv)}`);
      continue;
    }
    const topic = o.topics[0];
    const payload = o.message ?? '';
    if (o.retain) {
      if (payload === '') retained.delete(topic);
      else retained.set(topic, payload);
    }
    // Deliveries to the running subscribers, shared groups once per group.
    const groups = new Map();
    for (const sub of running) {
      // A reader's subscriber runs until the page stops it, or until its -C count.
      if (sub.stopped || (sub.o.count !== undefined && sub.expected.length >= sub.o.count)) continue;
      for (const f of sub.o.topics) {
        const { group, filter } = shareOf(f);
        if (!topicMatches(filter, topic)) continue;
        if (group) {
          const key = `${group}\0${filter}`;
          if (!groups.has(key)) groups.set(key, []);
          groups.get(key).push(sub);
        } else sub.expected.push(fmt(topic, payload));
      }
    }
    for (const members of groups.values()) {
      members[0].groupExpected ??= [];
      members[0].groupMembers = members;
      members[0].groupExpected.push(payload);
    }
    for (const s of sessions.values()) {
      if (o.qos >= 1 && s.qos >= 1 && s.filters.some((f) => topicMatches(f, topic))) s.queue.push({ topic, payload });
    }
  }
  // Every subscriber prints what it must, then the page's terminals are closed.
  const all = [...running];
  await Promise.all(
    all.map((sub) => {
      // A -C n subscriber exits by itself after n messages; the others are stopped once they have theirs.
      if (sub.o.count !== undefined) return waitFor(sub, () => sub.exited, 10_000);
      return waitFor(sub, () => sub.exited || sub.messages.length >= sub.expected.length, 10_000);
    }),
  );
  const leaders = all.filter((s) => s.groupMembers);
  await Promise.all(
    leaders.map((l) => {
      const total = () => l.groupMembers.reduce((n, m) => n + m.messages.length, 0);
      return waitFor(l.groupMembers, () => total() >= l.groupExpected.length, 10_000);
    }),
  );
  for (const sub of all) await stopSub(sub);
  for (const sub of all) {
    const inShare = sub.o.topics.some((f) => shareOf(f).group);
    if (inShare) continue;
    const got = [...sub.messages].sort();
    const want = [...sub.expected].sort();
    if (sub.o.count !== undefined) want.splice(sub.o.count);
    if (want.length) stats.delivered++;
    else {
      stats.syntaxOnly++;
      stats.syntaxOnlyAt.push(where(sub.inv));
    }
    if (JSON.stringify(got) !== JSON.stringify(want)) {
      failures.push(
        `${where(sub.inv)}: mosquitto_sub received ${JSON.stringify(sub.messages)}, MQTT delivers ${JSON.stringify(sub.expected)}\n    ${shown(sub.inv)}`,
      );
    }
    if (sub.o.count !== undefined && sub.code !== 0 && got.length === want.length)
      failures.push(`${where(sub.inv)}: mosquitto_sub -C ${sub.o.count} did not exit after its messages\n    ${shown(sub.inv)}`);
  }
  for (const l of leaders) {
    const got = l.groupMembers.flatMap((m) => m.messages.map((x) => x.replace(/^\S+ /, ''))).sort();
    const want = [...l.groupExpected].sort();
    stats.delivered++;
    if (JSON.stringify(got) !== JSON.stringify(want)) {
      failures.push(
        `${where(l.inv)}: the shared subscription's members printed ${JSON.stringify(got)}, MQTT delivers each of ${JSON.stringify(want)} once\n    ${shown(l.inv)}`,
      );
    }
  }
  // A clean broker for the next page: no retained messages, no persistent sessions.
  for (const topic of new Set([
    ...retained.keys(),
    ...valid.filter((x) => x.kind === 'pub' && optionsOf(x.argv).retain).map((x) => optionsOf(x.argv).topics[0]),
  ])) {
    await runPub(['-r', '-n', '-t', topic], broker);
  }
  for (const id of persistentIds)
    runClient(program('mosquitto_sub'), ['-h', '127.0.0.1', '-p', String(broker.port), '-i', id, '-t', 'doctest/clean', '-E']);
  return { failures, stats };
}

// ---------------------------------------------------------------------------------------------------

/** Brokers the distinct pages run on side by side (each page on one broker, from a clean state). */
// ---------------------------------------------------------------------------------------------------
// 5. sysctl settings: the key exists, and the kernel accepts the value (in a scratch network namespace)

const SYSCTL_CONF = /(^|\/)sysctl\.conf$|\/sysctl\.d\//;

/**
 * The kernel settings a page's samples make: [{ key, value, file, line, how }], `how` being 'w' (a
 * `sysctl -w` or `echo … > /proc/sys/…` line) or 'p' (a line of /etc/sysctl.conf, which `sysctl -p` reads).
 */
export function sysctlSettings(list) {
  const out = [];
  for (const s of list) {
    const conf = s.lang !== 'bash' && SYSCTL_CONF.test(s.title ?? '');
    const shell = SHELL_LANGS.has(s.lang);
    if (!conf && !shell) continue;
    s.text.split('\n').forEach((raw, i) => {
      const at = { file: s.file, line: s.line + 1 + i };
      const line = raw.trim();
      if (conf) {
        const m = /^([A-Za-z0-9_.\-/]+)\s*=\s*(.*?)\s*$/.exec(line);
        if (m && !line.startsWith('#') && !line.startsWith(';')) out.push({ key: m[1], value: m[2], how: 'p', ...at });
        return;
      }
      for (const m of line.matchAll(/\bsysctl\s+(?:-q\s+)?-w\s+([A-Za-z0-9_.\-/]+)=(?:'([^']*)'|"([^"]*)"|([^\s;|&]+))/g)) {
        out.push({ key: m[1], value: m[2] ?? m[3] ?? m[4], how: 'w', ...at });
      }
      const appended = /^echo\s+'([^'=]+?)\s*=\s*([^']*?)\s*'\s*>>\s*\/etc\/sysctl\.conf\b/.exec(line);
      if (appended) out.push({ key: appended[1], value: appended[2], how: 'p', ...at });
      const proc = /^echo\s+(?:'([^']*)'|"([^"]*)"|(\S+))\s*>\s*\/proc\/sys\/(\S+)/.exec(line);
      if (proc) out.push({ key: proc[4].replace(/\//g, '.'), value: proc[1] ?? proc[2] ?? proc[3], how: 'w', ...at });
    });
  }
  return out;
}

/** A value as the kernel prints it back: whitespace collapsed; a comma list of ports expanded and sorted. */
function sysctlValue(v) {
  const t = v.trim();
  if (/^[\d,\s-]+$/.test(t) && t.includes(',')) {
    const ports = t
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean)
      .flatMap((x) => {
        const [a, b = a] = x.split('-').map(Number);
        return Array.from({ length: b - a + 1 }, (_, k) => a + k);
      });
    return [...new Set(ports)].sort((a, b) => a - b).join(',');
  }
  return t.split(/\s+/).join(' ');
}

const procPath = (key) => path.join('/proc/sys', key.replace(/\./g, '/'));
const shq = (v) => `'${String(v).replace(/'/g, `'\\''`)}'`;

/** `unshare` with a new network namespace: as root of a new user namespace, or as root. */
function inNetns(script) {
  let last;
  for (const args of [['-rn'], ['-n']]) {
    last = runClient(program('unshare'), [...args, 'bash', '--noprofile', '--norc', '-c', script]);
    if (!/^unshare: /m.test(last.stderr)) return last;
  }
  throw new Error(`cannot open a scratch network namespace (unshare -rn / -n): ${last.stderr.trim()}`);
}

/** Failures of the settings: unknown keys, values the kernel refuses, machine-wide values of the wrong shape. */
export function sysctlFailures(settings) {
  const failures = [];
  const netns = [];
  for (const s of settings) {
    const where = `${s.file}:${s.line}`;
    if (!fs.existsSync(procPath(s.key))) {
      failures.push(`${where}: ${s.key}: no such kernel setting (${procPath(s.key)} does not exist)`);
      continue;
    }
    netns.push(s);
  }
  if (!netns.length) return failures;
  // Which settings a fresh network namespace has of its own, and the kernel's answer to each value.
  const dir = fs.mkdtempSync(path.join(scratch, 'sysctl-'));
  const lines = ['set -u'];
  netns.forEach((s, i) => {
    const p = procPath(s.key);
    // Only net.* settings are written, and only inside the scratch namespace: the other tables (vm,
    // fs …) are the machine's own even there, and root may write them.
    if (!s.key.startsWith('net.')) {
      lines.push(`echo "@@${i} GLOBAL"`);
      return;
    }
    if (s.how === 'p') {
      const file = path.join(dir, `s${i}.conf`);
      fs.writeFileSync(file, `${s.key} = ${s.value}\n`);
      lines.push(`set_${i}() { sysctl -p ${shq(file)}; }`);
    } else {
      lines.push(`set_${i}() { sysctl -w ${shq(`${s.key}=${s.value}`)}; }`);
    }
    // A setting the namespace shows read-only (net.core.rmem_max …) is the machine's: not written.
    // sysctl may exit 0 after printing its error, so its message counts as a failure too.
    lines.push(
      `if [ ! -e ${shq(p)} ] || [[ $(stat -c %A ${shq(p)}) != ??w* ]]; then echo "@@${i} GLOBAL"; else out=$(set_${i} 2>&1); rc=$?; if [ "$rc" = 0 ] && [[ $out != *'sysctl: '* ]]; then echo "@@${i} OK $(sysctl -n ${shq(s.key)})"; else echo "@@${i} ERR \${out//$'\\n'/ }"; fi; fi`,
    );
  });
  const res = inNetns(lines.join('\n'));
  const answers = new Map([...res.stdout.matchAll(/^@@(\d+) (GLOBAL|OK|ERR) ?(.*)$/gm)].map((m) => [Number(m[1]), [m[2], m[3]]]));
  netns.forEach((s, i) => {
    const where = `${s.file}:${s.line}`;
    const [kind, text] = answers.get(i) ?? ['ERR', `no answer: ${res.output.slice(-300)}`];
    const how = s.how === 'p' ? `sysctl -p (${s.key} = ${s.value})` : `sysctl -w ${s.key}=${s.value}`;
    if (kind === 'ERR') failures.push(`${where}: ${how}: ${text.trim()}`);
    else if (kind === 'OK' && sysctlValue(text) !== sysctlValue(s.value))
      failures.push(`${where}: ${how}: the kernel holds "${text.trim()}" instead`);
    else if (kind === 'GLOBAL') {
      // Machine-wide: the same number of integers as the kernel's current value.
      const current = fs.readFileSync(procPath(s.key), 'utf8').trim().split(/\s+/);
      const given = s.value.trim().split(/\s+/);
      if (current.every((x) => /^-?\d+$/.test(x)) && (given.length !== current.length || !given.every((x) => /^-?\d+$/.test(x))))
        failures.push(`${where}: ${s.key} = ${s.value}: the kernel's value is ${current.length} integer(s) (now "${current.join(' ')}")`);
    }
  });
  return failures;
}

const BROKERS = 3;
let brokers = [];
let broker; // the first, for the planted samples
let tlsDir;
before(async () => {
  tlsDir = scratchDir('mosquitto-tls');
  const ssl = (args) => {
    const r = runClient(program('openssl'), args, { cwd: tlsDir });
    if (r.status !== 0) throw new Error(`openssl ${args.join(' ')}: ${r.output}`);
  };
  ssl([
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:prime256v1',
    '-nodes',
    '-keyout',
    'ca.key',
    '-out',
    'ca.crt',
    '-days',
    '2',
    '-subj',
    '/CN=doctest CA',
  ]);
  ssl([
    'req',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:prime256v1',
    '-nodes',
    '-keyout',
    'server.key',
    '-out',
    'server.csr',
    '-subj',
    '/CN=127.0.0.1',
  ]);
  fs.writeFileSync(path.join(tlsDir, 'san.ext'), 'subjectAltName=IP:127.0.0.1\n');
  ssl([
    'x509',
    '-req',
    '-in',
    'server.csr',
    '-CA',
    'ca.crt',
    '-CAkey',
    'ca.key',
    '-CAcreateserial',
    '-out',
    'server.crt',
    '-days',
    '2',
    '-extfile',
    'san.ext',
  ]);
  fs.chmodSync(path.join(tlsDir, 'server.key'), 0o644); // mosquitto started as root reads it as its own user
  // Every broker that started is kept for after() to stop, whether or not the others did: a broker
  // left running would keep this file's process alive after its tests.
  const started = await Promise.allSettled(
    Array.from({ length: BROKERS }, async () => {
      const tlsPort = await freePort();
      const m = await startMosquitto({
        configLines: [
          'allow_anonymous true',
          `listener ${tlsPort} 127.0.0.1`,
          `cafile ${path.join(tlsDir, 'ca.crt')}`,
          `certfile ${path.join(tlsDir, 'server.crt')}`,
          `keyfile ${path.join(tlsDir, 'server.key')}`,
        ],
      });
      return { port: m.port, tlsPort, ca: path.join(tlsDir, 'ca.crt'), log: path.join(m.dir, 'server.log'), stop: m.stop };
    }),
  );
  brokers = started.filter((s) => s.status === 'fulfilled').map((s) => s.value);
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) throw failed.reason;
  broker = brokers[0];
});
after(async () => {
  for (const c of children) c.kill('SIGKILL');
  await Promise.all(brokers.map((b) => b.stop()));
  fs.rmSync(tlsDir, { recursive: true, force: true });
  fs.rmSync(scratch, { recursive: true, force: true });
});

test('the walk finds the shell blocks of every version', () => {
  assert.ok(samples.length > 500, `only ${samples.length} shell blocks found`);
});

test('every shell block of every page parses (bash -n)', () => {
  const failures = parseFailures(samples);
  assert.deepEqual(failures, [], `\n${failures.join('\n')}`);
});

test('every shell block of every page passes ShellCheck at warning level', () => {
  const failures = shellcheckFailures(samples);
  assert.deepEqual(failures, [], `\n${failures.join('\n')}`);
});

test('no shell block has a <placeholder> outside quotes', () => {
  const failures = placeholderFailures(samples);
  assert.deepEqual(failures, [], `\n${failures.join('\n')}`);
});

test('every mosquitto_pub / mosquitto_sub line runs on a real mosquitto, page by page, and subscribers print what MQTT delivers', async (t) => {
  const byFile = new Map();
  for (const s of samples) {
    if (!byFile.has(s.file)) byFile.set(s.file, []);
    byFile.get(s.file).push(s);
  }
  const pages = [...byFile.values()].map((list) => mqttInvocations(list)).filter((l) => l.length);
  assert.ok(pages.length >= 40, `only ${pages.length} pages with mosquitto lines`);
  // The distinct pages (identical lines on several versions' pages run once), shared among the brokers.
  const distinct = new Map();
  for (const invs of pages) {
    const key = JSON.stringify(invs.map((x) => [x.kind, x.argv, x.problem]));
    if (!distinct.has(key)) distinct.set(key, invs);
  }
  const results = new Map();
  const queue = [...distinct.entries()];
  const totals = { delivered: 0, syntaxOnly: 0, runs: distinct.size, syntaxOnlyAt: [] };
  await Promise.all(
    brokers.map(async (b) => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const r = await runMqttPage(next[1], b);
        totals.delivered += r.stats.delivered;
        totals.syntaxOnly += r.stats.syntaxOnly;
        totals.syntaxOnlyAt.push(...r.stats.syntaxOnlyAt);
        results.set(next[0], { r, first: next[1], broker: b });
      }
    }),
  );
  const failures = [];
  for (const invs of pages) {
    const { r, first } = results.get(JSON.stringify(invs.map((x) => [x.kind, x.argv, x.problem])));
    // The same lines on another version's page: the failures at this page's own lines.
    for (const f of r.failures) {
      const m = /^(.*?):(\d+): /.exec(f);
      const i = first.findIndex((x) => x.file === m[1] && x.line === Number(m[2]));
      failures.push(i >= 0 ? f.replace(/^.*?:\d+: /, `${invs[i].file}:${invs[i].line}: `) : f);
    }
  }
  if (failures.some((f) => /Connection refused|connection was lost/.test(f))) {
    for (const b of brokers)
      if (fs.existsSync(b.log))
        failures.push(`broker ${b.port}'s log ends:\n${fs.readFileSync(b.log, 'utf8').split('\n').slice(-8).join('\n')}`);
  }
  t.diagnostic(
    `${totals.runs} distinct pages run; subscribers with deliveries checked: ${totals.delivered}, connect+SUBACK only: ${totals.syntaxOnly}`,
  );
  t.diagnostic(
    `subscribers that receive nothing on mosquitto (FluxMQ's rules, $delay, refusals; connect+SUBACK checked): ${totals.syntaxOnlyAt.sort().join(' ')}`,
  );
  assert.deepEqual(failures, [], `\n${failures.join('\n')}`);
});

const allSamples = allPages().flatMap((p) => pageSamples(p.source, { ...p, factValue }));

test('every sysctl setting of every page names a kernel setting, and the kernel accepts its value', (t) => {
  const settings = sysctlSettings(allSamples);
  assert.ok(settings.length >= 50, `only ${settings.length} sysctl settings found`);
  t.diagnostic(`${settings.length} settings on ${new Set(settings.map((s) => s.file)).size} pages`);
  const failures = sysctlFailures(settings);
  assert.deepEqual(failures, [], `\n${failures.join('\n')}`);
});

// ---------------------------------------------------------------------------------------------------
// Planted errors: each kind of check fails on a broken sample, naming file and line.

const planted = (text, line = 10) => ({ lang: 'bash', text, file: 'docs/planted.md', line });

test('planted: a block that does not parse fails bash -n at its line', () => {
  const f = parseFailures([planted('echo ok\necho (oops)\n')]);
  assert.equal(f.length, 1, f.join('\n'));
  assert.match(f[0], /^docs\/planted\.md:12: bash -n: syntax error near unexpected token/);
});

test('planted: ShellCheck findings name file, line, code and message', () => {
  const f = shellcheckFailures([planted('echo ok\nrm -rf $DIR/data\nmake -j $(nproc)\n'), planted('ls $(echo a b)', 40)]);
  assert.ok(
    f.some((x) => /^docs\/planted\.md:13: SC2046: /.test(x)),
    f.join('\n'),
  );
  assert.ok(
    f.some((x) => /^docs\/planted\.md:41: SC2046: /.test(x)),
    f.join('\n'),
  );
  assert.ok(!f.some((x) => /SC2164/.test(x)));
  const cd = shellcheckFailures([planted('cd /opt/fluxmq\n')]);
  assert.deepEqual(cd, [], 'SC2164 is excluded');
});

test('planted: an unquoted <placeholder> is reported; quoted ones and heredocs are not', () => {
  const f = placeholderFailures([
    planted(
      "curl 'http://<host>:8080/x'\nmosquitto_pub -h <fluxmq-host> -p 1883 -t t -m m\ncat <<EOF\n<kept>\nEOF\ncat <<'EOF'\n<also-kept>\nEOF\n",
    ),
  ]);
  assert.equal(f.length, 1, f.join('\n'));
  assert.match(f[0], /^docs\/planted\.md:12: placeholder <fluxmq-host>/);
});

test('planted: mosquitto lines that fail, and a subscriber that misses its message, are caught at their lines', async () => {
  const page = (text) => mqttInvocations([planted(text)]);
  // A persistent session without a client id: mosquitto_sub refuses to start.
  let r = await runMqttPage(page("mosquitto_sub -h 192.168.1.10 -p 1883 -c -q 1 -t 'cmd/dev-001' -v"), broker);
  assert.equal(r.failures.length, 1, r.failures.join('\n'));
  assert.match(r.failures[0], /^docs\/planted\.md:11: mosquitto_sub did not subscribe \(exit 1\): .*client id/);
  // Publishing to a wildcard topic: mosquitto_pub refuses.
  r = await runMqttPage(page("\nmosquitto_pub -h 192.168.1.10 -p 1883 \\\n  -t 'sensor/+' -m x"), broker);
  assert.equal(r.failures.length, 1, r.failures.join('\n'));
  assert.match(r.failures[0], /^docs\/planted\.md:12: mosquitto_pub failed/);
  // An unquoted placeholder host: bash cannot run the line as written.
  r = await runMqttPage(page('mosquitto_pub -h <fluxmq-host> -p 1883 -t test/1 -m hi'), broker);
  assert.match(r.failures[0] ?? '', /^docs\/planted\.md:11: bash cannot run the line: fluxmq-host: No such file/);
  // A TLS line reaches the TLS listener with the scratch CA; a subscriber gets the loop's messages.
  r = await runMqttPage(
    page(
      'mosquitto_sub -h 192.168.1.10 -p 1883 -t \'test/#\' -v &\nfor i in 1 2; do\n  mosquitto_pub -h 192.168.1.10 -p 8883 --cafile fluxmq.ca -t "test/$i" -m "m-$i"\ndone',
    ),
    broker,
  );
  assert.deepEqual(r.failures, []);
  assert.equal(r.stats.delivered, 1);
  // A subscriber that does not print what MQTT delivers (here -E: it exits right after subscribing,
  // so the message published next never reaches the reader) fails at the subscriber's line.
  r = await runMqttPage(
    page("\n\nmosquitto_sub -h 192.168.1.10 -p 1883 -t 'a/b/+' -v -E &\nmosquitto_pub -h 192.168.1.10 -p 1883 -t 'a/b/c' -m hello"),
    broker,
  );
  assert.equal(r.failures.length, 1, r.failures.join('\n'));
  assert.match(r.failures[0], /^docs\/planted\.md:13: mosquitto_sub received \[\], MQTT delivers \["a\/b\/c hello"\]/);
  // A persistent session: the offline device's queued QoS 1 messages arrive on reconnect.
  r = await runMqttPage(
    page(
      "mosquitto_sub -h h -p 1883 -i dev-9 -c -q 1 -t 'cmd/dev-9' -v\nmosquitto_pub -h h -p 1883 -q 1 -t 'cmd/dev-9' -m reboot\nmosquitto_sub -h h -p 1883 -i dev-9 -c -q 1 -t 'cmd/dev-9' -v",
    ),
    broker,
  );
  assert.deepEqual(r.failures, []);
});

test('planted: a sysctl value the kernel refuses, an unknown key and a wrong shape fail at their lines', () => {
  const f = sysctlFailures(
    sysctlSettings([
      planted(
        "sysctl -w net.ipv4.ip_local_port_range='1000 65535'\nsysctl -w net.ipv4.ip_local_port_rnage='1024 65535'\necho 1048576 > /proc/sys/fs/nr_open",
      ),
      {
        lang: 'properties',
        title: '/etc/sysctl.conf',
        file: 'docs/planted.md',
        line: 20,
        text: 'net.ipv4.ip_local_reserved_ports = 1883,8080,70000\nfs.file-max = 1048576 2\nnet.core.somaxconn = 32768',
      },
    ]),
  );
  assert.equal(f.length, 4, f.join('\n'));
  assert.ok(
    f.some((x) => /^docs\/planted\.md:11: sysctl -w net\.ipv4\.ip_local_port_range=1000 65535: .*Invalid argument/.test(x)),
    f.join('\n'),
  );
  assert.ok(
    f.some((x) => /^docs\/planted\.md:12: net\.ipv4\.ip_local_port_rnage: no such kernel setting/.test(x)),
    f.join('\n'),
  );
  assert.ok(
    f.some((x) => /^docs\/planted\.md:21: sysctl -p \(net\.ipv4\.ip_local_reserved_ports = 1883,8080,70000\): .*Invalid argument/.test(x)),
    f.join('\n'),
  );
  assert.ok(
    f.some((x) => /^docs\/planted\.md:22: fs\.file-max = 1048576 2: the kernel's value is 1 integer/.test(x)),
    f.join('\n'),
  );
  // The page's own lines pass: the range from 1024 and the reserved ports.
  const ok = sysctlFailures(
    sysctlSettings([
      planted("sysctl -w net.ipv4.ip_local_port_range='1024 65535'\nsysctl -w net.ipv4.ip_local_reserved_ports=1883,8999,8080,47100"),
    ]),
  );
  assert.deepEqual(ok, []);
});
