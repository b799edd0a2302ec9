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
//
// The body of a request to FluxMQ (curl's -d/--data/--data-raw/--data-binary/--json argument, quoted
// over several lines as a reader pastes it, with the shell variables the block sets expanded; the body
// after the headers of an ```http block) must be JSON valid against its operation's request schema in
// the version's OpenAPI data (schemaFor: the version's properties only), read closed: a field the schema
// does not list fails, as does a body sent to an operation that takes none. In Python `json={…}` and
// JavaScript `JSON.stringify({…})` bodies (program values, not JSON text) the field names are checked
// the same way. Rule SQL — the `sql` fields of the rule module's request bodies on the pages and of its
// request and response examples in the API data, and SELECT statements in Markdown table cells that
// sqlDatabaseOf reads as rule SQL (counterexample columns and rows left out) — passes the rule-SQL
// grammar check the pages' SQL blocks pass (scripts/lib/rule-sql.mjs, shared with sql-samples.test.mjs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { importTs } from '../lib/import-ts.mjs';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { allPages, allSamples, pageSamples, splitPage, sqlDatabaseOf } from '../../scripts/lib/code-samples.mjs';
import { ruleStatementProblems } from '../../scripts/lib/rule-sql.mjs';

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
const LOCAL_HOST =
  /^(localhost|127\.\d+\.\d+\.\d+|10\.\d+\.\d+\.\d+|172\.(1[6-9]|2\d|3[01])\.\d+\.\d+|192\.168\.\d+\.\d+|<[^>]+>|[\w-]*fluxmq[\w.-]*)$/i;

/** A path template of the data as a regular expression: `{port}` matches one segment. */
const templateRe = (path) => new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}|\{[^}]+\}/g, '[^/]+')}$`);

/** The endpoints of version v (with the notes-only ones in range), as { method, re, path, endpoint }. */
function routesOf(v) {
  return [...api.endpointsFor(v), ...NOTES_ONLY_ENDPOINTS.filter((e) => inRange(e, v))].map((e) => ({
    method: e.method,
    path: e.path,
    re: templateRe(e.path),
    endpoint: e,
  }));
}
const ALL_API_PATHS = api.ALL_ENDPOINTS.map((e) => templateRe(e.path));

/** Shell words of a command line (single and double quotes respected; enough for curl's options). */
function shellWords(line, vars = {}) {
  const words = [];
  for (const m of line.matchAll(/'([^']*)'|"((?:[^"\\]|\\.)*)"|(\S+)/g)) {
    // Bash expands $NAME in double quotes and unquoted words (with the value the block gives NAME).
    const expand = (w) => w.replace(/\$(?:\{([A-Za-z_]\w*)\}|([A-Za-z_]\w*))/g, (all, braced, bare) => vars[braced ?? bare] ?? all);
    words.push(m[1] ?? (m[2] !== undefined ? expand(m[2].replace(/\\(["\\$`])/g, '$1')) : expand(m[3])));
  }
  return words;
}

/** The shell variables a block sets, each with the (first) value it takes: `for p in 1883 1884`, `P=1883`. */
function blockVariables(text) {
  const vars = {};
  for (const m of text.matchAll(/\bfor\s+([A-Za-z_]\w*)\s+in\s+([^\s;]+)/g)) vars[m[1]] = m[2].replace(/^["']|["']$/g, '');
  for (const m of text.matchAll(/^\s*(?:export\s+)?([A-Za-z_]\w*)=("[^"]*"|'[^']*'|\S+)/gm))
    vars[m[1]] ??= m[2].replace(/^["']|["']$/g, '');
  return vars;
}

/** Whether a command line ends inside a single- or double-quoted string (the argument goes on). */
function insideQuote(text) {
  let quote = null;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote === "'") {
      if (c === "'") quote = null;
    } else if (quote === '"') {
      if (c === '\\') i++;
      else if (c === '"') quote = null;
    } else if (c === '\\') i++;
    else if (c === "'" || c === '"') quote = c;
  }
  return quote !== null;
}

/** The commands of a line: split at `&&`, `||`, `;` and `|` outside quotes. */
function splitCommands(text) {
  const out = [];
  let quote = null;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === quote) quote = null;
      else if (c === '\\' && quote === '"') i++;
    } else if (c === "'" || c === '"') quote = c;
    else if (c === '\\') i++;
    else if (c === ';' || c === '|' || (c === '&' && text[i + 1] === '&')) {
      out.push(text.slice(start, i));
      if ((c === '|' && text[i + 1] === '|') || c === '&') i++;
      start = i + 1;
    }
  }
  out.push(text.slice(start));
  return out;
}

/** The `{…}` literal right after the match of `re` in `text` (braces balanced, strings skipped), or undefined. */
function objectAfter(text, re) {
  const m = re.exec(text);
  if (!m) return undefined;
  const start = m.index + m[0].length;
  let depth = 0;
  let quote = null;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = null;
    } else if (c === '"' || c === "'" || c === '`') quote = c;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return text.slice(start, i + 1);
  }
  return undefined;
}

