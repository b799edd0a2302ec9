// Every HTTP request a page shows is one FluxMQ has in that version, on that version's HTTP port.
//
// Requests are read from the code samples of every page of every version:
//   - curl commands in shell blocks (bash, shell, sh, console, powershell; continued lines joined):
//     the method from -X/--request, else HEAD for -I/--head, POST when a body is given (-d, --data…,
//     -F, --json), else GET; the first http(s) URL;
//   - request lines `METHOD /path` in any block (```http examples and lines in other code), with the
//     `Host:` header below them when there is one;
//   - Python `requests.post(f"{BASE}/path", …)` (BASE assigned in the block) and JavaScript
//     `fetch('/path', { method: … })` calls.
// A request goes to FluxMQ when its URL or Host names the version's HTTP port (`:fact[port.http]`), or
// when it names no host at all. It must then be a method and path of the version's HTTP API data
// (src/data/http-api: path templates such as /api/endpoints/{port} match /api/endpoints/1883; query
// strings ignored), or a path of the console pages the same port serves (CONSOLE_PATHS), or an entry of
// NOTES_ONLY_ENDPOINTS. A request to a local address on another port whose path is a FluxMQ API path
// fails: FluxMQ answers only on its HTTP port. Requests to other servers (an authentication service,
// Prometheus, ClickHouse …) are left to the port check (version-facts-samples.test.mjs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { importTs } from '../lib/import-ts.mjs';
import { allSamples, pageSamples } from '../../scripts/lib/code-samples.mjs';

const { factValue } = await importTs('src/data/shared-facts.ts');
const { DOCS_VERSIONS, inRange } = await importTs('src/data/versions.ts');
const api = await importTs('src/data/http-api/index.ts');

/** The pages the HTTP port serves besides the API: the management console (config/http). */
const CONSOLE_PATHS = ['/', '/index.html'];

/**
 * Endpoints that a version's facts notes give but the HTTP API data (src/data/http-api) does not have
 * yet, each with the notes file that gives it. Empty: every request the pages show is in the data.
 */
const NOTES_ONLY_ENDPOINTS = [];

const SHELL = new Set(['bash', 'shell', 'sh', 'console', 'zsh', 'powershell', 'ps1', 'cmd']);
const LOCAL_HOST = /^(localhost|127\.\d+\.\d+\.\d+|10\.\d+\.\d+\.\d+|172\.(1[6-9]|2\d|3[01])\.\d+\.\d+|192\.168\.\d+\.\d+|<[^>]+>|[\w-]*fluxmq[\w.-]*)$/i;

