/**
 * Upgrade notes: what an operator must do when upgrading to a version — configuration edits, database
 * steps — as typed data with `since` (the version the upgrade leads to). The 「版本变化」 page of a
 * version shows the notes of that version and every older one, in the section of the upgrade they
 * belong to. Written from the CHANGELOG and FAQ facts; each SQL script is the one the FAQ page of its
 * version gives (tests/unit/version-changes.test.mjs checks they stay identical).
 */
import { rangeProblems, versionOrder } from '../../data/versions';
import { factValue } from '../../data/shared-facts';

/** Text with inline code and links to pages of the version being read (by doc id; plain text where that version lacks the page). */
export type Inline = string | { code: string } | { doc: string; label: string };

export interface UpgradeNote {
  /** The version this note is about: do this when upgrading to it from the version before. */
  since: string;
  /** What the note concerns, e.g. 「数据库（MySQL 存储）」. */
  topic: string;
  text: readonly Inline[];
  /** A script to run, as the FAQ of version `since` gives it. */
  sql?: { title: string; code: string };
}

const SKIP_WITHOUT_DATABASE = '使用 LOCAL 或 MEMORY 存储时没有这一步。';

/**
 * The note for a version installed from an older release's image and packages (the shared facts'
 * release artefacts): which image and package files its install pages use, so an operator upgrading
 * to it knows what to pull or download. None when the version has artefacts of its own.
 */
export function borrowedArtefactsNote(version: string): UpgradeNote[] {
  const release = factValue('package.version', version);
  const image = factValue('image', version);
  const platforms = factValue('package.platforms', version)?.split(',') ?? [];
  if (!release || !image || release === version) return [];
  const packages = platforms.flatMap((p, i) => [...(i ? ['、'] : []), { code: `fluxmq-${release}-${p}.zip` }]);
  return [
    {
      since: version,
      topic: '镜像与安装包',
      text: [
        `${version} 使用 ${release} 的镜像和安装包：${version} 的安装页拉取的是镜像 `,
        { code: image },
        `，下载的是 ${release} 的安装包（`,
        ...packages,
        '）。升级时按 ',
        { doc: 'install/docker', label: 'docker' },
        '、',
        { doc: 'install/Linux', label: 'linux 安装' },
        '等安装页重新拉取这个镜像或下载这个安装包，再完成下面几项。',
      ],
    },
  ];
}

/** The first version with endpoint management (the endpoint pages), whose check the upgrade adds. */
const ENDPOINTS_SINCE = '2.1.1';

/**
 * The steps of an upgrade itself, the same for every version: back up what the node
 * keeps (config.yaml, the License file, the LOCAL data directory), replace the image or package, and
 * run one version in a cluster at a time. The backup and the cluster order are general operations
 * practice (READINGS.md: no note says nodes of two versions may share a cluster, so none do).
 */
export function procedureNote(version: string): UpgradeNote {
  const release = factValue('package.version', version) ?? version;
  const image = factValue('image', version);
  const borrowed = borrowedArtefactsNote(version).length > 0;
  const swap: Inline[] = borrowed
    ? ['然后按上面「镜像与安装包」一项更换程序，']
    : image
      ? [
          '然后更换程序：容器部署改用镜像 ',
          { code: image },
          `，安装包部署换成 ${release} 的安装包（见`,
          { doc: 'install/docker', label: 'docker' },
          '、',
          { doc: 'install/Linux', label: 'linux 安装' },
          '等安装页），',
        ]
      : ['然后按安装页更换程序，'];
  return {
    since: version,
    topic: '升级步骤',
    text: [
      '先备份每个节点的 config.yaml 和 License 文件（默认是启动目录下的 ',
      { code: 'license.base64' },
      '，或配置项 ',
      { code: 'license' },
      ' 指定的文件，见',
      { doc: 'config/license', label: 'License 配置' },
      '）；使用 LOCAL 存储时，停止节点后再打包 ',
      { code: 'cluster.workDirectory' },
      ' 目录（默认 ',
      { code: '~/fluxmq' },
      '）；使用 MySQL 或 PostgreSQL 存储时，用 ',
      { code: 'mysqldump' },
      ' 或 ',
      { code: 'pg_dump' },
      ` 备份整个库，并确认备份可以恢复。在测试环境用同样的配置和数据先启动 ${version}，确认规则、数据源${versionOrder(version) >= versionOrder(ENDPOINTS_SINCE) ? '、认证和端点' : '和认证'}都正常工作，再选择业务低峰时段升级生产环境。升级时停止集群的全部节点：同一集群的节点只运行同一个版本，不让新旧版本的节点同时在线；要执行数据库脚本时，在全部节点停止之后、启动新版本之前执行。`,
      ...swap,
      '沿用原来的 config.yaml、License 文件和数据目录（容器部署时挂载原来的目录）。最后先启动一个节点，确认启动日志没有错误、控制台能看到原有的配置，再逐个启动其余节点。',
    ],
  };
}

