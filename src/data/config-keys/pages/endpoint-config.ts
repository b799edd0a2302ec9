import type { ConfigPage } from '../types';

// Endpoint management arrived in 2.1.1: every table here starts there. The notes give example values,
// no defaults, so no row states one.
const since = '2.1.1';

const page = {
  docId: 'endpoint/config',
  title: 'Endpoint 配置详解',
  tables: [
    {
      id: 'endpoint-port',
      caption: '端点的端口与协议（endpoint）',
      since,
      keys: [
        { key: 'endpoint.port', type: 'int', default: '—', meaning: '端点监听的 MQTT 端口，示例为 1883。' },
        {
          key: 'endpoint.useWebsocket',
          type: 'boolean',
          default: '—',
          meaning: '是否以 WebSocket 方式提供 MQTT 服务（MQTT over WebSocket）。',
        },
        { key: 'endpoint.path', type: 'string', default: '—', meaning: 'WebSocket 路径，示例为 /mqtt，仅在 WebSocket 模式下生效。' },
      ],
    },
    {
      id: 'endpoint-auth',
      caption: '端点的认证（endpoint）',
      since,
      keys: [
        { key: 'endpoint.enableAuth', type: 'boolean', default: '—', meaning: '是否对该端点上的客户端连接进行认证。' },
        {
          key: 'endpoint.authType',
          type: 'string',
          default: '—',
          values: ['database', 'redis', 'http', 'fixed'],
          // The notes name the data source of database and redis (endpoint.authConfig) only; http and fixed have no meaning there.
          valueMeanings: {
            database: '用数据库中的账号认证，连接信息写在 endpoint.authConfig.datasource。',
            redis: '用 Redis 中的账号认证，连接信息写在 endpoint.authConfig.redis。',
          },
          meaning: '认证方式：database、redis、http 或 fixed。',
        },
        {
          key: 'endpoint.authConfig',
          type: 'object',
          default: '—',
          meaning: '认证数据源的连接信息，数据库（datasource）与 Redis（redis）二选一。',
        },
        { key: 'endpoint.authConfig.datasource.url', type: 'string', default: '—', meaning: '数据库认证使用的 JDBC 地址。' },
        { key: 'endpoint.authConfig.datasource.username', type: 'string', default: '—', meaning: '数据库认证使用的用户名。' },
        { key: 'endpoint.authConfig.datasource.password', type: 'string', default: '—', meaning: '数据库认证使用的密码。' },
        { key: 'endpoint.authConfig.redis.host', type: 'string', default: '—', meaning: 'Redis 认证使用的主机。' },
        { key: 'endpoint.authConfig.redis.port', type: 'int', default: '—', meaning: 'Redis 认证使用的端口，示例为 6379。' },
        { key: 'endpoint.authConfig.redis.password', type: 'string', default: '—', meaning: 'Redis 认证使用的密码，示例为空。' },
      ],
    },
    {
      id: 'endpoint-acl',
      caption: '端点的 ACL（endpoint）',
      since,
      keys: [
        { key: 'endpoint.enableAcl', type: 'boolean', default: '—', meaning: '是否对该端点上的发布和订阅做 ACL 检查。' },
        {
          key: 'endpoint.aclType',
          type: 'string',
          default: '—',
          values: ['database', 'redis', 'http', 'config'],
          // The notes name the source of database and config (endpoint.aclConfig) only; redis and http have no meaning there.
          valueMeanings: {
            database: 'ACL 规则来自数据库，连接信息写在 endpoint.aclConfig.datasource。',
            config: 'ACL 规则直接写在配置中：endpoint.aclConfig.config.rules，每条给出用户名和允许的主题过滤器。',
          },
          meaning: 'ACL 方式：database、redis、http 或 config。',
        },
        {
          key: 'endpoint.aclConfig',
          type: 'object',
          default: '—',
          meaning: 'ACL 数据的来源：数据库（datasource）或写在配置中的规则（config）。',
        },
        { key: 'endpoint.aclConfig.datasource.url', type: 'string', default: '—', meaning: '数据库 ACL 使用的 JDBC 地址。' },
        { key: 'endpoint.aclConfig.datasource.username', type: 'string', default: '—', meaning: '数据库 ACL 使用的用户名。' },
        { key: 'endpoint.aclConfig.datasource.password', type: 'string', default: '—', meaning: '数据库 ACL 使用的密码。' },
        {
          key: 'endpoint.aclConfig.config.rules',
          type: 'list',
          default: '—',
          meaning: '写在配置中的 ACL 规则列表，aclType 为 config 时使用。',
        },
        { key: 'endpoint.aclConfig.config.rules[].username', type: 'string', default: '—', meaning: '这条规则适用的用户名。' },
        {
          key: 'endpoint.aclConfig.config.rules[].allow',
          type: 'list（主题过滤器）',
          default: '—',
          meaning: '该用户允许访问的主题过滤器列表。',
        },
      ],
    },
    {
      id: 'endpoint-ssl',
      caption: '端点的 SSL/TLS（endpoint.sslConfig，JKS 密钥库）',
      since,
      keys: [
        { key: 'endpoint.sslConfig', type: 'object', default: '—', meaning: '该端点的 SSL/TLS 配置，使用 JKS 格式的密钥库和信任库。' },
        { key: 'endpoint.sslConfig.enabled', type: 'boolean', default: '—', meaning: '是否开启 SSL/TLS。' },
        { key: 'endpoint.sslConfig.keyStorePath', type: 'string（文件路径）', default: '—', meaning: '密钥库文件（JKS）。' },
        { key: 'endpoint.sslConfig.keyStorePassword', type: 'string', default: '—', meaning: '密钥库密码。' },
        { key: 'endpoint.sslConfig.trustStorePath', type: 'string（文件路径）', default: '—', meaning: '信任库文件（JKS）。' },
        { key: 'endpoint.sslConfig.trustStorePassword', type: 'string', default: '—', meaning: '信任库密码。' },
        { key: 'endpoint.sslConfig.protocols', type: 'list', default: '—', meaning: '允许的 TLS 版本，示例为 TLSv1.2 和 TLSv1.3。' },
        { key: 'endpoint.sslConfig.cipherSuites', type: 'list', default: '—', meaning: '允许的加密套件。' },
      ],
    },
    {
      id: 'endpoint-connections',
      caption: '端点的连接限制（endpoint）',
      since,
      keys: [
        { key: 'endpoint.maxConnectionSize', type: 'int', default: '—', meaning: '该端点的最大连接数。' },
        { key: 'endpoint.maxConnectionPerSecond', type: 'int', default: '—', meaning: '每秒最多新建的连接数，用于抵御连接风暴。' },
        { key: 'endpoint.maxSessionSize', type: 'int', default: '—', meaning: '最大会话数。' },
        { key: 'endpoint.exclusivePool', type: 'boolean', default: '—', meaning: '是否为该端点使用独占（专用）的连接池。' },
      ],
    },
    {
      id: 'endpoint-messages',
      caption: '端点的消息大小与收发窗口（endpoint）',
      since,
      keys: [
        { key: 'endpoint.messageMaxSize', type: 'int（字节）', default: '—', meaning: '单条消息的最大字节数，示例为 4194304（4 MiB）。' },
        {
          key: 'endpoint.maxSendWindowSize',
          type: 'int',
          default: '—',
          meaning: '每个连接向外发送、尚未收到确认的 QoS 1 与 QoS 2 消息的窗口上限。',
        },
        {
          key: 'endpoint.maxReceiveWindowSize',
          type: 'int',
          default: '—',
          meaning: '每个连接接收 QoS 2 消息时等待完成确认流程的窗口上限。',
        },
      ],
    },
    {
      id: 'endpoint-tuning',
      caption: '端点的会话、ACL 刷新、指标与报文记录（endpoint）',
      since,
      keys: [
        { key: 'endpoint.sessionPersistence', type: 'boolean', default: '—', meaning: '是否持久化会话。' },
        { key: 'endpoint.aclRefreshPeriod', type: 'int（秒）', default: '—', meaning: 'ACL 数据的刷新周期。' },
        { key: 'endpoint.metrics', type: 'boolean', default: '—', meaning: '是否采集该端点的指标。' },
        {
          key: 'endpoint.wiretap',
          type: 'boolean',
          default: '—',
          meaning: '是否记录经过端点的报文（wiretap），只在开发或排障时临时打开。',
        },
      ],
    },
    {
      id: 'endpoint-server-options',
      caption: '端点的 Netty 服务端选项（endpoint.serverOptions）',
      since,
      keys: [
        {
          key: 'endpoint.serverOptions',
          type: 'map',
          default: '—',
          meaning: 'Netty 服务端（监听套接字）的选项和线程池大小，下列之外的选项也可以设置。',
        },
        { key: 'endpoint.serverOptions.soBacklog', type: 'int', default: '—', meaning: '等待接受的连接队列长度，示例为 128。' },
        { key: 'endpoint.serverOptions.soReuseaddr', type: 'boolean', default: '—', meaning: '是否允许地址复用。' },
        { key: 'endpoint.serverOptions.tcpNodelay', type: 'boolean', default: '—', meaning: '是否关闭 Nagle 算法，降低小包延迟。' },
        { key: 'endpoint.serverOptions.soKeepalive', type: 'boolean', default: '—', meaning: '是否开启 TCP keepalive。' },
        { key: 'endpoint.serverOptions.bossGroupSize', type: 'int', default: '—', meaning: '负责接受连接的线程数，示例为 1。' },
        { key: 'endpoint.serverOptions.workerGroupSize', type: 'int', default: '—', meaning: '负责读写的工作线程数，示例为 4。' },
      ],
    },
    {
      id: 'endpoint-child-options',
      caption: '端点的 Netty 子选项（endpoint.childOptions）',
      since,
      keys: [
        { key: 'endpoint.childOptions', type: 'map', default: '—', meaning: '作用于每一条已建立的客户端连接的 Netty 选项。' },
        { key: 'endpoint.childOptions.soKeepalive', type: 'boolean', default: '—', meaning: '是否开启 TCP keepalive。' },
        { key: 'endpoint.childOptions.tcpNodelay', type: 'boolean', default: '—', meaning: '是否关闭 Nagle 算法。' },
        { key: 'endpoint.childOptions.soLinger', type: 'int', default: '—', meaning: '关闭连接时的逗留时间，示例为 0。' },
      ],
    },
    {
      // enableBridge reads as on the mqtt listeners (config/mqtt, the install samples): messages go to the
      // rule engine. bridgeConfig holds the remote-broker settings this page alone lists.
      id: 'endpoint-bridge',
      caption: '端点的桥接（endpoint）',
      since,
      keys: [
        {
          key: 'endpoint.enableBridge',
          type: 'boolean',
          default: '—',
          meaning: '是否开启数据桥接，即把该端点收到的消息交给规则引擎处理，与 mqtt 列表项的 enableBridge 相同。',
        },
        { key: 'endpoint.bridgeConfig', type: 'object', default: '—', meaning: '桥接到远端 MQTT Broker 的连接参数。' },
        { key: 'endpoint.bridgeConfig.remoteHost', type: 'string', default: '—', meaning: '远端 Broker 的主机地址。' },
        { key: 'endpoint.bridgeConfig.remotePort', type: 'int', default: '—', meaning: '远端 Broker 的端口。' },
        {
          key: 'endpoint.bridgeConfig.clientId',
          type: 'string',
          default: '—',
          meaning: '桥接连接在远端 Broker 上使用的客户端 ID，不能与远端已有客户端重复。',
        },
        { key: 'endpoint.bridgeConfig.username', type: 'string', default: '—', meaning: '在远端 Broker 上使用的用户名。' },
        { key: 'endpoint.bridgeConfig.password', type: 'string', default: '—', meaning: '在远端 Broker 上使用的密码。' },
        { key: 'endpoint.bridgeConfig.topics', type: 'list（主题过滤器）', default: '—', meaning: '需要桥接的主题过滤器。' },
      ],
    },
    {
      id: 'endpoint-ignite',
      caption: '保存端点配置的 Ignite 缓存（store.ignite）',
      since,
      keys: [
        {
          key: 'store.ignite',
          type: 'object',
          default: '—',
          meaning: '保存端点配置的 Ignite 缓存的设置；数据仍持久化到 store.storeType 选择的后端。',
        },
        { key: 'store.ignite.configPath', type: 'string（文件路径）', default: '—', meaning: 'Ignite 配置文件路径。' },
        { key: 'store.ignite.cacheName', type: 'string', default: '—', meaning: '保存端点配置的缓存名，端点配置使用 ENDPOINT_CONFIG。' },
        { key: 'store.ignite.persistence', type: 'boolean', default: '—', meaning: '是否开启持久化。' },
        { key: 'store.ignite.backupCount', type: 'int', default: '—', meaning: '缓存的备份份数。' },
      ],
    },
    {
      id: 'endpoint-datasource',
      caption: '端点配置的数据库连接池（store.datasource）',
      since,
      keys: [
        { key: 'store.datasource.driver', type: 'string', default: '—', meaning: 'JDBC 驱动类，MySQL 示例为 com.mysql.cj.jdbc.Driver。' },
        { key: 'store.datasource.maxPoolSize', type: 'int', default: '—', meaning: '数据库连接池的最大连接数，示例为 10。' },
        { key: 'store.datasource.minPoolSize', type: 'int', default: '—', meaning: '数据库连接池的最小连接数，示例为 2。' },
      ],
    },
    {
      id: 'endpoint-local',
      caption: '端点配置的本地目录（store.local）',
      since,
      keys: [
        { key: 'store.local', type: 'object', default: '—', meaning: 'storeType 为 LOCAL 时端点配置的目录。' },
        { key: 'store.local.dataPath', type: 'string（目录）', default: '—', meaning: '端点配置的数据目录。' },
        { key: 'store.local.backupPath', type: 'string（目录）', default: '—', meaning: '端点配置的备份目录。' },
      ],
    },
    {
      id: 'cluster-sync',
      caption: '端点配置在节点间的同步（cluster.sync）',
      since,
      keys: [
        { key: 'cluster.sync.enabled', type: 'boolean', default: '—', meaning: '是否开启端点配置在节点间的同步。' },
        { key: 'cluster.sync.interval', type: 'int（毫秒）', default: '—', meaning: '同步间隔，示例为 5000。' },
        { key: 'cluster.sync.timeout', type: 'int（毫秒）', default: '—', meaning: '同步超时，示例为 30000。' },
        { key: 'cluster.sync.retryCount', type: 'int（次）', default: '—', meaning: '同步失败后的重试次数，示例为 3。' },
      ],
    },
    {
      id: 'endpoint-metrics',
      caption: '端点的指标（endpoint）',
      since,
      keys: [
        { key: 'endpoint.metrics', type: 'boolean', default: '—', meaning: '是否采集该端点的指标。' },
        { key: 'endpoint.metricsConfig.enabled', type: 'boolean', default: '—', meaning: '单独的指标输出的开关。' },
        { key: 'endpoint.metricsConfig.port', type: 'int', default: '—', meaning: '单独的指标输出使用的端口，示例为 9090。' },
        {
          key: 'endpoint.metricsConfig.path',
          type: 'string',
          default: '—',
          meaning: '单独的指标输出使用的路径，示例为 /metrics；Prometheus 抓取端点指标使用 HTTP 端口上的 /api/endpoints/metrics。',
        },
        {
          key: 'endpoint.metricsConfig.format',
          type: 'string',
          default: '—',
          values: ['prometheus', 'json'],
          meaning: '指标格式：prometheus 或 json。',
        },
      ],
    },
    {
      id: 'endpoint-logging',
      caption: '端点的日志（endpoint.logging）',
      since,
      keys: [
        {
          key: 'endpoint.logging.level',
          type: 'string',
          default: '—',
          values: ['DEBUG', 'INFO', 'WARN', 'ERROR'],
          meaning: '日志级别：DEBUG、INFO、WARN 或 ERROR。',
        },
        { key: 'endpoint.logging.format', type: 'string', default: '—', values: ['json', 'text'], meaning: '日志格式：json 或 text。' },
        { key: 'endpoint.logging.file', type: 'string（文件路径）', default: '—', meaning: '日志文件路径。' },
        { key: 'endpoint.logging.maxSize', type: 'string', default: '—', meaning: '单个日志文件的最大大小，示例为 100MB。' },
        { key: 'endpoint.logging.maxFiles', type: 'int', default: '—', meaning: '保留的日志文件数。' },
      ],
    },
  ],
} satisfies ConfigPage;

export default page;
