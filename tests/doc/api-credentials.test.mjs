// Every call a page makes to FluxMQ's HTTP API carries the console account in the code itself, in
// every docs version: a reader who pastes the sample must not get a 401. FluxMQ answers every path
// except the public ones (`/public/…`) only with credentials (api/README), and the api pages of every
// version send the console account (`http.username` / `http.password`) with HTTP Basic.
//
// - curl (shell blocks): a command whose URL is a FluxMQ HTTP address (the version's `http.port`, or
//   the `<fluxmq-host>` placeholder) and whose path is neither public nor the console's root page
//   carries `-u`/`--user` or an `Authorization` header;
// - Java: a Spring Cloud OpenFeign client (`@FeignClient`) names a `configuration` class that a Java
//   block of the same page defines with a request interceptor (feign's `BasicAuthRequestInterceptor`
//   or an own `RequestInterceptor`);
// - Python and JavaScript blocks that call a FluxMQ address pass `auth=` or an `Authorization` header.
//
// Nothing here contacts FluxMQ (it cannot run here); the check reads the samples as pages render them
// (`:fact[…]` substituted) and names the page file and the line of the command.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { importTs } from '../lib/import-ts.mjs';
import { allPages, pageSamples } from '../../scripts/lib/code-samples.mjs';

const { factValue } = await importTs('src/data/shared-facts.ts');

const SHELL_LANGS = new Set(['bash', 'sh', 'shell', 'console']);

/** The shell lines of a block joined at trailing backslashes: [{ text, line }] (line = first line). */
function logicalLines(sample) {
  const out = [];
  let cur = null;
  sample.text.split('\n').forEach((raw, i) => {
    const line = sample.line + 1 + i;
    const text = raw.replace(/^\s*\$\s+/, '');
    if (cur) cur.text += ' ' + text.trim();
    else cur = { text: text.trim(), line };
    if (/\\\s*$/.test(text)) cur.text = cur.text.replace(/\\\s*$/, '');
    else {
      out.push(cur);
      cur = null;
    }
  });
  if (cur) out.push(cur);
  return out;
}

