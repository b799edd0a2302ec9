// The YAML code samples of every page of every docs version, and which of them are FluxMQ config.yaml
// (a whole config, a fragment of one, the config.yaml inside a Kubernetes ConfigMap, or one that a
// compose file inlines), so a check can hold each against its version's config schema.
//
// A block is FluxMQ config when its fence title names config.yaml (or 主配置文件), or when its top-level
// keys are config sections. A block that is something else (a Prometheus or Kubernetes file, a compose
// file, an application.yaml) must say what it is in its fence `title="…"`; an untitled block whose
// content is not a FluxMQ config is reported as ambiguous.
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import Ajv2020 from 'ajv/dist/2020.js';
import { ROOT, versionNames, versionDir, markdownFiles } from './docs-tree.mjs';

const FENCE = /^(\s*)(`{3,}|~{3,})\s*(yaml|yml)\b(.*)$/i;
const TITLE = /\btitle=(?:"([^"]*)"|'([^']*)')/;
/** A title that says the block is FluxMQ's config file. */
const CONFIG_TITLE = /config\.ya?ml|主配置文件/i;
/** The ConfigMap key that holds FluxMQ's config file. */
const CONFIGMAP_KEY = /^config\.ya?ml$/;

/**
 * Every ```yaml / ```yml block of one Markdown file: its 1-based line (the fence), title and text.
 * `:fact[id]` tokens are replaced with the version's values by `substitute(text, version, where)`.
 */
export function yamlBlocksOf(text, { file, version, substitute = (t) => t }) {
  const lines = text.split('\n');
  const blocks = [];
  for (let i = 0; i < lines.length; i++) {
    const m = FENCE.exec(lines[i]);
    if (!m) continue;
    const [, indent, fence, , info] = m;
    const body = [];
    let j = i + 1;
    while (j < lines.length && !(lines[j].trim().startsWith(fence) && lines[j].trim().replace(/[`~]/g, '') === '')) {
      body.push(lines[j].startsWith(indent) ? lines[j].slice(indent.length) : lines[j].trimStart());
      j++;
    }
    const t = TITLE.exec(info);
    const where = `${file}:${i + 1}`;
    blocks.push({ file, version, line: i + 1, title: t ? (t[1] ?? t[2]) : undefined, text: substitute(body.join('\n'), version, where) });
    i = j;
  }
  return blocks;
}

/** Every YAML block of every page of every docs version (docs/ and versioned_docs/version-*). */
export function allYamlBlocks({ substitute } = {}) {
  const blocks = [];
  for (const version of versionNames()) {
    const dir = versionDir(version);
    for (const rel of markdownFiles(dir)) {
      const abs = path.join(dir, rel);
      blocks.push(...yamlBlocksOf(fs.readFileSync(abs, 'utf8'), { file: path.relative(ROOT, abs), version, substitute }));
    }
  }
  return blocks;
}

/** The 1-based line (inside the block's text) of a node's start. */
function lineOfOffset(text, offset) {
  let line = 1;
  for (let i = 0; i < offset && i < text.length; i++) if (text[i] === '\n') line++;
  return line;
}

const isObject = (x) => Boolean(x) && typeof x === 'object' && !Array.isArray(x);

/** What a parsed YAML document is when it is not FluxMQ config, by its content. */
function otherKind(value) {
  if (!isObject(value)) return undefined;
  if ('apiVersion' in value && 'kind' in value) return `Kubernetes ${value.kind}`;
  if ('services' in value) return 'compose file';
  if ('scrape_configs' in value || 'rule_files' in value) return 'Prometheus configuration';
  if ('groups' in value) return 'Prometheus rules';
  if ('datasources' in value) return 'Grafana provisioning';
  if ('route' in value && 'receivers' in value) return 'Alertmanager configuration';
  return undefined;
}

/**
 * Classify one block against the config sections a version has (`topLevelKeys`, a Set) and list the
 * FluxMQ config samples it holds. Returns { kind, samples, problem } where
 * - kind: 'config' | 'other' | 'invalid' | 'ambiguous';
 * - samples: [{ value, doc, source, lineOffset, whole, where }] — `doc` is the yaml Document (for node
 *   positions in `source`, the text it was read from), lineOffset the block line that text starts after, `whole` when the sample is a
 *   complete config.yaml (it has every section in `wholeSections`);
 * - problem: why the block cannot be checked (a parse error, an untitled non-config block).
 */
