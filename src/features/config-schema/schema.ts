/**
 * The JSON Schema (draft 2020-12) of FluxMQ's config.yaml in one docs version, built from the
 * configuration-key data (src/data/config-keys): every key the version documents, nested by its path
 * (`mqtt[].port`: `mqtt` is a list of objects that have `port`), with its JSON type and allowed values
 * (valueSchemaOf), its typed default where the data states a value, `required` where the default is
 * 必填, the meaning in Chinese and a link to the key's row on its page, a line with its type and default
 * in the hover text, what each allowed value means where the notes say it (enumDescriptions), and the
 * values the version's own pages write for it (`examples`, given by ./examples.ts, which reads the pages).
 * Keys deprecated in the version are `deprecated` (still valid), their hover text saying what 配置检查
 * says. Anything the version does not document is reported (`additionalProperties: false`), except
 * inside map-typed keys (Netty options and the like), which take any entries.
 *
 * Editors read it through `# yaml-language-server: $schema=<address>`; the build writes it to
 * /<version>/config.schema.json for every version (a fixed address), and the latest's also to
 * /config.schema.json, which follows the latest release (src/features/config-schema).
 */
import {
  configPages,
  deprecationNote,
  deprecationWarning,
  isDeprecatedIn,
  keyAt,
  type ConfigKey,
  type ConfigPage,
  type ConfigTable,
} from '../../data/config-keys';
import { valueSchemaOf, type ValueSchema } from '../../data/config-keys/value-schema';
import { DOCS_VERSIONS, inRange, versionPathPrefix } from '../../data/versions';
import { SITE_URL } from '../../../config/site';
import { keyAnchor } from '../config-key-links/anchors';

export const SCHEMA_DIALECT = 'https://json-schema.org/draft/2020-12/schema';

export type JsonSchema = { [keyword: string]: unknown };

/** The keywords the schema adds to draft 2020-12, for editors: a strict validator declares them. */
export const EDITOR_KEYWORDS = ['markdownDescription', 'deprecationMessage', 'enumDescriptions', 'markdownEnumDescriptions'] as const;

const EDITOR_KEYWORDS_COMMENT = `${EDITOR_KEYWORDS.join(', ')} are editor annotations (yaml-language-server, VS Code): hover text in Markdown, the message for a key FluxMQ no longer reads, and what each allowed value means (shown in completion). A strict validator declares them as annotations, e.g. Ajv: ajv.addVocabulary(${JSON.stringify(EDITOR_KEYWORDS)}).`;

/**
 * The values the version's own pages write for each leaf key, by the key's path in the schema (names
 * joined with dots, without `[]`: `mqtt.port` for `mqtt[].port`), in page order (./examples.ts).
 */
export type KeyExamples = ReadonlyMap<string, readonly unknown[]>;

/** At most this many `examples` per key. */
export const MAX_EXAMPLES = 3;

/** /config.schema.json for the latest version (the address that follows the latest), /<version>/config.schema.json for the others. */
export function configSchemaPath(v: string): string {
  return `${versionPathPrefix(v)}/config.schema.json`;
}

/** The version's fixed address, /<version>/config.schema.json, the latest's included: it never follows a later release. */
export function pinnedSchemaPath(v: string): string {
  return `/${v}/config.schema.json`;
}

/** Every address the build writes version v's schema to: the fixed one, and for the latest also /config.schema.json. */
export function configSchemaPaths(v: string): string[] {
  return [...new Set([pinnedSchemaPath(v), configSchemaPath(v)])];
}

/** The schema's address in the version's own part of the site (/config.schema.json for the latest). */
export function configSchemaUrl(v: string): string {
  return `${SITE_URL}${configSchemaPath(v)}`;
}

/** The fixed address the editor line of a pinned config.yaml names (the pages' `:fact[schema.pinned]`). */
export function pinnedSchemaUrl(v: string): string {
  return `${SITE_URL}${pinnedSchemaPath(v)}`;
}

