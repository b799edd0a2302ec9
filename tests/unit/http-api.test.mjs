// The HTTP API data (src/data/http-api) and the OpenAPI file built from it, per docs version:
// - each version has exactly the endpoints (and, on the detail pages, the fields) its notes document
//   (tests/fixtures/http-api-endpoints.mjs, written by hand with since/until ranges);
// - each version's document is valid OpenAPI 3.1 (the maintained validator from npm), and every example
//   in it is valid against its schema (ajv, JSON Schema 2020-12) and has no field its schema lacks;
// - the generated examples are what they claim: the curl command's arguments, read by bash, carry the
//   version's example body; their highlighting equals the build-time highlighting of the same code.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { Validator } from '@seriousme/openapi-schema-validator';
import SwaggerParser from '@apidevtools/swagger-parser';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { importTs } from '../lib/import-ts.mjs';
import { DOCUMENTED_ENDPOINTS, DOCUMENTED_FIELDS, PUBLIC_ENDPOINTS } from '../fixtures/http-api-endpoints.mjs';

const { DOCS_VERSIONS, inRange, rangeProblems } = await importTs('src/data/versions.ts');
const api = await importTs('src/data/http-api/index.ts');
const { openApiDocument } = await importTs('src/data/http-api/openapi.ts');
const { RESPONSE_CONVENTIONS } = await importTs('src/data/http-api/conventions.ts');
const render = await importTs('src/data/http-api/render.ts');
const { exampleTokens } = await importTs('src/data/http-api/highlight.ts');
const { linesHtml } = await importTs('src/features/code-blocks/lines-html.ts');
const { default: rehypeHighlightCode } = await importTs('src/features/code-blocks/rehype-highlight-code.ts');
const { codeHighlight } = await importTs('config/prism.ts');
const { factValue } = await importTs('src/data/shared-facts.ts');
/** The console account and HTTP port of version v, as the shared facts give them. */
const account = (v) => `${factValue('console.username', v)}:${factValue('console.password', v)}`;
const httpPort = (v) => factValue('port.http', v);

const keyOf = (e) => `${e.method} ${e.path}`;
const METHODS = ['get', 'post', 'put', 'delete', 'patch'];
/** Every operation of an OpenAPI document: [key, operation]. */
const operations = (doc) =>
  Object.entries(doc.paths).flatMap(([p, item]) => METHODS.filter((m) => item[m]).map((m) => [`${m.toUpperCase()} ${p}`, item[m]]));

/** Every schema of a data schema tree, with its path, for the range checks. */
function* schemaTree(schema, where) {
  yield [schema, where];
  for (const [name, p] of Object.entries(schema.properties ?? {})) yield* schemaTree(p, `${where}.${name}`);
  if (schema.items) yield* schemaTree(schema.items, `${where}[]`);
  if (schema.additionalProperties) yield* schemaTree(schema.additionalProperties, `${where}.*`);
}

test('every version range in the API data is sound, and ids and METHOD /path are unique', () => {
  const problems = [];
  const ids = new Set();
  for (const e of api.ALL_ENDPOINTS) {
    if (ids.has(e.id)) problems.push(`duplicate id ${e.id}`);
    ids.add(e.id);
    problems.push(...rangeProblems(e, e.id));
    const schemas = [e.request?.schema, ...(e.response.content ?? []).map((c) => c.schema), ...(e.query ?? []).map((q) => q.schema)].filter(
      Boolean,
    );
    for (const s of schemas) for (const [node, where] of schemaTree(s, e.id)) problems.push(...rangeProblems(node, where));
  }
  for (const v of DOCS_VERSIONS) {
    const keys = api.endpointsFor(v).map(keyOf);
    const dupes = keys.filter((k, i) => keys.indexOf(k) !== i);
    if (dupes.length) problems.push(`${v}: ${dupes.join(', ')} described twice`);
  }
  assert.deepEqual(problems, []);
});