/** A path template of the data as a regular expression: `{port}` matches one segment. */
const templateRe = (path) => new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}|\{[^}]+\}/g, '[^/]+')}$`);

/** The endpoints of version v (with the notes-only ones in range), as { method, re, path }. */
function routesOf(v) {
  return [...api.endpointsFor(v), ...NOTES_ONLY_ENDPOINTS.filter((e) => inRange(e, v))].map((e) => ({ method: e.method, path: e.path, re: templateRe(e.path) }));
}
const ALL_API_PATHS = api.ALL_ENDPOINTS.map((e) => templateRe(e.path));

/** Shell words of a command line (single and double quotes respected; enough for curl's options). */
function shellWords(line) {
  const words = [];
  for (const m of line.matchAll(/'([^']*)'|"((?:[^"\\]|\\.)*)"|(\S+)/g)) words.push(m[1] ?? m[2] ?? m[3]);
  return words;
}

/** The HTTP requests of a sample: [{ method, url?, host?, path, line }]. */
export function sampleRequests(sample) {
  const requests = [];
  const lines = sample.text.split('\n');
  if (SHELL.has(sample.lang)) {
    // Join continued lines (`\` in sh, a backtick in PowerShell), remembering where each command starts.
    let current = null;
    lines.forEach((text, i) => {
      const cont = /(\\|`)\s*$/.test(text);
      if (!current) current = { text: '', line: sample.line + 1 + i };
      current.text += ` ${text.replace(/(\\|`)\s*$/, '')}`;
      if (!cont) {
        for (const cmd of current.text.split(/&&|\|\||;|\|/)) {
          const words = shellWords(cmd.trim());
          const at = words.findIndex((w) => /^curl(\.exe)?$/.test(w));
          if (at < 0) continue;
          const args = words.slice(at + 1);
          let method;
          let hasBody = false;
          let head = false;
          let url;
          args.forEach((a, j) => {
            if (a === '-X' || a === '--request') method = args[j + 1];
            else if (/^-X[A-Z]+$/.test(a)) method = a.slice(2);
            else if (/^(-d|--data(-raw|-binary|-urlencode)?|-F|--form|--json)$/.test(a)) hasBody = true;
            else if (a === '-I' || a === '--head') head = true;
            else if (a === '--url') url = args[j + 1];
            else if (!url && /^https?:\/\//.test(a)) url = a;
          });
          if (!url) continue;
          requests.push({ method: (method ?? (head ? 'HEAD' : hasBody ? 'POST' : 'GET')).toUpperCase(), url, line: current.line });
        }
        current = null;
      }
    });
  }
  // Program code: Python `requests.post(f"{BASE}/path"` (BASE assigned a URL in the block) and
  // JavaScript `fetch('/path', { method: 'POST' … })` (a relative path: the console's own origin).
  const base = /^\s*(\w+)\s*=\s*["'](https?:\/\/[^"']+)["']/m.exec(sample.text);
  lines.forEach((text, i) => {
    const py = /\brequests\.(get|post|put|delete|patch|head)\(\s*f?["'](?:\{(\w+)\})?([^"']*)["']/.exec(text);
    if (py) {
      const url = py[2] ? (base && base[1] === py[2] ? base[2] + py[3] : undefined) : py[3];
      requests.push({ method: py[1].toUpperCase(), url: url && /^https?:/.test(url) ? url : undefined, path: url ? undefined : py[3], line: sample.line + 1 + i });
    }
    const js = /\bfetch\(\s*["'`](\/[^"'`]*)["'`]/.exec(text);
    if (js) {
      const method = /\bmethod\s*:\s*["'](\w+)["']/.exec(lines.slice(i, i + 4).join('\n'))?.[1] ?? 'GET';
      requests.push({ method: method.toUpperCase(), path: js[1], line: sample.line + 1 + i });
    }
  });
  lines.forEach((text, i) => {
    const m = /^\s*(GET|POST|PUT|DELETE|PATCH|HEAD)\s+(\/\S*)(\s+HTTP\/[\d.]+)?\s*$/.exec(text);
    if (!m) return;
    const host = lines.slice(i + 1).find((l) => /^\s*Host\s*:/i.test(l) || !l.trim());
    requests.push({ method: m[1], path: m[2], host: host && /^\s*Host\s*:\s*(\S+)/i.exec(host)?.[1], line: sample.line + 1 + i });
  });
  return requests;
}

