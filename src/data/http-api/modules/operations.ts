/** 日志、监控与公共 API (api/reference for 2.1.1; the Prometheus endpoint /public/metrics of view/api in every version). */
import type { ApiModule } from '../types';
import { arr, dateTime, json, obj, ok, pageFields, str, text } from '../schema';

const since = '2.1.1';

export const logModule: ApiModule = {
  id: 'log',
  name: '日志管理 API',
  description: '查询、添加、删除、下载日志，管理日志主题。',
  endpoints: [
    {
      id: 'logQuery',
      since,
      method: 'POST',
      path: '/log/query',
      summary: '查询日志',
      description: '分页查询系统日志，可按级别和时间段筛选。',
      request: {
        schema: obj('查询条件', {
          ...pageFields(),
          level: str('日志级别'),
          startTime: dateTime('开始时间'),
          endTime: dateTime('结束时间'),
        }),
        example: { page: 1, size: 20, level: 'INFO', startTime: '2024-02-15T00:00:00Z', endTime: '2024-02-15T23:59:59Z' },
      },
      response: ok('当前页的日志。'),
    },
    {
      id: 'logAdd',
      since,
      method: 'POST',
      path: '/log/add',
      summary: '添加日志',
      description: '添加一条日志记录。',
      request: {
        schema: obj('日志记录', { level: str('日志级别'), message: str('日志内容'), module: str('所属模块') }),
        example: { level: 'INFO', message: 'System started', module: 'system' },
      },
      response: ok('添加成功。'),
    },
    {
      id: 'logDelete',
      since,
      method: 'POST',
      path: '/log/delete',
      summary: '删除日志',
      description: '删除一条日志记录。',
      request: { schema: obj('要删除的日志', { id: str('日志 ID') }), example: { id: 'log-001' } },
      response: ok('删除成功。'),
    },
    {
      id: 'logDownload',
      since,
      method: 'POST',
      path: '/log/download',
      summary: '下载日志',
      description: '下载日志文件。',
      response: ok('日志文件。'),
    },
    {
      id: 'logRemoteQuery',
      since,
      method: 'POST',
      path: '/log/remote/query',
      summary: '远程查询日志',
      description: '远程查询日志。',
      response: ok('查询到的日志。'),
    },
    {
      id: 'logTopics',
      since,
      method: 'GET',
      path: '/api/log/topics',
      summary: '日志主题查询',
      description: '列出日志主题。',
      response: ok('日志主题。'),
    },
    {
      id: 'logTopicAdd',
      since,
      method: 'POST',
      path: '/api/log/topic/add',
      summary: '添加日志主题',
      description: '添加一个日志主题。',
      request: {
        schema: obj('新日志主题', { topic: str('主题过滤器'), level: str('日志级别') }),
        example: { topic: 'sensor/#', level: 'INFO' },
      },
      response: ok('添加成功。'),
    },
    {
      id: 'logTopicDelete',
      since,
      method: 'POST',
      path: '/api/log/topic/delete',
      summary: '删除日志主题',
      description: '删除一个日志主题。',
      request: { schema: obj('要删除的日志主题', { id: str('日志主题 ID') }), example: { id: 'log-topic-001' } },
      response: ok('删除成功。'),
    },
  ],
};

/**
 * The scrape target's example: two metrics of the catalogue (view/metrics: mqtt.connect.count, the current
 * connections, and mqtt.subscribe.count, the current subscriptions) with the dots of their names as the
 * Prometheus text format writes them, and the values the console's monitoring view shows for them.
 */
const PUBLIC_METRICS_TEXT = ['mqtt_connect_count 97', 'mqtt_subscribe_count 49', ''].join('\n');

const PROMETHEUS_TEXT = [
  '# HELP fluxmq_connections_total Total number of connections',
  '# TYPE fluxmq_connections_total counter',
  'fluxmq_connections_total 150',
  '# HELP fluxmq_messages_total Total number of messages',
  '# TYPE fluxmq_messages_total counter',
  'fluxmq_messages_total 10000',
  '',
].join('\n');

