// Each docs version's JSON Schema of config.yaml (src/features/config-schema/schema.ts), generated from
// the configuration-key data: a valid draft 2020-12 schema that rejects what a config.yaml of that
// version must not hold (an unknown key, a wrong type, a value outside a key's allowed set), requires
// what the pages mark 必填, marks keys deprecated in the version as deprecated (still valid, the hover
// saying what 配置检查 says), and links every key to its row on its page in the same version. The hover
// text has each key's type and default; a closed set's values have their meanings where the data gives
// them (enumDescriptions); `examples` are the values the version's pages write (./examples.ts).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import { importTs } from '../lib/import-ts.mjs';
import { ROOT } from '../../scripts/lib/docs-tree.mjs';

const {
  CATALOG_FILE_MATCH,
  CATALOG_PATH,
  EDITOR_KEYWORDS,
  MAX_EXAMPLES,
  configSchema,
  configSchemaPaths,
  configSchemaUrl,
  pinnedSchemaUrl,
  schemaCatalog,
  withoutRequired,
  SCHEMA_DIALECT,
} = await importTs('src/features/config-schema/schema.ts');
const { pageExamples } = await importTs('src/features/config-schema/examples.ts');
const { configPages, deprecationNote, deprecationWarning, keyAt } = await importTs('src/data/config-keys/index.ts');
const { configKeyProblems } = await importTs('src/data/config-keys/check.ts');
const { valueSchemaOf } = await importTs('src/data/config-keys/value-schema.ts');
const { DOCS_VERSIONS, inRange, versionOrder } = await importTs('src/data/versions.ts');
const { factValue } = await importTs('src/data/shared-facts.ts');

/** An ajv for 2020-12 that knows the editor annotations the schema carries (and refuses any other unknown keyword). */
function newAjv() {
  const ajv = new Ajv2020({ allErrors: true, strict: true, strictTypes: false });
  ajv.addKeyword({ keyword: 'markdownDescription', schemaType: 'string' });
  ajv.addKeyword({ keyword: 'deprecationMessage', schemaType: 'string' });
  ajv.addKeyword({ keyword: 'enumDescriptions', schemaType: 'array' });
  ajv.addKeyword({ keyword: 'markdownEnumDescriptions', schemaType: 'array' });
  return ajv;
}

test('the schema names its editor keywords in $comment, and a strict Ajv that declares just those as its comment says compiles every version', () => {
  for (const v of DOCS_VERSIONS) {
    const schema = configSchema(v);
    assert.deepEqual([...EDITOR_KEYWORDS], ['markdownDescription', 'deprecationMessage', 'enumDescriptions', 'markdownEnumDescriptions']);
    for (const k of EDITOR_KEYWORDS) assert.ok(schema.$comment.includes(k), `$comment names ${k}`);
    assert.ok(schema.$comment.includes(`ajv.addVocabulary(${JSON.stringify(EDITOR_KEYWORDS)})`), schema.$comment);
    const ajv = new Ajv2020({ strict: true, strictTypes: false });
    ajv.addVocabulary([...EDITOR_KEYWORDS]);
    assert.doesNotThrow(() => ajv.compile(schema), `${v} compiles under strict Ajv`);
    // Without the declaration, strict Ajv stops at them (the planted case).
    assert.throws(() => new Ajv2020({ strict: true, strictTypes: false }).compile(schema), /unknown keyword/);
  }
});

/** The meaning a key row states in v, without the short deprecation note keyAt appends (the hover has the full sentence). */
const meaningOf = (raw, key) => key.meaning.replace(deprecationNote(raw), '');

/** Every key row (page, table, key as it reads in v) of version v that FluxMQ reads (not a table removed before the docs). */
const rowsIn = (v) =>
  configPages.flatMap((page) =>
    page.tables
      .filter((t) => inRange(t, v) && !t.removedIn)
      .flatMap((table) => table.keys.filter((k) => inRange(k, v)).map((k) => ({ page, table, raw: k, key: keyAt(k, v) }))),
  );

/** The subschema of a key path (`mqtt[].port`). */
function at(schema, keyPath) {
  let s = schema;
  for (const seg of keyPath.split('.')) {
    const name = seg.replace(/\[\]$/, '');
    s = s?.properties?.[name] ?? s?.items?.properties?.[name];
    if (s && seg.endsWith('[]')) assert.equal(s.type, 'array', `${keyPath}: ${name} is a list`);
  }
  return s;
}