export function classifyBlock(block, { topLevelKeys, wholeSections = [] }) {
  let docs;
  try {
    docs = YAML.parseAllDocuments(block.text, { prettyErrors: true });
  } catch (e) {
    return { kind: 'invalid', samples: [], problem: `not YAML: ${e.message}` };
  }
  const errors = docs.flatMap((d) => d.errors);
  if (errors.length) {
    const e = errors[0];
    const line = e.linePos?.[0]?.line;
    return { kind: 'invalid', samples: [], problem: `not YAML${line ? ` (block line ${line})` : ''}: ${e.message.split('\n')[0]}` };
  }
  const titled = block.title !== undefined;
  const titledConfig = titled && CONFIG_TITLE.test(block.title);
  const samples = [];
  const kinds = [];
  const sample = (doc, value, lineOffset, source, whereExtra = '') => {
    const whole = wholeSections.length > 0 && wholeSections.every((s) => isObject(value) && s in value);
    samples.push({ value, doc, source, lineOffset, whole, where: `${block.file}:${block.line}${whereExtra}` });
  };
  for (const doc of docs) {
    const value = doc.toJS();
    if (value === null || value === undefined) continue;
    const other = otherKind(value);
    if (other) {
      kinds.push(other);
      // The config.yaml a ConfigMap carries, and one a compose file inlines (configs.<name>.content).
      const inlined = [];
      if (value.kind === 'ConfigMap' && isObject(value.data)) {
        for (const k of Object.keys(value.data)) if (CONFIGMAP_KEY.test(k)) inlined.push(['data', k]);
      }
      if (isObject(value.configs)) {
        for (const [name, c] of Object.entries(value.configs))
          if (isObject(c) && typeof c.content === 'string' && CONFIGMAP_KEY.test(name)) inlined.push(['configs', name, 'content']);
      }
      for (const at of inlined) {
        const node = doc.getIn(at, true);
        const inner = YAML.parseDocument(String(node.value));
        if (inner.errors.length)
          return {
            kind: 'invalid',
            samples: [],
            problem: `the ${at.join('.')} inside is not YAML: ${inner.errors[0].message.split('\n')[0]}`,
          };
        // A block scalar's text starts on the line after its `key: |` header.
        const headerLine = lineOfOffset(block.text, node.range[0]);
        sample(inner, inner.toJS(), headerLine, String(node.value), ` (${at.join('.')})`);
      }
      continue;
    }
    const keys = isObject(value) ? Object.keys(value) : [];
    const known = keys.filter((k) => topLevelKeys.has(k));
    if (titledConfig || (keys.length && known.length === keys.length) || (titled && known.length > 0)) {
      sample(doc, value, 0, block.text);
      continue;
    }
    kinds.push(titled ? block.title : 'unknown');
  }
  // A Kubernetes manifest, compose file or any other file in the block needs a title saying what it is,
  // even when it carries a FluxMQ config (a ConfigMap).
  const untitledOther = !titled && kinds.length > 0;
  const problem = !untitledOther
    ? undefined
    : kinds.some((k) => k !== 'unknown')
      ? `a ${kinds.filter((k) => k !== 'unknown').join(' + ')} without a fence title: say what the block is (title="…")`
      : 'neither FluxMQ config (its top-level keys are no config sections of this version) nor titled: name the file it shows in title="…"';
  if (samples.length) return { kind: 'config', samples, ...(problem ? { problem } : {}) };
  if (problem) return { kind: 'ambiguous', samples: [], problem };
  return { kind: 'other', samples: [] };
}

/** The 1-based page line of a position (an instance path such as ['mqtt', 0, 'port']) in a sample. */
export function pageLineOf(block, sample, instancePath) {
  const doc = sample.doc;
  let node;
  for (let n = instancePath.length; n > 0 && !node; n--) {
    const at = instancePath.slice(0, n);
    const parent = at.length > 1 ? doc.getIn(at.slice(0, -1), true) : doc.contents;
    const pair = Array.isArray(parent?.items)
      ? parent.items.find((p) => p && p.key !== undefined && p.key !== null && String(p.key.value ?? p.key) === String(at.at(-1)))
      : undefined;
    node = pair?.key ?? doc.getIn(at, true);
  }
  const range = node?.range ?? doc.contents?.range;
  const offset = range ? range[0] : 0;
  return block.line + sample.lineOffset + lineOfOffset(sample.source, offset);
}

/** `['mqtt', 0, 'port']` → `mqtt[].port`: a key path as the config pages write it. */
export function keyPathOf(instancePath) {
  return instancePath.reduce(
    (out, seg) => (typeof seg === 'number' || /^\d+$/.test(String(seg)) ? `${out}[]` : out ? `${out}.${seg}` : String(seg)),
    '',
  );
}

