/**
 * 端点管理 API (2.1.1): MQTT endpoints (listener ports) added, changed and removed at run time, identified
 * by port (api/reference; endpoint/README, endpoint/config, endpoint/metrics, endpoint/troubleshooting).
 */
import type { ApiModule, ApiParameter, Schema } from '../types';
import { arr, bool, dateTime, envelope, integer, json, num, obj, ok, str, text, values } from '../schema';

const since = '2.1.1';

/** One endpoint's configuration (the endpoint model of endpoint/README; ranges from endpoint/troubleshooting). */
const endpointConfig = (description: string): Schema =>
  obj(description, {
    port: integer('监听端口；这些接口用端口号标识端点'),
    useWebsocket: bool('是否为 MQTT over WebSocket 端点'),
    path: str('WebSocket 路径（useWebsocket 为 true 时使用）'),
    enableAuth: bool('是否启用认证'),
    enableAcl: bool('是否启用 ACL'),
    enableBridge: bool('是否启用桥接'),
    messageMaxSize: integer('单条消息的最大字节数，取值 1024～16777216', { minimum: 1024, maximum: 16777216 }),
    maxSessionSize: integer('最大会话数，取值 1～10000', { minimum: 1, maximum: 10000 }),
    maxConnectionSize: integer('最大连接数，取值 1～65535', { minimum: 1, maximum: 65535 }),
    maxConnectionPerSecond: integer('每秒最多接受的新连接数'),
    sslConfig: obj('SSL 设置', {
      enabled: bool('是否启用 SSL'),
      keyStorePath: str('密钥库文件路径'),
      keyStorePassword: str('密钥库密码'),
    }),
    serverOptions: obj('服务端（Netty）选项'),
    childOptions: obj('子通道（Netty）选项'),
    enabled: bool('是否启用该端点'),
    isDefault: bool('是否为默认端点'),
  });

const portParam = (example: number, description = '端点的端口号'): ApiParameter => ({
  name: 'port',
  description,
  schema: integer('端口号'),
  example,
  required: true,
});

const success = (message: string) => json(envelope(), { code: 200, message });

const metricsJson = obj('一个端点的指标', {
  port: integer('端点端口'),
  timestamp: dateTime('采集时间（ISO 8601）'),
  metrics: obj('指标', {
    connections: obj('连接指标', {
      current: integer('当前连接数'),
      max: integer('最大连接数'),
      rate: num('每秒新建连接数'),
      total: integer('累计连接数'),
    }),
    messages: obj('消息指标', {
      received: integer('累计接收消息数'),
      sent: integer('累计发送消息数'),
      dropped: integer('累计丢弃消息数'),
      receivedRate: num('每秒接收消息数'),
      sentRate: num('每秒发送消息数'),
    }),
    sessions: obj('会话指标', { current: integer('当前会话数'), max: integer('最大会话数'), persistent: integer('持久会话数') }),
    performance: obj('性能指标', {
      cpuUsage: num('CPU 使用率（%）'),
      memoryUsage: integer('内存使用量（字节）'),
      responseTime: num('平均响应时间（秒）'),
    }),
    errors: obj('错误指标', {
      rate: num('每秒错误数'),
      authFailed: integer('认证失败次数'),
      aclDenied: integer('ACL 拒绝次数'),
      connectionErrors: integer('连接错误次数'),
    }),
  }),
});

const METRICS_TEXT = [
  '# HELP fluxmq_endpoint_connections_current Current connection count',
  '# TYPE fluxmq_endpoint_connections_current gauge',
  'fluxmq_endpoint_connections_current{port="1883",endpoint="mqtt-1883"} 45',
  '# HELP fluxmq_endpoint_messages_received_rate Message receive rate',
  '# TYPE fluxmq_endpoint_messages_received_rate gauge',
  'fluxmq_endpoint_messages_received_rate{port="1883",endpoint="mqtt-1883"} 100.5',
  '',
].join('\n');