/** A config holding `value` at a key path: lists get one item. */
function configWith(keyPath, value) {
  const root = {};
  let node = root;
  const segs = keyPath.split('.');
  segs.forEach((seg, i) => {
    const name = seg.replace(/\[\]$/, '');
    const last = i === segs.length - 1;
    if (last) node[name] = value;
    else if (seg.endsWith('[]')) {
      const item = {};
      node[name] = [item];
      node = item;
    } else node = node[name] = {};
  });
  return root;
}

const SAMPLE = { string: 'x', integer: 1, number: 1.5, boolean: true, array: [], object: {} };
const WRONG = { string: 12, integer: 'not-a-number', number: 'x', boolean: 'yes', array: 'x', object: 'x' };

for (const v of DOCS_VERSIONS) {
  test(`${v}: the schema is a valid draft 2020-12 schema at its own address`, () => {
    const schema = configSchema(v);
    assert.equal(schema.$schema, SCHEMA_DIALECT);
    assert.equal(schema.$id, configSchemaUrl(v));
    assert.equal(schema.$id, `https://doc.fluxmq.com${v === DOCS_VERSIONS[0] ? '' : `/${v}`}/config.schema.json`);
    const ajv = newAjv();
    assert.equal(ajv.validateSchema(schema), true, JSON.stringify(ajv.errors));
    ajv.compile(schema);
  });

  test(`${v}: the build writes the schema to /${v}/config.schema.json (a fixed address)${v === DOCS_VERSIONS[0] ? ' and to /config.schema.json, which follows the latest' : ''}`, () => {
    const expected = v === DOCS_VERSIONS[0] ? [`/${v}/config.schema.json`, '/config.schema.json'] : [`/${v}/config.schema.json`];
    assert.deepEqual(configSchemaPaths(v), expected);
    assert.equal(pinnedSchemaUrl(v), `https://doc.fluxmq.com/${v}/config.schema.json`);
    for (const address of configSchemaPaths(v)) {
      const { $id, ...rest } = configSchema(v, undefined, address);
      assert.equal($id, `https://doc.fluxmq.com${address}`);
      const { $id: _own, ...plain } = configSchema(v);
      assert.deepEqual(rest, plain, `${address}: the same schema, its own $id`);
    }
  });

  test(`${v}: every key of the version is in the schema with its type, allowed values, meaning and link`, () => {
    const schema = configSchema(v);
    const prefix = v === DOCS_VERSIONS[0] ? '' : `/${v}`;
    for (const { page, raw, key } of rowsIn(v)) {
      const s = at(schema, key.key);
      assert.ok(s, `${key.key} is in the ${v} schema`);
      const { type, enum: values } = valueSchemaOf(key);
      assert.ok([].concat(s.type).includes(type), `${key.key}: type ${type}, schema says ${s.type}`);
      if (values) assert.deepEqual(s.enum, [...values], `${key.key}: allowed values`);
      assert.ok(s.description.includes(meaningOf(raw, key)), `${key.key}: description carries the meaning`);
      assert.match(
        s.markdownDescription,
        new RegExp(`\\(https://doc\\.fluxmq\\.com${prefix}/${page.docId.replace(/README$/, '')}#`),
        `${key.key}: links to ${page.docId} of ${v}`,
      );
    }
  });

  test(`${v}: an unknown key, a wrong type and a value outside the allowed set are rejected; a sound fragment passes`, () => {
    const schema = configSchema(v);
    const ajv = newAjv();
    const whole = ajv.compile(schema);
    const fragment = ajv.compile(withoutRequired(schema));
    const rows = rowsIn(v);

    // A sound fragment: one valid value for every scalar key.
    for (const { key } of rows) {
      const s = at(schema, key.key);
      if (s.properties || s.items?.properties) continue;
      const { type, enum: values } = valueSchemaOf(key);
      const ok = configWith(key.key, values ? values[0] : SAMPLE[type]);
      assert.equal(fragment(ok), true, `${key.key} = ${JSON.stringify(ok)} is accepted: ${JSON.stringify(fragment.errors)}`);
      // Wrong type.
      const bad = configWith(key.key, WRONG[type]);
      assert.equal(fragment(bad), false, `${key.key}: a ${typeof WRONG[type]} is refused`);
      assert.ok(
        fragment.errors.some((e) => e.keyword === 'type'),
        `${key.key}: refused for its type`,
      );
      // Outside the allowed values.
      if (values) {
        assert.equal(
          fragment(configWith(key.key, `${values[0]}_TYPO`)),
          false,
          `${key.key}: a value outside ${values.join(', ')} is refused`,
        );
        assert.ok(fragment.errors.some((e) => e.keyword === 'enum'));
      }
    }
    assert.ok(
      rows.some((r) => r.key.values),
      `${v} has keys with allowed values`,
    );

    // Unknown keys, at the top, inside a section and inside a list item.
    for (const planted of [{ mqttt: [] }, { http: { prot: 8080 } }, { mqtt: [{ port: 1883, prot: 1 }] }]) {
      assert.equal(fragment(planted), false, `${JSON.stringify(planted)} is refused`);
      assert.ok(fragment.errors.some((e) => e.keyword === 'additionalProperties'));
    }
    // Map-typed keys take any entry.
    for (const { key } of rows.filter((r) => /^map\b/.test(r.key.type))) {
      assert.equal(fragment(configWith(key.key, { anyNettyOption: 1 })), true, `${key.key} is a map: any entry`);
    }
    // 必填 keys are required in a whole config, not in a fragment.
    const required = rows.filter((r) => r.key.default === '必填');
    assert.ok(required.length, `${v} has required keys`);
    for (const { key } of required) {
      const parent = key.key.split('.').slice(0, -1).join('.');
      const name = key.key.split('.').at(-1);
      const s = parent ? at(schema, parent) : schema;
      assert.ok((s.items ?? s).required.includes(name), `${key.key} is required`);
    }
    assert.equal(whole({ allowAnonymousAccess: true }), false, 'a config without the required sections is refused');
    assert.equal(fragment({ allowAnonymousAccess: true }), true, 'the same as a fragment passes');
  });

  test(`${v}: defaults are typed values, only where the data states one`, () => {
    const schema = configSchema(v);
    for (const { key } of rowsIn(v)) {
      const s = at(schema, key.key);
      if (!('default' in s)) continue;
      const { type, enum: values } = valueSchemaOf(key);
      assert.ok(!/^[—-]|必填/.test(key.default), `${key.key}: no default from "${key.default}"`);
      assert.equal(
        type === 'integer' ? Number.isInteger(s.default) : typeof s.default,
        type === 'integer' ? true : type,
        `${key.key}: default ${JSON.stringify(s.default)} is a ${type}`,
      );
      assert.ok(key.default.startsWith(String(s.default)), `${key.key}: default ${s.default} comes from "${key.default}"`);
      if (values) assert.ok(values.includes(s.default));
    }
  });
}