/** What each upgrade asks of the operator, as written for each version (the image and packages note is added below). */
const WRITTEN_NOTES: readonly UpgradeNote[] = [
  {
    since: '2.0.17',
    topic: '数据库（MySQL 存储）',
    text: [
      '从 2.0.16 升级时，在 2.0.16 使用的库中删除延迟消息表 ',
      { code: 'DelayMessage' },
      '（如果存在），再按新结构重建。删除该表会同时丢弃其中尚未投递的延迟消息：请在没有待投递延迟消息的时段执行，或先备份这张表。',
      SKIP_WITHOUT_DATABASE,
    ],
    sql: {
      title: 'upgrade-2.0.16-to-2.0.17.sql',
      code: [
        'DROP TABLE IF EXISTS `DelayMessage`;',
        '',
        'CREATE TABLE `DelayMessage` (',
        '  `id`                 varchar(60) CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci NOT NULL,',
        '  `f_client_id`        varchar(60) CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci NOT NULL,',
        '  `f_topic`            varchar(30) CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci NULL DEFAULT NULL,',
        '  `f_qos`              tinyint(5)  NULL DEFAULT NULL,',
        '  `f_retain`           bit(1)      NULL DEFAULT NULL,',
        '  `f_execute_node`     varchar(30) CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci NULL DEFAULT NULL,',
        '  `f_body`             blob        NULL,',
        '  `f_delay_duration`   bigint(20)  NULL DEFAULT NULL,',
        '  `f_submit_timestamp` bigint(20)  NULL DEFAULT NULL,',
        '  PRIMARY KEY (`id`) USING BTREE',
        ') ENGINE = InnoDB CHARACTER SET = utf8mb4 COLLATE = utf8mb4_unicode_ci ROW_FORMAT = DYNAMIC;',
      ].join('\n'),
    },
  },
  {
    since: '2.0.18',
    topic: '数据库（MySQL 存储）',
    text: [
      '先备份数据库，再在 2.0.17 使用的库中为 ',
      { code: 'PolicyModel' },
      '、',
      { code: 'LogTrace' },
      '、',
      { code: 'ProxySubConfig' },
      ' 三张表补充字段。某个字段已经存在时 MySQL 会报 Duplicate column name 错误，跳过该条语句即可；用 ',
      { code: 'mysql' },
      ' 客户端执行脚本文件时加上 ',
      { code: '--force' },
      '，它报告错误后会继续执行后面的语句。',
      SKIP_WITHOUT_DATABASE,
    ],
    sql: {
      title: 'upgrade-2.0.17-to-2.0.18.sql',
      code: [
        'ALTER TABLE `PolicyModel` ADD COLUMN `f_http_model` TEXT NULL;',
        'ALTER TABLE `LogTrace` ADD COLUMN `f_timezone` int(5) NULL DEFAULT 0;',
        "ALTER TABLE `ProxySubConfig` ADD COLUMN `f_enable` bit(1) NULL DEFAULT b'0';",
      ].join('\n'),
    },
  },
  {
    since: '2.0.18',
    topic: '数据库（PostgreSQL 存储）',
    text: [
      '先用 ',
      { code: 'pg_dump' },
      ' 备份数据库，再在 2.0.17 使用的库中为同样三张表补充字段。',
      { code: 'ADD COLUMN IF NOT EXISTS' },
      ' 会跳过已经存在的字段，重复执行不会报错；',
      '列类型按 MySQL 与 PostgreSQL 的对应关系换写（见',
      { doc: 'config/store', label: '持久化配置' },
      '的「表结构说明」）。',
      '以 FluxMQ 连接数据库所用的账号（config.yaml 中 ',
      { code: 'store.datasource' },
      ' 的 ',
      { code: 'username' },
      '）执行脚本，它是这些表的属主，例如 ',
      { code: 'psql -h 127.0.0.1 -p 5432 -U fluxmq -d fluxmq -f upgrade-2.0.17-to-2.0.18-pg.sql' },
      '。',
      SKIP_WITHOUT_DATABASE,
    ],
    sql: {
      title: 'upgrade-2.0.17-to-2.0.18-pg.sql',
      code: [
        'ALTER TABLE "PolicyModel" ADD COLUMN IF NOT EXISTS f_http_model TEXT DEFAULT NULL;',
        'ALTER TABLE "LogTrace" ADD COLUMN IF NOT EXISTS f_timezone INTEGER DEFAULT 0;',
        'ALTER TABLE "ProxySubConfig" ADD COLUMN IF NOT EXISTS f_enable BOOLEAN DEFAULT FALSE;',
      ].join('\n'),
    },
  },
  {
    since: '2.0.19',
    topic: '数据库（MySQL 存储）',
    text: [
      '2.0.19 的表结构与 2.0.18 相同：从 2.0.18 升级时数据库不需要改动，2.0.18 的升级脚本已经补上了下面三个字段。从 2.0.17 直接升级到 2.0.19 时，先备份数据库，再在 2.0.17 使用的库中执行这三条语句。',
      SKIP_WITHOUT_DATABASE,
    ],
    sql: {
      title: 'upgrade-2.0.17-to-2.0.19.sql',
      code: [
        'ALTER TABLE `PolicyModel` ADD COLUMN `f_http_model` TEXT NULL;',
        'ALTER TABLE `LogTrace` ADD COLUMN `f_timezone` int(5) NULL DEFAULT 0;',
        "ALTER TABLE `ProxySubConfig` ADD COLUMN `f_enable` bit(1) NULL DEFAULT b'0';",
      ].join('\n'),
    },
  },
  {
    since: '2.0.19',
    topic: '数据库（PostgreSQL 存储）',
    text: [
      '与 MySQL 相同：从 2.0.18 升级时数据库不需要改动；从 2.0.17 直接升级到 2.0.19 时，先用 ',
      { code: 'pg_dump' },
      ' 备份数据库，再在 2.0.17 使用的库中执行这三条语句（已有的字段自动跳过）。',
      '以 FluxMQ 连接数据库所用的账号（config.yaml 中 ',
      { code: 'store.datasource' },
      ' 的 ',
      { code: 'username' },
      '）执行脚本，它是这些表的属主，例如 ',
      { code: 'psql -h 127.0.0.1 -p 5432 -U fluxmq -d fluxmq -f upgrade-2.0.17-to-2.0.19-pg.sql' },
      '。',
      SKIP_WITHOUT_DATABASE,
    ],
    sql: {
      title: 'upgrade-2.0.17-to-2.0.19-pg.sql',
      code: [
        'ALTER TABLE "PolicyModel" ADD COLUMN IF NOT EXISTS f_http_model TEXT DEFAULT NULL;',
        'ALTER TABLE "LogTrace" ADD COLUMN IF NOT EXISTS f_timezone INTEGER DEFAULT 0;',
        'ALTER TABLE "ProxySubConfig" ADD COLUMN IF NOT EXISTS f_enable BOOLEAN DEFAULT FALSE;',
      ].join('\n'),
    },
  },
  {
    since: '2.1.0',
    topic: '数据库（MySQL 存储）',
    text: [
      '先备份数据库，再在 2.0.19 使用的库中执行下面的脚本：为三张已有的表补充字段，并新建离线消息表 ',
      { code: 'OfflineMessage' },
      ' 和规则引擎性能监控表 ',
      { code: 'RuleEngineMetrics' },
      '。其中三条 ',
      { code: 'ALTER TABLE' },
      ' 与从 2.0.17 升级到 2.0.18、2.0.19 时的语句相同，当年已经执行过的会报字段重复（Duplicate column name），跳过它们，继续执行后面的建表语句：用 ',
      { code: 'mysql' },
      ' 客户端执行脚本文件时加上 ',
      { code: '--force' },
      '，它报告错误后会继续执行后面的语句。',
      SKIP_WITHOUT_DATABASE,
    ],
    sql: {
      title: 'upgrade-2.0.19-to-2.1.0.sql',
      code: [
        '-- 一、已有表补充字段',
        'ALTER TABLE `PolicyModel` ADD COLUMN `f_http_model` TEXT NULL;',
        'ALTER TABLE `LogTrace` ADD COLUMN `f_timezone` int(5) NULL DEFAULT 0;',
        "ALTER TABLE `ProxySubConfig` ADD COLUMN `f_enable` bit(1) NULL DEFAULT b'0';",
        '',
        '-- 二、离线消息表（2.1.0 新增）',
        'CREATE TABLE IF NOT EXISTS `OfflineMessage` (',
        '  `id`          varchar(60)  CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci NOT NULL,',
        '  `f_client_id` varchar(60)  CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci NOT NULL,',
        '  `f_topic`     varchar(255) CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci NOT NULL,',
        '  `f_qos`       tinyint(5)   NOT NULL,',
        '  `f_retain`    bit(1)       NOT NULL,',
        '  `f_payload`   blob         NOT NULL,',
        '  `f_timestamp` bigint(20)   NOT NULL,',
        '  `f_node_ip`   varchar(50)  CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci NULL DEFAULT NULL,',
        '  PRIMARY KEY (`id`) USING BTREE,',
        '  INDEX `idx_client_id` (`f_client_id`) USING BTREE,',
        '  INDEX `idx_timestamp` (`f_timestamp`) USING BTREE',
        ') ENGINE = InnoDB DEFAULT CHARSET = utf8mb4 COLLATE = utf8mb4_unicode_ci;',
        '',
        '-- 三、规则引擎性能监控表（2.1.0 新增）',
        'CREATE TABLE IF NOT EXISTS `RuleEngineMetrics` (',
        '  `id`                varchar(60) CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci NOT NULL,',
        '  `f_rule_id`         varchar(60) CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci NOT NULL,',
        '  `f_execution_count` bigint(20)  DEFAULT 0,',
        '  `f_execution_time`  bigint(20)  DEFAULT 0,',
        '  `f_error_count`     bigint(20)  DEFAULT 0,',
        '  `f_timestamp`       bigint(20)  NOT NULL,',
        '  PRIMARY KEY (`id`) USING BTREE,',
        '  INDEX `idx_rule_id` (`f_rule_id`) USING BTREE,',
        '  INDEX `idx_timestamp` (`f_timestamp`) USING BTREE',
        ') ENGINE = InnoDB DEFAULT CHARSET = utf8mb4 COLLATE = utf8mb4_unicode_ci;',
      ].join('\n'),
    },
  },
  {
    since: '2.1.0',
    topic: '数据库（PostgreSQL 存储）',
    text: [
      '先用 ',
      { code: 'pg_dump' },
      ' 备份数据库，再在 2.0.19 使用的库（配置了 ',
      { code: 'schema' },
      ' 时，用 ',
      { code: "PGOPTIONS='-c search_path=<schema>'" },
      ' 让脚本在该 schema 中执行）中执行下面的脚本：与 MySQL 的脚本一样补充三个字段，并新建 ',
      { code: 'OfflineMessage' },
      ' 和 ',
      { code: 'RuleEngineMetrics' },
      '。所有语句都带 ',
      { code: 'IF NOT EXISTS' },
      '，已经存在的字段、表和索引自动跳过，重复执行不会报错；',
      '列类型按 MySQL 与 PostgreSQL 的对应关系换写（见',
      { doc: 'config/store', label: '持久化配置' },
      '的「表结构说明」）。',
      '以 FluxMQ 连接数据库所用的账号（config.yaml 中 ',
      { code: 'store.datasource' },
      ' 的 ',
      { code: 'username' },
      '）执行脚本，新建的表才归它所有、FluxMQ 才能读写，例如 ',
      { code: 'psql -h 127.0.0.1 -p 5432 -U fluxmq -d fluxmq -f upgrade-2.0.19-to-2.1.0-pg.sql' },
      '。',
      SKIP_WITHOUT_DATABASE,
    ],
    sql: {
      title: 'upgrade-2.0.19-to-2.1.0-pg.sql',
      code: [
        '-- 一、已有表补充字段（已有的字段自动跳过）',
        'ALTER TABLE "PolicyModel" ADD COLUMN IF NOT EXISTS f_http_model TEXT DEFAULT NULL;',
        'ALTER TABLE "LogTrace" ADD COLUMN IF NOT EXISTS f_timezone INTEGER DEFAULT 0;',
        'ALTER TABLE "ProxySubConfig" ADD COLUMN IF NOT EXISTS f_enable BOOLEAN DEFAULT FALSE;',
        '',
        '-- 二、离线消息表（2.1.0 新增）',
        'CREATE TABLE IF NOT EXISTS "OfflineMessage" (',
        '  id          VARCHAR(60)  NOT NULL,',
        '  f_client_id VARCHAR(60)  NOT NULL,',
        '  f_topic     VARCHAR(255) NOT NULL,',
        '  f_qos       SMALLINT     NOT NULL,',
        '  f_retain    BOOLEAN      NOT NULL,',
        '  f_payload   BYTEA        NOT NULL,',
        '  f_timestamp BIGINT       NOT NULL,',
        '  f_node_ip   VARCHAR(50)  DEFAULT NULL,',
        '  PRIMARY KEY (id)',
        ');',
        'CREATE INDEX IF NOT EXISTS idx_offlinemsg_client ON "OfflineMessage" (f_client_id);',
        'CREATE INDEX IF NOT EXISTS idx_offlinemsg_timestamp ON "OfflineMessage" (f_timestamp);',
        '',
        '-- 三、规则引擎性能监控表（2.1.0 新增）',
        'CREATE TABLE IF NOT EXISTS "RuleEngineMetrics" (',
        '  id                VARCHAR(60) NOT NULL,',
        '  f_rule_id         VARCHAR(60) NOT NULL,',
        '  f_execution_count BIGINT DEFAULT 0,',
        '  f_execution_time  BIGINT DEFAULT 0,',
        '  f_error_count     BIGINT DEFAULT 0,',
        '  f_timestamp       BIGINT NOT NULL,',
        '  PRIMARY KEY (id)',
        ');',
        'CREATE INDEX IF NOT EXISTS idx_rulemetrics_rule ON "RuleEngineMetrics" (f_rule_id);',
        'CREATE INDEX IF NOT EXISTS idx_rulemetrics_timestamp ON "RuleEngineMetrics" (f_timestamp);',
      ].join('\n'),
    },
  },
  {
    since: '2.1.0',
    topic: '配置文件',
    text: [
      '2.1.0 调整了 ',
      { code: 'pool' },
      ' 配置段的结构，部分旧配置项已废弃。升级前对照本节的配置项变化核对 config.yaml 的 ',
      { code: 'pool' },
      ' 段：已废弃的 ',
      { code: 'bufferSize' },
      '、',
      { code: 'eventMessageSize' },
      '、',
      { code: 'waitStrategy' },
      ' 仍然接受，已写的值保留即可，不必删除；按需设置新增的键，并留意默认值有变化的键：要保持 2.0.19 的线程数，就在 config.yaml 中显式写出 ',
      { code: 'bossThreadSize' },
      '、',
      { code: 'eventThreadSize' },
      '。各键的说明见',
      { doc: 'config/pool', label: '连接池配置' },
      '。',
    ],
  },
  {
    since: '2.1.0',
    topic: '接口与验证',
    text: ['2.1.0 调整了部分 API 的响应格式，并废弃了部分旧 API：调用方需要逐个核对所用的接口。升级完成后进行一次性能测试。'],
  },
  {
    since: '2.1.1',
    topic: '数据库（MySQL 或 PostgreSQL 存储）',
    text: [
      '2.1.0 → 2.1.1 没有可执行的数据库升级脚本。升级前先完整备份数据库（MySQL 用 ',
      { code: 'mysqldump' },
      '，PostgreSQL 用 ',
      { code: 'pg_dump' },
      '），确认备份文件可以恢复，测试环境就用这份备份验证。',
      { doc: 'config/store', label: '持久化配置' },
      '中的初始化脚本只用于新建的空库：它先删除其中的 16 张表再重建，不要在已有数据的库上执行。库中有而初始化脚本中没有的表（例如 2.1.0 升级时新建的 ',
      { code: 'OfflineMessage' },
      '、',
      { code: 'RuleEngineMetrics' },
      '）保留不动，不要删除。',
      SKIP_WITHOUT_DATABASE,
    ],
  },
  {
    since: '2.1.1',
    topic: '端点（Endpoint）',
    text: [
      '端点的动态管理是 2.1.1 新增的：按',
      { doc: 'endpoint/README', label: 'Endpoint 动态管理' },
      '中「从 2.1.0 升级」的步骤配置端点的存储，再验证端点功能正常。',
    ],
  },
  {
    since: '2.1.1',
    topic: '配置文件与接口',
    text: [
      '升级后对照',
      { doc: 'config/read', label: '配置文件说明' },
      '的完整示例逐段核对 config.yaml，并更新监控相关的配置；调用方对照',
      { doc: 'api/reference', label: 'API 接口参考' },
      '核对所用的接口。升级完成后进行一次性能测试。',
    ],
  },
];

