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
// Each failure names the page file, the line of the block (or of the command in it) and the program's
// own message. Planted copies (typographic quotes in -subj, a server certificate signed with the wrong
// key, a client certificate from the wrong key) prove each kind of check catches its error.
import { describe, test, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
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
    for (const b of main) {
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
});