test('a deprecated key is valid and marked deprecated (no deprecationMessage) from the version that deprecated it, a plain key before', () => {
  const deprecated = configPages.flatMap((p) => p.tables.flatMap((t) => t.keys.filter((k) => k.deprecated).map((k) => ({ k, t }))));
  assert.ok(deprecated.length, 'the data has deprecated keys');
  for (const { k, t } of deprecated) {
    for (const v of DOCS_VERSIONS.filter((x) => inRange(t, x) && inRange(k, x))) {
      const schema = configSchema(v);
      const s = at(schema, k.key);
      assert.ok(s, `${k.key} is in ${v}`);
      // yaml-language-server reports deprecationMessage as an error and leaves the key out of completion.
      assert.equal(s.deprecationMessage, undefined, `${k.key} in ${v}: no deprecationMessage`);
      const { type, enum: values } = valueSchemaOf(keyAt(k, v));
      const fragment = newAjv().compile(withoutRequired(schema));
      assert.equal(
        fragment(configWith(k.key, values ? values[0] : SAMPLE[type])),
        true,
        `${k.key} is accepted in ${v}: ${JSON.stringify(fragment.errors)}`,
      );
      if (versionOrder(v) >= versionOrder(k.deprecated)) {
        assert.equal(s.deprecated, true, `${k.key} is deprecated in ${v}`);
        // The sentence 配置检查 shows for the key (one function for both), naming the version that deprecated it.
        const warning = deprecationWarning(k.key, k, v);
        assert.ok(warning.includes(`「${k.deprecated} 起已废弃」`) && warning.includes(k.key), warning);
        assert.ok(
          s.description.includes(warning) && s.markdownDescription.includes(`**${warning}**`),
          `${k.key}: the ${v} hover says ${warning}: ${s.markdownDescription}`,
        );
      } else {
        assert.equal(s.deprecated, undefined, `${k.key} is a plain key in ${v}`);
        assert.ok(!s.description.includes('废弃'), `${k.key}: ${v} says nothing of a later deprecation`);
      }
    }
  }
});

