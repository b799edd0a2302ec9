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
// NOT_ADDRESSES with the reason.
// Every `fluxmq/enterprise:<tag>` is the version's `image`; every `fluxmq-<version>-<platform>.zip` has
// the version's `package.version` and one of its `package.platforms`; every downloadable init script
// `fluxmq-<version>-MYSQL.sql` / `-PG.sql` has the version's `package.init-sql.version`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { importTs } from '../lib/import-ts.mjs';
import { allSamples, pageSamples } from '../../scripts/lib/code-samples.mjs';

const facts = await importTs('src/data/shared-facts.ts');
const { DOCS_VERSIONS, inRange, rangeProblems } = await importTs('src/data/versions.ts');
const { factValue, SHARED_FACTS } = facts;

/**
 * Ports of other servers and of extra listeners, as the facts notes of the pages give them
 * (the notes file under the facts' pages/ folder). `since`: the first version whose notes give it.
 */
export const OTHER_PORTS = [
  { port: 443, note: 'install/kubernetes.md (in-cluster Kubernetes API server)' },
  { port: 1433, note: 'gzyq/source/SQLSERVER.md (SQL Server)' },
  { port: 1521, note: 'gzyq/source/ORACLE.md (Oracle)' },
  { port: 1884, note: 'mqtt.md (MQTT-SN standard port); endpoint/README.md (added endpoint)' },
  { port: 1887, note: "FAQ.md, test/*.md (the benchmarks' MQTT listener)" },
  { port: 3000, note: 'view/api.md (Grafana)' },
  { port: 3306, note: 'config/store.md, gzyq/source/MYSQL.md (MySQL)' },
  { port: 5001, since: '2.1.1', note: 'endpoint/metrics.md (Alertmanager webhook receiver)' },
  { port: 5432, note: 'config/store.md, gzyq/source/POSTGRESQL.md (PostgreSQL)' },
  { port: 5603, note: 'protocol/coap.md (CoAP plugin example port)' },
  { port: 5672, note: 'gzyq/source/RABBITMQ.md, command/RABBITMQ.md (RabbitMQ)' },
  { port: 6030, since: '2.1.0', note: 'gzyq/action/SAVE_TDENGINE.md (TDengine cluster endpoints)' },
  { port: 6041, note: 'gzyq/source/TDENGINE.md (TDengine REST)' },
  { port: 6042, since: '2.1.0', note: 'gzyq/action/SAVE_TDENGINE.md (TDengine arbitrator)' },
  { port: 6379, note: 'auth/redis.md, gzyq/source/REDIS.md (Redis)' },
  { port: 6650, note: 'gzyq/source/PULSAR.md, command/PULSAR.md (Pulsar)' },
  { port: 7777, note: 'protocol/websocket.md (WebSocket plugin example port)' },
  { port: 8083, since: '2.1.1', note: 'endpoint/README.md, endpoint/config.md (WebSocket endpoint example)' },
  { port: 8123, note: 'gzyq/source/CLICKHOUSE.md (ClickHouse HTTP)' },
  { port: 8848, note: 'command/NACOS.md (Nacos)' },
  { port: 8883, note: 'install/docker.md, install/docker-compose.md, tools/haproxy.md (MQTT over TLS)' },
  { port: 8443, note: 'tools/haproxy.md (the notes ask for distinct ws and wss frontend ports; the page gives WSS 8443)' },
  { port: 9000, note: "gzyq/source/WEBHOOK.md (请求地址 is ip:port/path; the page's example receiver listens on 9000)" },
  { port: 9090, note: 'view/api.md, endpoint/metrics.md (Prometheus)' },
  { port: 9092, note: 'command/KAFKA.md, test/Bridge.md (Kafka)' },
  { port: 9200, note: 'config/es.md (Elasticsearch)' },
  { port: 9876, note: 'gzyq/source/ROCKETMQ.md, command/ROCKETMQ.md (RocketMQ name server)' },
  { port: 10800, note: 'install/kubernetes.md (container port)' },
  { port: 21950, note: 'gzyq/event/sub.md, gzyq/event/unsub.md (clientIp of the example event)' },
  { port: 49112, note: 'install/kubernetes.md (container port)' },
];

/** Numbers that look like ports but are values of a sample message, with the page and key. */
const NOT_ADDRESSES = [
  {
    page: /^gzyq\/rule\/FUNCTION$/,
    key: /^"?port"?$/,
    why: 'a field of the message the type-conversion examples convert ("port": "123" → 123)',
  },
];

