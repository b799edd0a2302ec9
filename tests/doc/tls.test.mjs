// tools/ssl of every docs version, run as a reader runs it: every shell block in page order, in a
// scratch folder standing for `~/fluxmq-certs`, with the real `openssl`. The reader's replacements are
// the ones the page tells them to make: the address in the verification step (`192.168.1.10:8883`)
// and in the SAN extension file become the scratch TLS listener on 127.0.0.1; `/etc/haproxy/certs` (the
// HAProxy step, run with a `sudo` that changes nothing outside the scratch folder) moves into it.
//
// Then the files are checked and used:
//   - `openssl verify` of the server and client certificates against the page's CA;
//   - the key formats the page states: the file the FluxMQ `ssl.key` names is PKCS#8
//     (`-----BEGIN PRIVATE KEY-----`), and with OpenSSL 3.x `genrsa` already writes PKCS#8;
//   - the `-extensions` warning the FAQ quotes, and no subjectAltName in the certificate the main steps
//     issue (the FAQ's hostname-mismatch entry), then the SAN the FAQ's extension file adds;
//   - a TLS listener (Debian's mosquitto) with the files the page's `config.yaml` names (ssl.crt,
//     ssl.key, ssl.ca): one-way TLS accepts a client that trusts only the page's CA and refuses one that
//     trusts another CA; the verification step's `openssl s_client` prints `Verify return code: 0 (ok)`
//     as the page says; mosquitto's client refuses the SAN-less certificate by hostname and accepts it
//     with `--insecure` (the page's test-only advice) and the FAQ's SAN certificate without it;
//   - mutual TLS (the page's 双向认证 row): a listener that requires client certificates refuses a
//     client without one and accepts the client certificate from the page's third step.
//   - the page's check of whether a listener asks for client certificates (its `s_client` block
//     without -cert, over TLS 1.2): against the listener that requires them it prints `Requested
//     Signature Algorithms` and ends with the alert the page names and a non-zero status; against the
//     one-way listener it prints neither and exits 0; a TLS 1.3-only listener answers `alert protocol
//     version`, and without -tls1_2 the request still shows.
// endpoint/config (the versions that have it): its steps turning tools/ssl's PEM files into the JKS
// keystore and truststore `endpoint.sslConfig` names run after tools/ssl's steps, in the same folder;
// the files are JKS (magic FEEDFEED), open with the passwords the page's YAML gives, and serve TLS from
// Java's own TLS stack (a JSSE server, as a Java broker loads them): a client trusting the page's CA
// verifies the server, the client certificate of tools/ssl's third step is accepted through the
// truststore, and a client without a certificate is refused.
// Each failure names the page file, the line of the block (or of the command in it) and the program's
// own message. Planted copies (typographic quotes in -subj, a server certificate signed with the wrong
// key, a client certificate from the wrong key) prove each kind of check catches its error.
import { describe, test, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { importTs } from '../lib/import-ts.mjs';
import { pageSamples, versionPages } from '../../scripts/lib/code-samples.mjs';
import { versionNames } from '../../scripts/lib/docs-tree.mjs';
import { program, runClient, startMosquitto } from '../lib/real-programs.mjs';
import { readerSession, shellBlocks } from '../lib/page-shell.mjs';

const { factValue } = await importTs('src/data/shared-facts.ts');
const openssl = program('openssl');
const OPENSSL_MAJOR = Number(/OpenSSL (\d+)/.exec(runClient(openssl, ['version']).stdout)?.[1] ?? 0);

const ssl = (args, cwd) => runClient(openssl, args, { cwd, input: '' });
const where = (s) => `${s.file}:${s.line}`;

/** The `ssl:` file names of the page's FluxMQ config.yaml block: { crt, key, ca, sample }. */
function fluxmqSslFiles(samples) {
  const yaml = samples.find((s) => s.lang === 'yaml' && /^\s*ssl:\s*$/m.test(s.text));
  if (!yaml) return undefined;
  const value = (k) => new RegExp(`^\\s*${k}:\\s*(\\S+)`, 'm').exec(yaml.text.split(/^\s*ssl:\s*$/m)[1])?.[1];
  return { crt: value('crt'), key: value('key'), ca: value('ca'), sample: yaml };
}

/** The block that writes `file` (`-out file`, `> file`), for messages about that file. */
function producer(blocks, file) {
  const re = new RegExp(`(-out|>)\\s*${file.replace(/\./g, '\\.')}\\b`);
  return blocks.findLast((b) => re.test(b.text)) ?? blocks[0];
}

/**
 * Runs the page's steps and checks; resolves with the list of failures (empty when the page is right).
 * `source` is the page's text (a planted copy passes a broken one under the same file name).
 */
async function checkSslPage({ file, version, docId, source }) {
  const failures = [];
  const samples = pageSamples(source, { file, version, docId, factValue });
  const blocks = shellBlocks(samples);
  const session = readerSession(`ssl-${version}`);
  const servers = [];
  const stopAll = async () => {
    for (const s of servers.splice(0)) await s.stop();
  };
  try {
    const files = fluxmqSslFiles(samples);
    if (!files?.crt || !files.key || !files.ca) {
      failures.push(`${file}: no config.yaml block with mqtt ssl.crt / ssl.key / ssl.ca naming the files`);
      return failures;
    }
    let listenerPort;
    /** A TLS listener on the page's files; `requireCert` for mutual TLS. */
    const listener = async (dir, requireCert, names = files) => {
      const m = await startMosquitto({
        configLines: [
          `cafile ${path.join(dir, names.ca)}`,
          `certfile ${path.join(dir, names.crt)}`,
          `keyfile ${path.join(dir, names.key)}`,
          `require_certificate ${requireCert}`,
          'allow_anonymous true',
          // Run as root, mosquitto would drop to its own account, which cannot read the scratch keys
          // (openssl writes them 0600); as any other user this line has no effect.
          'user root',
        ],
      });
      servers.push(m);
      return m.port;
    };
    const substitute = (t) =>
      t
        .replace(/192\.168\.1\.10:8883/g, `127.0.0.1:${listenerPort}`)
        .replace(/192\.168\.1\.10\b/g, '127.0.0.1')
        .replace(/\/etc\/haproxy\/certs/g, path.join(session.home, 'etc/haproxy/certs'));

    // 1. The main steps, in page order (everything before the FAQ).
    const faqAt = blocks.findIndex((b) => b.heading === '常见问题');
    const main = faqAt < 0 ? blocks : blocks.slice(0, faqAt);
    const faq = faqAt < 0 ? [] : blocks.slice(faqAt);
    let extensionsWarning = false;
    // The block that checks whether a listener asks for client certificates (s_client without -cert)
    // is run in step 4b against both kinds of listener.
    const askBlock = main.find((b) => /s_client\s+-connect/.test(b.text) && !/\s-cert\s/.test(b.text));
    for (const b of main) {
      if (b === askBlock) continue;
      if (/s_client\s+-connect/.test(b.text) && listenerPort === undefined) {
        try {
          // The verification step sends a client certificate: a mutual-TLS listener.
          listenerPort = await listener(session.cwd, true);
        } catch (e) {
          failures.push(`${where(files.sample)}: a TLS listener with the files config.yaml names does not start: ${e.message}`);
          return failures;
        }
      }
      const res = session.run(b, { substitute });
      if (res.failure) {
        failures.push(res.failure);
        return failures;
      }
      if (/ignoring -extensions option without -extfile/.test(res.stderr)) extensionsWarning = true;
      // 「两条命令输出的摘要应相同」: the certificate's and the key's public-key digests.
      const digests = [...res.stdout.matchAll(/^\S*=\s*([0-9a-f]{64})$/gm)].map((m) => m[1]);
      if (/\|\s*openssl sha256/.test(b.text) && (digests.length !== 2 || digests[0] !== digests[1])) {
        failures.push(`${where(b)}: the certificate's and the key's public-key digests differ or are missing: ${digests.join(' ')}`);
      }
      if (/s_client\s+-connect/.test(b.text) && !/Verify return code: 0 \(ok\)/.test(res.stdout)) {
        failures.push(
          `${where(b)}: openssl s_client does not print "Verify return code: 0 (ok)": ${/Verify return code:.*/.exec(res.stdout)?.[0] ?? res.output.slice(-400)}`,
        );
      }
    }
    const dir = session.cwd;
    const has = (f) => fs.existsSync(path.join(dir, f));
    for (const f of [files.crt, files.key, files.ca, 'client.cer', 'client.key']) {
      if (!has(f)) failures.push(`${file}: the steps do not produce ${f} in ${dir}`);
    }
    if (failures.length) return failures;

    // 2. The files themselves.
    const verify = ssl(['verify', '-CAfile', files.ca, files.crt, 'client.cer'], dir);
    if (verify.status !== 0) failures.push(`${where(producer(main, files.crt))}: openssl verify against ${files.ca}: ${verify.output}`);
    const keyText = fs.readFileSync(path.join(dir, files.key), 'utf8');
    if (!keyText.startsWith('-----BEGIN PRIVATE KEY-----')) {
      failures.push(`${where(producer(main, files.key))}: ${files.key} (ssl.key) is not a PKCS#8 key: it starts ${keyText.split('\n')[0]}`);
    }
    const keyCheck = ssl(['pkey', '-in', files.key, '-noout'], dir);
    if (keyCheck.status !== 0) failures.push(`${where(producer(main, files.key))}: openssl pkey ${files.key}: ${keyCheck.output}`);
    if (OPENSSL_MAJOR >= 3) {
      const genrsa = fs.readFileSync(path.join(dir, 'server.key'), 'utf8').split('\n')[0];
      if (genrsa !== '-----BEGIN PRIVATE KEY-----' && /3\.x[^。]*genrsa[^。]*本身就是/.test(source)) {
        failures.push(
          `${where(producer(main, 'server.key'))}: the page says OpenSSL 3.x genrsa writes PKCS#8; openssl ${OPENSSL_MAJOR} wrote ${genrsa}`,
        );
      }
      if (/ignoring -extensions option without -extfile/.test(source) && !extensionsWarning) {
        failures.push(
          `${file}: the FAQ quotes "ignoring -extensions option without -extfile" but openssl ${OPENSSL_MAJOR} printed no such warning`,
        );
      }
    }
    const text = (f) => ssl(['x509', '-in', f, '-noout', '-text'], dir).stdout;
    if (/Subject Alternative Name/.test(text(files.crt))) {
      failures.push(
        `${where(producer(main, files.crt))}: the main steps' server certificate has a subjectAltName, the FAQ says it has none`,
      );
    }
    if (failures.length) return failures;

    // 3. One-way TLS with the page's files.
    const oneWay = await listener(dir, false);
    const sClient = (port, extra) => ssl(['s_client', '-connect', `127.0.0.1:${port}`, '-verify_return_error', ...extra], dir);
    const okOneWay = sClient(oneWay, ['-CAfile', files.ca]);
    if (okOneWay.status !== 0 || !/Verify return code: 0 \(ok\)/.test(okOneWay.stdout)) {
      failures.push(
        `${where(files.sample)}: one-way TLS with ${files.crt}/${files.key}, client trusting ${files.ca}: ${okOneWay.output.slice(-600)}`,
      );
    }
    const otherCa = path.join(session.home, 'other-ca');
    fs.mkdirSync(otherCa);
    ssl(
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'k.pem', '-out', 'ca.pem', '-days', '1', '-subj', '/CN=OTHER'],
      otherCa,
    );
    const wrongCa = sClient(oneWay, ['-CAfile', path.join(otherCa, 'ca.pem')]);
    if (wrongCa.status === 0)
      failures.push(`${where(files.sample)}: a client trusting another CA was accepted by the listener on ${files.crt}`);
    const pub = (port, extra) =>
      runClient(program('mosquitto_pub'), [
        '-h',
        '127.0.0.1',
        '-p',
        String(port),
        '-t',
        'tls/test',
        '-m',
        'hi',
        '--cafile',
        path.join(dir, files.ca),
        ...extra,
      ]);
    const strict = pub(oneWay, []);
    if (strict.status === 0)
      failures.push(
        `${where(producer(main, files.crt))}: mosquitto_pub accepted the SAN-less certificate for 127.0.0.1 without --insecure; the FAQ says clients report a hostname mismatch`,
      );
    const insecure = pub(oneWay, ['--insecure']);
    if (insecure.status !== 0) failures.push(`${where(files.sample)}: mosquitto_pub --cafile ${files.ca} --insecure: ${insecure.output}`);

    // 4. Mutual TLS: no client certificate is refused, the page's client certificate accepted.
    const mutual = await listener(dir, true);
    const noCert = pub(mutual, ['--insecure']);
    if (noCert.status === 0) failures.push(`${file}: a listener requiring client certificates accepted a client without one`);
    const withCert = pub(mutual, ['--insecure', '--cert', path.join(dir, 'client.cer'), '--key', path.join(dir, 'client.key')]);
    if (withCert.status !== 0)
      failures.push(`${where(producer(main, 'client.cer'))}: mutual TLS with client.cer/client.key refused: ${withCert.output}`);
    if (failures.length) return failures;

    // 4b. The page's check of whether a listener asks for client certificates: its block (s_client
    // without -cert, over TLS 1.2) against the listener requiring them and the one-way listener; then a
    // TLS 1.3-only listener, which the page says answers `alert protocol version` and, without -tls1_2,
    // still shows the request.
    const asks = 'Requested Signature Algorithms';
    if (askBlock) {
      const at = where(askBlock);
      const bash = program('bash');
      const runAsk = (port, text = askBlock.text) =>
        runClient(bash, ['-c', text.replace(/192\.168\.1\.10:8883/g, `127.0.0.1:${port}`)], { cwd: dir, input: '' });
      const refusal = /`(alert [a-z ]+)`[^`]*非 0/.exec(source)?.[1];
      if (!source.includes(asks) || !refusal) failures.push(`${at}: the page names neither "${asks}" nor the refusal's alert`);
      const required = runAsk(mutual);
      if (!required.output.includes(asks) || required.status === 0 || !required.output.includes(refusal))
        failures.push(
          `${at}: against a listener requiring client certificates: expected "${asks}", "${refusal}" and a non-zero status, got status ${required.status}: ${required.output.slice(-600)}`,
        );
      const none = runAsk(oneWay);
      if (none.status !== 0 || none.output.includes(asks) || none.output.includes('Acceptable client certificate CA names'))
        failures.push(
          `${at}: against a one-way listener: expected no certificate request and status 0, got status ${none.status}: ${none.output.slice(-600)}`,
        );
      if (source.includes('alert protocol version')) {
        const m = await startMosquitto({
          configLines: [
            `cafile ${path.join(dir, files.ca)}`,
            `certfile ${path.join(dir, files.crt)}`,
            `keyfile ${path.join(dir, files.key)}`,
            'require_certificate true',
            'tls_version tlsv1.3',
            'allow_anonymous true',
            'user root',
          ],
        });
        servers.push(m);
        const old = runAsk(m.port);
        if (old.status === 0 || !old.output.includes('alert protocol version'))
          failures.push(`${at}: a TLS 1.3-only listener does not answer "alert protocol version": ${old.output.slice(-400)}`);
        const tls13 = runAsk(m.port, askBlock.text.replace(/\s-tls1_2\b/, ''));
        if (!tls13.output.includes(asks))
          failures.push(
            `${at}: without -tls1_2, the TLS 1.3 listener's request for a certificate is not shown: ${tls13.output.slice(-400)}`,
          );
      }
    }
    if (failures.length) return failures;

    // 5. The FAQ: the extension file adds the SAN; a hostname-checking client then accepts it.
    for (const b of faq) {
      const res = session.run(b, { substitute });
      if (res.failure) {
        failures.push(res.failure);
        return failures;
      }
    }
    if (faq.some((b) => /subjectAltName/.test(b.text))) {
      const sanBlock = faq.find((b) => /subjectAltName/.test(b.text));
      const san = /X509v3 Subject Alternative Name:.*\n\s*(.*)/.exec(text(files.crt))?.[1] ?? '';
      if (!/IP Address:127\.0\.0\.1/.test(san))
        failures.push(`${where(sanBlock)}: the re-issued ${files.crt} has no SAN for the address put in: "${san}"`);
      const again = ssl(['verify', '-CAfile', files.ca, files.crt], dir);
      if (again.status !== 0) failures.push(`${where(sanBlock)}: openssl verify of the re-issued certificate: ${again.output}`);
      const withSan = await listener(dir, false);
      const ok = pub(withSan, []);
      if (ok.status !== 0) failures.push(`${where(sanBlock)}: mosquitto_pub (hostname checked) refused the SAN certificate: ${ok.output}`);
    }
    return failures;
  } finally {
    await stopAll();
    session.remove();
  }
}

const pageOf = (version) => versionPages(version).find((p) => p.docId === 'tools/ssl');

// A version whose page is the same text as a newer version's gets that run's result under its own
// file name (same text, same lines, same commands: the run would be identical).
const runs = new Map();
for (const version of versionNames()) {
  test(`tools/ssl ${version}: the steps run, the files verify and serve one-way and mutual TLS`, async () => {
    const page = pageOf(version);
    assert.ok(page, `docs version ${version} has no tools/ssl page`);
    if (!runs.has(page.source)) runs.set(page.source, { file: page.file, failures: await checkSslPage(page) });
    const run = runs.get(page.source);
    const failures = run.failures.map((f) => f.split(run.file).join(page.file));
    assert.deepEqual(failures, [], failures.join('\n'));
  });
}

// ---------------------------------------------------------------------------------------------------
// endpoint/config: the JKS keystore and truststore made from tools/ssl's PEM files

/** A JSSE TLS server on the keystore and truststore, requiring client certificates; one line per connection. */
const TLS_PROBE = `import javax.net.ssl.*;
import java.io.*;
import java.net.InetAddress;
import java.security.KeyStore;

public class TlsProbe {
  static KeyStore load(String path, char[] password) throws Exception {
    KeyStore ks = KeyStore.getInstance("JKS");
    try (InputStream in = new FileInputStream(path)) { ks.load(in, password); }
    return ks;
  }
  public static void main(String[] a) throws Exception {
    char[] keyPass = a[1].toCharArray();
    KeyManagerFactory kmf = KeyManagerFactory.getInstance(KeyManagerFactory.getDefaultAlgorithm());
    kmf.init(load(a[0], keyPass), keyPass);
    TrustManagerFactory tmf = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
    tmf.init(load(a[2], a[3].toCharArray()));
    SSLContext ctx = SSLContext.getInstance("TLS");
    ctx.init(kmf.getKeyManagers(), tmf.getTrustManagers(), null);
    SSLServerSocket server = (SSLServerSocket) ctx.getServerSocketFactory().createServerSocket(0, 5, InetAddress.getLoopbackAddress());
    server.setNeedClientAuth(true);
    System.out.println("PORT " + server.getLocalPort());
    while (true) {
      try (SSLSocket s = (SSLSocket) server.accept()) {
        s.setSoTimeout(10000);
        s.startHandshake();
        System.out.println("OK " + s.getSession().getPeerPrincipal().getName());
      } catch (IOException e) {
        System.out.println("FAIL " + e);
      }
    }
  }
}
`;

/** Starts the probe; resolves with { port, lines(), stop() }. */
function startTlsProbe(dir, args) {
  const src = path.join(dir, 'TlsProbe.java');
  fs.writeFileSync(src, TLS_PROBE);
  const child = spawn(program('java'), [src, ...args], { cwd: dir });
  let out = '';
  let err = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (err += d));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the Java TLS server did not start: ${err || out}`)), 60_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the Java TLS server exited (${code}): ${(err || out).trim().slice(-800)}`));
    });
    const poll = setInterval(() => {
      const m = /^PORT (\d+)$/m.exec(out);
      if (!m) return;
      clearInterval(poll);
      clearTimeout(timer);
      child.removeAllListeners('exit');
      resolve({
        port: Number(m[1]),
        lines: () => out.split('\n').filter((l) => /^(OK|FAIL) /.test(l)),
        stop: () => new Promise((r) => (child.exitCode !== null ? r() : (child.once('exit', r), child.kill('SIGKILL')))),
      });
    }, 100);
  });
}

