/**
 * The `examples` of each version's config.yaml schema: for every leaf key, the distinct values the
 * version's own pages write for it in their FluxMQ config samples (scripts/lib/yaml-samples.mjs finds
 * the YAML blocks and tells which are FluxMQ config: whole files, fragments, the config.yaml inside a
 * Kubernetes ConfigMap), in page order (the pages' files in path order, as allYamlBlocks walks them,
 * then line order), leaving out a value equal to the key's default, a placeholder such as `<组播端口>`
 * and a value the key's own schema rejects. ./schema.ts keeps at most MAX_EXAMPLES.
 *
 * Node only: it reads the Markdown of docs/ and versioned_docs/ (the build plugin and the tests call it;
 * no browser code imports it). The same pages give the same examples, so the built schema and
 * configSchema(v, …, pageExamples(v)) in the tests are the same.
 */
import Ajv2020 from 'ajv/dist/2020.js';
import { allYamlBlocks, isPlaceholder, yamlSampleCheck } from '../../../scripts/lib/yaml-samples.mjs';
import { substituteFacts } from '../../data/shared-facts';
import { versionOrder } from '../../data/versions';
import { configSchema, versionsWithKey, withoutRequired, type JsonSchema, type KeyExamples } from './schema';

interface Segment {
  name: string;
  list: boolean;
}

interface Block {
  version: string;
}

let blocks: Block[] | undefined;
let check: ((block: Block) => { kind: string; samples: Array<{ value: unknown }> }) | undefined;
const byVersion = new Map<string, KeyExamples>();

const isObject = (x: unknown): x is Record<string, unknown> => Boolean(x) && typeof x === 'object' && !Array.isArray(x);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** A config holding only `value` at the key: `mqtt[].port` → { mqtt: [{ port: value }] }. */
function fragmentOf(segments: readonly Segment[], value: unknown): unknown {
  let inner: unknown = value;
  for (let i = segments.length - 1; i >= 0; i--) {
    const object = { [segments[i].name]: inner };
    // The object is an item of the list above it.
    inner = i > 0 && segments[i - 1].list ? [object] : object;
  }
  return inner;
}

/** Every leaf value of a sample, with the leaf's schema and key segments, in document order. */
function leaves(
  value: unknown,
  schema: JsonSchema,
  segments: Segment[],
  out: Array<{ segments: Segment[]; schema: JsonSchema; value: unknown }>,
): void {
  const items = schema.items as JsonSchema | undefined;
  const listOfObjects = schema.type === 'array' && Boolean(items?.properties);
  const properties = (listOfObjects ? items?.properties : schema.properties) as Record<string, JsonSchema> | undefined;
  if (!properties) {
    if (segments.length && !('not' in schema)) out.push({ segments, schema, value });
    return;
  }
  const objects = listOfObjects ? (Array.isArray(value) ? value : []) : [value];
  const here = listOfObjects ? [...segments.slice(0, -1), { ...segments[segments.length - 1], list: true }] : segments;
  for (const object of objects) {
    if (!isObject(object)) continue;
    for (const [name, x] of Object.entries(object)) {
      const child = properties[name];
      if (child) leaves(x, child, [...here, { name, list: false }], out);
    }
  }
}

/** The values version v's pages write for each leaf key, by the key's schema path (`mqtt.port`), in page order. */
export function pageExamples(v: string): KeyExamples {
  const known = byVersion.get(v);
  if (known) return known;
  blocks ??= allYamlBlocks({ substitute: substituteFacts }) as Block[];
  check ??= yamlSampleCheck({ configSchema, withoutRequired, versionsWithKey, versionOrder });
  const schema = configSchema(v);
  const accepts = new Ajv2020({ strict: false }).compile(withoutRequired(schema));
  const found = new Map<string, unknown[]>();
  for (const block of blocks.filter((b) => b.version === v)) {
    const result = check(block);
    if (result.kind !== 'config') continue;
    for (const sample of result.samples) {
      const out: Array<{ segments: Segment[]; schema: JsonSchema; value: unknown }> = [];
      leaves(sample.value, schema, [], out);
      for (const leaf of out) {
        if (leaf.value === null || leaf.value === undefined || isPlaceholder(leaf.value)) continue;
        if ('default' in leaf.schema && same(leaf.schema.default, leaf.value)) continue;
        const path = leaf.segments.map((s) => s.name).join('.');
        const values = found.get(path) ?? [];
        if (values.some((x) => same(x, leaf.value))) continue;
        if (!accepts(fragmentOf(leaf.segments, leaf.value))) continue;
        found.set(path, [...values, leaf.value]);
      }
    }
  }
  byVersion.set(v, found);
  return found;
}