/**
 * The top-level keys of a Python dict or JavaScript object literal (`{"topic": t, "qos": 1}`,
 * `{ topic, payload, qos: 1 }`): program code's request bodies, whose values are the program's own.
 */
function literalKeys(literal) {
  const inner = literal.slice(1, -1);
  const keys = [];
  let depth = 0;
  let quote = null;
  let start = 0;
  const entry = (text) => {
    const m = /^\s*(?:["'](\w+)["']|([A-Za-z_$][\w$]*))\s*(?::|$)/.exec(text);
    if (m) keys.push(m[1] ?? m[2]);
  };
  for (let i = 0; i < inner.length; i++) {
    const c = inner[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = null;
    } else if (c === '"' || c === "'" || c === '`') quote = c;
    else if ('{[('.includes(c)) depth++;
    else if ('}])'.includes(c)) depth--;
    else if (c === ',' && depth === 0) {
      entry(inner.slice(start, i));
      start = i + 1;
    }
  }
  if (inner.slice(start).trim()) entry(inner.slice(start));
  return keys;
}

/** The HTTP requests of a sample: [{ method, url?, host?, path, line, body?, fields? }]. */
export function sampleRequests(sample) {
  const requests = [];
  const lines = sample.text.split('\n');
  if (SHELL.has(sample.lang)) {
    const vars = blockVariables(sample.text);
    // Join continued lines (`\` in sh, a backtick in PowerShell), remembering where each command starts.
    let current = null;
    lines.forEach((text, i) => {
      if (current && insideQuote(current.text)) {
        // A quoted argument (a JSON body) goes on over this line: keep the line break, as the shell does.
        current.text += `\n${text}`;
        if (insideQuote(current.text)) return;
        if (/(\\|`)\s*$/.test(text)) {
          current.text = current.text.replace(/(\\|`)\s*$/, '');
          return;
        }
      } else {
        const cont = /(\\|`)\s*$/.test(text);
        if (!current) current = { text: '', line: sample.line + 1 + i };
        current.text += ` ${text.replace(/(\\|`)\s*$/, '')}`;
        if (cont || insideQuote(current.text)) return;
      }
      for (const cmd of splitCommands(current.text)) {
        const words = shellWords(cmd.trim(), vars);
        const at = words.findIndex((w) => /^curl(\.exe)?$/.test(w));
        if (at < 0) continue;
        const args = words.slice(at + 1);
        let method;
        let hasBody = false;
        let head = false;
        let url;
        let body;
        args.forEach((a, j) => {
          if (a === '-X' || a === '--request') method = args[j + 1];
          else if (/^-X[A-Z]+$/.test(a)) method = a.slice(2);
          else if (/^(-d|--data(-raw|-binary)?|--json)$/.test(a)) {
            hasBody = true;
            body = args[j + 1];
          } else if (/^(--data-urlencode|-F|--form)$/.test(a)) hasBody = true;
          else if (a === '-I' || a === '--head') head = true;
          else if (a === '--url') url = args[j + 1];
          else if (!url && /^https?:\/\//.test(a)) url = a;
        });
        if (!url) continue;
        requests.push({
          method: (method ?? (head ? 'HEAD' : hasBody ? 'POST' : 'GET')).toUpperCase(),
          url,
          line: current.line,
          ...(body !== undefined && !body.startsWith('@') ? { body } : {}),
        });
      }
      current = null;
    });
  }
  // Program code: Python `requests.post(f"{BASE}/path"` (BASE assigned a URL in the block) and
  // JavaScript `fetch('/path', { method: 'POST' … })` (a relative path: the console's own origin).
  const base = /^\s*(\w+)\s*=\s*["'](https?:\/\/[^"']+)["']/m.exec(sample.text);
  lines.forEach((text, i) => {
    const py = /\brequests\.(get|post|put|delete|patch|head)\(\s*f?["'](?:\{(\w+)\})?([^"']*)["']/.exec(text);
    if (py) {
      const url = py[2] ? (base && base[1] === py[2] ? base[2] + py[3] : undefined) : py[3];
      const json = objectAfter(lines.slice(i, i + 6).join('\n'), /\bjson\s*=\s*(?=\{)/);
      requests.push({
        method: py[1].toUpperCase(),
        url: url && /^https?:/.test(url) ? url : undefined,
        path: url ? undefined : py[3],
        line: sample.line + 1 + i,
        ...(json !== undefined ? { fields: literalKeys(json) } : {}),
      });
    }
    const js = /\bfetch\(\s*["'`](\/[^"'`]*)["'`]/.exec(text);
    if (js) {
      const method = /\bmethod\s*:\s*["'](\w+)["']/.exec(lines.slice(i, i + 4).join('\n'))?.[1] ?? 'GET';
      const json = objectAfter(lines.slice(i, i + 10).join('\n'), /\bbody\s*:\s*JSON\.stringify\(\s*(?=\{)/);
      requests.push({
        method: method.toUpperCase(),
        path: js[1],
        line: sample.line + 1 + i,
        ...(json !== undefined ? { fields: literalKeys(json) } : {}),
      });
    }
  });
  lines.forEach((text, i) => {
    const m = /^\s*(GET|POST|PUT|DELETE|PATCH|HEAD)\s+(\/\S*)(\s+HTTP\/[\d.]+)?\s*$/.exec(text);
    if (!m) return;
    const host = lines.slice(i + 1).find((l) => /^\s*Host\s*:/i.test(l) || !l.trim());
    // In an ```http block the body follows the headers after an empty line.
    let body;
    if (sample.lang === 'http') {
      const blank = lines.findIndex((l, j) => j > i && !l.trim());
      const text =
        blank < 0
          ? ''
          : lines
              .slice(blank + 1)
              .join('\n')
              .trim();
      if (text) body = text;
    }
    requests.push({
      method: m[1],
      path: m[2],
      host: host && /^\s*Host\s*:\s*(\S+)/i.exec(host)?.[1],
      line: sample.line + 1 + i,
      ...(body !== undefined ? { body } : {}),
    });
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

const ajv = new Ajv2020({ allErrors: true, strict: false });
addFormats(ajv);
const validators = new Map();

/**
 * A request schema read closed: an object that lists its properties (and gives no schema for other
 * names) takes no other field. The data lists every field the docs document for the operation.
 */
function closed(schema) {
  if (!schema || typeof schema !== 'object') return schema;
  const out = { ...schema };
  if (out.properties) {
    out.properties = Object.fromEntries(Object.entries(out.properties).map(([k, p]) => [k, closed(p)]));
    if (!out.additionalProperties) out.additionalProperties = false;
  }
  if (out.additionalProperties && typeof out.additionalProperties === 'object') out.additionalProperties = closed(out.additionalProperties);
  if (out.items) out.items = closed(out.items);
  if (out.oneOf) out.oneOf = out.oneOf.map(closed);
  return out;
}

/** The validator of an endpoint's request body in version v (undefined when it takes none). */
function requestValidator(endpoint, v) {
  if (!endpoint.request) return undefined;
  const key = `${v} ${endpoint.id}`;
  if (!validators.has(key)) validators.set(key, ajv.compile(closed(api.schemaFor(endpoint.request.schema, v))));
  return validators.get(key);
}

/** The module an endpoint belongs to. */
const moduleOf = (endpoint) => api.API_MODULES.find((m) => m.endpoints.includes(endpoint));

/** Rule SQL in a JSON value of a rule-module operation: every string under a `sql` key, with its path. */
function ruleSqlOf(value, at = '') {
  if (Array.isArray(value)) return value.flatMap((x, i) => ruleSqlOf(x, `${at}[${i}]`));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, x]) =>
    k === 'sql' && typeof x === 'string' ? [{ sql: x, at: `${at}.${k}` }] : ruleSqlOf(x, `${at}.${k}`),
  );
}

/** Problems of a rule-module value's rule SQL (the grammar check of the pages' SQL blocks). */
function ruleSqlProblems(value, endpoint, v, docId = '') {
  if (moduleOf(endpoint)?.id !== 'rule') return [];
  return ruleSqlOf(value).flatMap(({ sql, at }) =>
    ruleStatementProblems(sql, v, docId, inRange).map((p) => `rule SQL in \`${at.slice(1)}\`: ${p}`),
  );
}

/** Problems of the field names of a program's request body (Python `json={…}`, JavaScript `JSON.stringify({…})`). */
export function fieldProblems(fields, endpoint, v) {
  const op = `${endpoint.method} ${endpoint.path}`;
  if (!endpoint.request) return [`FluxMQ ${v}'s ${op} takes no request body (src/data/http-api), yet the code sends one`];
  const properties = api.schemaFor(endpoint.request.schema, v).properties ?? {};
  return fields
    .filter((f) => !(f in properties))
    .map((f) => `request body: \`${f}\` is not a field of ${op} in FluxMQ ${v}'s OpenAPI data`);
}

/** Problems of a request body sent to an endpoint in version v. */
export function bodyProblems(text, endpoint, v, docId = '') {
  const validate = requestValidator(endpoint, v);
  const op = `${endpoint.method} ${endpoint.path}`;
  if (!validate) return [`FluxMQ ${v}'s ${op} takes no request body (src/data/http-api), yet the request sends one`];
  let body;
  try {
    body = JSON.parse(text);
  } catch (e) {
    return [`the request body is not JSON: ${e.message}`];
  }
  const problems = [];
  if (!validate(body)) {
    for (const e of validate.errors) {
      const where = e.instancePath.slice(1).replace(/\//g, '.') || '(body)';
      if (e.keyword === 'additionalProperties')
        problems.push(
          `request body: \`${where === '(body)' ? '' : `${where}.`}${e.params.additionalProperty}\` is not a field of ${op} in FluxMQ ${v}'s OpenAPI data`,
        );
      else if (e.keyword !== 'oneOf')
        problems.push(
          `request body: \`${where}\` ${e.message}${e.params?.allowedValue !== undefined ? ` (${JSON.stringify(e.params.allowedValue)})` : ''} — ${op} in FluxMQ ${v}'s OpenAPI data`,
        );
    }
  }
  return [...problems, ...ruleSqlProblems(body, endpoint, v, docId)];
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
        problems.push(
          `${at}: a FluxMQ API path on ${port ? `port ${port}` : 'no port'}; FluxMQ ${v} answers on its HTTP port ${httpPort} (:fact[port.http])`,
        );
      }
      continue;
    }
    const method = req.method === 'HEAD' ? 'GET' : req.method;
    if (CONSOLE_PATHS.includes(path) && method === 'GET') continue;
    const samePath = routes.filter((r) => r.re.test(path));
    const route = samePath.find((r) => r.method === method);
    if (route) {
      if (req.body !== undefined) problems.push(...bodyProblems(req.body, route.endpoint, v, sample.docId).map((p) => `${at}: ${p}`));
      if (req.fields) problems.push(...fieldProblems(req.fields, route.endpoint, v).map((p) => `${at}: ${p}`));
      continue;
    }
    if (samePath.length) problems.push(`${at}: FluxMQ ${v} has ${samePath.map((r) => `${r.method} ${r.path}`).join(', ')}, not ${method}`);
    else problems.push(`${at}: FluxMQ ${v} has no such endpoint (src/data/http-api)`);
  }
  return problems;
}

const latest = DOCS_VERSIONS[0];
const oldest = DOCS_VERSIONS.at(-1);
const problemsOf = (markdown, version = latest, lang) =>
  pageSamples(markdown, { file: 'planted/x.md', version, docId: 'x', factValue })
    .filter((s) => !lang || s.lang === lang)
    .flatMap(httpSampleProblems);

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
  assert.match(
    problemsOf(`\`\`\`bash\ncurl -X POST http://192.168.1.10:1${port}${ok.path} -d '{}'\n\`\`\`\n`).join(),
    /FluxMQ API path on port 1\d+; FluxMQ .* answers on its HTTP port/,
  );
  // An http block without a Host, and one on another server's port (not FluxMQ: not checked here).
  assert.match(
    problemsOf('```http\nDELETE /api/publish HTTP/1.1\nContent-Type: application/json\n```\n').join(),
    /:2: DELETE \/api\/publish: .*not DELETE/,
  );
  assert.deepEqual(problemsOf('```http\nPOST /api/auth HTTP/1.1\nHost: 192.168.1.20:9090\n```\n'), []);
  // Program code.
  assert.match(
    problemsOf('```python\nBASE = "http://localhost::fact[port.http]"\nrequests.get(f"{BASE}/api/publish")\n```\n').join(),
    /:3: GET .*not GET/,
  );
  assert.match(problemsOf("```javascript\nawait fetch('/api/publish', {\n  method: 'PUT',\n})\n```\n").join(), /:2: PUT \/api\/publish/);
  // Path templates and query strings.
  const templated = api.endpointsFor(latest).find((e) => /\{[^}]+\}/.test(e.path));
  if (templated)
    assert.deepEqual(
      problemsOf(
        `\`\`\`bash\ncurl -X ${templated.method} 'http://localhost:${port}${templated.path.replace(/\{[^}]+\}/g, '1883')}?x=1'\n\`\`\`\n`,
      ),
      [],
    );
  // An endpoint a version does not have yet.
  const newer = api.ALL_ENDPOINTS.find((e) => !inRange(e, oldest) && inRange(e, latest));
  if (newer)
    assert.match(
      problemsOf(
        `\`\`\`bash\ncurl -X ${newer.method} http://localhost:${factValue('port.http', oldest)}${newer.path.replace(/\{[^}]+\}/g, '1')}\n\`\`\`\n`,
        oldest,
      ).join(),
      /has no such endpoint|not /,
    );
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

test('the check reads the request bodies of the pages (curl -d, ```http bodies)', () => {
  const bodies = samples.flatMap(sampleRequests).filter((r) => r.body !== undefined);
  assert.ok(bodies.length > 50, `only ${bodies.length} request bodies found`);
});

/** Shown as a mistake: a column or row that says so. */
const COUNTEREXAMPLE = /错误|不推荐/;

/** Rule SQL in the Markdown tables of a page: each `SELECT … FROM …` cell code that sqlDatabaseOf reads as rule SQL. */
export function tableRuleSqlProblems(page, checked = []) {
  const problems = [];
  let header = null;
  for (const { line, text } of splitPage(page.source).prose) {
    if (!/^\s*\|/.test(text)) {
      header = null;
      continue;
    }
    const cells = text
      .trim()
      .replace(/^\||\|$/g, '')
      .split(/(?<!\\)\|/);
    if (!header) {
      header = cells;
      continue;
    }
    if (cells.every((c) => /^\s*:?-+:?\s*$/.test(c)) || cells.some((c) => COUNTEREXAMPLE.test(c))) continue;
    cells.forEach((cell, i) => {
      if (COUNTEREXAMPLE.test(header[i] ?? '')) return;
      for (const m of cell.matchAll(/`([^`]+)`/g)) {
        const sql = m[1].trim();
        if (!/^SELECT\b/i.test(sql) || !/\bFROM\b/i.test(sql)) continue;
        if (sqlDatabaseOf({ text: sql, docId: page.docId }).db?.id !== 'rule') continue;
        checked.push(`${page.file}:${line}`);
        for (const p of ruleStatementProblems(sql, page.version, page.docId, inRange))
          problems.push(`${page.file}:${line}: rule SQL in a table cell (${sql}): ${p}`);
      }
    });
  }
  return problems;
}

/** Problems of the HTTP API data's examples in version v: request examples against their own schema, rule SQL in the rule module's examples. */
function apiExampleProblems(v) {
  const problems = [];
  for (const e of api.endpointsFor(v)) {
    const op = `src/data/http-api: ${e.method} ${e.path} (${e.id})`;
    if (e.request?.example !== undefined) {
      const example = api.exampleFor(e.request.schema, e.request.example, v);
      const validate = requestValidator(e, v);
      if (!validate(example))
        problems.push(...validate.errors.map((x) => `${op}: request example \`${x.instancePath || '(body)'}\` ${x.message}`));
      problems.push(...ruleSqlProblems(example, e, v).map((p) => `${op}: request example: ${p}`));
    }
    for (const c of e.response.content ?? []) {
      if (c.example !== undefined)
        problems.push(...ruleSqlProblems(api.exampleFor(c.schema, c.example, v), e, v).map((p) => `${op}: response example: ${p}`));
    }
  }
  return problems;
}

const pages = allPages();

test('the pages have rule SQL in tables, and the rule module has examples (the checks read them)', () => {
  const checked = [];
  pages.forEach((p) => tableRuleSqlProblems(p, checked));
  assert.ok(checked.length > 5, `only ${checked.length} rule SQL table cells found`);
  assert.ok(
    api.ALL_ENDPOINTS.some((e) => moduleOf(e)?.id === 'rule' && ruleSqlOf(e.request?.example).length > 0),
    'no rule SQL in the API data examples',
  );
});
for (const v of DOCS_VERSIONS) {
  test(`rule SQL in the HTTP API data's examples and in the pages' tables of ${v} passes the rule-SQL check; request examples fit their schemas`, () => {
    const examples = apiExampleProblems(v);
    assert.ok(
      api.endpointsFor(v).some((e) => moduleOf(e)?.id === 'rule' && e.request?.example) ||
        !api.endpointsFor(v).some((e) => moduleOf(e)?.id === 'rule'),
      'the rule module has examples to check',
    );
    assert.deepEqual([...examples, ...pages.filter((p) => p.version === v).flatMap((p) => tableRuleSqlProblems(p))], []);
  });
}

test('planted request body errors are caught, naming page, line and reason', () => {
  const port = factValue('port.http', latest);
  const publish = api.endpointsFor(latest).find((e) => e.id === 'publish');
  assert.ok(publish?.request, 'the latest version has POST /api/publish with a request body');
  const curl = (body, quote = "'") =>
    `x\n\`\`\`bash\ncurl -u a:b -X POST http://localhost:${port}${publish.path} \\\n  -H "Content-Type: application/json" \\\n  -d ${quote}${body}${quote}\n\`\`\`\n`;
  assert.deepEqual(problemsOf(curl('{"topic": "a/b", "payload": "x", "qos": 1}')), []);
  // A field the operation does not have, a wrong type, a body that is not JSON; named on the curl's line (3).
  assert.match(
    problemsOf(curl('{"topic": "a/b", "payload": "x", "qoss": 1}')).join(),
    /^planted\/x\.md:3: POST .*request body: `qoss` is not a field of POST \/api\/publish/,
  );
  assert.match(
    problemsOf(curl('{"topic": "a/b", "payload": "x", "qos": "1"}')).join(),
    /planted\/x\.md:3: .*request body: `qos` must be integer/,
  );
  assert.match(problemsOf(curl('{"topic": "a/b", payload: "x"}')).join(), /planted\/x\.md:3: .*the request body is not JSON/);
  // A body over several lines inside single quotes, as readers paste it; and one in double quotes with a loop variable.
  assert.match(problemsOf(curl('{\n  "topic": "a/b",\n  "qos": true\n}')).join(), /planted\/x\.md:3: .*`qos` must be integer/);
  const loop = `\`\`\`bash\nfor q in 0 1; do\n  curl -u a:b -X POST http://localhost:${port}${publish.path} -d "{\\"topic\\": \\"t\\", \\"qos\\": $q}"\ndone\n\`\`\`\n`;
  assert.deepEqual(problemsOf(loop), []);
  assert.match(problemsOf(loop.replace('$q', '$x')).join(), /the request body is not JSON/);
  // A body in an ```http block, and a body sent to an operation that takes none.
  assert.match(
    problemsOf(`\`\`\`http\nPOST ${publish.path} HTTP/1.1\nContent-Type: application/json\n\n{"topic": 1}\n\`\`\`\n`).join(),
    /:2: POST .*`topic` must be string/,
  );
  // Program code: the field names of a Python json={…} and a JavaScript JSON.stringify({…}).
  const py = (fields) =>
    problemsOf(
      `\`\`\`python\nBASE = "http://localhost:${port}"\nr = requests.post(f"{BASE}${publish.path}", auth=AUTH,\n                  json={${fields}})\n\`\`\`\n`,
    );
  assert.deepEqual(py('"topic": topic, "payload": payload, "qos": 1'), []);
  assert.match(
    py('"topic": topic, "playload": payload').join(),
    /planted\/x\.md:3: POST .*`playload` is not a field of POST \/api\/publish/,
  );
  const js = (fields) =>
    problemsOf(
      `\`\`\`javascript\nawait fetch('${publish.path}', {\n  method: 'POST',\n  body: JSON.stringify({ ${fields} }),\n});\n\`\`\`\n`,
    );
  assert.deepEqual(js('topic, payload, qos: 1'), []);
  assert.match(js('topic, payload, qos: 1, retian: true').join(), /planted\/x\.md:2: POST .*`retian` is not a field/);
  const noBody = api.endpointsFor(latest).find((e) => e.method === 'POST' && !e.request && !e.path.includes('{'));
  if (noBody)
    assert.match(
      problemsOf(`\`\`\`bash\ncurl -X POST http://localhost:${port}${noBody.path} -d '{"a": 1}'\n\`\`\`\n`).join(),
      /takes no request body/,
    );
});

test('planted rule SQL errors in a rule request body, the API data and a table are caught', () => {
  const port = factValue('port.http', latest);
  const ruleSql = api.endpointsFor(latest).find((e) => e.id === 'ruleSql');
  assert.ok(ruleSql?.request, 'the latest version has POST /rule/sql');
  const body = (sql) =>
    problemsOf(`\`\`\`bash\ncurl -u a:b -X POST http://localhost:${port}${ruleSql.path} -d '{"sql": "${sql}"}'\n\`\`\`\n`);
  assert.deepEqual(body(`SELECT * FROM \\"$EVENT.PUBLISH\\" WHERE qos = 1`), []);
  assert.match(
    body(`SELECT * FROM $EVENT.PUBLISH`).join(),
    /^planted\/x\.md:2: .*rule SQL in `sql`: FROM \$EVENT\.PUBLISH: the event after FROM must be in double or single quotes/,
  );
  // The data's examples go through the same check.
  assert.match(ruleSqlProblems({ sql: 'SELECT * FROM "$EVENT.PUBLSH"' }, ruleSql, latest).join(), /not an event/);
  // A table cell on a rule page; a counterexample column is not checked.
  const table = (cell, head = '写法') =>
    tableRuleSqlProblems({
      file: 'planted/t.md',
      version: latest,
      docId: 'gzyq/rule/x',
      source: `文字\n\n| ${head} | 说明 |\n| --- | --- |\n| \`${cell}\` | x |\n`,
    });
  assert.deepEqual(table(`SELECT * FROM "$EVENT.PUBLISH"`), []);
  assert.match(
    table(`SELECT * FROM "$EVENT.PUBLISH" WHERE topic = "a"`).join(),
    /^planted\/t\.md:5: rule SQL in a table cell .*strings in WHERE take single quotes/,
  );
  assert.deepEqual(table(`SELECT * FROM "$EVENT.PUBLISH" WHERE topic = "a"`, '错误写法'), []);
});
