/**
 * Types of the FluxMQ HTTP API data (src/data/http-api): one typed description of every endpoint the
 * docs document, per docs version (`since` / `until`), from which the API pages render their tables
 * and examples and the build writes each version's OpenAPI 3.1 file (/openapi.json, /<version>/openapi.json).
 */
import type { VersionRange } from '../versions';

export type JsonValue = string | number | boolean | null | readonly JsonValue[] | { readonly [key: string]: JsonValue };

/**
 * A JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1) as the data writes it. A property may carry
 * its own `since` / `until`: the schema of version v leaves out the properties v does not have.
 */
export interface Schema extends VersionRange {
  type?: 'string' | 'integer' | 'number' | 'boolean' | 'object' | 'array';
  /** One plain Chinese sentence: what the value is. */
  description?: string;
  format?: 'date-time';
  properties?: Readonly<Record<string, Schema>>;
  /** For a map keyed by names the data does not fix (e.g. endpoints keyed by port). */
  additionalProperties?: Schema;
  items?: Schema;
  /** Documented values, each with its meaning: `oneOf: [{ const: 'plain', description: '…' }, …]`. */
  oneOf?: readonly Schema[];
  const?: JsonValue;
  minimum?: number;
  maximum?: number;
}

export type HttpMethod = 'GET' | 'POST';

/** A query parameter. */
export interface ApiParameter {
  name: string;
  description: string;
  schema: Schema;
  example: JsonValue;
  required?: boolean;
}

/** One representation of a response body. */
export interface ApiContent {
  mediaType: 'application/json' | 'text/plain';
  schema: Schema;
  /** The example the docs give; omitted when they give none. */
  example?: JsonValue;
}

export interface ApiResponse {
  /** HTTP status. */
  status: 200;
  /** One Chinese sentence: what the response says. */
  description: string;
  /** The body's representations; none when the docs give no body. */
  content?: readonly ApiContent[];
}

export interface ApiEndpoint extends VersionRange {
  /** Stable id (the OpenAPI operationId); pages name an endpoint by it: <ApiFields id="publish" … />. */
  id: string;
  method: HttpMethod;
  path: string;
  /** Short Chinese name, as the reference table lists it: 「发布消息」. */
  summary: string;
  /** One or two Chinese sentences: what the endpoint does. */
  description: string;
  /** Reachable without credentials (the public endpoints under /public/). */
  public?: boolean;
  query?: readonly ApiParameter[];
  /** The JSON request body: its schema and the example the docs give. */
  request?: { schema: Schema; example?: JsonValue };
  response: ApiResponse;
  /** Doc id of the page that explains this endpoint in detail, if it has one (e.g. api/Publish). */
  page?: string;
}

/**
 * A functional module of the API (an OpenAPI tag), with its endpoints in the order the reference lists
 * them. A version has the module when it has one of its endpoints.
 */
export interface ApiModule {
  id: string;
  /** Chinese name as the pages head it: 「消息发布 API」. */
  name: string;
  /** One Chinese sentence: what the module manages. */
  description: string;
  endpoints: readonly ApiEndpoint[];
}
