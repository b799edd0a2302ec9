/** 连接、主题、订阅、会话与保留消息 API (2.1.1, api/reference). */
import type { ApiModule } from '../types';
import { dateTime, envelope, integer, json, obj, ok, pageFields, paged, str } from '../schema';

const since = '2.1.1';
const clientId = () => str('客户端 ID');

export const connectionModule: ApiModule = {
  id: 'connection',
  name: 'MQTT 连接管理 API',
  description: '分页查询客户端连接，查看连接的运行时信息，关闭或断开连接。',
  endpoints: [
    {
      id: 'connectionQuery',
      since,
      method: 'POST',
      path: '/mqtt/connection',
      summary: '查询连接',
      description: '分页查询客户端连接，可按客户端 ID、用户名筛选。',
      request: {
        schema: obj('查询条件', { ...pageFields(), clientId: str('按客户端 ID 筛选'), username: str('按用户名筛选') }),
        example: { page: 1, size: 20, clientId: 'client-001', username: 'user1' },
      },
      response: ok(
        '当前页的连接。',
        json(
          paged(
            '当前页的连接',
            obj('一个连接', {
              clientId: str('客户端 ID'),
              username: str('用户名'),
              ip: str('客户端 IP'),
              port: integer('客户端端口'),
              connectTime: dateTime('连接建立时间'),
              lastActivity: dateTime('最近一次活动时间'),
            }),
          ),
          {
            data: [
              {
                clientId: 'client-001',
                username: 'user1',
                ip: '127.0.0.1',
                port: 12345,
                connectTime: '2024-02-15T10:00:00Z',
                lastActivity: '2024-02-15T10:45:00Z',
              },
            ],
            total: 1,
            page: 1,
            size: 20,
          },
        ),
      ),
    },
    {
      id: 'connectionClose',
      since,
      method: 'POST',
      path: '/mqtt/connection/close',
      summary: '关闭连接',
      description: '关闭一个客户端的连接。',
      request: { schema: obj('要关闭的连接', { clientId: clientId() }), example: { clientId: 'client-001' } },
      response: ok('关闭成功。', json(envelope(), { code: 200, message: 'Connection closed successfully' })),
    },
    {
      id: 'connectionDown',
      since,
      method: 'POST',
      path: '/mqtt/connection/down',
      summary: '断开连接',
      description: '断开一个客户端的连接。',
      request: { schema: obj('要断开的连接', { clientId: clientId() }), example: { clientId: 'client-001' } },
      response: ok('断开成功。'),
    },
    {
      id: 'connectionRuntime',
      since,
      method: 'POST',
      path: '/mqtt/connection/runtime',
      summary: '连接运行时信息',
      description: '查看一个连接的运行时信息。',
      request: { schema: obj('要查看的连接', { clientId: clientId() }), example: { clientId: 'client-001' } },
      response: ok('连接的运行时信息。'),
    },
    {
      id: 'apiConnectionQuery',
      since,
      method: 'POST',
      path: '/api/mqtt/connection',
      summary: 'API 连接查询',
      description: '通过 /api 路径查询连接。',
      response: ok('连接信息。'),
    },
  ],
};

export const topicModule: ApiModule = {
  id: 'topic',
  name: '主题管理 API',
  description: '分页查询主题及其订阅者数量，查询主题的连接信息。',
  endpoints: [
    {
      id: 'topicQuery',
      since,
      method: 'POST',
      path: '/topic/query',
      summary: '查询主题',
      description: '分页查询主题，可用主题过滤器筛选。',
      request: {
        schema: obj('查询条件', { ...pageFields(), topic: str('主题或主题过滤器') }),
        example: { page: 1, size: 20, topic: 'sensor/#' },
      },
      response: ok(
        '当前页的主题。',
        json(
          paged(
            '当前页的主题',
            obj('一个主题', { topic: str('主题'), subscribers: integer('订阅者数量'), lastMessage: dateTime('最近一条消息的时间') }),
          ),
          { data: [{ topic: 'sensor/temperature', subscribers: 5, lastMessage: '2024-02-15T10:45:00Z' }], total: 1, page: 1, size: 20 },
        ),
      ),
    },
    {
      id: 'topicConnectQuery',
      since,
      method: 'POST',
      path: '/topic/connect/query',
      summary: '主题连接查询',
      description: '查询主题的连接信息。',
      response: ok('主题的连接信息。'),
    },
  ],
};