/** The address of the schema catalog (SchemaStore's catalog format) that lists every version's schema. */
export const CATALOG_PATH = '/config.schema.catalog.json';

/**
 * The files an editor that reads the catalog checks without a first-line comment. FluxMQ reads a file
 * named config.yaml, and the notes name no place for it that is FluxMQ's own (the Docker image's
 * /app/config/config.yaml is any image's layout), so a bare config.yaml is too generic: the patterns
 * name a config.yaml in a folder whose name starts with fluxmq (an unpacked package, fluxmq-<version>),
 * directly or in its config/ folder, as the image lays it out (READINGS.md).
 */
export const CATALOG_FILE_MATCH = ['**/fluxmq*/config.yaml', '**/fluxmq*/config/config.yaml'] as const;

/**
 * Every docs version's schema as one entry of a catalog in SchemaStore's format
 * (https://json.schemastore.org/schema-catalog.json): `url` is the address that follows the latest
 * release, `versions` each version's fixed address, newest first (from src/data/versions.ts).
 */
export function schemaCatalog(): JsonSchema {
  return {
    $schema: 'https://json.schemastore.org/schema-catalog.json',
    version: 1,
    schemas: [
      {
        name: 'FluxMQ config.yaml',
        description: `Configuration file of FluxMQ, a cloud-native MQTT broker and IoT access platform: the keys of the latest version (${DOCS_VERSIONS[0]}), with a pinned schema per version in "versions". FluxMQ reads config.yaml, whose usual places are not specific to FluxMQ, so fileMatch names a config.yaml in a folder whose name starts with fluxmq; elsewhere, name the schema in the file's first line: # yaml-language-server: $schema=<address>.`,
        fileMatch: [...CATALOG_FILE_MATCH],
        url: configSchemaUrl(DOCS_VERSIONS[0]),
        versions: Object.fromEntries(DOCS_VERSIONS.map((v) => [v, pinnedSchemaUrl(v)])),
      },
    ],
  };
}

/** A doc's address inside its version: `config/mqtt` → /config/mqtt, `endpoint/README` → /endpoint/. */
export function defaultDocPath(docId: string, v: string): string {
  const clean = docId.replace(/(^|\/)(README|index)$/i, '$1');
  return `${versionPathPrefix(v)}/${clean}`;
}

/** What every node of one version's schema is built with. */
interface Context {
  v: string;
  docPath: (docId: string, v: string) => string;
  examples: KeyExamples;
}

/** One documented row of a key in version v: the key as it reads there, the table and page that list it. */
interface Row {
  key: ConfigKey;
  table: ConfigTable;
  page: ConfigPage;
  /** The version that deprecated the key, when v is that version or a later one. */
  deprecatedIn?: string;
  /** The FluxMQ version, older than the docs, from which the key is no longer read (config/es). */
  removedIn?: string;
}

interface Node {
  /** `mqtt[]`: the key is a list whose items are objects with the children. */
  list: boolean;
  rows: Row[];
  children: Map<string, Node>;
}

const newNode = (): Node => ({ list: false, rows: [], children: new Map() });

/** The rows of version v, every key of every table the version has. */
function rowsOf(v: string): Row[] {
  const rows: Row[] = [];
  for (const page of configPages) {
    for (const table of page.tables) {
      if (!inRange(table, v)) continue;
      for (const k of table.keys) {
        if (!inRange(k, v)) continue;
        rows.push({
          key: keyAt(k, v),
          table,
          page,
          ...(isDeprecatedIn(k, v) ? { deprecatedIn: k.deprecated } : {}),
          ...(table.removedIn ? { removedIn: table.removedIn } : {}),
        });
      }
    }
  }
  return rows;
}

