// The HTTP requests the code samples show (curl, ```http request lines, Python requests and JavaScript
// fetch), held against the version's HTTP API data (src/data/http-api): method, path, port and request
// body; and the rule SQL in request bodies, in the pages' tables and in the data's own examples.
// tests/unit/http-samples.test.mjs says what is read and how, and runs this over every sample of every
// version; `npm run check` runs it over the samples of the changed pages.
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { importTs } from '../../tests/lib/import-ts.mjs';
import { splitPage, sqlDatabaseOf } from './code-samples.mjs';
import { ruleStatementProblems } from './rule-sql.mjs';

const { factValue } = await importTs('src/data/shared-facts.ts');
const { inRange } = await importTs('src/data/versions.ts');
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
export function requestValidator(endpoint, v) {
  if (!endpoint.request) return undefined;
  const key = `${v} ${endpoint.id}`;
  if (!validators.has(key)) validators.set(key, ajv.compile(closed(api.schemaFor(endpoint.request.schema, v))));
  return validators.get(key);
}

/** The module an endpoint belongs to. */
export const moduleOf = (endpoint) => api.API_MODULES.find((m) => m.endpoints.includes(endpoint));

/** Rule SQL in a JSON value of a rule-module operation: every string under a `sql` key, with its path. */
export function ruleSqlOf(value, at = '') {
  if (Array.isArray(value)) return value.flatMap((x, i) => ruleSqlOf(x, `${at}[${i}]`));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, x]) =>
    k === 'sql' && typeof x === 'string' ? [{ sql: x, at: `${at}.${k}` }] : ruleSqlOf(x, `${at}.${k}`),
  );
}

/** Problems of a rule-module value's rule SQL (the grammar check of the pages' SQL blocks). */
export function ruleSqlProblems(value, endpoint, v, docId = '') {
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
export function apiExampleProblems(v) {
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
