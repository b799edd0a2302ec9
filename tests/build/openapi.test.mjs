// Each docs version's OpenAPI file in the build (/openapi.json, /<version>/openapi.json): valid
// OpenAPI 3.1, the endpoints the notes document for that version (tests/fixtures/http-api-endpoints.mjs),
// the same document the API data builds; and the version's API pages agree with it — their download
// link points at it, their endpoint and field tables name exactly its operations and fields, and every
// call in their code examples is one of its operations.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import SwaggerParser from '@apidevtools/swagger-parser';
import { BUILD_DIR, htmlOf } from '../lib/site.mjs';
import { importTs } from '../lib/import-ts.mjs';
import { docRoutes, prefixOf } from '../fixtures/spec-routes.mjs';
import { DOCUMENTED_ENDPOINTS } from '../fixtures/http-api-endpoints.mjs';

const { DOCS_VERSIONS, inRange } = await importTs('src/data/versions.ts');
const { openApiDocument } = await importTs('src/data/http-api/openapi.ts');
const { factValue } = await importTs('src/data/shared-facts.ts');

const METHODS = ['get', 'post'];
const operations = (doc) =>
  new Map(Object.entries(doc.paths).flatMap(([p, item]) => METHODS.filter((m) => item[m]).map((m) => [`${m.toUpperCase()} ${p}`, item[m]])));
const fileOf = (v) => JSON.parse(fs.readFileSync(path.join(BUILD_DIR, prefixOf(v), 'openapi.json'), 'utf8'));

// The built HTML is minified: attribute quotes and optional end tags (</td>, </tr>) may be left out.
const decode = (s) => s.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
const textOf = (html) => decode(html.replace(/<!--[\s\S]*?-->/g, '').replace(/<[^>]+>/g, '')).trim();
const hasClass = (attrs, cls) => new RegExp(`\\bclass=(?:"[^"]*\\b${cls}\\b[^"]*"|${cls}[\\s>])`).test(`${attrs}>`);
const attr = (attrs, name) => attrs.match(new RegExp(`\\b${name}=(?:"([^"]*)"|([^\\s>]+))`))?.slice(1).find((x) => x !== undefined);
/** The tables of a class in a page's HTML, each as rows (of the body) of cell texts. */
const tables = (html, cls) =>
  [...html.matchAll(/<table\b([^>]*)>([\s\S]*?)<\/table>/g)]
    .filter((m) => hasClass(m[1], cls))
    .map((m) => (m[2].split(/<tbody\b[^>]*>/)[1] ?? '').split(/<tr\b[^>]*>/).slice(1).map((row) => row.split(/<td\b[^>]*>/).slice(1).map(textOf)));

/** The `METHOD /path` an endpoint table's first cell names (after the endpoint's name). */
const operationIn = (cell) => cell.match(/(?:GET|POST|PUT|DELETE|PATCH) \/\S*$/)?.[0] ?? `no operation in "${cell}"`;

/** Field names of a schema as the pages name them: `a.b`, `data[].c`, `endpoints.<键>.port`. */
function fieldNames(schema, prefix = '') {
  const names = [];
  for (const [name, s] of Object.entries(schema?.properties ?? {})) {
    names.push(`${prefix}${name}`);
    if (s.type === 'object') {
      names.push(...fieldNames(s, `${prefix}${name}.`));
      if (s.additionalProperties) names.push(...fieldNames(s.additionalProperties, `${prefix}${name}.<键>.`));
    }
    if (s.type === 'array' && s.items?.type === 'object') names.push(...fieldNames(s.items, `${prefix}${name}[].`));
  }
  return names;
}