for (const v of DOCS_VERSIONS) {
  test(`${v}: the API data and the OpenAPI document have exactly the endpoints the notes document for ${v}`, () => {
    const expected = DOCUMENTED_ENDPOINTS.filter(([, range]) => inRange(range, v))
      .map(([key]) => key)
      .sort();
    const inData = api.endpointsFor(v);
    // No endpoint outside its own range, and every endpoint in range is there.
    assert.deepEqual(
      inData.map((e) => e.id),
      api.ALL_ENDPOINTS.filter((e) => inRange(e, v)).map((e) => e.id),
    );
    assert.deepEqual(inData.map(keyOf).sort(), expected);
    const doc = openApiDocument(v);
    assert.deepEqual(
      operations(doc)
        .map(([k]) => k)
        .sort(),
      expected,
    );
    assert.equal(doc.info.version, v);
  });

  test(`${v}: the public endpoints need no authentication, every other one uses the version's schemes`, () => {
    const doc = openApiDocument(v);
    const schemes = Object.keys(doc.components.securitySchemes);
    assert.ok(schemes.includes('basicAuth'), 'HTTP Basic with the console account in every version');
    assert.equal(schemes.includes('bearerAuth'), inRange({ since: '2.1.1' }, v), 'the login Token only where /public/login is documented');
    assert.deepEqual(
      doc.security,
      schemes.map((s) => ({ [s]: [] })),
    );
    for (const [key, op] of operations(doc)) {
      if (PUBLIC_ENDPOINTS.includes(key)) assert.deepEqual(op.security, [], `${key} is public`);
      else assert.equal(op.security, undefined, `${key} uses the global schemes`);
    }
  });

  test(`${v}: the detail pages' endpoints have exactly the fields the notes document for ${v}`, () => {
    for (const [key, parts] of Object.entries(DOCUMENTED_FIELDS)) {
      const e = api.endpointsFor(v).find((x) => keyOf(x) === key);
      for (const part of ['request', 'response']) {
        const expected = parts[part].filter(([, range]) => inRange(range, v)).map(([f]) => f);
        assert.deepEqual(
          render.fieldRows(e, part, v).map((r) => r.name),
          expected,
          `${key} ${part}`,
        );
      }
    }
  });
}

test('api/Publish: payload_encoding documents plain and base64; qos is 0 to 2', () => {
  const rows = render.fieldRows(api.endpointById('publish').endpoint, 'request', '2.1.1');
  assert.deepEqual(
    rows.find((r) => r.name === 'payload_encoding').values.map(([v]) => v),
    ['plain', 'base64'],
  );
  const qos = api.endpointById('publish').endpoint.request.schema.properties.qos;
  assert.deepEqual([qos.minimum, qos.maximum], [0, 2]);
});

// ---- OpenAPI validity and examples against their schemas

async function validateOpenApi(doc) {
  const validator = new Validator();
  const res = await validator.validate(structuredClone(doc));
  return { valid: res.valid, errors: res.errors, version: validator.version };
}

for (const v of DOCS_VERSIONS) {
  test(`${v}: the OpenAPI document is valid OpenAPI 3.1 (@seriousme/openapi-schema-validator)`, async () => {
    const res = await validateOpenApi(openApiDocument(v));
    assert.equal(res.version, '3.1');
    assert.ok(res.valid, JSON.stringify(res.errors, null, 2));
  });
}

test('the validator rejects a broken document (no info.version, a path without its slash, a bad parameter location)', async () => {
  const doc = openApiDocument(DOCS_VERSIONS[0]);
  const noVersion = structuredClone(doc);
  delete noVersion.info.version;
  assert.equal((await validateOpenApi(noVersion)).valid, false);
  const badPath = structuredClone(doc);
  badPath.paths['api/publish'] = badPath.paths['/api/publish'];
  assert.equal((await validateOpenApi(badPath)).valid, false);
  const badParam = structuredClone(doc);
  badParam.paths['/api/endpoints/status'].get.parameters[0].in = 'body';
  assert.equal((await validateOpenApi(badParam)).valid, false);
});

// The tools integrators import the file with: Apifox, Postman and code generators use
// @apidevtools/swagger-parser; linting and documentation portals use Redocly.
const swaggerParserProblem = async (doc) => {
  try {
    await SwaggerParser.validate(structuredClone(doc));
    return null;
  } catch (e) {
    return e.message;
  }
};
const redoclyConfig = await createConfig({ extends: ['recommended'] });
/** Redocly's `recommended` findings for a document: { errors: [...], warnings: ["rule pointer"] }. */
async function redocly(doc, v) {
  const problems = await lintFromString({ source: JSON.stringify(doc), absoluteRef: `/${v}/openapi.json`, config: redoclyConfig });
  const describe = (p) => `${p.ruleId} ${p.location?.[0]?.pointer ?? ''}: ${p.message}`;
  return {
    errors: problems.filter((p) => p.severity === 'error').map(describe),
    warnings: problems.filter((p) => p.severity === 'warn').map((p) => `${p.ruleId} ${p.location?.[0]?.pointer ?? ''}`),
  };
}
const pointerOf = (key) => {
  const [method, p] = key.split(' ');
  return `#/paths/${p.replace(/~/g, '~0').replace(/\//g, '~1')}/${method.toLowerCase()}/responses`;
};