/** Where a request goes: { host, port, path } (port as written, or undefined). */
function target(req) {
  if (req.url) {
    const m = /^https?:\/\/([^/:?#]+)(?::(\d+))?([^?#]*)/.exec(req.url);
    return m ? { host: m[1], port: m[2], path: m[3] || '/' } : { host: '', path: '/' };
  }
  const [host, port] = (req.host ?? '').split(':');
  return { host: host || undefined, port, path: req.path.replace(/[?#].*/, '') };
}

/** Problems of the requests of one sample: ['file:line: reason']. */
export function httpSampleProblems(sample) {
  const v = sample.version;
  const httpPort = factValue('port.http', v);
  const routes = routesOf(v);
  const problems = [];
  for (const req of sampleRequests(sample)) {
    const { host, port, path } = target(req);
    const at = `${sample.file}:${req.line}: ${req.method} ${req.url ?? path}`;
    const isApiPath = ALL_API_PATHS.some((re) => re.test(path));
    const toFluxmq = port === httpPort || (host === undefined && port === undefined);
    if (!toFluxmq) {
      if (isApiPath && host !== undefined && LOCAL_HOST.test(host)) {
        problems.push(`${at}: a FluxMQ API path on ${port ? `port ${port}` : 'no port'}; FluxMQ ${v} answers on its HTTP port ${httpPort} (:fact[port.http])`);
      }
      continue;
    }
    const method = req.method === 'HEAD' ? 'GET' : req.method;
    if (CONSOLE_PATHS.includes(path) && method === 'GET') continue;
    const samePath = routes.filter((r) => r.re.test(path));
    if (samePath.some((r) => r.method === method)) continue;
    if (samePath.length) problems.push(`${at}: FluxMQ ${v} has ${samePath.map((r) => `${r.method} ${r.path}`).join(', ')}, not ${method}`);
    else problems.push(`${at}: FluxMQ ${v} has no such endpoint (src/data/http-api)`);
  }
  return problems;
}

const latest = DOCS_VERSIONS[0];
const oldest = DOCS_VERSIONS.at(-1);
const problemsOf = (markdown, version = latest, lang) =>
  pageSamples(markdown, { file: 'planted/x.md', version, docId: 'x', factValue }).filter((s) => !lang || s.lang === lang).flatMap(httpSampleProblems);

test('planted request errors are caught, naming page, line and reason', () => {
  const port = factValue('port.http', latest);
  const ok = api.endpointsFor(latest).find((e) => e.method === 'POST' && !e.path.includes('{'));
  assert.ok(ok, 'the latest version has a POST endpoint');
  // A good request, written as the pages write it, with the port token.
  assert.deepEqual(problemsOf(`\`\`\`bash\ncurl -u a:b -X POST http://localhost::fact[port.http]${ok.path} \\\n  -d '{}'\n\`\`\`\n`), []);
  // The method implied by a body, and a wrong method, on the line where the command starts.
  const wrongMethod = problemsOf(`x\n\`\`\`bash\ncurl -X GET http://localhost:${port}${ok.path}\n\`\`\`\n`);
  assert.equal(wrongMethod.length, 1);
  assert.match(wrongMethod[0], new RegExp(`^planted/x\\.md:3: GET .*has POST ${ok.path.replace(/[/.]/g, '\\$&')}, not GET`));
  // A path the data does not have.
  assert.match(problemsOf(`\`\`\`bash\ncurl http://127.0.0.1:${port}/api/nothing-here\n\`\`\`\n`).join(), /has no such endpoint/);
  // The right path on the wrong port.
  assert.match(problemsOf(`\`\`\`bash\ncurl -X POST http://192.168.1.10:1${port}${ok.path} -d '{}'\n\`\`\`\n`).join(), /FluxMQ API path on port 1\d+; FluxMQ .* answers on its HTTP port/);
  // An http block without a Host, and one on another server's port (not FluxMQ: not checked here).
  assert.match(problemsOf('```http\nDELETE /api/publish HTTP/1.1\nContent-Type: application/json\n```\n').join(), /:2: DELETE \/api\/publish: .*not DELETE/);
  assert.deepEqual(problemsOf('```http\nPOST /api/auth HTTP/1.1\nHost: 192.168.1.20:9090\n```\n'), []);
  // Program code.
  assert.match(problemsOf('```python\nBASE = "http://localhost::fact[port.http]"\nrequests.get(f"{BASE}/api/publish")\n```\n').join(), /:3: GET .*not GET/);
  assert.match(problemsOf("```javascript\nawait fetch('/api/publish', {\n  method: 'PUT',\n})\n```\n").join(), /:2: PUT \/api\/publish/);
  // Path templates and query strings.
  const templated = api.endpointsFor(latest).find((e) => /\{[^}]+\}/.test(e.path));
  if (templated) assert.deepEqual(problemsOf(`\`\`\`bash\ncurl -X ${templated.method} 'http://localhost:${port}${templated.path.replace(/\{[^}]+\}/g, '1883')}?x=1'\n\`\`\`\n`), []);
  // An endpoint a version does not have yet.
  const newer = api.ALL_ENDPOINTS.find((e) => !inRange(e, oldest) && inRange(e, latest));
  if (newer) assert.match(problemsOf(`\`\`\`bash\ncurl -X ${newer.method} http://localhost:${factValue('port.http', oldest)}${newer.path.replace(/\{[^}]+\}/g, '1')}\n\`\`\`\n`, oldest).join(), /has no such endpoint|not /);
});

const samples = allSamples(factValue);

test('the pages show curl commands and HTTP requests (the check reads them)', () => {
  const count = samples.flatMap(sampleRequests).length;
  assert.ok(count > 50, `only ${count} requests found`);
});

for (const v of DOCS_VERSIONS) {
  test(`every HTTP request on the pages of ${v} is one FluxMQ ${v} has, on its HTTP port`, () => {
    assert.deepEqual(samples.filter((s) => s.version === v).flatMap(httpSampleProblems), []);
  });
}
