// The ports, Docker image tags and package names in every code sample are the facts of the sample's
// version (src/data/shared-facts.ts), so no page of an older version shows a later version's value and
// no sample invents a port.
//
// Ports are read from the samples (after `:fact[…]` is substituted) wherever a port is written:
//   host:port (URLs, JDBC addresses, `192.168.1.10:9092`, `Host:` headers), port flags (`-p 1883:1883`,
//   `--publish`, `-P 3306`, `--port 8080`), keys ending in "port" (`port: 8080`, `"port": 1884`,
//   `containerPort: 47100`, `PORT=1883`), `EXPOSE 1883 8080`, and `bind`/`listen` lines.
// Each must be a `port.*` shared fact of the version, or a port of another server or listener that the
// version's notes give (OTHER_PORTS: the note that gives each, with `since` where only later versions
// have that page). A port that is part of a sample message rather than an address is listed in
// NOT_ADDRESSES with the reason. Both lists, and the check, are in scripts/lib/version-fact-samples.mjs.
// Every `fluxmq/enterprise:<tag>` is the version's `image`; every `fluxmq-<version>-<platform>.zip` has
// the version's `package.version` and one of its `package.platforms`; every downloadable init script
// `fluxmq-<version>-MYSQL.sql` / `-PG.sql` has the version's `package.init-sql.version`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { importTs } from '../lib/import-ts.mjs';
import { allSamples, pageSamples } from '../../scripts/lib/code-samples.mjs';
import { OTHER_PORTS, portsInLine, versionFactProblems } from '../../scripts/lib/version-fact-samples.mjs';

const { factValue } = await importTs('src/data/shared-facts.ts');
const { DOCS_VERSIONS, inRange, rangeProblems } = await importTs('src/data/versions.ts');

const latest = DOCS_VERSIONS[0];
const oldest = DOCS_VERSIONS.at(-1);
const problemsOf = (markdown, version = latest, docId = 'x') =>
  pageSamples(markdown, { file: 'planted/x.md', version, docId, factValue }).flatMap(versionFactProblems);

test('OTHER_PORTS ranges are docs versions', () => {
  assert.deepEqual(
    OTHER_PORTS.flatMap((p) => rangeProblems(p, `port ${p.port}`)),
    [],
  );
});

test('ports are found wherever a sample writes one', () => {
  const ports = (line) => portsInLine(line).map((p) => p.port);
  assert.deepEqual(ports('docker run -d -p 1883:1883 -p 127.0.0.1:8080:8080/tcp x'), [1883, 8080]);
  assert.deepEqual(ports('mysql -h 127.0.0.1 -P 3306 -u root -p'), [3306]);
  assert.deepEqual(ports('  url: jdbc:mysql://127.0.0.1:3306/fluxmq?useSSL=false'), [3306]);
  assert.deepEqual(ports('- containerPort: 47100'), [47100]);
  assert.deepEqual(ports('"port": 1884,'), [1884]);
  assert.deepEqual(ports('EXPOSE 1883 8080'), [1883, 8080]);
  assert.deepEqual(ports('  bind *:8883'), [8883]);
  assert.deepEqual(ports('bind 192.168.1.10'), []);
  assert.deepEqual(ports('--bootstrap-server kafka-1:9092,kafka-2:9092'), [9092]);
  // Not ports: times, versions, image tags, IP addresses.
  assert.deepEqual(ports('2023-07-29T11:06:27 fluxmq/enterprise:2.1.0 IP:192.168.1.10 ratio 16:9'), []);
});

test('planted port, image and package errors are caught, naming page, line and reason', () => {
  // A port typed by hand that is not a fact, and one that is (the MQTT port written with the token).
  const port = problemsOf('文字\n```bash\ndocker run -p 18830:1883 x\nmosquitto_sub -p :fact[port.mqtt] -t t\n```\n');
  assert.equal(port.length, 1);
  assert.match(port[0], new RegExp(`^planted/x\\.md:3: port 18830 is not a port of FluxMQ ${latest}`));
  // A port only later versions' notes give.
  const later = OTHER_PORTS.find((p) => p.since && !inRange(p, oldest));
  if (later) assert.match(problemsOf(`\`\`\`yaml\nport: ${later.port}\n\`\`\`\n`, oldest).join(), /is not a port of FluxMQ/);
  // A sample message's number on the page that uses it as data, not elsewhere.
  assert.deepEqual(problemsOf('```json\n{ "port": 123 }\n```\n', latest, 'gzyq/rule/FUNCTION'), []);
  assert.equal(problemsOf('```json\n{ "port": 123 }\n```\n', latest, 'x').length, 1);
  // Another version's image tag; the token gives the version's own.
  assert.match(
    problemsOf(`\`\`\`bash\ndocker pull ${factValue('image.name', latest)}:${factValue('image.tag', oldest)}\n\`\`\`\n`).join(),
    /but FluxMQ .* runs /,
  );
  assert.deepEqual(problemsOf('```bash\ndocker pull :fact[image]\n```\n', oldest), []);
  // Another version's package, a platform the oldest version lacks, another version's init script.
  assert.match(
    problemsOf(`\`\`\`bash\nwget https://x/fluxmq-${factValue('package.version', oldest)}-linux.zip\n\`\`\`\n`).join(),
    /is installed from the .* packages/,
  );
  const platforms = factValue('package.platforms', oldest).split(',');
  const missing = factValue('package.platforms', latest)
    .split(',')
    .find((p) => !platforms.includes(p));
  if (missing)
    assert.match(
      problemsOf(`\`\`\`bash\nwget https://x/fluxmq-${factValue('package.version', oldest)}-${missing}.zip\n\`\`\`\n`, oldest).join(),
      /has no .* package/,
    );
  assert.match(problemsOf('```bash\nwget https://x/fluxmq-0.0.1-MYSQL.sql\n```\n', oldest).join(), /init script fluxmq-0\.0\.1-MYSQL\.sql/);
});

const samples = allSamples(factValue);

for (const v of DOCS_VERSIONS) {
  test(`every port, image tag and package in the samples of ${v} is a fact of ${v}`, () => {
    assert.deepEqual(samples.filter((s) => s.version === v).flatMap(versionFactProblems), []);
  });
}