/** The FluxMQ HTTP URLs in a piece of code, for a version: [{ url, path }]. */
function fluxmqUrls(text, version) {
  const port = factValue('port.http', version);
  const urls = [];
  for (const m of text.matchAll(/https?:\/\/([^\s'"/]+)(\/[^\s'"]*)?/g)) {
    const host = m[1];
    const path = m[2] ?? '/';
    if (host.endsWith(`:${port}`) || /^<fluxmq-host>(:\d+)?$/.test(host)) urls.push({ url: m[0], path });
  }
  return urls;
}

/** A path FluxMQ answers without credentials: the public API and the console's page itself. */
const needsNoCredentials = (path) => path === '/' || path.startsWith('/public/');

const CURL_CREDENTIALS = /(^|\s)(-u|--user)(\s|=)|Authorization:/;
const CODE_CREDENTIALS = /\bauth\s*=|Authorization/;

/** The problems of one page's samples: ["file:line: message"]. */
export function credentialProblems(samples) {
  const problems = [];
  for (const s of samples) {
    if (SHELL_LANGS.has(s.lang)) {
      for (const { text, line } of logicalLines(s)) {
        if (!/(^|[;&|]\s*)curl\s/.test(text)) continue;
        const api = fluxmqUrls(text, s.version).filter((u) => !needsNoCredentials(u.path));
        if (api.length && !CURL_CREDENTIALS.test(text))
          problems.push(`${s.file}:${line}: curl calls ${api[0].url} without credentials (-u 用户名:密码 or an Authorization header)`);
      }
    } else if (s.lang === 'python' || s.lang === 'javascript' || s.lang === 'js') {
      const relative = [...s.text.matchAll(/fetch\(\s*['"`](\/[^'"`]*)/g)].map((m) => ({ url: m[1], path: m[1] }));
      const api = [...fluxmqUrls(s.text, s.version), ...relative].filter((u) => !needsNoCredentials(u.path));
      if (api.length && !CODE_CREDENTIALS.test(s.text))
        problems.push(`${s.file}:${s.line}: ${s.lang} block calls ${api[0].url} without credentials (auth= or an Authorization header)`);
    }
  }
  const java = samples.filter((s) => s.lang === 'java');
  for (const s of java) {
    s.text.split('\n').forEach((text, i) => {
      if (!/@FeignClient\s*\(/.test(text)) return;
      const line = s.line + 1 + i;
      const conf = /configuration\s*=\s*\{?\s*(\w+)\.class/.exec(text);
      if (!conf) {
        problems.push(`${s.file}:${line}: @FeignClient has no configuration class, so its requests carry no credentials`);
        return;
      }
      const defined = java.find((b) => new RegExp(`\\bclass\\s+${conf[1]}\\b`).test(b.text));
      if (!defined || !/\b(BasicAuthRequestInterceptor|RequestInterceptor)\b/.test(defined.text))
        problems.push(
          `${s.file}:${line}: @FeignClient's configuration ${conf[1]} is not a class on this page that adds credentials (a RequestInterceptor)`,
        );
    });
  }
  return problems;
}

const samplesOf = (page) => pageSamples(page.source, { file: page.file, version: page.version, docId: page.docId, factValue });

test('every FluxMQ HTTP API call in a code sample carries credentials, in every version', () => {
  const problems = allPages().flatMap((p) => credentialProblems(samplesOf(p)));
  assert.deepEqual(problems, []);
});

test('the check finds calls on the pages (it is not vacuous)', () => {
  let curls = 0;
  let feign = 0;
  for (const p of allPages()) {
    for (const s of samplesOf(p)) {
      if (SHELL_LANGS.has(s.lang))
        curls += logicalLines(s).filter((l) => /(^|\s)curl\s/.test(l.text) && fluxmqUrls(l.text, s.version).length).length;
      if (s.lang === 'java' && /@FeignClient\s*\(/.test(s.text)) feign += 1;
    }
  }
  assert.ok(curls >= 20, `only ${curls} curl calls to FluxMQ found`);
  assert.ok(feign >= 5, `only ${feign} Feign clients found (command/NACOS has one in every version)`);
});

// Planted errors: broken samples fed through the same code path, each failure naming file and line.
const version = '2.0.17';
const planted = (source) => credentialProblems(pageSamples(source, { file: 'docs/planted.md', version, docId: 'planted', factValue }));

test('planted: a curl to the API without -u fails, naming file and line', () => {
  const problems = planted(
    [
      '# t',
      '',
      '```bash',
      'curl -s -X POST http://192.168.1.10::fact[port.http]/api/publish \\',
      "  -H 'Content-Type: application/json' \\",
      '  -d \'{"topic":"t"}\'',
      '```',
      '',
    ].join('\n'),
  );
  assert.equal(problems.length, 1);
  assert.match(problems[0], /^docs\/planted\.md:4: curl calls http:\/\/192\.168\.1\.10:8080\/api\/publish without credentials/);
});

test('planted: the same curl with -u, a public path and the console root pass', () => {
  const problems = planted(
    [
      '```bash',
      'curl -u fluxmq:your-password -X POST http://localhost::fact[port.http]/api/check -d \'{"clientId":"c"}\'',
      "curl -X POST 'http://<fluxmq-host>:8080/public/login' -d '{}'",
      'curl -I http://192.168.1.10:8080/',
      "curl -H 'Authorization: Bearer <token>' http://localhost:8080/api/check",
      '```',
    ].join('\n'),
  );
  assert.deepEqual(problems, []);
});

test('planted: a curl to <fluxmq-host> without credentials fails', () => {
  const problems = planted(['```bash', 'curl -X POST \'http://<fluxmq-host>:8080/source/check\' -d \'{"id": "s"}\'', '```'].join('\n'));
  assert.equal(problems.length, 1);
  assert.match(problems[0], /^docs\/planted\.md:2: curl calls http:\/\/<fluxmq-host>:8080\/source\/check/);
});

test('planted: a Feign client without a credentials configuration fails', () => {
  const bare = planted(['```java', '@FeignClient(name = "fluxmq")', 'public interface C {}', '```'].join('\n'));
  assert.equal(bare.length, 1);
  assert.match(bare[0], /^docs\/planted\.md:2: @FeignClient has no configuration class/);

  const noInterceptor = planted(
    [
      '```java',
      'public class Conf { }',
      '```',
      '',
      '```java',
      '@FeignClient(name = "fluxmq", configuration = Conf.class)',
      'public interface C {}',
      '```',
    ].join('\n'),
  );
  assert.equal(noInterceptor.length, 1);
  assert.match(
    noInterceptor[0],
    /^docs\/planted\.md:6: @FeignClient's configuration Conf is not a class on this page that adds credentials/,
  );

  const good = planted(
    [
      '```java',
      'public class Conf {',
      '    @Bean',
      '    public BasicAuthRequestInterceptor auth() { return new BasicAuthRequestInterceptor("u", "p"); }',
      '}',
      '```',
      '',
      '```java',
      '@FeignClient(name = "fluxmq", configuration = Conf.class)',
      'public interface C {}',
      '```',
    ].join('\n'),
  );
  assert.deepEqual(good, []);
});

test('planted: Python and JavaScript calls without credentials fail', () => {
  const problems = planted(
    [
      '```python',
      'import requests',
      'requests.post("http://localhost:8080/api/publish", json={"topic": "t"})',
      '```',
      '',
      '```javascript',
      "fetch('/api/publish', { method: 'POST' });",
      '```',
    ].join('\n'),
  );
  assert.equal(problems.length, 2);
  assert.match(problems[0], /^docs\/planted\.md:1: python block calls http:\/\/localhost:8080\/api\/publish without credentials/);
  assert.match(problems[1], /^docs\/planted\.md:6: javascript block calls \/api\/publish without credentials/);
});
