// Each docs version's JSON Schema of config.yaml (src/features/config-schema/schema.ts), generated from
// the configuration-key data: a valid draft 2020-12 schema that rejects what a config.yaml of that
// version must not hold (an unknown key, a wrong type, a value outside a key's allowed set), requires
// what the pages mark 必填, marks keys deprecated in the version as deprecated (still valid), and links every key
// to its row on its page in the same version.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import Ajv2020 from 'ajv/dist/2020.js';
import { importTs } from '../lib/import-ts.mjs';

const { EDITOR_KEYWORDS, configSchema, configSchemaPaths, configSchemaUrl, pinnedSchemaUrl, withoutRequired, SCHEMA_DIALECT } =
  await importTs('src/features/config-schema/schema.ts');
const { configPages, keyAt } = await importTs('src/data/config-keys/index.ts');
const { valueSchemaOf } = await importTs('src/data/config-keys/value-schema.ts');
const { DOCS_VERSIONS, inRange, versionOrder } = await importTs('src/data/versions.ts');

/** An ajv for 2020-12 that knows the editor annotations the schema carries (and refuses any other unknown keyword). */
function newAjv() {
  const ajv = new Ajv2020({ allErrors: true, strict: true, strictTypes: false });
  ajv.addKeyword({ keyword: 'markdownDescription', schemaType: 'string' });
  ajv.addKeyword({ keyword: 'deprecationMessage', schemaType: 'string' });
  return ajv;
}

test('the schema names its editor keywords in $comment, and a strict Ajv that declares just those as its comment says compiles every version', () => {
  for (const v of DOCS_VERSIONS) {
    const schema = configSchema(v);
    assert.deepEqual([...EDITOR_KEYWORDS], ['markdownDescription', 'deprecationMessage']);
    for (const k of EDITOR_KEYWORDS) assert.ok(schema.$comment.includes(k), `$comment names ${k}`);
    assert.match(schema.$comment, /ajv\.addVocabulary\(\["markdownDescription","deprecationMessage"\]\)/);
    const ajv = new Ajv2020({ strict: true, strictTypes: false });
    ajv.addVocabulary([...EDITOR_KEYWORDS]);
    assert.doesNotThrow(() => ajv.compile(schema), `${v} compiles under strict Ajv`);
    // Without the declaration, strict Ajv stops at them (the planted case).
    assert.throws(() => new Ajv2020({ strict: true, strictTypes: false }).compile(schema), /unknown keyword/);
  }
});

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
    for (const { page, key } of rowsIn(v)) {
      const s = at(schema, key.key);
      assert.ok(s, `${key.key} is in the ${v} schema`);
      const { type, enum: values } = valueSchemaOf(key);
      assert.ok([].concat(s.type).includes(type), `${key.key}: type ${type}, schema says ${s.type}`);
      if (values) assert.deepEqual(s.enum, [...values], `${key.key}: allowed values`);
      assert.ok(s.description.includes(key.meaning), `${key.key}: description carries the meaning`);
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
        assert.ok(
          s.description.includes(`${k.deprecated} 起已废弃`) && s.markdownDescription.includes(`${k.deprecated} 起已废弃`),
          `${k.key}: the ${v} hover says it is deprecated from ${k.deprecated}`,
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
