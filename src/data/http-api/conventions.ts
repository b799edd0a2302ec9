/**
 * What every endpoint of a version shares: the server address, the authentication schemes, and (from
 * 2.1.1, api/README) the common response envelope and its error codes. Each convention says from which
 * version it is documented (`since` / `until`).
 */
import type { VersionRange } from '../versions';
import type { JsonValue, Schema } from './types';
import { integer, obj, str } from './schema';
import { requiredFactValue } from '../shared-facts';

/** A shared fact's value in version v (src/data/shared-facts.ts); the API examples must have it. */
const fact = (id: string, v: string) => requiredFactValue(id, v, 'HTTP API examples');

/** The address the examples call in version v: the HTTP server of a FluxMQ node (`http.port`). */
export const exampleServer = (v: string) => ({ host: 'localhost', port: fact('port.http', v) });

/** The console account the examples authenticate with in version v (`http.username` / `http.password`). */
export const consoleAccount = (v: string) => ({ username: fact('console.username', v), password: fact('console.password', v) });

export interface AuthScheme extends VersionRange {
  /** Name of the scheme in the OpenAPI file. */
  id: string;
  /** How the pages name it. */
  label: string;
  scheme: 'basic' | 'bearer';
  bearerFormat?: string;
  /** Chinese: where the credentials come from and how to send them. */
  description: string;
}

export const AUTH_SCHEMES: readonly AuthScheme[] = [
  {
    id: 'basicAuth',
    label: 'HTTP Basic',
    scheme: 'basic',
    description:
      '用户名和密码即控制台账号：config.yaml 中的 http.username 与 http.password（上线前请修改默认账号）。curl 用 -u 用户名:密码 携带。',
  },
  {
    id: 'bearerAuth',
    since: '2.1.1',
    label: 'Token',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description:
      '先调用 POST /public/login 用控制台账号换取 Token，再在请求头 Authorization: Bearer <token> 中携带；Token 过期（登录响应的 expires）后重新登录。',
  },
];

export interface ErrorCode {
  code: number;
  meaning: string;
  remedy: string;
}

/** The common response format and error codes (api/README, api/reference: 2.1.1). */
export const RESPONSE_CONVENTIONS: VersionRange & {
  errorCodes: readonly ErrorCode[];
  errorSchema: Schema;
  errorExample: JsonValue;
} = {
  since: '2.1.1',
  errorCodes: [
    { code: 200, meaning: '成功', remedy: '—' },
    { code: 400, meaning: '请求参数错误', remedy: '检查参数格式' },
    { code: 401, meaning: '认证失败', remedy: '检查用户名、密码或 Token' },
    { code: 403, meaning: '权限不足', remedy: '检查该用户的权限' },
    { code: 404, meaning: '资源不存在', remedy: '检查资源 ID' },
    { code: 409, meaning: '资源冲突', remedy: '检查资源当前状态' },
    { code: 500, meaning: '服务器内部错误', remedy: '查看服务端日志' },
  ],
  errorSchema: obj('出错时的响应', {
    code: integer('错误码，见错误码表'),
    message: str('错误概要'),
    error: str('具体原因'),
  }),
  errorExample: { code: 400, message: 'Invalid parameters', error: 'Missing required field: id' },
};