const endpointModule: ApiModule = {
  id: 'endpoint',
  name: '端点管理 API',
  description: '在运行时增删改 MQTT 端点（监听端口），查看端点状态与指标，校验、备份与迁移端点配置；端点用端口号标识。',
  endpoints: [
    {
      id: 'endpointAdd',
      since,
      method: 'POST',
      path: '/api/endpoints/add',
      summary: '添加端点',
      description: '新增一个 MQTT 端点，无需重启，集群内所有节点立即生效。',
      request: {
        schema: endpointConfig('新端点的配置'),
        example: {
          port: 1884,
          useWebsocket: false,
          enableAuth: true,
          enableAcl: true,
          messageMaxSize: 4194304,
          maxSessionSize: 100,
          maxConnectionPerSecond: 1000,
        },
      },
      response: ok('添加成功。', success('success')),
    },
    {
      id: 'endpointUpdate',
      since,
      method: 'POST',
      path: '/api/endpoints/update',
      summary: '更新端点',
      description: '修改一个已有端点的配置（端口号指定端点）。',
      request: {
        schema: endpointConfig('端点的新配置'),
        example: { port: 1884, useWebsocket: true, path: '/mqtt', enableAuth: true, enableAcl: true, messageMaxSize: 8388608 },
      },
      response: ok('更新成功。', success('success')),
    },
    {
      id: 'endpointRemove',
      since,
      method: 'POST',
      path: '/api/endpoints/remove',
      summary: '删除端点',
      description: '删除一个端点。',
      request: { schema: obj('要删除的端点', { port: integer('端点的端口号') }), example: { port: 1884 } },
      response: ok('删除成功。', success('Endpoint configuration removed successfully')),
    },
    {
      id: 'endpointList',
      since,
      method: 'GET',
      path: '/api/endpoints/list',
      summary: '查询端点列表',
      description: '列出全部端点的配置。',
      response: ok(
        '全部端点的配置，以端口号为键。',
        json(
          envelope(
            obj('端点列表', {
              endpoints: obj('以端口号（字符串）为键的端点配置', {}, { additionalProperties: endpointConfig('一个端点的配置') }),
              activePorts: arr('正在监听的端口', integer('端口号')),
              total: integer('端点总数'),
            }),
          ),
          {
            code: 200,
            message: 'Success',
            data: {
              endpoints: {
                '1883': { port: 1883, useWebsocket: false, enableAuth: true, enableAcl: true, messageMaxSize: 4194304 },
                '1884': { port: 1884, useWebsocket: true, path: '/mqtt', enableAuth: true, enableAcl: true, messageMaxSize: 8388608 },
              },
              activePorts: [1883, 1884],
              total: 2,
            },
          },
        ),
      ),
    },
    {
      id: 'endpointStatus',
      since,
      method: 'GET',
      path: '/api/endpoints/status',
      summary: '查询端点状态',
      description: '查看一个端点的运行状态和当前连接数。',
      query: [portParam(1883)],
      response: ok(
        '端点的运行状态。',
        json(obj('端点状态', { running: bool('端点是否在运行'), endpointNumber: integer('端点当前的连接数') }), {
          running: true,
          endpointNumber: 45,
        }),
      ),
    },
    {
      id: 'endpointCheckPort',
      since,
      method: 'GET',
      path: '/api/endpoints/check-port',
      summary: '检查端口可用性',
      description: '检查一个端口是否空闲；添加端点前、排查端口冲突时调用。',
      query: [portParam(1884, '要检查的端口号')],
      response: ok(
        '端口是否可用。',
        json(obj('检查结果', { port: integer('检查的端口号'), available: bool('端口是否空闲') }), { port: 1884, available: true }),
      ),
    },
    {
      id: 'endpointMetrics',
      since,
      method: 'GET',
      path: '/api/endpoints/metrics',
      summary: '端点监控指标',
      description: '一个端点的监控指标：format=prometheus 返回 Prometheus 文本格式，format=json 返回 JSON。',
      query: [
        portParam(1883),
        {
          name: 'format',
          description: '返回格式',
          schema: values('返回格式', [
            ['prometheus', 'Prometheus 文本格式'],
            ['json', 'JSON'],
          ]),
          example: 'json',
        },
      ],
      response: ok(
        '端点的指标。',
        text('Prometheus 文本格式的指标', METRICS_TEXT),
        json(envelope(metricsJson), {
          code: 200,
          message: 'Success',
          data: {
            port: 1883,
            timestamp: '2024-02-15T10:45:00Z',
            metrics: {
              connections: { current: 45, max: 1000, rate: 2.5, total: 1250 },
              messages: { received: 15000, sent: 14800, dropped: 5, receivedRate: 100.5, sentRate: 98.2 },
              sessions: { current: 40, max: 100, persistent: 35 },
              performance: { cpuUsage: 15.5, memoryUsage: 268435456, responseTime: 0.002 },
              errors: { rate: 0.1, authFailed: 2, aclDenied: 1, connectionErrors: 5 },
            },
          },
        }),
      ),
    },
    {
      id: 'endpointPerformance',
      since,
      method: 'GET',
      path: '/api/endpoints/performance',
      summary: '端点处理耗时',
      description: '查看一个端点的消息处理耗时，用于排查消息处理慢。',
      query: [portParam(1883)],
      response: ok('端点的处理耗时。'),
    },
    {
      id: 'endpointHealth',
      since,
      method: 'GET',
      path: '/api/endpoints/health',
      summary: '端点健康检查',
      description: '检查一个端点是否健康。',
      query: [portParam(1883)],
      response: ok('端点的健康状态。'),
    },
    {
      id: 'endpointGet',
      since,
      method: 'GET',
      path: '/api/endpoints/get',
      summary: '读取端点配置',
      description: '读取一个端点的配置，例如核对它的认证设置。',
      query: [portParam(1883)],
      response: ok('端点的配置。'),
    },
    {
      id: 'endpointValidate',
      since,
      method: 'GET',
      path: '/api/endpoints/validate',
      summary: '检查端点配置',
      description: '检查一个已有端点的配置。',
      query: [portParam(1883)],
      response: ok('检查结果。'),
    },
    {
      id: 'endpointValidateConfig',
      since,
      method: 'POST',
      path: '/api/endpoints/validate-config',
      summary: '校验配置语法',
      description: '提交一份端点配置（或配置文件的 JSON 内容），检查它的语法与格式。',
      request: { schema: endpointConfig('要校验的端点配置'), example: { port: 1883, enableAuth: true, enableAcl: true } },
      response: ok('校验结果。'),
    },
    {
      id: 'endpointTest',
      since,
      method: 'POST',
      path: '/api/endpoints/test',
      summary: '测试端点连接',
      description: '测试能否连接到某个端点。',
      request: {
        schema: obj('要测试的端点', { port: integer('端点的端口号'), host: str('端点所在的主机') }),
        example: { port: 1883, host: 'localhost' },
      },
      response: ok('测试结果。'),
    },
    {
      id: 'endpointBackup',
      since,
      method: 'GET',
      path: '/api/endpoints/backup',
      summary: '备份端点配置',
      description: '备份端点配置：不带 port 时备份全部端点，带 port 时只备份该端点。',
      query: [{ ...portParam(1883, '只备份这个端口的端点；省略时备份全部端点'), required: false }],
      response: ok('备份的配置内容。'),
    },
    {
      id: 'endpointRestore',
      since,
      method: 'POST',
      path: '/api/endpoints/restore',
      summary: '恢复端点配置',
      description: '用备份的配置恢复一个端点。',
      request: {
        schema: obj('要恢复的配置', { config: str('备份接口得到的配置内容'), port: integer('端点的端口号') }),
        example: { config: '...', port: 1883 },
      },
      response: ok('恢复成功。'),
    },
    {
      id: 'endpointExport',
      since,
      method: 'GET',
      path: '/api/endpoints/export',
      summary: '导出端点配置',
      description: '导出全部端点配置，用于迁移到新版本。',
      response: ok('导出的端点配置。'),
    },
    {
      id: 'endpointImport',
      since,
      method: 'POST',
      path: '/api/endpoints/import',
      summary: '导入端点配置',
      description: '把导出的端点配置导入到当前版本。',
      request: {
        schema: obj('要导入的配置', { configs: arr('导出接口得到的端点配置', endpointConfig('一个端点的配置')) }),
        example: {
          configs: [
            { port: 1883, useWebsocket: false, enableAuth: true, enableAcl: true, messageMaxSize: 4194304 },
            { port: 1884, useWebsocket: true, path: '/mqtt', enableAuth: true, enableAcl: true, messageMaxSize: 8388608 },
          ],
        },
      },
      response: ok('导入成功。'),
    },
  ],
};

export default endpointModule;
