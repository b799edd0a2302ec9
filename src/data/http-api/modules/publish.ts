/** 消息发布 API: publish over HTTP, look up and close client connections (every docs version; api/Publish, api/Check, api/kick). */
import type { ApiModule } from '../types';
import { arr, bool, integer, json, obj, ok, str, values } from '../schema';

const connection = obj('一个连接', {
  clientId: str('客户端 ID'),
  clientIp: str('客户端的远端 IP'),
  nodeIp: str('客户端所连接的 FluxMQ 集群节点 IP'),
  version: str('MQTT 协议版本'),
  keepalive: integer('心跳间隔（秒）'),
  cleanSession: bool('清除会话（clean session）标志'),
  auth: obj('客户端 CONNECT 时的认证信息', {
    username: str('CONNECT 时使用的用户名'),
    password: str('CONNECT 时使用的密码'),
  }),
  will: obj('遗嘱消息', {
    isRetain: bool('遗嘱消息是否为保留消息'),
    willTopic: str('遗嘱主题'),
    willQos: integer('遗嘱消息的 QoS'),
    willMessage: str('遗嘱消息内容'),
  }),
  timestamp: str('连接时间：毫秒级时间戳，字符串形式'),
});

const publishModule: ApiModule = {
  id: 'publish',
  name: '消息发布 API',
  description: '通过 HTTP 发布 MQTT 消息，查询和关闭客户端连接。',
  endpoints: [
    {
      id: 'publish',
      method: 'POST',
      path: '/api/publish',
      summary: '发布消息',
      description: '不建立 MQTT 连接，通过一次 HTTP 请求向指定主题发布一条 MQTT 消息。',
      page: 'api/Publish',
      request: {
        schema: obj('要发布的消息', {
          topic: str('目标 MQTT 主题'),
          payload: str('消息内容，按 payload_encoding 指定的方式编码'),
          payload_encoding: values('payload 的编码方式', [
            ['plain', 'payload 是纯文本'],
            ['base64', 'payload 是 Base64 编码的内容（Base64 是编码，不是加密）'],
          ]),
          qos: integer('服务质量等级：0、1 或 2', { minimum: 0, maximum: 2 }),
          retain: bool('是否作为保留消息发布'),
          clientId: str('客户端 ID', { since: '2.1.1' }),
        }),
        example: { topic: 'test/test', payload: '测试一下', payload_encoding: 'plain', qos: 1, retain: false, clientId: 'http-publisher' },
      },
      response: ok('code 为 0 表示发布成功。', json(obj('发布结果', { code: integer('0 表示成功') }), { code: 0 })),
    },
    {
      id: 'check',
      method: 'POST',
      path: '/api/check',
      summary: '连接检查',
      description: '按客户端 ID 查询一个 MQTT 客户端当前的连接详情。',
      page: 'api/Check',
      request: {
        schema: obj('要查询的客户端', { clientId: str('要查询的 MQTT 客户端 ID') }),
        example: { clientId: 'A12312321313123' },
      },
      response: ok(
        'code 为 0 表示查询成功；data 中每个匹配的连接对应一个元素。',
        json(obj('查询结果', { code: integer('0 表示成功'), data: arr('匹配的连接，每个连接一个元素', connection) }), {
          code: 0,
          data: [
            {
              clientId: 'A12312321313123',
              clientIp: '192.168.0.100',
              nodeIp: '127.0.0.1',
              version: 'MQTT_3_1',
              keepalive: 120,
              cleanSession: false,
              auth: { username: 'device-user', password: 'your-password' },
              will: { isRetain: false, willTopic: 'willTest', willQos: 1, willMessage: '' },
              timestamp: '1690599987495',
            },
          ],
        }),
      ),
    },
    {
      id: 'close',
      method: 'POST',
      path: '/api/close',
      summary: '关闭连接',
      description: '按客户端 ID 强制断开（踢出）一个或多个 MQTT 客户端的连接。',
      page: 'api/kick',
      request: {
        schema: obj('要关闭的连接', { ids: arr('要关闭连接的客户端 ID 列表，一次可以传多个', str('客户端 ID')) }),
        example: { ids: ['device-001', 'device-002'] },
      },
      response: ok('请求处理成功时返回 HTTP 状态码 200。'),
    },
  ],
};

export default publishModule;
