// One validation for config.yaml: the published JSON Schema (as Ajv reads it; yaml-language-server
// reads the same file) and 配置检查's analyser (src/features/config-check/analyse.ts) must give the
// same verdict — valid or not — for every config. Configs are generated from the key data of each
// docs version (a value of each key's type, every list with one item), then mutated one mistake at a
// time: a required key left out (at the top, in a section, in the second list item), an unknown key
// (at the top, in a section, in a list item), a wrong type, a value outside the allowed set, a port out
// of range, another version's key, an empty section or list. Each mutant is checked by both; any
// disagreement fails, naming the version, the mutation and both verdicts. A planted disagreement (a
// checker that ignores port ranges) must be caught.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import Ajv2020 from 'ajv/dist/2020.js';
import { stringify } from 'yaml';
import { importTs } from '../lib/import-ts.mjs';

const { configSchema, EDITOR_KEYWORDS } = await importTs('src/features/config-schema/schema.ts');
const { analyse } = await importTs('src/features/config-check/analyse.ts');
const { configPages, keysFor, tablesFor } = await importTs('src/data/config-keys/index.ts');
const { valueSchemaOf } = await importTs('src/data/config-keys/value-schema.ts');
const { DOCS_VERSIONS } = await importTs('src/data/versions.ts');

function newAjv() {
  const ajv = new Ajv2020({ allErrors: true, strict: true, strictTypes: false });
  // The editor annotations the schema declares in its $comment (hover text, messages, value meanings).
  ajv.addVocabulary([...EDITOR_KEYWORDS]);
  return ajv;
}

/** The keys FluxMQ reads in version v (a table removed before the docs versions is left out), each with its value schema. */
const keysOf = (v) =>
  configPages.flatMap((page) =>
    tablesFor(page, v)
      .filter((t) => !t.removedIn)
      .flatMap((table) => keysFor(table, v).map((key) => ({ key, value: valueSchemaOf(key) }))),
  );

const SAMPLE = { string: 'x', integer: 1883, number: 1.5, boolean: true, array: [], object: {} };
const WRONG = { string: 12, integer: 'x', number: 'x', boolean: 'x', array: 'x', object: 'x' };
const sampleOf = ({ value }) => (value.enum ? value.enum[0] : SAMPLE[value.type]);

/** Set a value at a key path (`mqtt[].port`: in list item `item`, 0-based), creating what is missing. */
function setAt(root, keyPath, value, item = 0) {
  const segs = keyPath.split('.');
  let node = root;
  segs.forEach((seg, i) => {
    const name = seg.replace(/\[\]$/, '');
    const last = i === segs.length - 1;
    if (seg.endsWith('[]')) {
      if (!Array.isArray(node[name])) node[name] = [];
      while (node[name].length <= item) node[name].push({});
      if (last) node[name][item] = value;
      else node = node[name][item];
    } else if (last) node[name] = value;
    else {
      if (!node[name] || typeof node[name] !== 'object' || Array.isArray(node[name])) node[name] = {};
      node = node[name];
    }
  });
  return root;
}

/** Delete the value at a key path (in list item `item`). */
function deleteAt(root, keyPath, item = 0) {
  const segs = keyPath.split('.');
  let node = root;
  for (const [i, seg] of segs.entries()) {
    const name = seg.replace(/\[\]$/, '');
    if (i === segs.length - 1) {
      delete node[name];
      return root;
    }
    node = seg.endsWith('[]') ? node[name]?.[item] : node[name];
    if (!node) return root;
  }
  return root;
}

const clone = (x) => structuredClone(x);

/** A config of version v that writes every key FluxMQ reads, with `items` items in each list. */
function fullConfig(v, items = 1) {
  const keys = keysOf(v);
  const root = {};
  // Objects first (a key with keys below it), then their keys: the deepest write wins.
  const sorted = [...keys].sort((a, b) => a.key.key.split('.').length - b.key.key.split('.').length);
  for (let item = 0; item < items; item++) {
    for (const k of sorted) {
      if (k.value.type === 'array' && keys.some((o) => o.key.key.startsWith(`${k.key.key}[]`))) continue;
      if (k.value.type === 'object' && keys.some((o) => o.key.key.startsWith(`${k.key.key}.`))) continue;
      setAt(root, k.key.key, clone(sampleOf(k)), item);
    }
  }
  return root;
}