for (const v of DOCS_VERSIONS) {
  test(`${v}: @apidevtools/swagger-parser accepts the OpenAPI document`, async () => {
    assert.equal(await swaggerParserProblem(openApiDocument(v)), null);
  });

  test(`${v}: Redocly's recommended rules find no error; the only warnings are the missing licence and no 4xx response where the notes give no error response`, async () => {
    const { errors, warnings } = await redocly(openApiDocument(v), v);
    assert.deepEqual(errors, []);
    // The common error responses (400–500, api/README) are documented from the version that has them;
    // before it the notes give no error response for any endpoint.
    const withoutErrors = inRange(RESPONSE_CONVENTIONS, v) ? [] : api.endpointsFor(v).map(keyOf);
    assert.deepEqual(
      [...warnings].sort(),
      ['info-license #/info', ...withoutErrors.map((k) => `operation-4xx-response ${pointerOf(k)}`)].sort(),
    );
  });

  test(`${v}: every request body and every success response body of the OpenAPI document has an example`, () => {
    const missing = [];
    for (const [key, op] of operations(openApiDocument(v))) {
      for (const [type, media] of Object.entries(op.requestBody?.content ?? {}))
        if (!('example' in media)) missing.push(`${key} request ${type}`);
      for (const [type, media] of Object.entries(op.responses['200'].content ?? {}))
        if (!('example' in media)) missing.push(`${key} 200 ${type}`);
    }
    assert.deepEqual(missing, []);
  });
}

test("the integrators' checks fail on what their tools reject: a described server variable, a reference to nothing, an operation without an error response", async () => {
  const v = DOCS_VERSIONS[0];
  const described = openApiDocument(v);
  described.servers[0].variables.host.description = 'FluxMQ 节点的地址';
  assert.match(await swaggerParserProblem(described), /servers\/0\/variables\/host/);
  const dangling = openApiDocument(v);
  dangling.paths['/api/publish'].post.responses['200'] = { $ref: '#/components/responses/Missing' };
  assert.ok(
    (await redocly(dangling, v)).errors.some((e) => e.startsWith('no-unresolved-refs')),
    'Redocly reports the reference to nothing',
  );
  const noErrors = openApiDocument(v);
  assert.ok(inRange(RESPONSE_CONVENTIONS, v), `${v} documents the error responses`);
  delete noErrors.paths['/api/publish'].post.responses['4XX'];
  assert.ok((await redocly(noErrors, v)).warnings.includes(`operation-4xx-response ${pointerOf('POST /api/publish')}`));
});

const ajv = new Ajv2020({ strict: true, allErrors: true });
addFormats(ajv);

/** The schema with every object closed (no property its schema does not name), so a stray or misspelt example field fails. */
function closed(schema) {
  if (Array.isArray(schema)) return schema.map(closed);
  if (schema === null || typeof schema !== 'object') return schema;
  const out = Object.fromEntries(
    Object.entries(schema).map(([k, s]) => [
      k,
      k === 'properties' ? Object.fromEntries(Object.entries(s).map(([n, p]) => [n, closed(p)])) : closed(s),
    ]),
  );
  if (schema.type === 'object' && schema.properties && schema.additionalProperties === undefined) out.additionalProperties = false;
  return out;
}

/** Every [where, schema, example] of an OpenAPI document (request and response bodies, parameters, components). */
function* examplesOf(doc) {
  for (const [key, op] of operations(doc)) {
    for (const p of op.parameters ?? []) if ('example' in p) yield [`${key} ?${p.name}`, p.schema, p.example];
    for (const [type, media] of Object.entries(op.requestBody?.content ?? {}))
      if ('example' in media) yield [`${key} request ${type}`, media.schema, media.example];
    for (const [status, r] of Object.entries(op.responses)) {
      for (const [type, media] of Object.entries(r.content ?? {}))
        if ('example' in media) yield [`${key} ${status} ${type}`, media.schema, media.example];
    }
  }
  for (const [name, r] of Object.entries(doc.components.responses ?? {})) {
    for (const [type, media] of Object.entries(r.content)) {
      if (!('example' in media)) continue;
      const schema = media.schema.$ref ? doc.components.schemas[media.schema.$ref.split('/').pop()] : media.schema;
      yield [`components.responses.${name} ${type}`, schema, media.example];
    }
  }
}

