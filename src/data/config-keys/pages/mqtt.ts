import type { ConfigPage } from '../types';

const page = {
  docId: 'config/mqtt',
  title: 'MQTT 配置',
  tables: [
    {
      id: 'listener',
      caption: 'MQTT 监听器（mqtt 列表中的每一项）',
      keys: [
        { key: 'mqtt[].port', type: 'int', default: '必填', meaning: '该监听器监听的 MQTT 端口，每个列表项使用各自的端口。' },
        {
          key: 'mqtt[].wiretap',
          type: 'boolean',
          default: '必填',
          meaning: '输出连接上收发的二进制报文日志，仅用于排查问题，生产环境禁止打开。',
          changes: [{ from: '2.0.19', default: 'false' }],
        },
        {
          key: 'mqtt[].exclusivePool',
          type: 'boolean',
          default: 'false',
          meaning: '为该监听器分配独立的线程池，使其不与其他监听器共用线程。',
          since: '2.0.19',
        },
        {
          key: 'mqtt[].messageMaxSize',
          type: 'int（字节）',
          default: '必填',
          meaning: '单条 PUBLISH 报文允许的最大载荷字节数。',
          changes: [{ from: '2.0.19', default: '4194304（4 MB）' }],
        },
        {
          key: 'mqtt[].proxy',
          type: 'boolean',
          default: 'false',
          meaning: '是否解析 HAProxy 等负载均衡器发来的 PROXY protocol 头，以获得客户端真实地址。',
        },
        { key: 'mqtt[].options', type: 'map', default: '不建议设置', meaning: '传给 Netty 服务端（监听 Channel）的 option 参数。' },
        {
          key: 'mqtt[].childOptions',
          type: 'map',
          default: '不建议设置',
          meaning: '传给 Netty 子 Channel（每个客户端连接）的 option 参数。',
        },
        { key: 'mqtt[].enableAuth', type: 'boolean', default: 'true', meaning: '是否对该监听器上的客户端连接进行认证。' },
        { key: 'mqtt[].enableAcl', type: 'boolean', default: 'true', meaning: '是否对该监听器上的发布和订阅做 ACL 鉴权检查。' },
        {
          key: 'mqtt[].enableBridge',
          type: 'boolean',
          default: 'true',
          meaning: '是否开启数据桥接，即把该监听器收到的消息交给规则引擎处理。',
        },
        {
          key: 'mqtt[].maxSendWindowSize',
          type: 'int',
          default: '100',
          meaning: '每个连接向外发送、尚未收到确认的 QoS 1 与 QoS 2 消息的窗口上限。',
        },
        {
          key: 'mqtt[].maxReceiveWindowSize',
          type: 'int',
          default: '100',
          meaning: '每个连接接收 QoS 2 消息时等待完成确认流程的窗口上限。',
        },
        { key: 'mqtt[].maxConnectionPerSecond', type: 'int', default: '1000', meaning: '该监听器每秒最多接受的新连接数。' },
        {
          key: 'mqtt[].sessionPersistence',
          type: 'boolean',
          default: 'false',
          meaning: '是否持久化会话消息；需要离线期间的消息时，推荐改用离线消息功能。',
        },
        {
          key: 'mqtt[].maxSessionSize',
          type: 'int（条）',
          default: '100',
          meaning: '开启会话持久化后每个连接最多保存的消息条数，未开启时不生效。',
        },
        { key: 'mqtt[].useWebsocket', type: 'boolean', default: 'false', meaning: '是否在该端口上以 WebSocket 方式提供 MQTT 服务。' },
        { key: 'mqtt[].path', type: 'string', default: '/mqtt', meaning: 'WebSocket 的访问路径，仅在 useWebsocket 为 true 时生效。' },
        { key: 'mqtt[].aclRefreshPeriod', type: 'int（秒）', default: '60', meaning: '已加载的 ACL 数据的有效期，到期后重新加载。' },
        {
          key: 'mqtt[].metrics',
          type: 'boolean',
          default: '—',
          meaning: '是否开启该监听器的指标，docker 部署示例的每个监听器都设为 true。',
          since: '2.1.0',
        },
      ],
    },
    {
      id: 'ssl',
      caption: 'MQTT 监听器的 TLS 证书（mqtt[].ssl）',
      keys: [
        {
          key: 'mqtt[].ssl',
          type: 'object',
          default: '空（不启用 TLS）',
          meaning: '该监听器的证书配置，配置后监听器以 TLS（MQTTS）方式提供服务。',
        },
        { key: 'mqtt[].ssl.crt', type: 'string（文件路径）', default: '—', meaning: '服务端证书（公钥）文件。' },
        { key: 'mqtt[].ssl.key', type: 'string（文件路径）', default: '—', meaning: '服务端私钥文件。' },
        { key: 'mqtt[].ssl.ca', type: 'string（文件路径）', default: '—', meaning: 'CA 证书文件。' },
      ],
    },
  ],
} satisfies ConfigPage;

export default page;