/** Every mutant of version v: [what, config]. */
function mutants(v) {
  const keys = keysOf(v);
  const base = fullConfig(v);
  const two = fullConfig(v, 2);
  const out = [
    ['the full config', base],
    ['the full config with two items in each list', two],
  ];
  const scalars = keys.filter((k) => !['array', 'object'].includes(k.value.type));
  for (const k of keys) {
    const path = k.key.key;
    if (k.key.default.trim() === '必填') {
      out.push([`${path} left out`, deleteAt(clone(base), path)]);
      if (path.includes('[]')) out.push([`${path} left out of the second item`, deleteAt(clone(two), path, 1)]);
    }
  }
  for (const k of scalars) {
    const path = k.key.key;
    out.push([`${path} of the wrong type`, setAt(clone(base), path, WRONG[k.value.type])]);
    if (k.value.enum) out.push([`${path} outside its values`, setAt(clone(base), path, `${k.value.enum[0]}_TYPO`)]);
    if (k.value.maximum !== undefined) {
      out.push([`${path} above its range`, setAt(clone(base), path, k.value.maximum + 1)]);
      out.push([`${path} below its range`, setAt(clone(base), path, k.value.minimum - 1)]);
    }
    if (k.value.type === 'string') {
      out.push([`${path} written as a number`, setAt(clone(base), path, 123456)]);
      out.push([`${path} written as true`, setAt(clone(base), path, true)]);
    }
    if (path.includes('[]')) out.push([`${path} of the wrong type in the second item`, setAt(clone(two), path, WRONG[k.value.type], 1)]);
  }
  // Unknown keys: at the top, in each section, in a list item.
  const sections = new Set(keys.map((k) => k.key.key.split('.')[0].replace(/\[\]$/, '')));
  out.push(['an unknown top-level key', { ...clone(base), notAKeyAtAll: 1 }]);
  for (const s of sections) {
    const cfg = clone(base);
    if (Array.isArray(cfg[s])) cfg[s][0].notAKeyAtAll = 1;
    else if (cfg[s] && typeof cfg[s] === 'object') cfg[s].notAKeyAtAll = 1;
    else continue;
    out.push([`an unknown key in ${s}`, cfg]);
    const empty = clone(base);
    empty[s] = Array.isArray(base[s]) ? [] : null;
    out.push([`${s} written empty`, empty]);
  }
  // Other versions' keys.
  const own = new Set(keys.map((k) => k.key.key));
  for (const other of DOCS_VERSIONS.filter((x) => x !== v)) {
    for (const k of keysOf(other).filter(
      (x) => !own.has(x.key.key) && ![...own].some((o) => o.startsWith(`${x.key.key}.`) || x.key.key.startsWith(`${o}.`)),
    )) {
      out.push([`${k.key.key} (a key of ${other})`, setAt(clone(base), k.key.key, clone(sampleOf(k)))]);
    }
  }
  return out;
}

/** The two verdicts on one config of version v: valid or not, by the schema (Ajv) and by the checker. */
function verdicts(v, config, validate, check = analyse) {
  const schemaOk = validate(config);
  const report = check(stringify(config), v);
  const errors = report.findings.filter((f) => f.severity !== 'warning');
  return { schemaOk, checkerOk: !report.refused && errors.length === 0, schemaErrors: validate.errors, errors };
}

/** The disagreements of a checker with the schema over every mutant of version v. */
function disagreements(v, check = analyse) {
  const validate = newAjv().compile(configSchema(v));
  const out = [];
  const seen = new Set();
  for (const [what, config] of mutants(v)) {
    if (seen.has(what)) continue;
    seen.add(what);
    const r = verdicts(v, config, validate, check);
    if (r.schemaOk !== r.checkerOk) {
      out.push(
        `${v}, ${what}: the schema says ${r.schemaOk ? 'valid' : `invalid (${JSON.stringify(r.schemaErrors?.slice(0, 2).map((e) => `${e.instancePath} ${e.message}`))})`}, the checker ${
          r.checkerOk
            ? 'valid'
            : `invalid (${r.errors
                .slice(0, 2)
                .map((f) => f.message)
                .join(' | ')})`
        }`,
      );
    }
  }
  return out;
}

for (const v of DOCS_VERSIONS) {
  test(`${v}: the schema and 配置检查 agree on every generated config and every mutant`, () => {
    const validate = newAjv().compile(configSchema(v));
    const full = fullConfig(v);
    assert.equal(validate(full), true, `the full ${v} config is valid: ${JSON.stringify(validate.errors?.slice(0, 3))}`);
    const names = mutants(v).map(([what]) => what);
    assert.ok(names.length > 100, 'many mutants');
    // The cases the two once disagreed on are among them.
    for (const named of [
      'mqtt[].port left out of the second item',
      'http.password written as a number',
      'http.username written as true',
      'http written empty',
      'mqtt written empty',
      'an unknown key in mqtt',
      'mqtt[].port above its range',
    ]) {
      assert.ok(names.includes(named), `${v}: the mutants include "${named}"`);
    }
    assert.deepEqual(disagreements(v), []);
  });
}

test('planted: a checker that ignores port ranges disagrees with the schema, and the comparison says where', () => {
  const v = DOCS_VERSIONS[0];
  const lenient = (text, version) => {
    const report = analyse(text, version);
    return { ...report, findings: report.findings.filter((f) => f.kind !== 'range') };
  };
  const found = disagreements(v, lenient);
  assert.ok(
    found.some((d) => /mqtt\[\]\.port above its range: the schema says invalid .*the checker valid/.test(d)),
    found.join('\n'),
  );
});
