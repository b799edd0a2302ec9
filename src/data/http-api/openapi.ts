/**
 * The OpenAPI 3.1 document of one docs version, built from the API data (src/data/http-api). The build
 * writes it as /openapi.json (latest) and /<version>/openapi.json (src/features/http-api); readers import
 * it into Apifox or Postman. Only what the version's docs document is in it.
 */
import { inRange } from '../versions';
import { endpointsFor, exampleFor, modulesFor, schemaFor } from './index';
import type { ApiEndpoint, JsonValue, Schema } from './index';
import { AUTH_SCHEMES, consoleAccount, exampleServer, RESPONSE_CONVENTIONS } from './conventions';

type Json = { [key: string]: unknown };

function withExample(schema: Schema, example: JsonValue | undefined, v: string): Json {
  return { schema: schemaFor(schema, v), ...(example !== undefined ? { example: exampleFor(schema, example, v) } : {}) };
}

function operation(e: ApiEndpoint, tag: string, v: string, withErrors: boolean): Json {
  const responses: Json = {
    [String(e.response.status)]: {
      description: e.response.description,
      ...(e.response.content
        ? { content: Object.fromEntries(e.response.content.map((c) => [c.mediaType, withExample(c.schema, c.example, v)])) }
        : {}),
    },
  };
  if (withErrors) {
    responses['4XX'] = { $ref: '#/components/responses/ClientError' };
    responses['5XX'] = { $ref: '#/components/responses/ServerError' };
  }
  return {
    operationId: e.id,
    tags: [tag],
    summary: e.summary,
    description: e.description,
    ...(e.query
      ? {
          parameters: e.query.map((p) => ({
            name: p.name,
            in: 'query',
            description: p.description,
            required: Boolean(p.required),
            schema: schemaFor(p.schema, v),
            example: p.example,
          })),
        }
      : {}),
    ...(e.request ? { requestBody: { content: { 'application/json': withExample(e.request.schema, e.request.example, v) } } } : {}),
    responses,
    ...(e.public ? { security: [] } : {}),
  };
}

function description(v: string, schemes: typeof AUTH_SCHEMES, withConventions: boolean): string {
  const account = consoleAccount(v);
  const lines = [
    `FluxMQ ${v} 的 HTTP API。接口由 FluxMQ 节点的 HTTP 服务提供（与管理控制台同一端口，config.yaml 中的 http.port，示例为 ${exampleServer(v).port}）；请求体为 JSON（Content-Type: application/json）。`,
    '',
    '## 认证',
    '',
    ...schemes.map((s) => `- ${s.label}：${s.description}`),
    `- 默认控制台账号为 ${account.username} / ${account.password}。`,
  ];
  if (withConventions) {
    lines.push(
      '- 路径以 /public/ 开头的公共接口无需认证。',
      '',
      '## 响应与错误码',
      '',
      '响应均为 JSON，字符编码 UTF-8。通用格式：成功时 code 为 200，附 message 与 data；出错时 code 为错误码，message 为错误概要，error 为具体原因。个别接口不同：/api/publish 与 /api/check 成功时 code 为 0，/rule/add 与 /auth/add 成功时直接返回字符串 "success"。',
      '',
      '| code | 含义 | 处理建议 |',
      '| --- | --- | --- |',
      ...RESPONSE_CONVENTIONS.errorCodes.map((c) => `| ${c.code} | ${c.meaning} | ${c.remedy} |`),
    );
  }
  return lines.join('\n');
}

/** The OpenAPI 3.1 document of docs version v. */
export function openApiDocument(v: string): Json {
  const server = exampleServer(v);
  const schemes = AUTH_SCHEMES.filter((s) => inRange(s, v));
  const withConventions = inRange(RESPONSE_CONVENTIONS, v);
  const modules = modulesFor(v);
  const codes = (from: number, to: number) =>
    RESPONSE_CONVENTIONS.errorCodes
      .filter((c) => c.code >= from && c.code < to)
      .map((c) => `${c.code} ${c.meaning}`)
      .join('、');
  const clientErrors = codes(400, 500);
  const serverErrors = codes(500, 600);
  const paths: Record<string, Json> = {};
  for (const { module, endpoints } of modules) {
    for (const e of endpoints) {
      const method = e.method.toLowerCase();
      const item = (paths[e.path] ??= {});
      if (item[method]) throw new Error(`http-api: ${e.method} ${e.path} is described twice for ${v}`);
      item[method] = operation(e, module.name, v, withConventions);
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'FluxMQ HTTP API',
      version: v,
      description: description(v, schemes, withConventions),
    },
    servers: [
      {
        url: 'http://{host}:{port}',
        // The variables carry no description of their own: @apidevtools/swagger-parser's OpenAPI 3.1
        // schema rejects `description` on a server variable, so the server's description names them.
        description: 'FluxMQ 节点的 HTTP 服务：host 为节点地址，port 为 HTTP 服务端口（config.yaml 中的 http.port）',
        variables: { host: { default: server.host }, port: { default: server.port } },
      },
    ],
    security: schemes.map((s) => ({ [s.id]: [] })),
    tags: modules.map(({ module }) => ({ name: module.name, description: module.description })),
    paths,
    components: {
      securitySchemes: Object.fromEntries(
        schemes.map((s) => [
          s.id,
          { type: 'http', scheme: s.scheme, ...(s.bearerFormat ? { bearerFormat: s.bearerFormat } : {}), description: s.description },
        ]),
      ),
      ...(withConventions
        ? {
            schemas: { Error: schemaFor(RESPONSE_CONVENTIONS.errorSchema, v) },
            responses: {
              ClientError: {
                description: `请求出错：code 为错误码（${clientErrors}），message 为错误概要，error 为具体原因。`,
                content: {
                  'application/json': { schema: { $ref: '#/components/schemas/Error' }, example: RESPONSE_CONVENTIONS.errorExample },
                },
              },
              ServerError: {
                description: `服务器内部错误：code 为错误码（${serverErrors}），message 为错误概要，error 为具体原因。`,
                content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
              },
            },
          }
        : {}),
    },
  };
}

/** Every endpoint of version v as "METHOD /path" (for tests and the pages' checks). */
export function operationKeys(v: string): string[] {
  return endpointsFor(v).map((e) => `${e.method} ${e.path}`);
}
