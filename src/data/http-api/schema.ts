/**
 * Small builders for the JSON Schemas of src/data/http-api, so each endpoint reads as a list of
 * fields with their meaning; and the schemas the API shares (the response envelope and paging of
 * FluxMQ 2.1.1's API conventions).
 */
import type { ApiContent, ApiResponse, JsonValue, Schema } from './types';

type Extra = Omit<Schema, 'type' | 'description'>;

export const str = (description: string, extra: Extra = {}): Schema => ({ type: 'string', description, ...extra });
// Named `integer`, not `int`: `int` is an ES3 reserved word, and the production bundle's module
// concatenation left it undefined (ReferenceError during static rendering).
export const integer = (description: string, extra: Extra = {}): Schema => ({ type: 'integer', description, ...extra });
export const num = (description: string, extra: Extra = {}): Schema => ({ type: 'number', description, ...extra });
export const bool = (description: string, extra: Extra = {}): Schema => ({ type: 'boolean', description, ...extra });
export const dateTime = (description: string, extra: Extra = {}): Schema => str(description, { format: 'date-time', ...extra });

export const obj = (description: string, properties: Record<string, Schema> = {}, extra: Extra = {}): Schema => ({
  type: 'object',
  description,
  properties,
  ...extra,
});

export const arr = (description: string, items: Schema, extra: Extra = {}): Schema => ({ type: 'array', description, items, ...extra });

/** A string with documented values: [[value, meaning], …]. */
export const values = (description: string, documented: ReadonlyArray<readonly [string, string]>, extra: Extra = {}): Schema =>
  str(description, { oneOf: documented.map(([value, meaning]) => ({ const: value, description: meaning })), ...extra });

/** The fields of a paged request (2.1.1 API conventions). */
export const pageFields = (): Record<string, Schema> => ({ page: integer('页码'), size: integer('每页条数') });

/** A paged response: the page's records in `data`, with `total`, `page` and `size` (2.1.1 API conventions). */
export const paged = (records: string, record: Schema): Schema =>
  obj('分页结果', { data: arr(records, record), total: integer('总记录数'), page: integer('页码'), size: integer('每页条数') });

/** The common response envelope of 2.1.1: `code` (200 = success), `message`, and `data` when there is one. */
export const envelope = (data?: Schema): Schema =>
  obj('通用响应', { code: integer('状态码，200 表示成功'), message: str('结果说明'), ...(data ? { data } : {}) });

/** A JSON body. */
export const json = (schema: Schema, example?: JsonValue): ApiContent => ({
  mediaType: 'application/json',
  schema,
  ...(example !== undefined ? { example } : {}),
});

/** A plain-text body (the Prometheus exposition format). */
export const text = (description: string, example?: string): ApiContent => ({
  mediaType: 'text/plain',
  schema: str(description),
  ...(example !== undefined ? { example } : {}),
});

/** A success response: HTTP 200, with the bodies the docs give. */
export const ok = (description: string, ...content: ApiContent[]): ApiResponse => ({
  status: 200,
  description,
  ...(content.length ? { content } : {}),
});
