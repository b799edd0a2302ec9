// gzyq/source/MQTT of every docs version: the third-party broker the page prepares for FluxMQ's MQTT
// data source, set up as the page gives it with Debian's mosquitto — its `mosquitto_passwd` lines (the
// passwords the page has the reader type given with -b), its fluxmq.conf and its ACL file, paths moved
// into a scratch folder and the listener onto a scratch port. Then, as the page's verification step
// runs it: anonymous clients are refused; the subscriber line as typed (the page's `target-reader`
// account) receives what FluxMQ's account `fluxmq-bridge` publishes to `target/1`, printed as the page
// says (`target/1 hello from fluxmq`); the ACL keeps the reading account from publishing there.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { importTs } from '../lib/import-ts.mjs';
import { pageSamples, versionPages } from '../../scripts/lib/code-samples.mjs';
import { versionNames } from '../../scripts/lib/docs-tree.mjs';
import { program, runClient, scratchDir, startMosquitto } from '../lib/real-programs.mjs';

const { factValue } = await importTs('src/data/shared-facts.ts');

const DOC = 'gzyq/source/MQTT';
/** The password the reader types for each account the page creates (the verification line names the reader's). */
const BRIDGE_PASSWORD = 'bridge-secret';
const WAIT_MS = 15_000;

const servers = [];
after(async () => {
  for (const s of servers) await s.stop();
});

/** Shell-like words of one command line (single and double quotes). */
const words = (line) => [...line.matchAll(/'([^']*)'|"([^"]*)"|(\S+)/g)].map((m) => m[1] ?? m[2] ?? m[3]);

/**
 * Runs a mosquitto_sub command line until it has subscribed (its -d output shows the SUBACK), then
 * resolves with a function that waits for its exit and returns what it printed.
 */
function subscribed(args) {
  // Line-buffered (stdbuf): a pipe would hold its output until it exits.
  const child = spawn('stdbuf', ['-oL', program('mosquitto_sub'), '-d', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (err += d));
  const exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`mosquitto_sub did not subscribe within ${WAIT_MS} ms:\n${out}${err}`));
    }, WAIT_MS);
    const onData = () => {
      if (/Client \S+ received SUBACK/.test(out)) {
        clearTimeout(timer);
        child.stdout.off('data', onData);
        resolve(async () => {
          const code = await exited;
          return {
            code,
            messages: out.split('\n').filter((l) => l && !/^Client \S+ (sending|received) /.test(l) && !/^Subscribed \(mid/.test(l)),
          };
        });
      }
    };
    child.stdout.on('data', onData);
    exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`mosquitto_sub exited (${code}) before subscribing:\n${out}${err}`));
    });
  });
}

const versions = versionNames().filter((v) => versionPages(v).some((p) => p.docId === DOC));

test(`${DOC} is in every docs version`, () => {
  assert.equal(versions.length, versionNames().length, `${DOC} in ${versions.join(', ')}`);
});

