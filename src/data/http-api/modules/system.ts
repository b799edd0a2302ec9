/** 系统管理 API (2.1.1): system configuration, health, cluster state (api/reference; endpoint/config, endpoint/troubleshooting). */
import type { ApiModule } from '../types';
import { arr, bool, dateTime, integer, json, obj, ok, str } from '../schema';

const since = '2.1.1';
const listener = (what: string) => obj(`${what}的监听设置`, { port: integer('端口'), host: str('绑定地址') });

const systemModule: ApiModule = {
  id: 'system',
  name: '系统管理 API',
  description: '查看与导出导入系统配置，检查服务健康与集群状态。',
  endpoints: [
    {
      id: 'systemConfig',
      since,
      method: 'GET',
      path: '/system/config',
      summary: '系统配置',
      description: '读取当前的系统配置。',
      response: ok(
        '系统配置。',
        json(
          obj('系统配置', {
            mqtt: listener('MQTT '),
            http: listener('HTTP 服务'),
            cluster: obj('集群设置', { enabled: bool('是否启用集群') }),
          }),
          {
            mqtt: { port: 1883, host: '0.0.0.0' },
            http: { port: 8080, host: '0.0.0.0' },
            cluster: { enabled: false },
          },
        ),
      ),
    },
    {
      id: 'health',
      since,
      method: 'GET',
      path: '/health',
      summary: '系统健康检查',
      description: '确认服务是否正常。',
      response: ok(
        '服务状态。',
        json(obj('健康状态', { status: str('服务状态，UP 表示正常'), timestamp: dateTime('检查时间（ISO 8601）') }), {
          status: 'UP',
          timestamp: '2024-02-15T10:45:00Z',
        }),
      ),
    },
    {
      id: 'publicCluster',
      since,
      method: 'GET',
      path: '/public/cluster',
      summary: '集群信息',
      description: '列出集群节点；公共接口，无需认证。',
      public: true,
      response: ok(
        '集群节点。',
        json(
          obj('集群信息', {
            nodes: arr('集群节点', obj('一个节点', { id: str('节点 ID'), address: str('节点地址'), status: str('节点状态') })),
          }),
          {
            nodes: [{ id: 'node-1', address: '127.0.0.1', status: 'active' }],
          },
        ),
      ),
    },
    {
      id: 'systemConfigExport',
      since,
      method: 'GET',
      path: '/system/config/export',
      summary: '配置导出',
      description: '导出系统配置。',
      response: ok(
        '导出的配置。',
        json(obj('导出结果', { config: str('配置内容'), timestamp: dateTime('导出时间（ISO 8601）') }), {
          config: '...',
          timestamp: '2024-02-15T10:45:00Z',
        }),
      ),
    },
    {
      id: 'systemConfigImport',
      since,
      method: 'POST',
      path: '/api/system/config/import',
      summary: '配置导入',
      description: '导入系统配置（导出接口得到的内容）。',
      request: { schema: obj('要导入的配置', { config: str('配置内容') }), example: { config: '...' } },
      response: ok('导入成功。'),
    },
    {
      id: 'systemHealth',
      since,
      method: 'GET',
      path: '/api/system/health',
      summary: '系统健康诊断',
      description: '排查端点问题时检查系统整体的健康状态。',
      response: ok('系统的健康状态。'),
    },
    {
      id: 'systemResources',
      since,
      method: 'GET',
      path: '/api/system/resources',
      summary: '系统资源',
      description: '查看系统资源的使用情况，用于性能分析。',
      response: ok('系统资源的使用情况。'),
    },
    {
      id: 'clusterStatus',
      since,
      method: 'GET',
      path: '/api/cluster/status',
      summary: '集群状态',
      description: '查看集群状态；端点配置不生效或同步失败时先查它。',
      response: ok('集群状态。'),
    },
    {
      id: 'clusterNodes',
      since,
      method: 'GET',
      path: '/api/cluster/nodes',
      summary: '集群节点',
      description: '查看集群节点，用于排查节点间通信异常。',
      response: ok('集群节点。'),
    },
    {
      id: 'igniteStatus',
      since,
      method: 'GET',
      path: '/api/ignite/status',
      summary: 'Ignite 缓存状态',
      description: '查看 Ignite 缓存的状态（端点配置保存在 Ignite 缓存 ENDPOINT_CONFIG 中）。',
      response: ok('Ignite 缓存状态。'),
    },
  ],
};

export default systemModule;