/** `mqtt[].ssl.crt` → [['mqtt', list], ['ssl'], ['crt']]. */
function segmentsOf(path: string): Array<{ name: string; list: boolean }> {
  return path.split('.').map((s) => ({ name: s.replace(/\[\]$/, ''), list: s.endsWith('[]') }));
}

function treeOf(rows: readonly Row[]): Node {
  const root = newNode();
  for (const row of rows) {
    let node = root;
    for (const seg of segmentsOf(row.key.key)) {
      let child = node.children.get(seg.name);
      if (!child) node.children.set(seg.name, (child = newNode()));
      if (seg.list) child.list = true;
      node = child;
    }
    node.rows.push(row);
  }
  return root;
}

const NO_VALUE = /^[—-]|必填|[\u3400-\u9fff]/;

/**
 * The default as a typed value, when the row states one: `100` → 100, `false` → false, `LOCAL`, and a
 * value followed by a note in full-width brackets (`4194304（4 MB）`). None for `—`, 必填 or prose.
 */
export function typedDefault(raw: string, value: ValueSchema): string | number | boolean | undefined {
  const text = raw.replace(/（[^）]*）$/, '').trim();
  if (!text || NO_VALUE.test(text)) return undefined;
  let typed: string | number | boolean | undefined;
  if (value.type === 'integer') typed = /^-?\d+$/.test(text) ? Number(text) : undefined;
  else if (value.type === 'number') typed = /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : undefined;
  else if (value.type === 'boolean') typed = text === 'true' ? true : text === 'false' ? false : undefined;
  else if (value.type === 'string') typed = text;
  if (typed !== undefined && value.enum && !value.enum.includes(typed)) return undefined;
  return typed;
}

const isRequired = (row: Row) => row.key.default.trim() === '必填';

/** A section (no row of its own) is required when a key directly in it is: `http` for `http.port`. */
const hasRequiredChild = (node: Node): boolean =>
  [...node.children.values()].some((c) => c.rows.some(isRequired) || (!c.rows.length && hasRequiredChild(c)));

function docLink(row: Row, { v, docPath }: Context): string {
  return `${SITE_URL}${docPath(row.page.docId, v)}#${keyAnchor(row.table, row.key.key)}`;
}

/** A value as the hover text shows it: `1883`, `LOCAL`, `true`. */
const shown = (x: string | number | boolean) => `\`${String(x)}\``;

/**
 * The hover line of a key's type and default, as the version's data states them: 「类型：`integer`
 * （1–65535）· 默认值：`1883`」; allowed values in the brackets for a closed set; 「必填」 for a
 * required key; no default where the data gives no typed one (`—`, prose such as 「CPU 核数」).
 */
export function typeLine(value: ValueSchema, typed: string | number | boolean | undefined, required: boolean): string {
  const range =
    value.minimum !== undefined && value.maximum !== undefined
      ? `（${value.minimum}–${value.maximum}）`
      : value.enum
        ? `（${value.enum.map(shown).join('、')} 之一）`
        : '';
  const tail = required ? '· 必填' : typed !== undefined ? `· 默认值：${shown(typed)}` : '';
  // No space after a full-width bracket: 「（1–65535）· 必填」, 「`boolean` · 默认值：`false`」.
  return `类型：\`${value.type}\`${range}${tail && (range ? tail : ` ${tail}`)}`;
}

/**
 * description / markdownDescription / deprecated of a node's rows (several tables may list one key),
 * with the type line (typeLine) in the Markdown when given. A deprecated key stays valid: `deprecated:
 * true` (the 2020-12 annotation) and, in the hover text, the sentence 配置检查 shows for it
 * (deprecationWarning) — never `deprecationMessage`: yaml-language-server's server (1.25.0 too) publishes
 * every schema warning as an error, so a deprecationMessage would mark a valid key as an error, and
 * leaves the key out of completion (READINGS.md; tests/unit/yaml-language-server.test.mjs proves both).
 */
