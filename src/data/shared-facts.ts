/**
 * Facts that many pages repeat — default ports, the Docker image, console credentials — kept once per
 * docs version. Pages write `:fact[port.mqtt]` (in prose, tables and inline code; also inside code
 * blocks) and src/features/shared-facts renders the value of the page's version, so no page can state
 * another value. tests/unit/shared-facts.test.mjs fails when a page types one of these values by hand.
 *
 * A fact's value is a list of spans: each applies from `since` (omitted = the oldest docs version) up
 * to `until` (exclusive; omitted = every later version, including one cut tomorrow).
 */
import { DOCS_VERSIONS, inRange, rangeProblems, versionPathPrefix, type VersionRange } from './versions';
import { SITE_URL } from '../../config/site';

export interface FactSpan extends VersionRange {
  value: string;
}

export interface SharedFact {
  /** What the value is, in Chinese (shown in the tests' messages and to maintainers). */
  meaning: string;
  spans: readonly FactSpan[];
  /**
   * Prose must not type this value by hand: the check flags the literal in text and inline code.
   * Off for values that are also common words or numbers with other meanings.
   */
  guardProse: boolean;
}

/**
 * The latest docs version RELEASE_ARTEFACTS was written for. After a cut the open last span would give
 * the new latest the old release's image and packages unasked: `npm run check` fails until the new
 * version's artefacts are written (a new span) or confirmed (this label set to it).
 */
export const ARTEFACTS_WRITTEN_FOR = '2.1.1';

/**
 * The release whose image and packages install each docs version: one list for the image, its tag and
 * the package file names. 2.1.1 is installed from the 2.1.0 image and packages (none is published for 2.1.1).
 */
const RELEASE_ARTEFACTS: readonly FactSpan[] = [
  { until: '2.0.18', value: '2.0.17' },
  { since: '2.0.18', until: '2.0.19', value: '2.0.18' },
  { since: '2.0.19', until: '2.1.0', value: '2.0.19' },
  { since: '2.1.0', value: '2.1.0' },
];

export const SHARED_FACTS = {
  'port.mqtt': { meaning: 'MQTT（TCP）监听端口', spans: [{ value: '1883' }], guardProse: true },
  'port.websocket': { meaning: 'MQTT over WebSocket 监听端口', spans: [{ value: '8999' }], guardProse: true },
  'path.websocket': { meaning: 'MQTT over WebSocket 的路径', spans: [{ value: '/mqtt' }], guardProse: false },
  'port.http': { meaning: 'HTTP 服务端口（管理控制台与 HTTP API）', spans: [{ value: '8080' }], guardProse: true },
  'port.cluster': { meaning: '集群内部通信端口', spans: [{ value: '47100' }], guardProse: true },
  // The port in a node's ID (「节点 IP:端口」 on the console's 概览): the cluster communication port the
  // node started. Pages give it that role only (the id's word "discovery" is not a documented role).
  'port.discovery': { meaning: '节点启动的集群通信端口（节点 ID 中的端口）', spans: [{ value: '47500' }], guardProse: true },
  'port.eventbus': { meaning: '集群 eventbus 内部通信端口', spans: [{ value: '48880' }], guardProse: true },
  'port.cache-sync': { meaning: '集群缓存同步端口', spans: [{ value: '48500' }], guardProse: true },
  'console.username': { meaning: '管理控制台默认用户名', spans: [{ value: 'fluxmq' }], guardProse: false },
  'console.password': { meaning: '管理控制台默认密码', spans: [{ value: 'fluxmq' }], guardProse: false },
  'image.name': { meaning: 'Docker 镜像名', spans: [{ value: 'fluxmq/enterprise' }], guardProse: true },
  image: {
    meaning: 'Docker 镜像（名称与标签）',
    spans: RELEASE_ARTEFACTS.map((s) => ({ ...s, value: `fluxmq/enterprise:${s.value}` })),
    guardProse: true,
  },
  'image.tag': {
    meaning: 'Docker 镜像标签',
    spans: RELEASE_ARTEFACTS,
    // A tag is also a version number, which pages name for other reasons.
    guardProse: false,
  },
  'path.config': { meaning: '容器内的配置文件路径', spans: [{ value: '/app/config/config.yaml' }], guardProse: true },
  'package.version': {
    meaning: '安装包文件名中的版本号（fluxmq-<版本号>-linux.zip 等）',
    spans: RELEASE_ARTEFACTS,
    // A version number, which pages name for other reasons.
    guardProse: false,
  },
  'package.platforms': {
    meaning: '提供安装包的平台（文件名中版本号之后的部分，逗号分隔）',
    spans: [
      { until: '2.0.18', value: 'linux,mac,win' },
      { since: '2.0.18', value: 'linux,linux-aarch64,mac,mac-aarch64,win' },
    ],
    guardProse: false,
  },
  'package.init-sql.version': {
    meaning: '可下载的数据库初始化脚本文件名中的版本号（fluxmq-<版本号>-MYSQL.sql、fluxmq-<版本号>-PG.sql）',
    spans: [
      { until: '2.0.18', value: '2.0.17' },
      { since: '2.0.18', until: '2.0.19', value: '2.0.18' },
      // 2.0.19 and 2.1.0 link the 2.0.17 scripts; from 2.1.1 the pages carry the scripts themselves.
      { since: '2.0.19', until: '2.1.1', value: '2.0.17' },
    ],
    guardProse: false,
  },
} as const satisfies Record<string, SharedFact>;

