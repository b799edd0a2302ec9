import type { ConfigPage } from '../types';

const page = {
  docId: 'endpoint/README',
  title: 'Endpoint 动态管理',
  tables: [
    {
      id: 'model',
      caption: '一个端点的配置模型（endpoint）',
      since: '2.1.1',
      keys: [
        { key: 'endpoint.port', type: 'int', default: '—', meaning: '端点监听的 MQTT 端口，示例为 1883。' },
        {
          key: 'endpoint.useWebsocket',
          type: 'boolean',
          default: '—',
          meaning: '是否以 WebSocket 方式提供 MQTT 服务（MQTT over WebSocket）。',
        },
        { key: 'endpoint.path', type: 'string', default: '—', meaning: 'WebSocket 路径，示例为 /mqtt，仅在 WebSocket 模式下生效。' },
        { key: 'endpoint.enableAuth', type: 'boolean', default: '—', meaning: '是否对该端点上的客户端连接进行认证。' },
        { key: 'endpoint.enableAcl', type: 'boolean', default: '—', meaning: '是否对该端点上的发布和订阅做 ACL 检查。' },
        {
          key: 'endpoint.enableBridge',
          type: 'boolean',
          default: '—',
          meaning: '是否开启数据桥接，即把该端点收到的消息交给规则引擎处理，与 mqtt 列表项的 enableBridge 相同。',
        },
        { key: 'endpoint.messageMaxSize', type: 'int（字节）', default: '—', meaning: '单条消息的最大字节数，示例为 4194304（4 MiB）。' },
        { key: 'endpoint.maxSessionSize', type: 'int', default: '—', meaning: '最大会话数。' },
        { key: 'endpoint.maxConnectionSize', type: 'int', default: '—', meaning: '该端点的最大连接数。' },
        { key: 'endpoint.maxConnectionPerSecond', type: 'int', default: '—', meaning: '每秒最多新建的连接数，用于抵御连接风暴。' },
        { key: 'endpoint.sslConfig', type: 'object', default: '—', meaning: '该端点的 SSL/TLS 配置，使用 JKS 格式的密钥库和信任库。' },
        {
          key: 'endpoint.serverOptions',
          type: 'map',
          default: '—',
          meaning: 'Netty 服务端（监听套接字）的选项和线程池大小，下列之外的选项也可以设置。',
        },
        { key: 'endpoint.childOptions', type: 'map', default: '—', meaning: '作用于每一条已建立的客户端连接的 Netty 选项。' },
        { key: 'endpoint.enabled', type: 'boolean', default: '—', meaning: '是否启用该端点。' },
        { key: 'endpoint.isDefault', type: 'boolean', default: '—', meaning: '是否为默认端点。' },
      ],
    },
  ],
} satisfies ConfigPage;

export default page;
