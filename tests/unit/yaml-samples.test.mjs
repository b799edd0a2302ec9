// The YAML code samples of every page of every docs version (scripts/lib/yaml-samples.mjs): each block
// parses; each block that is not FluxMQ config says what it is in its fence title; and every FluxMQ
// config.yaml sample (whole, fragment, the one inside a Kubernetes ConfigMap) is valid against its own
// version's schema (src/features/config-schema): no unknown key, no key of another version, no wrong
// type, no value outside a key's allowed set, and a whole config has every required key. Each failure
// names the file, the line and the reason. Planted samples prove the check catches each kind.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { importTs } from '../lib/import-ts.mjs';
import { allYamlBlocks, yamlBlocksOf, yamlSampleCheck } from '../../scripts/lib/yaml-samples.mjs';

const { configSchema, withoutRequired, versionsWithKey } = await importTs('src/features/config-schema/schema.ts');
const { substituteFacts, factValue } = await importTs('src/data/shared-facts.ts');
const { DOCS_VERSIONS, versionOrder } = await importTs('src/data/versions.ts');
const { configPages } = await importTs('src/data/config-keys/index.ts');

/** Classify a block and check its config samples: { kind, problem, problems }. */
const check = yamlSampleCheck({ configSchema, withoutRequired, versionsWithKey, versionOrder });

/** A planted page: the Markdown around one fenced block, checked as a page of version v. */
function planted(v, fenceInfo, yamlText, file = 'planted/page.md') {
  const text = `---\ntitle: t\n---\n\n正文。\n\n\`\`\`yaml${fenceInfo}\n${yamlText}\n\`\`\`\n`;
  const [block] = yamlBlocksOf(text, { file, version: v, substitute: substituteFacts });
  return { block, ...check(block) };
}
/** The page line of the n-th (1-based) line of a planted block's YAML: the fence is on line 7. */
const lineOfPlanted = (n) => 7 + n;

const blocks = allYamlBlocks({ substitute: substituteFacts });

test('the pages have YAML samples in every version, FluxMQ config among them', () => {
  for (const v of DOCS_VERSIONS) {
    const mine = blocks.filter((b) => b.version === v);
    assert.ok(mine.length > 10, `${v}: ${mine.length} YAML blocks`);
    assert.ok(
      mine.some((b) => check(b).samples.some((s) => s.whole)),
      `${v} has a whole config.yaml sample`,
    );
  }
});

test('every YAML block of every page parses, and every block that is not FluxMQ config says what it is', () => {
  const problems = blocks
    .map((b) => ({ b, r: check(b) }))
    .filter(({ r }) => r.problem)
    .map(({ b, r }) => `${b.file}:${b.line}: ${r.problem}`);
  assert.deepEqual(problems, []);
});

test('every FluxMQ config.yaml sample of every page is valid against its version’s schema', () => {
  const problems = blocks.flatMap((b) => check(b).problems);
  assert.deepEqual(problems, []);
});

test('the config samples include the config.yaml inside the Kubernetes ConfigMap, checked as a whole config', () => {
  const inConfigMaps = blocks.flatMap((b) => check(b).samples.filter((s) => s.where.endsWith('(data.config.yaml)')));
  assert.ok(inConfigMaps.length >= DOCS_VERSIONS.length, `${inConfigMaps.length} ConfigMap configs`);
  assert.ok(inConfigMaps.every((s) => s.whole));
});

// ---- Planted errors: the check must catch each, naming file, line and reason. ----

const oldest = DOCS_VERSIONS.at(-1);
const latest = DOCS_VERSIONS[0];

test('planted: a typo key is reported as unknown, at its line', () => {
  const r = planted(latest, ' title="config.yaml"', 'mqtt:\n  - port: 1883\n    enableAtuh: true');
  assert.equal(r.kind, 'config');
  assert.deepEqual(r.problems, [
    `planted/page.md:${lineOfPlanted(3)}: unknown key \`mqtt[].enableAtuh\` — not in version ${latest} (no docs version has it)`,
  ]);
});