export type SharedFactId = keyof typeof SHARED_FACTS;

/** Problems with the facts data, each naming the fact: bad ranges, gaps or overlaps in a version. */
export function sharedFactProblems(facts: Record<string, SharedFact> = SHARED_FACTS): string[] {
  const problems: string[] = [];
  for (const [id, fact] of Object.entries(facts)) {
    fact.spans.forEach((s, i) => problems.push(...rangeProblems(s, `${id} (span ${i + 1})`)));
    if (problems.length) continue;
    for (const v of DOCS_VERSIONS) {
      const n = fact.spans.filter((s) => inRange(s, v)).length;
      if (n > 1) problems.push(`${id}: ${n} values for version ${v}`);
    }
  }
  return problems;
}

const problems = sharedFactProblems();
if (problems.length) throw new Error(`src/data/shared-facts.ts:\n${problems.join('\n')}`);

/** `:fact[version]` is the docs version the page belongs to, so a page never types its own label. */
const OWN_VERSION = 'version';
/**
 * `:fact[docs.url]` is the address of the page's own docs version (https://doc.fluxmq.com for the
 * latest, https://doc.fluxmq.com/2.1.0 for 2.1.0): a page that names a file its version serves
 * (`:fact[docs.url]/config.schema.json`) stays right when the version is frozen by a release.
 */
const OWN_DOCS_URL = 'docs.url';
/**
 * `:fact[schema.pinned]` is the config.yaml schema's fixed address of the page's own version
 * (https://doc.fluxmq.com/2.1.1/config.schema.json, the latest's included), which never follows a later
 * release; `:fact[schema.latest]` is the unversioned address, which always serves the latest version's.
 */
const OWN_SCHEMA_PINNED = 'schema.pinned';
const SCHEMA_LATEST = 'schema.latest';
/**
 * `:fact[schema.catalog]` is the schema catalog in SchemaStore's format, which lists the latest schema
 * and every version's fixed address (src/features/config-schema/schema.ts CATALOG_PATH).
 */
const SCHEMA_CATALOG = 'schema.catalog';

/** The value of a fact in docs version v, or undefined when the fact has none there. */
export function factValue(id: string, v: string, facts: Record<string, SharedFact> = SHARED_FACTS): string | undefined {
  if (id === OWN_VERSION) return v;
  if (id === OWN_DOCS_URL) return `${SITE_URL}${versionPathPrefix(v)}`;
  if (id === OWN_SCHEMA_PINNED) return `${SITE_URL}/${v}/config.schema.json`;
  if (id === SCHEMA_LATEST) return `${SITE_URL}/config.schema.json`;
  if (id === SCHEMA_CATALOG) return `${SITE_URL}/config.schema.catalog.json`;
  return facts[id]?.spans.find((s) => inRange(s, v))?.value;
}

/** The value of a fact in docs version v; throws, naming `where` and the fact, when it has none there. */
export function requiredFactValue(id: string, v: string, where: string): string {
  const value = factValue(id, v);
  if (value === undefined) throw new Error(`${where}: unknown shared fact ":fact[${id}]" for version ${v} (see src/data/shared-facts.ts)`);
  return value;
}

/** The token pages write for a fact: `:fact[port.mqtt]`. */
export const FACT_TOKEN = /:fact\[([a-z][\w.-]*)\]/g;

/**
 * Replace every `:fact[id]` in a string by its value in version v (for code blocks, inline code and
 * plain-Markdown output). An unknown id throws, naming it and the file.
 */
export function substituteFacts(text: string, v: string, where = 'a page'): string {
  return text.replace(FACT_TOKEN, (_, id: string) => requiredFactValue(id, v, where));
}

/** The facts prose must not type by hand in version v, with their values there. */
export function guardedFacts(v: string): Array<{ id: string; value: string }> {
  return Object.entries(SHARED_FACTS as Record<string, SharedFact>)
    .filter(([, f]) => f.guardProse)
    .map(([id]) => ({ id, value: factValue(id, v) as string }))
    .filter((f) => f.value !== undefined);
}
