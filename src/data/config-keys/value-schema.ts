/**
 * What a key's value must be, in JSON Schema terms, derived from the row's `type` (and its `values`,
 * the allowed values, where a key has a closed set; a port's range, 1 to 65535, from its name). One
 * derivation for everything that checks a config.yaml: the JSON Schema files, the code-sample checks
 * and the 配置检查 page.
 */
import type { ConfigKey } from './types';

export type ValueType = 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object';

export interface ValueSchema {
  type: ValueType;
  /** The allowed values, when the key has a closed set. */
  enum?: readonly (string | number | boolean)[];
  /** The smallest and largest value a number may take (a port: 1 to 65535). */
  minimum?: number;
  maximum?: number;
}

/** A TCP or UDP port number: `port`, `multicastPort`, `remotePort` … of integer type. */
const PORT = /(^|\.)port$|Port$/;
export const PORT_RANGE = { minimum: 1, maximum: 65535 } as const;

/** The leading word of a row's type (`int（字节）` → `int`) mapped to a JSON type. */
const TYPE_WORDS: Record<string, ValueType> = {
  int: 'integer',
  integer: 'integer',
  long: 'integer',
  number: 'number',
  double: 'number',
  float: 'number',
  boolean: 'boolean',
  bool: 'boolean',
  string: 'string',
  list: 'array',
  array: 'array',
  map: 'object',
  object: 'object',
};

/** The JSON type and allowed values of a key as it reads in a version (pass `keyAt(key, v)`). */
export function valueSchemaOf(key: Pick<ConfigKey, 'key' | 'type' | 'values'>): ValueSchema {
  const word = /^[A-Za-z]+/.exec(key.type)?.[0]?.toLowerCase() ?? '';
  const type = TYPE_WORDS[word];
  if (!type)
    throw new Error(
      `src/data/config-keys: ${key.key} has type "${key.type}", which names no JSON type (${Object.keys(TYPE_WORDS).join(', ')})`,
    );
  const range = type === 'integer' && PORT.test(key.key.replace(/\[\]/g, '')) ? PORT_RANGE : {};
  return key.values?.length ? { type, enum: key.values, ...range } : { type, ...range };
}