const subscription = (what: string) => obj(what, { topic: str('主题过滤器'), qos: integer('订阅的 QoS', { minimum: 0, maximum: 2 }) });

export const subscriptionModule: ApiModule = {
  id: 'subscription',
  name: '订阅管理 API',
  description: '创建本地订阅、为已连接的客户端追加订阅，管理代理订阅。',
  endpoints: [
    {
      id: 'localSubscribe',
      since,
      method: 'POST',
      path: '/api/local/subscribe',
      summary: '本地订阅',
      description: '创建一个本地订阅。',
      request: { schema: subscription('要创建的订阅'), example: { topic: 'sensor/#', qos: 1 } },
      response: ok('创建成功。'),
    },
    {
      id: 'connectionSubscribe',
      since,
      method: 'POST',
      path: '/mqtt/connection/subscribe',
      summary: '连接订阅',
      description: '为一个已连接的客户端追加订阅。',
      request: {
        schema: obj('要追加的订阅', {
          clientId: clientId(),
          topic: str('主题过滤器'),
          qos: integer('订阅的 QoS', { minimum: 0, maximum: 2 }),
        }),
        example: { clientId: 'client-001', topic: 'sensor/#', qos: 1 },
      },
      response: ok('追加成功。'),
    },
    {
      id: 'proxySubscribeAdd',
      since,
      method: 'POST',
      path: '/mqtt/proxy/subscribe/add',
      summary: '添加代理订阅',
      description: '添加一个代理订阅。',
      request: { schema: subscription('要添加的代理订阅'), example: { topic: 'sensor/#', qos: 1 } },
      response: ok('添加成功。'),
    },
    {
      id: 'proxySubscribeStatus',
      since,
      method: 'POST',
      path: '/mqtt/proxy/subscribe/status',
      summary: '查询代理订阅',
      description: '查询代理订阅的状态。',
      response: ok('代理订阅的状态。'),
    },
    {
      id: 'proxySubscribeDelete',
      since,
      method: 'POST',
      path: '/mqtt/proxy/subscribe/delete',
      summary: '删除代理订阅',
      description: '删除一个代理订阅。',
      request: { schema: obj('要删除的代理订阅', { topic: str('主题过滤器') }), example: { topic: 'sensor/#' } },
      response: ok('删除成功。'),
    },
  ],
};

export const sessionModule: ApiModule = {
  id: 'session',
  name: '会话管理 API',
  description: '查询和清除客户端会话中的消息。',
  endpoints: [
    {
      id: 'sessionQuery',
      since,
      method: 'POST',
      path: '/mqtt/session/query',
      summary: '查询会话消息',
      description: '分页查询一个客户端会话中的消息。',
      request: {
        schema: obj('查询条件', { clientId: clientId(), ...pageFields() }),
        example: { clientId: 'client-001', page: 1, size: 20 },
      },
      response: ok('会话中的消息。'),
    },
    {
      id: 'sessionClear',
      since,
      method: 'POST',
      path: '/mqtt/session/clear',
      summary: '清除会话消息',
      description: '清除一个客户端会话中的消息。',
      request: { schema: obj('要清除的会话', { clientId: clientId() }), example: { clientId: 'client-001' } },
      response: ok('清除成功。'),
    },
  ],
};

export const retainModule: ApiModule = {
  id: 'retain',
  name: '保留消息 API',
  description: '查询和删除保留消息。',
  endpoints: [
    {
      id: 'retainQuery',
      since,
      method: 'POST',
      path: '/mqtt/retain/query',
      summary: '查询保留消息',
      description: '分页查询保留消息，可用主题过滤器筛选。',
      request: {
        schema: obj('查询条件', { topic: str('主题或主题过滤器'), ...pageFields() }),
        example: { topic: 'sensor/#', page: 1, size: 20 },
      },
      response: ok('保留消息。'),
    },
    {
      id: 'retainDelete',
      since,
      method: 'POST',
      path: '/mqtt/retain/delete',
      summary: '删除保留消息',
      description: '删除一个主题上的保留消息。',
      request: { schema: obj('要删除的保留消息', { topic: str('主题') }), example: { topic: 'sensor/temperature' } },
      response: ok('删除成功。'),
    },
  ],
};
