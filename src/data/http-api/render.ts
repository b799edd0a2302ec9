/**
 * What the API pages show, computed from the API data for one docs version: field tables (one row per
 * field, nested fields as `data[].auth.username`), the generated curl command and JSON examples, and the
 * short summaries of the reference tables. Used by the MDX components (src/features/http-api/components) and by
 * the Markdown output (llms-full.txt), so both say what the OpenAPI file says.
 */
import { inRange } from '../versions';
import { endpointById, exampleFor, moduleById, moduleEndpoints, schemaFor } from './index';
import type { ApiEndpoint, ApiModule, JsonValue, Schema } from './index';
import { consoleAccount, exampleServer } from './conventions';
import type { ExampleLanguage } from './highlight';

/** The endpoint with this id in version v; throws (a page error the build reports) when there is none. */
export function endpointIn(id: string, v: string): { endpoint: ApiEndpoint; module: ApiModule } {
  const found = endpointById(id);
  if (!found) throw new Error(`HTTP API: no endpoint "${id}" in src/data/http-api`);
  if (!inRange(found.endpoint, v)) throw new Error(`HTTP API: endpoint "${id}" is not in version ${v}`);
  return found;
}

export function moduleIn(id: string, v: string): { module: ApiModule; endpoints: ApiEndpoint[] } {
  const module = moduleById(id);
  if (!module) throw new Error(`HTTP API: no module "${id}" in src/data/http-api`);
  const endpoints = moduleEndpoints(module, v);
  if (!endpoints.length) throw new Error(`HTTP API: module "${id}" has no endpoint in version ${v}`);
  return { module, endpoints };
}

/** The type column: int, string, boolean, number, object, string 数组 … */
export function typeLabel(schema: Schema): string {
  if (schema.type === 'integer') return 'int';
  if (schema.type === 'array') return `${schema.items?.type ? typeLabel(schema.items) : 'any'} 数组`;
  return schema.type ?? 'any';
}

export interface FieldRow {
  /** `topic`, `data[].auth.username`, `endpoints.<端口>.port` … */
  name: string;
  type: string;
  description: string;
  /** Documented values and their meaning. */
  values?: Array<[string, string]>;
  /** The example's value, as JSON text; undefined when the example has none. */
  example?: string;
}

function at(example: JsonValue | undefined, key: string): JsonValue | undefined {
  if (example === null || typeof example !== 'object' || Array.isArray(example)) return undefined;
  return (example as Record<string, JsonValue>)[key];
}

function firstItem(example: JsonValue | undefined): JsonValue | undefined {
  return Array.isArray(example) ? example[0] : undefined;
}

function firstValue(example: JsonValue | undefined): JsonValue | undefined {
  if (example === null || typeof example !== 'object' || Array.isArray(example)) return undefined;
  return Object.values(example)[0];
}

const isScalar = (v: JsonValue | undefined): v is string | number | boolean | null => v === null || typeof v !== 'object';

function rows(schema: Schema, example: JsonValue | undefined, prefix: string, out: FieldRow[]): void {
  for (const [name, field] of Object.entries(schema.properties ?? {})) {
    const path = `${prefix}${name}`;
    const value = at(example, name);
    out.push({
      name: path,
      type: typeLabel(field),
      description: field.description ?? '',
      ...(field.oneOf ? { values: field.oneOf.map((o) => [String(o.const), o.description ?? ''] as [string, string]) } : {}),
      ...(isScalar(value) || (Array.isArray(value) && value.every(isScalar)) ? { example: JSON.stringify(value) } : {}),
    });
    if (field.type === 'object') {
      if (field.properties) rows(field, value, `${path}.`, out);
      if (field.additionalProperties?.properties) rows(field.additionalProperties, firstValue(value), `${path}.<键>.`, out);
    }
    if (field.type === 'array' && field.items?.type === 'object') rows(field.items, firstItem(value), `${path}[].`, out);
  }
}

/** The field table of a request body, a JSON response body, or the query parameters, in version v. */
export function fieldRows(e: ApiEndpoint, part: 'request' | 'response' | 'query', v: string): FieldRow[] {
  if (part === 'query') {
    return (e.query ?? []).map((p) => ({
      name: p.name,
      type: typeLabel(p.schema),
      description: `${p.description}${p.required ? '（必填）' : '（可选）'}`,
      ...(p.schema.oneOf ? { values: p.schema.oneOf.map((o) => [String(o.const), o.description ?? ''] as [string, string]) } : {}),
      example: JSON.stringify(p.example),
    }));
  }
  const body = part === 'request' ? e.request : e.response.content?.find((c) => c.mediaType === 'application/json');
  if (!body) return [];
  const schema = schemaFor(body.schema, v);
  const example = body.example === undefined ? undefined : exampleFor(body.schema, body.example, v);
  const out: FieldRow[] = [];
  if (schema.type === 'object') rows(schema, example, '', out);
  return out;
}

/** JSON on one line, spaced as people write it: {"topic": "a", "qos": 1}. */
export function inlineJson(value: JsonValue): string {
  if (Array.isArray(value)) return `[${value.map(inlineJson).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.entries(value)
      .map(([k, v]) => `${JSON.stringify(k)}: ${inlineJson(v)}`)
      .join(', ')}}`;
  }
  return JSON.stringify(value);
}

/** An example body as the pages print it: two-space indented JSON, short lists of values on one line. */
export function prettyJson(value: JsonValue, indent = ''): string {
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (!value.length) return '[]';
    const inline = inlineJson(value);
    if (value.every(isScalar) && inline.length <= 60) return inline;
    return `[\n${value.map((v) => `${inner}${prettyJson(v, inner)}`).join(',\n')}\n${indent}]`;
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value);
    if (!entries.length) return '{}';
    return `{\n${entries.map(([k, v]) => `${inner}${JSON.stringify(k)}: ${prettyJson(v, inner)}`).join(',\n')}\n${indent}}`;
  }
  return JSON.stringify(value);
}