function annotations(rows: readonly Row[], ctx: Context, type?: string): JsonSchema {
  if (!rows.length) return {};
  const deprecated = rows.every((r) => r.deprecatedIn);
  // keyAt appends the short deprecation note to the meaning; the hover text says the full sentence instead.
  const meanings = [...new Set(rows.map((r) => (r.deprecatedIn ? r.key.meaning.replace(deprecationNote(r.key), '') : r.key.meaning)))];
  const warning = deprecated ? deprecationWarning(rows[0].key.key, rows[0].key, ctx.v) : undefined;
  const description = [meanings.join(''), warning].filter(Boolean).join('');
  const links = rows.map((r) => `[${r.page.title}：${r.key.key}](${docLink(r, ctx)})`);
  const markdown = [meanings.join(''), warning && `**${warning}**`, type, [...new Set(links)].join(' · ')].filter(Boolean).join('\n\n');
  return { description, markdownDescription: markdown, ...(deprecated ? { deprecated: true } : {}) };
}

/** enumDescriptions / markdownEnumDescriptions, parallel to `enum`, when the data says what some value means ('' for the others). */
function enumDescriptions(rows: readonly Row[], values: readonly (string | number | boolean)[]): JsonSchema {
  const meaningOf = (x: string | number | boolean) => rows.map((r) => r.key.valueMeanings?.[String(x)]).find((m) => m !== undefined);
  if (!values.some((x) => meaningOf(x) !== undefined)) return {};
  const plain = values.map((x) => meaningOf(x) ?? '');
  return { enumDescriptions: plain, markdownEnumDescriptions: plain };
}

/** Every row at and below a node. */
const rowsBelow = (node: Node): Row[] => [...node.rows, ...[...node.children.values()].flatMap(rowsBelow)];

/** The version from which every key at and below a node is no longer read, when they all are. */
function removedInOf(node: Node): string | undefined {
  const rows = rowsBelow(node);
  const versions = new Set(rows.map((r) => r.removedIn));
  return rows.length && versions.size === 1 ? [...versions][0] : undefined;
}

function nodeSchema(path: string, node: Node, ctx: Context): JsonSchema {
  const { v } = ctx;
  const removedIn = path ? removedInOf(node) : undefined;
  if (removedIn) {
    // A key no longer read: any value is refused (`not: {}`), and the editor names the version on the
    // key's line (deprecationMessage: published as an error by yaml-language-server's server, beside the
    // error of `not`, which is right for a removed key).
    const links = [...new Set(rowsBelow(node).map((r) => `[${r.page.title}：${path}](${docLink(r, ctx)})`))];
    const note = `${path}：${removedIn} 起已移除，FluxMQ 不再读取，可以删除。`;
    return {
      description: note,
      markdownDescription: [`**${note}**`, links[0]].join('\n\n'),
      deprecated: true,
      deprecationMessage: note,
      not: {},
    };
  }
  const rows = node.rows;
  const values = rows.map((r) => valueSchemaOf(r.key));
  const types = [...new Set(values.map((s) => s.type))];
  if (types.length > 1) throw new Error(`config schema ${v}: ${path} has different types in different tables (${types.join(', ')})`);
  const own: ValueSchema | undefined = values[0];
  const defaults = own ? [...new Set(rows.map((r) => typedDefault(r.key.default, own)))] : [];
  const typed = defaults.length === 1 ? defaults[0] : undefined;
  const notes = annotations(rows, ctx, own && typeLine(own, typed, rows.some(isRequired)));

  if (node.children.size) {
    if (own && own.type !== 'object' && own.type !== 'array') {
      throw new Error(`config schema ${v}: ${path} is a ${own.type} but has keys below it`);
    }
    const isMap = rows.some((r) => /^map\b/i.test(r.key.type));
    const properties: Record<string, JsonSchema> = {};
    const required: string[] = [];
    for (const [name, child] of node.children) {
      const childPath = path ? `${path}.${name}` : name;
      properties[name] = nodeSchema(childPath, child, ctx);
      if (removedInOf(child)) continue;
      if (child.rows.some(isRequired) || (!child.rows.length && hasRequiredChild(child))) required.push(name);
    }
    const object: JsonSchema = {
      type: 'object',
      properties,
      ...(required.length ? { required } : {}),
      ...(isMap ? {} : { additionalProperties: false }),
    };
    // A list whose items have required keys (`mqtt`: each listener needs its port) needs an item.
    if (node.list || own?.type === 'array') return { ...notes, type: 'array', items: object, ...(required.length ? { minItems: 1 } : {}) };
    // A section whose every key is commented out (`pool:` followed by comments only) reads as null,
    // unless it has required keys (`http:` left empty lacks http.port).
    if (!own && path && !required.length) return { ...notes, ...object, type: ['object', 'null'] };
    return { ...notes, ...object };
  }

  if (!own) throw new Error(`config schema ${v}: ${path} has neither a row nor keys below it`);
  const schema: JsonSchema = { ...notes, type: own.type };
  if (own.enum) Object.assign(schema, { enum: [...own.enum], ...enumDescriptions(rows, own.enum) });
  if (own.minimum !== undefined) schema.minimum = own.minimum;
  if (own.maximum !== undefined) schema.maximum = own.maximum;
  if (typed !== undefined) schema.default = typed;
  const examples = ctx.examples.get(path);
  if (examples?.length) schema.examples = examples.slice(0, MAX_EXAMPLES);
  return schema;
}