export const monitorModule: ApiModule = {
  id: 'monitor',
  name: '监控 API',
  description: '监控相关的接口，例如供 Prometheus 采集的指标。',
  endpoints: [
    {
      id: 'publicMetrics',
      method: 'GET',
      path: '/public/metrics',
      summary: 'Prometheus 采集地址',
      description: '节点的 Prometheus 指标，供 Prometheus 采集；公共接口，无需认证。',
      public: true,
      response: ok('Prometheus 文本格式的指标。', text('Prometheus 文本格式的指标', PUBLIC_METRICS_TEXT)),
    },
    {
      id: 'prometheus',
      since,
      method: 'GET',
      path: '/prometheus',
      summary: 'Prometheus 指标',
      description: 'Prometheus 文本格式的指标。',
      response: ok('Prometheus 文本格式的指标。', text('Prometheus 文本格式的指标', PROMETHEUS_TEXT)),
    },
    {
      id: 'dashboardGet',
      since,
      method: 'GET',
      path: '/monitor/dashboard',
      summary: '获取仪表板数据',
      description: '获取仪表板数据。',
      response: ok('仪表板数据。'),
    },
    {
      id: 'dashboardSave',
      since,
      method: 'POST',
      path: '/monitor/dashboard',
      summary: '保存仪表板配置',
      description: '保存一个仪表板的配置。',
      request: {
        schema: obj('仪表板配置', {
          name: str('仪表板名称'),
          panels: arr('面板', obj('一个面板', { title: str('面板标题'), type: str('面板类型'), metric: str('展示的指标名') })),
        }),
        example: { name: 'system-dashboard', panels: [{ title: 'Connections', type: 'stat', metric: 'fluxmq_connections_total' }] },
      },
      response: ok('保存成功。'),
    },
  ],
};

export const publicModule: ApiModule = {
  id: 'public',
  name: '公共 API',
  description: '登录换取 Token，查看、导入与刷新许可证。',
  endpoints: [
    {
      id: 'login',
      since,
      method: 'POST',
      path: '/public/login',
      summary: '用户登录',
      description: '用控制台账号登录，换取调用其他接口的 Token；公共接口，无需认证。',
      public: true,
      request: {
        schema: obj('控制台账号', { username: str('用户名（http.username）'), password: str('密码（http.password）') }),
        example: { username: 'fluxmq', password: 'fluxmq' },
      },
      response: ok(
        '登录成功，返回 Token 及其过期时间。',
        json(
          obj('登录结果', { token: str('JWT 格式的 Token，放在 Authorization: Bearer 请求头中'), expires: dateTime('Token 的过期时间') }),
          {
            token: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9...',
            expires: '2024-02-16T10:45:00Z',
          },
        ),
      ),
    },
    {
      id: 'publicLicense',
      since,
      method: 'GET',
      path: '/public/license',
      summary: '许可证信息',
      description: '查看当前许可证；公共接口，无需认证。',
      public: true,
      response: ok(
        '许可证信息。',
        json(obj('许可证', { type: str('许可证类型'), expires: dateTime('到期时间'), features: arr('许可的功能', str('功能名')) }), {
          type: 'trial',
          expires: '2024-12-31T23:59:59Z',
          features: ['mqtt', 'rules', 'acl'],
        }),
      ),
    },
    {
      id: 'licenseImport',
      since,
      method: 'POST',
      path: '/license/import',
      summary: '许可证导入',
      description: '在运行时导入新的许可证。',
      request: {
        schema: obj('许可证', { license: str('编码后的许可证内容') }),
        example: { license: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9...' },
      },
      response: ok('导入成功。'),
    },
    {
      id: 'licenseRefresh',
      since,
      method: 'POST',
      path: '/license/refresh',
      summary: '刷新许可证',
      description: '在运行时刷新许可证。',
      response: ok('刷新成功。'),
    },
  ],
};