/** `<组播端口>`: a value the reader fills in; it stands for a value of the key's type, so its type is not checked. */
export const isPlaceholder = (x) => typeof x === 'string' && /^<[^<>]+>$/.test(x);

const typeName = (x) => (x === null ? 'null' : Array.isArray(x) ? 'array' : Number.isInteger(x) ? 'integer' : typeof x);

/**
 * The problems of one config sample checked by an ajv validate function of its version's schema, each
 * `file:line: reason`. `versionsWithKey(path)` names the docs versions (oldest first) that document a
 * key path, `versionOrder(v)` orders versions (oldest = 0), so an unknown key is told apart from a key
 * of a later (or an earlier) version.
 */
export function sampleProblems(block, sample, validate, { versionsWithKey, versionOrder }) {
  if (validate(sample.value)) return [];
  const problems = [];
  const seen = new Set();
  for (const e of validate.errors ?? []) {
    const at = e.instancePath
      .split('/')
      .slice(1)
      .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
      .map((s) => (/^\d+$/.test(s) ? Number(s) : s));
    let reason;
    let where = at;
    if (e.keyword === 'additionalProperties') {
      where = [...at, e.params.additionalProperty];
      const key = keyPathOf(where);
      const others = versionsWithKey(key);
      const later = others.filter((w) => versionOrder(w) > versionOrder(block.version));
      const earlier = others.filter((w) => versionOrder(w) < versionOrder(block.version));
      if (!others.length) reason = `unknown key \`${key}\` — not in version ${block.version} (no docs version has it)`;
      else if (later.length && !earlier.length)
        reason = `key of a later version: \`${key}\` is documented from ${later[0]} on — not in version ${block.version}`;
      else if (earlier.length && !later.length)
        reason = `key removed before this version: \`${key}\` was last documented in ${earlier.at(-1)} — not in version ${block.version}`;
      else reason = `unknown key \`${key}\` — not in version ${block.version}`;
    } else if (e.keyword === 'type') {
      const value = at.reduce((x, k) => x?.[k], sample.value);
      if (isPlaceholder(value)) continue;
      reason = `wrong type at \`${keyPathOf(at)}\`: expected ${[].concat(e.params.type).join(' or ')}, got ${typeName(value)} (${JSON.stringify(value)})`;
    } else if (e.keyword === 'enum') {
      const value = at.reduce((x, k) => x?.[k], sample.value);
      if (isPlaceholder(value)) continue;
      reason = `value outside the allowed values at \`${keyPathOf(at)}\`: ${JSON.stringify(value)} (allowed: ${e.params.allowedValues.join(', ')})`;
    } else if (e.keyword === 'required') {
      reason = `missing required key \`${keyPathOf([...at, e.params.missingProperty])}\``;
    } else {
      reason = `\`${keyPathOf(at) || '(root)'}\` ${e.message}`;
    }
    const line = pageLineOf(block, sample, where);
    const text = `${block.file}:${line}: ${reason}`;
    if (!seen.has(text)) problems.push(text);
    seen.add(text);
  }
  return problems;
}

/**
 * The check of a YAML block against its version's config schema: `check(block)` classifies the block
 * and checks its config samples, returning { kind, samples, problem, problems } (problems: `file:line:
 * reason`). It takes the schema's and versions' functions (src/features/config-schema/schema.ts:
 * configSchema, withoutRequired, versionsWithKey; src/data/versions.ts: versionOrder) so this library
 * needs no TypeScript loader. Each version's schema is compiled when a block of it is first checked.
 */
export function yamlSampleCheck({ configSchema, withoutRequired, versionsWithKey, versionOrder }) {
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  const checks = new Map();
  const checksOf = (v) => {
    if (!checks.has(v)) {
      const schema = configSchema(v);
      checks.set(v, {
        whole: ajv.compile(schema),
        fragment: ajv.compile(withoutRequired(schema)),
        // A section no longer read (elasticsearch, removed in 2.0.11: `not: {}`) is no config section of the version.
        topLevelKeys: new Set(Object.keys(schema.properties).filter((k) => !schema.properties[k].not)),
        wholeSections: schema.required ?? [],
      });
    }
    return checks.get(v);
  };
  return (block) => {
    const c = checksOf(block.version);
    const result = classifyBlock(block, c);
    const problems = result.samples.flatMap((s) =>
      sampleProblems(block, s, s.whole ? c.whole : c.fragment, { versionsWithKey, versionOrder }),
    );
    return { ...result, problems };
  };
}