/**
 * The config.yaml schema of docs version v. `docPath` gives a doc's address in the version (for the
 * links); `address` is the path the file is served at (its `$id`): configSchemaPath(v) unless given;
 * `examples` the values the version's pages write for each key (./examples.ts pageExamples(v), which
 * the build passes; none unless given, so the schema needs no file and stays the same for the same data).
 */
export function configSchema(
  v: string,
  docPath: (docId: string, v: string) => string = defaultDocPath,
  address: string = configSchemaPath(v),
  examples: KeyExamples = new Map(),
): JsonSchema {
  if (!DOCS_VERSIONS.includes(v)) throw new Error(`config schema: unknown docs version "${v}"`);
  const root = treeOf(rowsOf(v));
  const body = nodeSchema('', root, { v, docPath, examples });
  delete body.description;
  delete body.markdownDescription;
  return {
    $schema: SCHEMA_DIALECT,
    $id: `${SITE_URL}${address}`,
    $comment: EDITOR_KEYWORDS_COMMENT,
    title: `FluxMQ ${v} config.yaml`,
    description: `FluxMQ ${v} 的配置文件 config.yaml：每个配置项的类型、可选值、默认值和说明，来自该版本文档的配置指南。`,
    markdownDescription: `FluxMQ ${v} 的配置文件 config.yaml，配置项见 [配置速查](${SITE_URL}${docPath('config/quick-reference', v)})。`,
    ...body,
  };
}

/**
 * The same schema without `required` (and without its `$id`, so both can be compiled side by side), for
 * checking a fragment of a config.yaml (some sections only).
 */
export function withoutRequired(schema: JsonSchema): JsonSchema {
  const strip = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(strip);
    if (!value || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value)
        .filter(([k]) => k !== 'required')
        .map(([k, x]) => [k, k === 'enum' || k === 'default' || k === 'examples' ? x : strip(x)]),
    );
  };
  const { $id: _id, ...rest } = strip(schema) as JsonSchema;
  return rest;
}

/** Where a key path lives across the docs versions: the versions that document it, oldest first. */
export function versionsWithKey(path: string): string[] {
  const normal = (p: string) => p.replace(/\[\]/g, '');
  return [...DOCS_VERSIONS]
    .reverse()
    .filter((v) => rowsOf(v).some((r) => normal(r.key.key) === normal(path) || normal(r.key.key).startsWith(`${normal(path)}.`)));
}