function exampleProblems(schema, example, where) {
  const check = ajv.compile(closed(schema));
  return check(example) ? [] : [`${where}: ${ajv.errorsText(check.errors)}`];
}

for (const v of DOCS_VERSIONS) {
  test(`${v}: every example in the OpenAPI document is valid against its schema (ajv 2020-12, formats, no stray field)`, () => {
    const problems = [];
    let count = 0;
    for (const [where, schema, example] of examplesOf(openApiDocument(v))) {
      count++;
      problems.push(...exampleProblems(schema, example, where));
    }
    assert.deepEqual(problems, []);
    assert.ok(count >= 4, `only ${count} examples`);
  });
}

test('the example check fails on a wrong type, a bad date-time, an out-of-range value and a stray field', () => {
  const publish = api.endpointById('publish').endpoint.request.schema;
  const schema = api.schemaFor(publish, '2.1.1');
  assert.equal(exampleProblems(schema, { topic: 'a', qos: '1' }, 'x').length, 1);
  assert.equal(exampleProblems(schema, { topic: 'a', qos: 3 }, 'x').length, 1);
  assert.equal(exampleProblems(schema, { topic: 'a', payload_encoding: 'hex' }, 'x').length, 1);
  assert.equal(exampleProblems(schema, { topic: 'a', qos: 1, retian: false }, 'x').length, 1);
  const login = api.schemaFor(api.endpointById('login').endpoint.response.content[0].schema, '2.1.1');
  assert.equal(exampleProblems(login, { token: 't', expires: 'tomorrow' }, 'x').length, 1);
  // A field a version lacks is a stray field in that version's schema.
  assert.equal(exampleProblems(api.schemaFor(publish, '2.0.17'), { topic: 'a', clientId: 'c' }, 'x').length, 1);
});

// ---- The generated examples

/** The arguments bash passes to curl for each command (curl replaced by a function that prints them). */
function curlArguments(commands) {
  const script = ['curl() { for a in "$@"; do printf "%s\\0" "$a"; done; printf "\\1"; }', ...commands].join('\n');
  const res = spawnSync('bash', ['-c', script], { encoding: 'utf8' });
  assert.equal(res.status, 0, res.stderr);
  return res.stdout
    .split('\u0001')
    .slice(0, -1)
    .map((out) => out.split('\0').slice(0, -1));
}

for (const v of DOCS_VERSIONS) {
  test(`${v}: each generated curl command, as bash reads it, calls the endpoint with the version's example body`, () => {
    const endpoints = api.endpointsFor(v);
    const argvs = curlArguments(endpoints.map((e) => render.curlCommand(e, v)));
    endpoints.forEach((e, i) => {
      const argv = argvs[i];
      const flag = (f) => (argv.includes(f) ? argv[argv.indexOf(f) + 1] : undefined);
      assert.equal(flag('-u'), e.public ? undefined : account(v), `${e.id}: credentials`);
      assert.equal(flag('-X') ?? 'GET', e.method, `${e.id}: method`);
      const url = new URL(argv.find((a) => a.startsWith('http://')));
      assert.equal(`${url.host}${url.pathname}`, `localhost:${httpPort(v)}${e.path}`);
      assert.deepEqual(
        [...url.searchParams.keys()],
        (e.query ?? []).map((q) => q.name),
      );
      const body = flag('-d');
      if (e.request?.example === undefined) assert.equal(body, undefined, `${e.id}: no body`);
      else {
        assert.equal(flag('-H'), 'Content-Type: application/json');
        assert.deepEqual(JSON.parse(body), api.exampleFor(e.request.schema, e.request.example, v), `${e.id}: body`);
      }
    });
  });
}