test('the links point at each key row anchor in its version: mqtt[].port', () => {
  for (const v of DOCS_VERSIONS) {
    const s = at(configSchema(v), 'mqtt[].port');
    assert.ok(
      s.markdownDescription.includes(`https://doc.fluxmq.com${v === DOCS_VERSIONS[0] ? '' : `/${v}`}/config/mqtt#mqtt[].port)`),
      s.markdownDescription,
    );
  }
});

test('a section removed before the docs versions (elasticsearch, 2.0.11) is refused in every version, its message naming the version', () => {
  const removed = configPages.flatMap((p) => p.tables.filter((t) => t.removedIn).map((t) => ({ p, t })));
  assert.ok(removed.length, 'the data has a table removed before the docs versions');
  for (const { t } of removed) {
    const section = t.keys[0].key.split('.')[0];
    assert.ok(
      t.keys.every((k) => k.key.startsWith(`${section}.`)),
      `${t.id}: one section`,
    );
    for (const v of DOCS_VERSIONS.filter((x) => inRange(t, x))) {
      const schema = configSchema(v);
      const s = schema.properties[section];
      assert.ok(s.deprecationMessage.includes(`${t.removedIn} 起已移除`), `${section} in ${v}: ${s.deprecationMessage}`);
      assert.ok(!(schema.required ?? []).includes(section));
      const fragment = newAjv().compile(withoutRequired(schema));
      assert.equal(fragment({ [section]: { [t.keys[0].key.split('.')[1]]: 'x' } }), false, `${section} is refused in ${v}`);
      assert.equal(fragment({ [section]: null }), false, `an empty ${section} is refused in ${v}`);
    }
  }
});

test('port numbers are 1 to 65535 in every version: 0, -1 and 70000 are refused, 1 and 65535 pass', () => {
  for (const v of DOCS_VERSIONS) {
    const schema = configSchema(v);
    const fragment = newAjv().compile(withoutRequired(schema));
    const ports = rowsIn(v).filter(
      ({ key }) => /(^|\.)port$|Port$/.test(key.key.replace(/\[\]/g, '')) && valueSchemaOf(key).type === 'integer',
    );
    assert.ok(
      ports.some((r) => r.key.key === 'http.port') && ports.some((r) => r.key.key === 'mqtt[].port'),
      `${v}: the ports include http.port and mqtt[].port`,
    );
    for (const { key } of ports) {
      assert.equal(at(schema, key.key).minimum, 1, key.key);
      assert.equal(at(schema, key.key).maximum, 65535, key.key);
      for (const ok of [1, 65535]) assert.equal(fragment(configWith(key.key, ok)), true, `${v} ${key.key} = ${ok}`);
      for (const bad of [0, -1, 70000]) {
        assert.equal(fragment(configWith(key.key, bad)), false, `${v} ${key.key} = ${bad} is refused`);
        assert.ok(fragment.errors.some((e) => e.keyword === 'minimum' || e.keyword === 'maximum'));
      }
    }
  }
});

/** The hover line of a key's type and default (`类型：…`), from its markdownDescription. */
const typeLineOf = (s) => s.markdownDescription.split('\n\n').find((l) => l.startsWith('类型：'));