/** The `endpoint.sslConfig` of the page's YAML: { keyStore, keyStorePassword, trustStore, trustStorePassword, sample }. */
function sslConfigOf(samples) {
  const yaml = samples.find((s) => s.lang === 'yaml' && /^\s*sslConfig:\s*$/m.test(s.text));
  if (!yaml) return undefined;
  const value = (k) => new RegExp(`^\\s*${k}:\\s*"?([^"\\s]+)"?`, 'm').exec(yaml.text)?.[1];
  return {
    keyStore: value('keyStorePath'),
    keyStorePassword: value('keyStorePassword'),
    trustStore: value('trustStorePath'),
    trustStorePassword: value('trustStorePassword'),
    sample: yaml,
  };
}

async function checkJksSteps(version, endpointPage) {
  const failures = [];
  const sslPage = pageOf(version);
  const sslSamples = pageSamples(sslPage.source, { ...sslPage, factValue });
  const epSamples = pageSamples(endpointPage.source, { ...endpointPage, factValue });
  const steps = shellBlocks(epSamples).filter((b) => /\bkeytool\b|openssl pkcs12/.test(b.text));
  if (!steps.length) return [`${endpointPage.file}: no shell block makes the JKS keystore and truststore (openssl pkcs12 / keytool)`];
  const conf = sslConfigOf(epSamples);
  if (!conf?.keyStore || !conf.trustStore || !conf.keyStorePassword || !conf.trustStorePassword)
    return [`${endpointPage.file}: no YAML block with endpoint.sslConfig keyStorePath/keyStorePassword/trustStorePath/trustStorePassword`];
  const session = readerSession(`jks-${version}`);
  let probe;
  try {
    const substitute = (t) => t.replace(/\/etc\/haproxy\/certs/g, path.join(session.home, 'etc/haproxy/certs'));
    // tools/ssl's steps that make the files (everything before its verification), then the page's.
    for (const b of shellBlocks(sslSamples).filter((x) => !['验证', '常见问题'].includes(x.heading))) {
      const res = session.run(b, { substitute });
      if (res.failure) return [res.failure];
    }
    for (const b of steps) {
      const res = session.run(b);
      if (res.failure) return [res.failure];
      if (/keytool -list/.test(b.text)) {
        const entries = [...res.stdout.matchAll(/, (PrivateKeyEntry|trustedCertEntry),/g)].map((m) => m[1]);
        if (entries.join(' ') !== 'PrivateKeyEntry trustedCertEntry')
          failures.push(
            `${where(b)}: keytool -list shows ${entries.join(', ') || 'no entry'}; the page says one PrivateKeyEntry, then one trustedCertEntry`,
          );
      }
    }
    const dir = session.cwd;
    const file = (p) => path.join(dir, path.basename(p));
    for (const [key, p] of [
      ['keyStorePath', conf.keyStore],
      ['trustStorePath', conf.trustStore],
    ]) {
      if (!fs.existsSync(file(p))) {
        failures.push(`${where(conf.sample)}: ${key} names ${path.basename(p)}, which the steps do not make`);
        continue;
      }
      const magic = fs.readFileSync(file(p)).subarray(0, 4).toString('hex');
      if (magic !== 'feedfeed') failures.push(`${where(steps[0])}: ${path.basename(p)} is not a JKS file (starts ${magic})`);
    }
    if (failures.length) return failures;
    probe = await startTlsProbe(session.home, [file(conf.keyStore), conf.keyStorePassword, file(conf.trustStore), conf.trustStorePassword]);
    const withCert = ssl(
      [
        's_client',
        '-connect',
        `127.0.0.1:${probe.port}`,
        '-verify_return_error',
        '-CAfile',
        'ca.cer',
        '-cert',
        'client.cer',
        '-key',
        'client.key',
      ],
      dir,
    );
    const noCert = ssl(['s_client', '-connect', `127.0.0.1:${probe.port}`, '-CAfile', 'ca.cer'], dir);
    await new Promise((r) => setTimeout(r, 500));
    const lines = probe.lines();
    if (withCert.status !== 0 || !/Verify return code: 0 \(ok\)/.test(withCert.stdout))
      failures.push(
        `${where(steps[0])}: a client trusting ca.cer does not verify the server on ${path.basename(conf.keyStore)}: ${withCert.output.slice(-600)}`,
      );
    if (!/^OK .*CN=CLIENT/.test(lines[0] ?? ''))
      failures.push(
        `${where(steps[0])}: the server on ${path.basename(conf.trustStore)} did not accept client.cer: ${lines[0] ?? '(no connection)'}`,
      );
    if (!/^FAIL /.test(lines[1] ?? ''))
      failures.push(
        `${where(steps[0])}: a client without a certificate was not refused: ${lines[1] ?? '(no connection)'} ${noCert.output.slice(-300)}`,
      );
    return failures;
  } finally {
    await probe?.stop();
    session.remove();
  }
}