test('highlighting of every generated example equals the build-time highlighting of the same code', async () => {
  const blocks = new Map();
  for (const v of DOCS_VERSIONS) {
    for (const e of api.endpointsFor(v)) {
      for (const part of ['request', 'response']) for (const b of render.examples(e, part, v)) blocks.set(`${b.language}\n${b.code}`, b);
    }
  }
  const tree = {
    type: 'root',
    children: [...blocks.values()].map((b) => ({
      type: 'element',
      tagName: 'pre',
      properties: {},
      children: [
        {
          type: 'element',
          tagName: 'code',
          properties: { className: [`language-${b.language}`] },
          children: [{ type: 'text', value: b.code }],
        },
      ],
    })),
  };
  await rehypeHighlightCode(codeHighlight)(tree);
  const differ = [...blocks.values()].filter(
    (b, i) => linesHtml(exampleTokens(b.code, b.language)) !== tree.children[i].children[0].properties.highlightedHtml,
  );
  assert.deepEqual(
    differ.map((b) => b.code.split('\n')[0]),
    [],
  );
  assert.ok(blocks.size > 50, `only ${blocks.size} example blocks`);
});

// ---- The pages that render the API data

const { httpApiMarkdown } = await importTs('src/data/http-api/markdown.ts');
const { toPlainMarkdown } = await importTs('src/features/llms/plain-markdown.ts');
const { versionDir, markdownFiles, docIdOf } = await import('../../scripts/lib/docs-tree.mjs');
const fs = await import('node:fs');
const path = await import('node:path');

const COMPONENT = /<((?:Api|OpenApi)[A-Za-z]+)((?:\s+\w+="[^"]*")*)\s*\/>/g;
const propsOf = (attrs) => Object.fromEntries([...attrs.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));

for (const v of DOCS_VERSIONS) {
  test(`${v}: every API component on the pages names an endpoint or module ${v} has, and every api/* page links its OpenAPI file`, () => {
    const dir = versionDir(v);
    const problems = [];
    let used = 0;
    for (const rel of markdownFiles(dir)) {
      const source = fs.readFileSync(path.join(dir, rel), 'utf8');
      const id = docIdOf(rel);
      for (const [, name, attrs] of source.matchAll(COMPONENT)) {
        used++;
        try {
          httpApiMarkdown(name, propsOf(attrs), v, 'https://example.test/openapi.json');
        } catch (e) {
          problems.push(`${id}: <${name}${attrs} />: ${e.message}`);
        }
      }
      if (id.startsWith('api/') && !/<OpenApiDownload\s*\/>/.test(source)) problems.push(`${id}: no <OpenApiDownload />`);
    }
    assert.deepEqual(problems, []);
    assert.ok(used >= 10, `only ${used} API components in ${v}`);
  });
}

test('a component naming an endpoint its version lacks is reported (publicLicense is 2.1.1 only)', () => {
  const oldest = DOCS_VERSIONS[DOCS_VERSIONS.length - 1];
  assert.throws(() => httpApiMarkdown('ApiExamples', { id: 'publicLicense', part: 'response' }, oldest, 'x'), /not in version/);
  assert.throws(() => httpApiMarkdown('ApiFields', { id: 'nope', part: 'request' }, '2.1.1', 'x'), /no endpoint "nope"/);
});

test('api/Publish as plain Markdown (llms-full.txt) carries the field table, the values, the curl command and the download link', () => {
  const source = fs.readFileSync(path.join(versionDir('2.1.1'), 'api/Publish.md'), 'utf8');
  const md = toPlainMarkdown(source, {
    configTable: () => '',
    quickReference: () => '',
    httpApi: (name, props) => httpApiMarkdown(name, props, '2.1.1', 'https://doc.fluxmq.com/openapi.json'),
  });
  assert.doesNotMatch(md, /<Api|<OpenApi/);
  assert.match(md, /\| `payload_encoding` \| string \| payload 的编码方式。取值：`plain` payload 是纯文本；`base64` /);
  assert.match(md, /\| `clientId` \| string \| 客户端 ID \| `"http-publisher"` \|/);
  assert.ok(
    md.includes(`\`\`\`bash title="请求"\ncurl -u ${account('2.1.1')} -X POST http://localhost:${httpPort('2.1.1')}/api/publish \\\n`),
    'the curl command',
  );
  assert.match(md, /\[下载 OpenAPI 文件，可导入 Apifox \/ Postman\]\(https:\/\/doc\.fluxmq\.com\/openapi\.json\)/);
});