/**
 * The notes of every upgrade: each version with written notes opens with the steps of the upgrade
 * itself (procedureNote), after the note naming the older release's image and packages it is
 * installed from, if it is.
 */
export const UPGRADE_NOTES: readonly UpgradeNote[] = WRITTEN_NOTES.flatMap((note, i) =>
  i === WRITTEN_NOTES.findIndex((n) => n.since === note.since)
    ? [...borrowedArtefactsNote(note.since), procedureNote(note.since), note]
    : [note],
);

/** Problems with notes, each naming the note: a `since` the site does not have. Empty when sound. */
export function upgradeNoteProblems(notes: readonly UpgradeNote[]): string[] {
  return notes.flatMap((n) => rangeProblems({ since: n.since }, `upgrade note "${n.topic}"`));
}

const problems = upgradeNoteProblems(UPGRADE_NOTES);
if (problems.length) throw new Error(`src/features/version-changes/upgrade-notes.ts:\n- ${problems.join('\n- ')}`);

/**
 * The notes for an upgrade from version `from` straight to version `to` (`from` older): those of every
 * version after `from` up to and including `to`, oldest version first, so the operator works through
 * them in order. Two consecutive versions give the notes of `to` alone.
 */
export function notesBetween(from: string, to: string, notes: readonly UpgradeNote[] = UPGRADE_NOTES): UpgradeNote[] {
  const start = versionOrder(from);
  const end = versionOrder(to);
  if (start < 0 || end < 0) throw new Error(`notesBetween: "${from}" → "${to}" is not a pair of docs versions`);
  return notes
    .filter((n) => versionOrder(n.since) > start && versionOrder(n.since) <= end)
    .sort((a, b) => versionOrder(a.since) - versionOrder(b.since));
}