test('the hover text of every key has a line with its type and default as the version’s data states them', () => {
  for (const v of DOCS_VERSIONS) {
    const schema = configSchema(v);
    for (const { key } of rowsIn(v)) {
      const s = at(schema, key.key);
      const line = typeLineOf(s);
      const { type, enum: values, minimum, maximum } = valueSchemaOf(key);
      assert.ok(line?.startsWith(`类型：\`${type}\``), `${v} ${key.key}: the type line names ${type}: ${s.markdownDescription}`);
      if (minimum !== undefined) assert.ok(line.includes(`（${minimum}–${maximum}）`), `${v} ${key.key}: range in ${line}`);
      if (values) for (const x of values) assert.ok(line.includes(`\`${x}\``), `${v} ${key.key}: allowed value ${x} in ${line}`);
      if (key.default.trim() === '必填') assert.ok(line.endsWith('· 必填'), `${v} ${key.key} is required: ${line}`);
      else if ('default' in s) assert.ok(line.endsWith(`· 默认值：\`${s.default}\``), `${v} ${key.key}: default ${s.default} in ${line}`);
      else assert.ok(!/默认值|必填/.test(line), `${v} ${key.key}: no typed default ("${key.default}"), none shown: ${line}`);
    }
  }
  // As the pages' tables write them: mqtt[].port required, in a range; a default; a closed set.
  const latest = configSchema(DOCS_VERSIONS[0]);
  assert.equal(typeLineOf(at(latest, 'mqtt[].port')), '类型：`integer`（1–65535）· 必填');
  assert.equal(typeLineOf(at(latest, 'mqtt[].messageMaxSize')), '类型：`integer` · 默认值：`4194304`');
  assert.equal(
    typeLineOf(at(latest, 'store.storeType')),
    '类型：`string`（`LOCAL`、`MEMORY`、`MYSQL`、`POSTGRESQL` 之一）· 默认值：`LOCAL`',
  );
});

test('every value meaning in the key data belongs to a value of the key’s set; a planted stray one is refused', () => {
  const withMeanings = configPages.flatMap((p) => p.tables.flatMap((t) => t.keys)).filter((k) => k.valueMeanings);
  assert.ok(withMeanings.length, 'the data explains some values');
  for (const k of withMeanings) {
    assert.ok(k.values?.length, `${k.key} has a closed set`);
    for (const [value, meaning] of Object.entries(k.valueMeanings)) {
      assert.ok(
        k.values.some((x) => String(x) === value),
        `${k.key}: "${value}" is one of ${k.values.join(', ')}`,
      );
      assert.match(meaning, /[\u3400-\u9fff].*。$/, `${k.key} ${value}: one Chinese sentence`);
    }
  }
  const planted = [
    {
      docId: 'config/planted',
      title: 't',
      tables: [
        {
          id: 'x',
          caption: 'x',
          keys: [{ key: 'x.mode', type: 'string', default: '—', meaning: 'm', values: ['A'], valueMeanings: { B: 'b。' } }],
        },
      ],
    },
  ];
  assert.deepEqual(configKeyProblems(planted), ['config/planted x.mode: valueMeanings explains "B", which is not one of its values (A)']);
});

test('the schema gives each allowed value its meaning from the data (enumDescriptions, parallel to enum), empty where the data has none', () => {
  for (const v of DOCS_VERSIONS) {
    const schema = configSchema(v);
    for (const { raw, key } of rowsIn(v).filter((r) => r.raw.values)) {
      const s = at(schema, key.key);
      if (!raw.valueMeanings) {
        assert.equal(s.enumDescriptions, undefined, `${v} ${key.key}: no meanings in the data, none in the schema`);
        continue;
      }
      const expected = raw.values.map((x) => raw.valueMeanings[String(x)] ?? '');
      assert.deepEqual(s.enumDescriptions, expected, `${v} ${key.key}`);
      assert.deepEqual(s.markdownEnumDescriptions, expected, `${v} ${key.key}`);
    }
  }
  assert.ok(at(configSchema(DOCS_VERSIONS[0]), 'store.storeType').enumDescriptions.every(Boolean), 'every storeType value is explained');
});