for (const version of versionNames()) {
  const endpointPage = versionPages(version).find((p) => p.docId === 'endpoint/config');
  if (!endpointPage) continue;
  test(`endpoint/config ${version}: the JKS keystore and truststore made from tools/ssl's files serve TLS in Java`, async () => {
    const failures = await checkJksSteps(version, endpointPage);
    assert.deepEqual(failures, [], failures.join('\n'));
  });
}

describe('planted errors are caught, naming file and line', () => {
  const page = pageOf(versionNames()[0]);
  const lineOf = (needle) => page.source.split('\n').findIndex((l) => l.includes(needle)) + 1;
  after(() => {});

  test('typographic quotes around -subj: the step fails with openssl’s message', async () => {
    const needle = '"/C=CN/ST=SD/L=JN/O=QDZY/OU=www.test.com/CN=CA/emailAddress=admin@test.com"';
    // bash names the first line of the command, `openssl req …`, the line above -subj.
    const line = lineOf('openssl req -new -sha256 -key ca.key');
    assert.ok(line > 0);
    const broken = page.source.replace(needle, `“${needle.slice(1, -1)}”`);
    const failures = await checkSslPage({ ...page, source: broken });
    assert.equal(failures.length, 1, failures.join('\n'));
    assert.ok(failures[0].startsWith(`${page.file}:${line}:`), failures[0]);
    assert.match(failures[0], /name is expected to be in the format|subject name/i);
  });

  test('a server certificate not signed by the CA: openssl verify fails', async () => {
    // The server certificate is self-signed instead of signed with -CA ca.cer -CAkey ca.key.
    const signing = '-CA ca.cer -CAkey ca.key -CAserial ca.srl -CAcreateserial';
    const at = page.source.lastIndexOf(signing, page.source.indexOf('-in server.csr -out server.cer'));
    const broken = `${page.source.slice(0, at)}-signkey server.key${page.source.slice(at + signing.length)}`;
    const failures = await checkSslPage({ ...page, source: broken });
    assert.ok(failures.length >= 1);
    // The page's own verification block fails first, on its `openssl verify` line.
    const line = lineOf('openssl verify -CAfile ca.cer server.cer client.cer');
    assert.match(failures[0], new RegExp(`^${page.file.replace(/\./g, '\\.')}:${line}: .*self-signed certificate`, 's'));
  });

  test('signing with a key that is not the CA certificate’s: the step fails with openssl’s message', async () => {
    const at = page.source.lastIndexOf('-CAkey ca.key', page.source.indexOf('-in server.csr -out server.cer'));
    const broken = `${page.source.slice(0, at)}-CAkey server.key${page.source.slice(at + '-CAkey ca.key'.length)}`;
    const failures = await checkSslPage({ ...page, source: broken });
    assert.equal(failures.length, 1, failures.join('\n'));
    // The command's first line: the `openssl x509 -req` line above the server's `-in server.csr`.
    const lines = page.source.slice(0, page.source.indexOf('-in server.csr -out server.cer')).split('\n');
    const line = lines.findLastIndex((l) => l.trim().startsWith('openssl x509 -req')) + 1;
    assert.match(failures[0], new RegExp(`^${page.file.replace(/\./g, '\\.')}:${line}: .*key values mismatch`, 's'));
  });

  test('a key that is not PKCS#8 where config.yaml names it: the key-format check fails', async () => {
    const step = 'openssl pkcs8 -topk8 -nocrypt -in server.key -out pkcs8_key.pem';
    assert.ok(page.source.includes(step));
    const broken = page.source.replace(step, 'openssl rsa -traditional -in server.key -out pkcs8_key.pem');
    const failures = await checkSslPage({ ...page, source: broken });
    assert.ok(failures.length >= 1, 'no failure');
    assert.match(
      failures.join('\n'),
      new RegExp(
        `${page.file.replace(/\./g, '\\.')}:${lineOf(step) - 1}: pkcs8_key\\.pem \\(ssl\\.key\\) is not a PKCS#8 key: it starts -----BEGIN RSA PRIVATE KEY-----`,
      ),
    );
  });

  test('a PKCS#8 key converted from the wrong key: the listener on the config.yaml files refuses it', async () => {
    const step = 'openssl pkcs8 -topk8 -nocrypt -in server.key -out pkcs8_key.pem';
    const broken = page.source.replace(step, step.replace('-in server.key', '-in client.key'));
    const failures = await checkSslPage({ ...page, source: broken });
    assert.equal(failures.length, 1, failures.join('\n'));
    const yamlLine = page.source.split('\n').findIndex((l) => l.startsWith('```yaml title="config.yaml"')) + 1;
    assert.match(
      failures[0],
      new RegExp(`^${page.file.replace(/\./g, '\\.')}:${yamlLine}: a TLS listener .*(key values mismatch|private key)`, 's'),
    );
  });

  test('a client certificate from a key the client does not hold: mutual TLS refuses it', async () => {
    // The client's CSR is made from server.key: client.cer does not match client.key.
    const broken = page.source.replace('-key client.key -out client.csr', '-key server.key -out client.csr');
    const failures = await checkSslPage({ ...page, source: broken });
    assert.ok(failures.length >= 1, 'no failure');
    assert.match(
      failures.join('\n'),
      new RegExp(`${page.file.replace(/\./g, '\\.')}:\\d+: .*(key values mismatch|private key does not match|check private key)`, 's'),
    );
  });
  test('the wrong alert named for a listener that requires client certificates: the ask check fails at its block', async () => {
    const broken = page.source.replace('同时以 `alert handshake failure` 报错', '同时以 `alert certificate required` 报错');
    assert.notEqual(broken, page.source);
    const failures = await checkSslPage({ ...page, source: broken });
    const line = page.source.split('\n').findIndex((l) => l.includes('-CAfile ca.cer -tls1_2'));
    assert.ok(
      failures.some((f) => f.startsWith(`${page.file}:${line}: against a listener requiring client certificates`)),
      failures.join('\n'),
    );
  });
});

test('planted: a truststore holding the server certificate instead of the CA refuses tools/ssl’s client certificate', async () => {
  const version = versionNames()[0];
  const endpointPage = versionPages(version).find((p) => p.docId === 'endpoint/config');
  assert.ok(endpointPage, `docs version ${version} has no endpoint/config page`);
  const step = 'keytool -importcert -file ca.cer';
  assert.ok(endpointPage.source.includes(step));
  const broken = { ...endpointPage, source: endpointPage.source.replace(step, 'keytool -importcert -file server.cer') };
  const failures = await checkJksSteps(version, broken);
  assert.ok(
    failures.some((f) => /: the server on truststore\.jks did not accept client\.cer: FAIL /.test(f)),
    failures.join('\n'),
  );
});
