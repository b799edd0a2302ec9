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
// The check (CONSOLE_PATHS and NOTES_ONLY_ENDPOINTS included) is scripts/lib/http-samples.mjs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { importTs } from '../lib/import-ts.mjs';
import { allPages, allSamples, pageSamples } from '../../scripts/lib/code-samples.mjs';
import {
  apiExampleProblems,
  httpSampleProblems,
  moduleOf,
  ruleSqlOf,
  ruleSqlProblems,
  sampleRequests,
  tableRuleSqlProblems,
} from '../../scripts/lib/http-samples.mjs';

const { factValue } = await importTs('src/data/shared-facts.ts');
const { DOCS_VERSIONS, inRange } = await importTs('src/data/versions.ts');
const api = await importTs('src/data/http-api/index.ts');

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