/** The Markdown files of a version folder in path order, read without the site's libraries. */
function pageFiles(dir, rel = '') {
  return fs
    .readdirSync(path.join(dir, rel), { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory()
        ? pageFiles(dir, path.join(rel, e.name))
        : /\.mdx?$/.test(e.name) && !e.name.startsWith('_')
          ? [path.join(rel, e.name)]
          : [],
    )
    .sort();
}

test('examples: store.storeType’s are the values the latest pages’ YAML samples write, in page order, without the default, at most 3', () => {
  const v = DOCS_VERSIONS[0];
  const raw = configPages.flatMap((p) => p.tables.flatMap((t) => t.keys)).find((k) => k.key === 'store.storeType');
  // From the page text: every `storeType: X` line inside a ```yaml block of docs/, file by file in path order.
  const written = [];
  for (const file of pageFiles(path.join(ROOT, 'docs'))) {
    const text = fs.readFileSync(path.join(ROOT, 'docs', file), 'utf8');
    for (const [, block] of text.matchAll(/^\s*```ya?ml[^\n]*\n([\s\S]*?)^\s*```/gm)) {
      for (const [, value] of block.matchAll(/^\s*storeType:\s*["']?([A-Za-z]+)/gm)) written.push(value);
    }
  }
  const expected = [...new Set(written)].filter((x) => x !== raw.default && raw.values.includes(x)).slice(0, MAX_EXAMPLES);
  assert.ok(expected.length >= 2, `the pages write several store types: ${written}`);
  const s = at(configSchema(v, undefined, undefined, pageExamples(v)), 'store.storeType');
  assert.deepEqual(s.examples, expected);
  assert.equal(at(configSchema(v), 'store.storeType').examples, undefined, 'without the pages, no examples');
});

test('examples of every key in every version are accepted by the key’s own schema, differ from its default, at most 3, none twice', () => {
  for (const v of DOCS_VERSIONS) {
    const examples = pageExamples(v);
    assert.ok(examples.size > 20, `${v}: ${examples.size} keys have examples`);
    const schema = configSchema(v, undefined, undefined, examples);
    const fragment = newAjv().compile(withoutRequired(schema));
    for (const { key } of rowsIn(v)) {
      const s = at(schema, key.key);
      if (!s.examples) continue;
      assert.ok(s.examples.length <= MAX_EXAMPLES, `${v} ${key.key}: ${s.examples.length} examples`);
      assert.equal(new Set(s.examples.map((x) => JSON.stringify(x))).size, s.examples.length, `${v} ${key.key}: distinct`);
      for (const x of s.examples) {
        if ('default' in s) assert.notDeepEqual(x, s.default, `${v} ${key.key}: the default is no example`);
        assert.equal(fragment(configWith(key.key, x)), true, `${v} ${key.key}: example ${JSON.stringify(x)} is valid`);
      }
    }
  }
});

/** SchemaStore's catalog format (https://json.schemastore.org/schema-catalog.json, draft-04), in 2020-12 terms. */
const CATALOG_FORMAT = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  type: 'object',
  additionalProperties: false,
  required: ['schemas', 'version', '$schema'],
  properties: {
    $schema: { type: 'string', enum: ['https://json.schemastore.org/schema-catalog.json'] },
    version: { type: 'number' },
    schemas: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['name', 'url', 'description'],
        properties: {
          name: { type: 'string' },
          description: { type: 'string' },
          fileMatch: { type: 'array', items: { type: 'string' }, uniqueItems: true },
          url: { type: 'string', format: 'uri', pattern: '^https://' },
          versions: { type: 'object', additionalProperties: { type: 'string', format: 'uri', pattern: '^https://' } },
        },
      },
    },
  },
};

test('the catalog is in SchemaStore’s format: the latest at its unversioned address, every version’s fixed address, FluxMQ-specific file patterns', () => {
  const catalog = schemaCatalog();
  const ajv = new Ajv2020({ allErrors: true, strict: true });
  ajv.addFormat('uri', /^[a-z][a-z0-9+.-]*:\/\/\S+$/i);
  const valid = ajv.compile(CATALOG_FORMAT);
  assert.equal(valid(catalog), true, JSON.stringify(valid.errors));
  assert.equal(catalog.schemas.length, 1);
  const [entry] = catalog.schemas;
  assert.equal(entry.url, configSchemaUrl(DOCS_VERSIONS[0]));
  assert.equal(entry.url, factValue('schema.latest', DOCS_VERSIONS[0]));
  assert.deepEqual(Object.keys(entry.versions), DOCS_VERSIONS);
  for (const v of DOCS_VERSIONS) {
    assert.equal(entry.versions[v], pinnedSchemaUrl(v));
    assert.equal(entry.versions[v], factValue('schema.pinned', v));
  }
  assert.deepEqual(entry.fileMatch, [...CATALOG_FILE_MATCH]);
  // A bare config.yaml would claim every project's config.yaml: each pattern names FluxMQ.
  for (const pattern of entry.fileMatch) assert.match(pattern, /fluxmq/i, pattern);
  assert.equal(CATALOG_PATH, '/config.schema.catalog.json');
  for (const v of DOCS_VERSIONS)
    assert.equal(factValue('schema.catalog', v), `https://doc.fluxmq.com${CATALOG_PATH}`, `:fact[schema.catalog] in ${v}`);
  // A planted catalog entry without its description is refused by the format.
  assert.equal(valid({ ...catalog, schemas: [{ name: 'x', url: entry.url }] }), false);
});