/** Calls in a page's code blocks: ["METHOD /path"]. curl commands to the version's HTTP port, and the fetch/requests helpers of the examples. */
function callsIn(html, port) {
  const calls = [];
  for (const [, code] of html.matchAll(/<pre[^>]*>([\s\S]*?)<\/pre>/g)) {
    const text = textOf(code.replace(/<br>/g, '\n'));
    for (const command of text.split(/\n(?=\s*curl )/)) {
      for (const m of command.matchAll(new RegExp(`localhost:${port}(/[^\\s"'?\\\\]*)`, 'g'))) calls.push(`${/-X POST|-d /.test(command) ? 'POST' : 'GET'} ${m[1]}`);
    }
    for (const m of text.matchAll(/(?:fetch\(|post\()'(\/[^']+)'|requests\.post\(f"\{BASE\}(\/[^"]+)"/g)) calls.push(`POST ${m[1] ?? m[2]}`);
  }
  return calls;
}

const apiPages = (v) => docRoutes(v).filter((r) => r.startsWith(`${prefixOf(v)}/api/`));

for (const v of DOCS_VERSIONS) {
  test(`${v}: ${prefixOf(v)}/openapi.json is valid OpenAPI 3.1 (the official schema and swagger-parser) with exactly the endpoints the notes document for ${v}`, async () => {
    const doc = fileOf(v);
    const validator = new Validator();
    const res = await validator.validate(structuredClone(doc));
    assert.ok(res.valid, JSON.stringify(res.errors));
    assert.equal(validator.version, '3.1');
    // Apifox, Postman and code generators read it through @apidevtools/swagger-parser.
    await SwaggerParser.validate(structuredClone(doc));
    assert.equal(doc.info.version, v);
    const expected = DOCUMENTED_ENDPOINTS.filter(([, range]) => inRange(range, v)).map(([key]) => key).sort();
    assert.deepEqual([...operations(doc).keys()].sort(), expected);
    assert.deepEqual(doc, openApiDocument(v), 'the served file is the document the API data builds');
  });

  test(`${v}: every API page links the version's OpenAPI file, and its tables and examples name the file's operations and fields`, () => {
    const doc = fileOf(v);
    const ops = operations(doc);
    const pages = apiPages(v);
    assert.ok(pages.length >= 3, `API pages of ${v}: ${pages}`);
    const shownOps = new Set();
    for (const route of pages) {
      const html = htmlOf(route);
      const link = html.match(/<a\b([^>]*)>下载 OpenAPI 文件，可导入 Apifox \/ Postman<\/a>/);
      assert.ok(link, `${route}: no download link`);
      assert.equal(attr(link[1], 'href'), `${prefixOf(v)}/openapi.json`, `${route}: download link`);
      assert.equal(attr(link[1], 'download'), `fluxmq-${v}-openapi.json`);
      // The endpoint tables (reference) and the summary tables (detail pages) name operations of the file.
      for (const rows of tables(html, 'http-api-endpoints')) for (const cells of rows) shownOps.add(operationIn(cells[0]));
      const summaryMatch = html.match(/<td\b[^>]*>方法与路径(?:<\/td>)?\s*<td\b[^>]*><code\b[^>]*>([\s\S]*?)<\/code>/);
      const summary = summaryMatch && textOf(summaryMatch[1]);
      const op = summary && ops.get(summary);
      if (summary) {
        assert.ok(op, `${route}: ${summary} is not in the file`);
        shownOps.add(summary);
        const bodies = [op.requestBody?.content['application/json']?.schema, op.responses['200']?.content?.['application/json']?.schema];
        const fieldSets = bodies.map((s) => fieldNames(s).join(' '));
        for (const rows of tables(html, 'http-api-fields')) {
          const names = rows.map((cells) => cells[0]).join(' ');
          assert.ok(fieldSets.includes(names), `${route}: field table [${names}] is neither the request [${fieldSets[0]}] nor the response [${fieldSets[1]}] of ${summary}`);
        }
      }
      for (const call of callsIn(html, factValue('port.http', v))) assert.ok(ops.has(call), `${route}: the example calls ${call}, which is not in ${prefixOf(v)}/openapi.json`);
    }
    for (const shown of shownOps) assert.ok(ops.has(shown), `${shown} shown on the API pages but not in the file`);
    if (pages.includes(`${prefixOf(v)}/api/reference`)) {
      const listed = tables(htmlOf(`${prefixOf(v)}/api/reference`), 'http-api-endpoints').flat().map((cells) => operationIn(cells[0]));
      assert.deepEqual([...listed].sort(), [...ops.keys()].sort(), 'the reference lists every operation of the file, once');
    }
  });
}

test('llms-full.txt carries the API pages as Markdown: tables and examples, no component tags, the OpenAPI link', () => {
  const full = fs.readFileSync(path.join(BUILD_DIR, 'llms-full.txt'), 'utf8');
  assert.doesNotMatch(full, /<(Api|OpenApi)[A-Za-z]+/);
  assert.match(full, /\[下载 OpenAPI 文件，可导入 Apifox \/ Postman\]\(https:\/\/doc\.fluxmq\.com\/openapi\.json\)/);
  assert.match(full, /\| 添加端点 `POST \/api\/endpoints\/add` \|/);
});
