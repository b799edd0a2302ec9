import type { ConfigPage } from '../types';

const page = {
  docId: 'config/http',
  title: 'HTTP 配置',
  tables: [
    {
      id: 'http',
      caption: '控制台与 HTTP API（http）',
      keys: [
        { key: 'http.port', type: 'int', default: '必填', meaning: 'HTTP 服务的监听端口，控制台和 HTTP API 都使用这个端口。' },
        { key: 'http.host', type: 'string', default: '0.0.0.0', meaning: 'HTTP 服务绑定的地址。' },
        { key: 'http.accessLog', type: 'boolean', default: '必填', meaning: '是否为每个 HTTP 请求记录访问日志。' },
        { key: 'http.username', type: 'string', default: '必填', meaning: '登录管理后台（控制台）的用户名。' },
        { key: 'http.password', type: 'string', default: '必填', meaning: '登录管理后台（控制台）的密码。' },
        { key: 'http.ssl', type: 'object', default: '—（可选）', meaning: '以 HTTPS 方式提供服务时的 SSL 配置。' },
        {
          key: 'http.bridge',
          type: 'boolean',
          default: '—',
          meaning: '通过 HTTP 发布的消息是否也交给规则引擎处理，完整示例中设为 false。',
          since: '2.0.18',
        },
      ],
    },
  ],
} satisfies ConfigPage;

export default page;