const shellQuote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

/** The query string of the endpoint's documented parameter examples. */
function queryString(e: ApiEndpoint): string {
  const q = (e.query ?? []).map((p) => `${encodeURIComponent(p.name)}=${encodeURIComponent(String(p.example))}`);
  return q.length ? `?${q.join('&')}` : '';
}

/** The endpoint's example request as a curl command against the example server, in version v. */
export function curlCommand(e: ApiEndpoint, v: string): string {
  const server = exampleServer(v);
  const account = consoleAccount(v);
  const url = `http://${server.host}:${server.port}${e.path}${queryString(e)}`;
  const head = ['curl'];
  if (!e.public) head.push('-u', `${account.username}:${account.password}`);
  if (e.method !== 'GET') head.push('-X', e.method);
  head.push(e.query?.length ? `"${url}"` : url);
  const lines = [head.join(' ')];
  const body = e.request?.example === undefined ? undefined : exampleFor(e.request.schema, e.request.example, v);
  if (body !== undefined) {
    lines.push('  -H "Content-Type: application/json"');
    const one = inlineJson(body);
    lines.push(`  -d ${shellQuote(one.length <= 72 ? one : prettyJson(body).replace(/\n/g, '\n  '))}`);
  }
  // Without a documented body, the HTTP status is what tells the caller the result.
  if (!e.response.content) lines.push(`  -w '\\nHTTP %{http_code}\\n'`);
  return lines.join(' \\\n');
}

export interface ExampleCode {
  language: ExampleLanguage;
  title: string;
  code: string;
}

/** The example blocks of an endpoint: the request (curl), then each documented response body. */
export function examples(e: ApiEndpoint, part: 'request' | 'response', v: string): ExampleCode[] {
  if (part === 'request') return [{ language: 'bash', title: '请求', code: curlCommand(e, v) }];
  return (e.response.content ?? [])
    .filter((c) => c.example !== undefined)
    .map((c) =>
      c.mediaType === 'application/json'
        ? {
            language: 'json' as const,
            title: e.response.content!.length > 1 ? '响应（JSON）' : '响应',
            code: prettyJson(exampleFor(c.schema, c.example!, v)),
          }
        : { language: 'text' as const, title: '响应（Prometheus 文本格式）', code: String(c.example).replace(/\n$/, '') },
    );
}

/** A piece of a table cell: plain text or inline code. */
export type Inline = { code?: string; text?: string };

const MAX_SHOWN = 48;

/** Top-level fields of an example, with short scalar values: `port` 1884，`config`（`url`、`username`）… */
function summarize(value: JsonValue): Inline[] {
  if (Array.isArray(value)) {
    const text = inlineJson(value);
    return text.length <= 2 * MAX_SHOWN ? [{ code: text }] : [{ text: '数组' }];
  }
  if (value === null || typeof value !== 'object') return [{ code: inlineJson(value) }];
  const parts: Inline[] = [];
  Object.entries(value).forEach(([k, v], i) => {
    if (i > 0) parts.push({ text: '，' });
    parts.push({ code: k });
    if (Array.isArray(v) && v.every(isScalar) && inlineJson(v).length <= MAX_SHOWN) parts.push({ text: ` ${inlineJson(v)}` });
    else if (Array.isArray(v)) parts.push({ text: '（数组）' });
    else if (v !== null && typeof v === 'object') {
      parts.push({ text: '（' });
      Object.keys(v).forEach((sub, j) => parts.push(...(j > 0 ? [{ text: '、' }] : []), { code: sub }));
      parts.push({ text: '）' });
    } else {
      const shown = inlineJson(v);
      if (shown.length <= MAX_SHOWN) parts.push({ text: ` ${shown}` });
    }
  });
  return parts;
}

/** The 请求参数 cell of the reference table: query parameters and body example fields. */
export function requestSummary(e: ApiEndpoint, v: string): Inline[] {
  const parts: Inline[] = [];
  if (e.query?.length) {
    parts.push({ text: '查询参数 ' });
    e.query.forEach((p, i) => parts.push(...(i > 0 ? [{ text: '，' }] : []), { code: `${p.name}=${p.example}` }));
  }
  const body = e.request;
  if (body) {
    if (parts.length) parts.push({ text: '；' });
    if (body.example !== undefined) parts.push(...summarize(exampleFor(body.schema, body.example, v)));
    else {
      const names = Object.keys(schemaFor(body.schema, v).properties ?? {});
      names.forEach((n, i) => parts.push(...(i > 0 ? [{ text: '、' }] : []), { code: n }));
    }
  }
  return parts.length ? parts : [{ text: '—' }];
}

/** The 响应 cell of the reference table. */
export function responseSummary(e: ApiEndpoint, v: string): Inline[] {
  const content = e.response.content ?? [];
  if (!content.length) return [{ text: '—' }];
  const parts: Inline[] = [];
  content.forEach((c, i) => {
    if (i > 0) parts.push({ text: '；' });
    if (c.mediaType === 'text/plain') parts.push({ text: 'Prometheus 文本格式' });
    else if (c.example !== undefined) parts.push(...summarize(exampleFor(c.schema, c.example, v)));
    else parts.push({ text: 'JSON' });
  });
  return parts;
}

/** Inline pieces as Markdown. */
export const inlineMarkdown = (parts: Inline[]): string =>
  parts.map((p) => (p.code !== undefined ? `\`${p.code}\`` : (p.text ?? '').replace(/\|/g, '\\|'))).join('');