test('planted: a key of a later version in an older page is reported as such', () => {
  // A key that a later version introduced (from the data, not named here).
  const newer = configPages
    .flatMap((p) => p.tables.flatMap((t) => t.keys.map((k) => ({ k, since: k.since ?? t.since }))))
    .find(({ k, since }) => since && !k.key.includes('[]') && versionOrder(since) > 0);
  assert.ok(newer, 'the data has a key introduced after the oldest version');
  const [section, ...rest] = newer.k.key.split('.');
  const yaml = rest.length ? `${section}:\n  ${rest.join('.')}: ${JSON.stringify(1)}` : `${section}: 1`;
  const r = planted(oldest, ' title="config.yaml"', yaml.replace(/\.([^.]+): /, ':\n    $1: '));
  const expected = `key of a later version: \`${newer.k.key}\` is documented from ${newer.since} on — not in version ${oldest}`;
  assert.ok(
    r.problems.some((p) => p.startsWith('planted/page.md:') && p.endsWith(expected)),
    `${r.problems.join('\n')}\nexpected …${expected}`,
  );
});

test('planted: a wrong type and a value outside the allowed set are reported, at their lines', () => {
  const r = planted(latest, ' title="config.yaml"', `mqtt:\n  - port: ":fact[port.mqtt]x"\nstore:\n  storeType: ORACLE`);
  assert.deepEqual(r.problems, [
    `planted/page.md:${lineOfPlanted(2)}: wrong type at \`mqtt[].port\`: expected integer, got string ("${factValue('port.mqtt', latest)}x")`,
    `planted/page.md:${lineOfPlanted(4)}: value outside the allowed values at \`store.storeType\`: "ORACLE" (allowed: LOCAL, MEMORY, MYSQL, POSTGRESQL)`,
  ]);
});

test('planted: a whole config without a required key is reported; a fragment need not have it', () => {
  const whole = planted(latest, ' title="config.yaml"', 'mqtt:\n  - enableAuth: true\nhttp:\n  port: 8080');
  assert.ok(
    whole.problems.some((p) => /missing required key `mqtt\[\]\.port`/.test(p)),
    whole.problems.join('\n'),
  );
  const fragment = planted(latest, ' title="config.yaml"', 'mqtt:\n  - enableAuth: true');
  assert.deepEqual(fragment.problems, []);
});

test('planted: an error inside a ConfigMap’s config.yaml is found at its page line', () => {
  const yaml = [
    'apiVersion: v1',
    'kind: ConfigMap',
    'metadata:',
    '  name: fluxmq',
    'data:',
    '  config.yaml: |',
    '    http:',
    '      port: 8080',
    '      prot: 1',
  ].join('\n');
  const r = planted(latest, ' title="fluxmq-configmap.yaml"', yaml);
  assert.ok(
    r.problems.some((p) => p.startsWith(`planted/page.md:${lineOfPlanted(9)}: unknown key \`http.prot\``)),
    r.problems.join('\n'),
  );
});

test('planted: a block that is not FluxMQ config needs a title saying what it is', () => {
  const prometheus = 'scrape_configs:\n  - job_name: fluxmq\n    metrics_path: /api/endpoints/metrics';
  const untitled = planted(latest, '', prometheus);
  assert.equal(untitled.kind, 'ambiguous');
  assert.match(untitled.problem, /Prometheus configuration without a fence title/);
  assert.equal(planted(latest, ' title="prometheus.yml"', prometheus).kind, 'other');
  const unknown = planted(latest, '', 'spring:\n  application:\n    name: demo');
  assert.equal(unknown.kind, 'ambiguous');
  const configMap = 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: fluxmq\ndata:\n  config.yaml: |\n    http:\n      port: 8080';
  assert.match(planted(latest, '', configMap).problem, /Kubernetes ConfigMap without a fence title/);
  assert.equal(planted(latest, ' title="fluxmq-configmap.yaml"', configMap).problem, undefined);
  const broken = planted(latest, ' title="config.yaml"', 'mqtt:\n  - port: 1883\n   enableAuth: true');
  assert.equal(broken.kind, 'invalid');
});

test('planted: :fact tokens take the page version’s values', () => {
  const r = planted(oldest, ' title="config.yaml"', 'mqtt:\n  - port: :fact[port.mqtt]');
  assert.equal(r.samples[0].value.mqtt[0].port, Number(factValue('port.mqtt', oldest)));
  assert.deepEqual(r.problems, []);
});

test('planted: a `<…>` value is a placeholder the reader fills in, of any type; other strings are still typed', () => {
  const r = planted(latest, ' title="config.yaml"', 'cluster:\n  multicastGroup: "<组播地址>"\n  multicastPort: <组播端口>');
  assert.deepEqual(r.problems, []);
  const typed = planted(latest, ' title="config.yaml"', 'cluster:\n  multicastPort: 组播端口');
  assert.ok(
    typed.problems.some((p) => /wrong type at `cluster\.multicastPort`/.test(p)),
    typed.problems.join('\n'),
  );
});
