/**
 * The FluxMQ HTTP API as data: every endpoint the docs document, grouped by module, each with the docs
 * versions that have it (`since` / `until`). The API pages render their tables and examples from it
 * (src/features/http-api/components) and the build writes each version's OpenAPI file from it (src/features/http-api).
 */
import { inRange } from '../versions';
import type { ApiEndpoint, ApiModule, JsonValue, Schema } from './types';
import publishModule from './modules/publish';
import endpointModule from './modules/endpoint';
import systemModule from './modules/system';
import { connectionModule, retainModule, sessionModule, subscriptionModule, topicModule } from './modules/mqtt';
import { aclModule, authModule, commandModule, extensionModule, ruleModule, scriptModule, sourceModule } from './modules/rule';
import { logModule, monitorModule, publicModule } from './modules/operations';

export type * from './types';

/** Every module, in the order the API reference lists them. */
export const API_MODULES: readonly ApiModule[] = [
  endpointModule,
  systemModule,
  connectionModule,
  publishModule,
  topicModule,
  subscriptionModule,
  ruleModule,
  sourceModule,
  authModule,
  aclModule,
  logModule,
  scriptModule,
  commandModule,
  extensionModule,
  monitorModule,
  sessionModule,
  retainModule,
  publicModule,
];

export const ALL_ENDPOINTS: readonly ApiEndpoint[] = API_MODULES.flatMap((m) => m.endpoints);

/** The endpoints of a module in version v (empty when the version has none of them). */
export function moduleEndpoints(module: ApiModule, v: string): ApiEndpoint[] {
  return module.endpoints.filter((e) => inRange(e, v));
}

/** The modules version v has, each with its endpoints in v. */
export function modulesFor(v: string): Array<{ module: ApiModule; endpoints: ApiEndpoint[] }> {
  return API_MODULES.map((module) => ({ module, endpoints: moduleEndpoints(module, v) })).filter((m) => m.endpoints.length > 0);
}

export function endpointsFor(v: string): ApiEndpoint[] {
  return ALL_ENDPOINTS.filter((e) => inRange(e, v));
}

export function moduleById(id: string): ApiModule | undefined {
  return API_MODULES.find((m) => m.id === id);
}

/** The endpoint with this id, with the module it belongs to. */
export function endpointById(id: string): { endpoint: ApiEndpoint; module: ApiModule } | undefined {
  for (const module of API_MODULES) {
    const endpoint = module.endpoints.find((e) => e.id === id);
    if (endpoint) return { endpoint, module };
  }
  return undefined;
}

/** A schema as it is in version v: properties v lacks left out, version ranges removed. */
export function schemaFor(schema: Schema, v: string): Schema {
  const { since: _since, until: _until, properties, items, additionalProperties, oneOf, ...rest } = schema;
  const out: Schema = { ...rest };
  if (properties) {
    out.properties = Object.fromEntries(
      Object.entries(properties)
        .filter(([, p]) => inRange(p, v))
        .map(([name, p]) => [name, schemaFor(p, v)]),
    );
  }
  if (items) out.items = schemaFor(items, v);
  if (additionalProperties) out.additionalProperties = schemaFor(additionalProperties, v);
  if (oneOf) out.oneOf = oneOf.map((s) => schemaFor(s, v));
  return out;
}

/** An example as it is in version v: the values of properties v lacks left out. */
export function exampleFor(schema: Schema, example: JsonValue, v: string): JsonValue {
  if (Array.isArray(example)) return schema.items ? example.map((x) => exampleFor(schema.items!, x, v)) : example;
  if (example === null || typeof example !== 'object') return example;
  const entries = Object.entries(example as Record<string, JsonValue>).flatMap(([name, value]): Array<[string, JsonValue]> => {
    const property = schema.properties?.[name] ?? schema.additionalProperties;
    if (!property) return [[name, value]];
    return inRange(property, v) ? [[name, exampleFor(property, value, v)]] : [];
  });
  return Object.fromEntries(entries);
}