/** The ports written in a line of code: [{ port, key }] (key: the YAML/JSON key, when that is how it is written). */
export function portsInLine(line) {
  const out = [];
  const add = (port, key) => out.push({ port: Number(port), key });
  const HOST = String.raw`(?:\d{1,3}(?:\.\d{1,3}){3}|localhost|<[\w-]+>|[A-Za-z][\w-]*(?:\.[\w-]+)*|\*)`;
  for (const m of line.matchAll(new RegExp(String.raw`(?<![\w.-])${HOST}:(\d{2,5})(?![\d.:])`, 'g'))) add(m[1]);
  for (const m of line.matchAll(
    /(?:^|\s)(?:-p|--publish|-P|--port|-port)[ =](?:\d{1,3}(?:\.\d{1,3}){3}:)?(\d{2,5})(?::(\d{2,5}))?(?:\/(?:tcp|udp))?(?![\w.])/g,
  )) {
    add(m[1]);
    if (m[2]) add(m[2]);
  }
  for (const m of line.matchAll(/(["']?\b\w*port["']?)\s*[:=]\s*["']?(\d{1,5})\b(?![.:\d])/gi)) add(m[2], m[1]);
  const expose = /^\s*EXPOSE\s+(.+)$/i.exec(line);
  if (expose) for (const p of expose[1].match(/\d+/g) ?? []) add(p);
  const bind = /^\s*(?:bind|listen)\s+(?:\S*:)?(\d{2,5})(?![\d.])/i.exec(line);
  if (bind) add(bind[1]);
  // The same number found by two patterns counts once.
  return out.filter((p, i) => out.findIndex((q) => q.port === p.port) === i);
}

/** The ports version v's samples may show, each with where it comes from. */
export function allowedPorts(v) {
  const allowed = new Map();
  for (const id of Object.keys(SHARED_FACTS).filter((k) => k.startsWith('port.'))) {
    const value = factValue(id, v);
    if (value) allowed.set(Number(value), `:fact[${id}]`);
  }
  for (const p of OTHER_PORTS.filter((p) => inRange(p, v))) if (!allowed.has(p.port)) allowed.set(p.port, p.note);
  return allowed;
}

/** Problems of one sample: ['file:line: reason']. */
export function versionFactProblems(sample) {
  const v = sample.version;
  const ports = allowedPorts(v);
  const problems = sample.problems.map((p) => `${sample.file}:${sample.line}: ${p}`);
  const image = factValue('image', v);
  const imageName = factValue('image.name', v);
  const pkg = factValue('package.version', v);
  const platforms = (factValue('package.platforms', v) ?? '').split(',');
  const initSql = factValue('package.init-sql.version', v);
  sample.text.split('\n').forEach((line, i) => {
    const at = `${sample.file}:${sample.line + 1 + i}`;
    for (const { port, key } of portsInLine(line)) {
      if (ports.has(port)) continue;
      if (key && NOT_ADDRESSES.some((n) => n.page.test(sample.docId) && n.key.test(key))) continue;
      problems.push(
        `${at}: port ${port} is not a port of FluxMQ ${v} (:fact[port.*]) nor one its notes give for another server (OTHER_PORTS)`,
      );
    }
    for (const m of line.matchAll(new RegExp(`${imageName.replace(/[/.]/g, '\\$&')}:([\\w.-]+)`, 'g'))) {
      if (`${imageName}:${m[1]}` !== image)
        problems.push(`${at}: image ${imageName}:${m[1]}, but FluxMQ ${v} runs ${image} (:fact[image])`);
    }
    for (const m of line.matchAll(/\bfluxmq-(\d+\.\d+\.\d+)-([a-z][\w-]*?)\.(zip|tar\.gz)\b/g)) {
      if (m[1] !== pkg)
        problems.push(
          `${at}: package fluxmq-${m[1]}-${m[2]}.${m[3]}, but FluxMQ ${v} is installed from the ${pkg} packages (:fact[package.version])`,
        );
      if (!platforms.includes(m[2])) problems.push(`${at}: FluxMQ ${v} has no ${m[2]} package (${platforms.join(', ')})`);
    }
    for (const m of line.matchAll(/\bfluxmq-(\d+\.\d+\.\d+)-(MYSQL|PG)\.sql\b/g)) {
      if (m[1] !== initSql)
        problems.push(
          `${at}: init script fluxmq-${m[1]}-${m[2]}.sql, but the ${v} pages link ${initSql ? `fluxmq-${initSql}-${m[2]}.sql` : 'no init script to download'} (:fact[package.init-sql.version])`,
        );
    }
  });
  return problems;
}

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
