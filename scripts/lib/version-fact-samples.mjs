// The ports, Docker image tags and package names of a code sample, held against the facts of the
// sample's version (src/data/shared-facts.ts). tests/unit/version-facts-samples.test.mjs says what is
// read and why, and runs it over every sample of every version; `npm run check` runs it over the
// samples of the changed pages. A port of another server goes in OTHER_PORTS, with the note that gives it.
import { importTs } from '../../tests/lib/import-ts.mjs';

const { factValue, SHARED_FACTS } = await importTs('src/data/shared-facts.ts');
const { inRange } = await importTs('src/data/versions.ts');

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