for (const version of versions) {
  test(`${version} ${DOC}: the page's Mosquitto accounts and ACL let its verification subscriber read what FluxMQ's account forwards, and nothing else`, async () => {
    const page = versionPages(version).find((p) => p.docId === DOC);
    const samples = pageSamples(page.source, { ...page, factValue });
    const prepared = samples.filter((s) => s.heading === '准备第三方 Broker');
    const passwd = prepared.find((s) => s.lang === 'bash' && s.text.includes('mosquitto_passwd'));
    const conf = prepared.find((s) => /fluxmq\.conf$/.test(s.title ?? ''));
    const acl = prepared.find((s) => /\/acl$/.test(s.title ?? ''));
    assert.ok(passwd && conf && acl, `${page.file}: the Mosquitto tab has the mosquitto_passwd block, fluxmq.conf and the ACL file`);
    const verification = samples.find((s) => s.lang === 'bash' && /^\s*mosquitto_sub\b/m.test(s.text));
    assert.ok(verification, `${page.file}: a verification block with mosquitto_sub`);
    const subLine = verification.text.split('\n').find((l) => /^\s*mosquitto_sub\b/.test(l));
    const subArgs = words(subLine.trim()).slice(1);
    const readerAccount = subArgs[subArgs.indexOf('-u') + 1];
    const readerPassword = subArgs[subArgs.indexOf('-P') + 1];
    assert.ok(
      subArgs.includes('-u') && subArgs.includes('-P'),
      `${page.file}:${verification.line}: the subscriber names an account (allow_anonymous false)`,
    );

    const dir = scratchDir(`mqtt-bridge-${version}`);
    const moved = (text) => text.replaceAll('/etc/mosquitto/', `${dir}/`);

    // The accounts, in page order: each mosquitto_passwd line with the password the reader types.
    const created = [];
    for (const line of passwd.text.split('\n').filter((l) => /^\s*mosquitto_passwd\b/.test(l))) {
      const [, ...args] = words(moved(line.trim()));
      const account = args.at(-1);
      const password = account === readerAccount ? readerPassword : BRIDGE_PASSWORD;
      const res = runClient(program('mosquitto_passwd'), [...args.slice(0, -2), '-b', ...args.slice(-2), password]);
      assert.equal(res.status, 0, `${page.file}:${passwd.line}: ${line.trim()}\n${res.output}`);
      created.push(account);
    }
    assert.ok(created.includes('fluxmq-bridge') && created.includes(readerAccount), `accounts created: ${created.join(', ')}`);
    fs.writeFileSync(path.join(dir, 'acl'), `${acl.text}\n`);

    // fluxmq.conf as given, its listener moved onto a scratch port (the page's is 1883, which the
    // verification line connects to).
    const confLines = moved(conf.text)
      .split('\n')
      .filter((l) => l.trim() && !l.trim().startsWith('#'));
    const listener = confLines.find((l) => /^listener\s/.test(l));
    assert.equal(listener, 'listener 1883', `${page.file}:${conf.line}`);
    assert.ok(subArgs.includes('1883'), `${page.file}:${verification.line}: the subscriber connects to the listener's port`);
    // Run as root, mosquitto would drop to its own account, which cannot read the scratch files.
    const broker = await startMosquitto({ configLines: [...confLines.filter((l) => l !== listener), 'user root'] });
    servers.push(broker);
    const at = (args) => args.map((a) => (a === '192.168.1.30' ? '127.0.0.1' : a === '1883' ? String(broker.port) : a));

    // allow_anonymous false: a client without an account is refused.
    const anonymous = runClient(program('mosquitto_sub'), [
      '-h',
      '127.0.0.1',
      '-p',
      String(broker.port),
      '-t',
      'target/#',
      '-C',
      '1',
      '-W',
      '5',
    ]);
    assert.notEqual(anonymous.status, 0, 'an anonymous client is refused');
    assert.match(anonymous.output, /not authori[sz]ed|refused/i);

    // The verification subscriber as typed (one message), then: the reading account tries to publish
    // to target/2 (the ACL drops it), FluxMQ's account publishes to target/1 (delivered).
    const finished = await subscribed([...at(subArgs), '-C', '1', '-W', String(WAIT_MS / 1000)]);
    const publish = (account, password, topic, message) =>
      runClient(program('mosquitto_pub'), [
        '-h',
        '127.0.0.1',
        '-p',
        String(broker.port),
        '-u',
        account,
        '-P',
        password,
        '-t',
        topic,
        '-m',
        message,
        '-q',
        '1',
      ]);
    publish(readerAccount, readerPassword, 'target/2', 'from the reader');
    const forwarded = publish('fluxmq-bridge', BRIDGE_PASSWORD, 'target/1', 'hello from fluxmq');
    assert.equal(forwarded.status, 0, forwarded.output);
    const { code, messages } = await finished();
    assert.equal(code, 0, messages.join('\n'));
    assert.deepEqual(messages, ['target/1 hello from fluxmq'], 'the page says terminal 1 prints this line');
    assert.match(page.source, /终端 1 输出 `target\/1 hello from fluxmq`/);
  });
}
