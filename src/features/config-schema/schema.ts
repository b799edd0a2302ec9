/**
 * The JSON Schema (draft 2020-12) of FluxMQ's config.yaml in one docs version, built from the
 * configuration-key data (src/data/config-keys): every key the version documents, nested by its path
 * (`mqtt[].port`: `mqtt` is a list of objects that have `port`), with its JSON type and allowed values
 * (valueSchemaOf), its typed default where the data states a value, `required` where the default is
 * 必填, the meaning in Chinese and a link to the key's row on its page. Keys deprecated in the version
 * are `deprecated` (still valid). Anything the version does not document is reported (`additionalProperties: false`),
 * except inside map-typed keys (Netty options and the like), which take any entries.
 *
 * Editors read it through `# yaml-language-server: $schema=<address>`; the build writes it to
 * /<version>/config.schema.json for every version (a fixed address), and the latest's also to
 * /config.schema.json, which follows the latest release (src/features/config-schema).
 */
import { configPages, isDeprecatedIn, keyAt, type ConfigKey, type ConfigPage, type ConfigTable } from '../../data/config-keys';
import { valueSchemaOf, type ValueSchema } from '../../data/config-keys/value-schema';
import { DOCS_VERSIONS, inRange, versionPathPrefix } from '../../data/versions';
import { SITE_URL } from '../../../config/site';
import { keyAnchor } from '../config-key-links/anchors';

export const SCHEMA_DIALECT = 'https://json-schema.org/draft/2020-12/schema';

export type JsonSchema = { [keyword: string]: unknown };

/** The keywords the schema adds to draft 2020-12, for editors: a strict validator declares them. */
export const EDITOR_KEYWORDS = ['markdownDescription', 'deprecationMessage'] as const;

const EDITOR_KEYWORDS_COMMENT = `${EDITOR_KEYWORDS.join(' and ')} are editor annotations (yaml-language-server, VS Code): hover text in Markdown, and the message for a key FluxMQ no longer reads. A strict validator declares them as annotations, e.g. Ajv: ajv.addVocabulary(${JSON.stringify(EDITOR_KEYWORDS)}).`;

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

/** A doc's address inside its version: `config/mqtt` → /config/mqtt, `endpoint/README` → /endpoint/. */
export function defaultDocPath(docId: string, v: string): string {
  const clean = docId.replace(/(^|\/)(README|index)$/i, '$1');
  return `${versionPathPrefix(v)}/${clean}`;
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

function docLink(row: Row, v: string, docPath: (docId: string, v: string) => string): string {
  return `${SITE_URL}${docPath(row.page.docId, v)}#${keyAnchor(row.table, row.key.key)}`;
}

/**
 * description / markdownDescription / deprecated of a node's rows (several tables may list one key). A
 * deprecated key stays valid: `deprecated: true` (the 2020-12 annotation) and the note in the hover
 * text, never `deprecationMessage`, which yaml-language-server reports as an error and leaves out of
 * completion (it turns every schema warning into an error: READINGS.md, 配置检查).
 */
function annotations(rows: readonly Row[], v: string, docPath: (docId: string, v: string) => string): JsonSchema {
  if (!rows.length) return {};
  const meanings = [...new Set(rows.map((r) => r.key.meaning))];
  const deprecated = rows.every((r) => r.deprecatedIn);
  const description = meanings.join('');
  const links = rows.map((r) => `[${r.page.title}：${r.key.key}](${docLink(r, v, docPath)})`);
  const markdown = [meanings.join(''), [...new Set(links)].join(' · ')].join('\n\n');
  return { description, markdownDescription: markdown, ...(deprecated ? { deprecated: true } : {}) };
}

/** Every row at and below a node. */
const rowsBelow = (node: Node): Row[] => [...node.rows, ...[...node.children.values()].flatMap(rowsBelow)];

/** The version from which every key at and below a node is no longer read, when they all are. */
function removedInOf(node: Node): string | undefined {
  const rows = rowsBelow(node);
  const versions = new Set(rows.map((r) => r.removedIn));
  return rows.length && versions.size === 1 ? [...versions][0] : undefined;
}

function nodeSchema(path: string, node: Node, v: string, docPath: (docId: string, v: string) => string): JsonSchema {
  const removedIn = path ? removedInOf(node) : undefined;
  if (removedIn) {
    // A key no longer read: any value is refused (`not: {}`), and the editor names the version on the
    // key's line (deprecationMessage, an error in yaml-language-server, which is right for a removed key).
    const links = [
      ...new Set(
        rowsBelow(node).map((r) => `[${r.page.title}：${path}](${SITE_URL}${docPath(r.page.docId, v)}#${keyAnchor(r.table, r.key.key)})`),
      ),
    ];
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
  const notes = annotations(rows, v, docPath);

  if (node.children.size) {
    if (own && own.type !== 'object' && own.type !== 'array') {
      throw new Error(`config schema ${v}: ${path} is a ${own.type} but has keys below it`);
    }
    const isMap = rows.some((r) => /^map\b/i.test(r.key.type));
    const properties: Record<string, JsonSchema> = {};
    const required: string[] = [];
    for (const [name, child] of node.children) {
      const childPath = path ? `${path}.${name}` : name;
      properties[name] = nodeSchema(childPath, child, v, docPath);
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
  if (own.enum) schema.enum = [...own.enum];
  if (own.minimum !== undefined) schema.minimum = own.minimum;
  if (own.maximum !== undefined) schema.maximum = own.maximum;
  const defaults = [...new Set(rows.map((r) => typedDefault(r.key.default, own)))];
  if (defaults.length === 1 && defaults[0] !== undefined) schema.default = defaults[0];
  return schema;
}

/**
 * The config.yaml schema of docs version v. `docPath` gives a doc's address in the version (for the
 * links); `address` is the path the file is served at (its `$id`): configSchemaPath(v) unless given.
 */
export function configSchema(
  v: string,
  docPath: (docId: string, v: string) => string = defaultDocPath,
  address: string = configSchemaPath(v),
): JsonSchema {
  if (!DOCS_VERSIONS.includes(v)) throw new Error(`config schema: unknown docs version "${v}"`);
  const root = treeOf(rowsOf(v));
  const body = nodeSchema('', root, v, docPath);
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
        .map(([k, x]) => [k, k === 'enum' || k === 'default' ? x : strip(x)]),
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
